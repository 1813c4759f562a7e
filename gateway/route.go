package gateway

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/piighost/piighost-nats/gateway/internal/anthropic"
	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/gateway/internal/openai"
	"github.com/piighost/piighost-nats/gateway/internal/sse"
)

// chatRequest is a provider request read by its route.
type chatRequest interface {
	TakeMetadataThread() (string, bool, error)
	Start() []json.RawMessage
	Deidentify(ctx context.Context, w flow.Worker, thread string) ([]byte, error)
	streamed() bool
}

// streamRestorer restores one streamed response.
type streamRestorer interface {
	Event(ctx context.Context, ev sse.Event) ([]sse.Event, error)
	End(ctx context.Context) ([]sse.Event, error)
}

// route is one provider's chat route.
type route struct {
	name     string // "openai", "anthropic"
	path     string // the gateway's path
	upPath   string // the upstream path after its base URL
	upstream *Upstream
	parse    func(*jsonobj.Object) (chatRequest, error)
	restore  func(context.Context, *flow.Restorer, []byte) ([]byte, error)
	stream   func(*flow.Restorer) streamRestorer
	// errorBody is the provider's error shape; streamError its in-stream
	// error event.
	errorBody   func(status int, code, msg string) []byte
	streamError func(status int, code, msg string) sse.Event
	// setKey writes the upstream key in the provider's header.
	setKey func(h http.Header, key string)
}

// metric is the route's label in metrics.
func (rt *route) metric(r *http.Request) string {
	if r.URL.Path == rt.path {
		return rt.name + "_chat"
	}
	return rt.name + "_other"
}

func (rt *route) writeError(w http.ResponseWriter, status int, code, msg string) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set(ErrorCodeHeader, code)
	w.WriteHeader(status)
	_, _ = w.Write(rt.errorBody(status, code, msg))
}

type openAIRequest struct{ *openai.Request }

func (r openAIRequest) streamed() bool { return r.Stream }

type anthropicRequest struct{ *anthropic.Request }

func (r anthropicRequest) streamed() bool { return r.Stream }

func openAIRoute(g *Gateway) *route {
	return &route{
		name: "openai", path: "/v1/chat/completions", upPath: "/chat/completions", upstream: &g.cfg.OpenAI,
		parse: func(o *jsonobj.Object) (chatRequest, error) {
			r, err := openai.ParseRequest(o)
			if err != nil {
				return nil, err
			}
			return openAIRequest{r}, nil
		},
		restore:   openai.RestoreResponse,
		stream:    func(r *flow.Restorer) streamRestorer { return openai.NewStream(r) },
		errorBody: openAIError,
		streamError: func(status int, code, msg string) sse.Event {
			return sse.Event{Data: string(openAIError(status, code, msg))}
		},
		setKey: func(h http.Header, key string) { h.Set("Authorization", "Bearer "+key) },
	}
}

func anthropicRoute(g *Gateway) *route {
	return &route{
		name: "anthropic", path: "/v1/messages", upPath: "/messages", upstream: &g.cfg.Anthropic,
		parse: func(o *jsonobj.Object) (chatRequest, error) {
			r, err := anthropic.ParseRequest(o)
			if err != nil {
				return nil, err
			}
			return anthropicRequest{r}, nil
		},
		restore:   anthropic.RestoreResponse,
		stream:    func(r *flow.Restorer) streamRestorer { return anthropic.NewStream(r) },
		errorBody: anthropicError,
		streamError: func(status int, code, msg string) sse.Event {
			return sse.Event{Name: "error", Data: string(anthropicError(status, code, msg))}
		},
		setKey: func(h http.Header, key string) { h.Set("x-api-key", key) },
	}
}
