package gateway_test

import (
	"context"
	"net/http"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/worker"
)

// TestTheWorkersSpansAreChildrenOfTheGatewaysSpans: a request's trace
// runs from the client's traceparent through the gateway's request span
// and its deidentify and restore spans to the worker's spans of model.in,
// model.out and tool.call; in a stream, the worker's spans of the events
// it restores are children of the request span. No trace header goes
// upstream.
func TestTheWorkersSpansAreChildrenOfTheGatewaysSpans(t *testing.T) {
	t.Parallel()
	spans := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))
	t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
	s := natstest.Run(t, nil)
	startWorker(t, s.ClientURL(), "", worker.WithTracerProvider(tp))
	var reply func(w http.ResponseWriter, r *http.Request, b []byte)
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request, b []byte) { reply(w, r, b) })
	gw := newGateway(t, newClient(t, s.ClientURL()), up, func(c *gateway.Config) { c.TracerProvider = tp })
	const request = "gateway /v1/chat/completions"

	for _, tc := range []struct {
		name, trace, parent string
		streamed            bool
		// links are the spans that must be children of others.
		links []struct{ child, parent string }
	}{
		{"a completion", "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7", false, []struct{ child, parent string }{
			{"deidentify", request},
			{"restore", request},
			{"piighost model.in", "deidentify"},
			{"piighost model.out", "restore"},
			{"piighost tool.call", "restore"},
		}},
		{"a stream", "5cf92f3577b34da6a3ce929d0e0e4737", "01f067aa0ba902b8", true, []struct{ child, parent string }{
			{"deidentify", request},
			{"piighost model.in", "deidentify"},
			{"piighost model.out", request},
			{"piighost tool.call", request},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			spans.Reset()
			reply = answerJSON(completion(answerModel, argsModel))
			body := openAIBody(userText, "")
			if tc.streamed {
				ev := openAIStream([]string{answerModel}, []string{argsModel})
				reply = streamReply(ev, len(ev))
				body = openAIBody(userText, `,"stream":true`)
			}
			resp, _ := post(t, gw.URL+"/v1/chat/completions", body, gatewayThreadHeader, "traced",
				"traceparent", "00-"+tc.trace+"-"+tc.parent+"-01")
			if resp.StatusCode != 200 {
				t.Fatalf("status %d", resp.StatusCode)
			}
			byName := map[string]tracetest.SpanStub{}
			natstest.Eventually(t, "the spans of the gateway and of the worker", func() bool {
				for _, sp := range spans.GetSpans() {
					if sp.SpanContext.TraceID().String() == tc.trace {
						byName[sp.Name] = sp
					}
				}
				for _, l := range tc.links {
					if _, ok := byName[l.child]; !ok {
						return false
					}
				}
				_, ok := byName[request]
				return ok
			})
			for _, link := range tc.links {
				c, p := byName[link.child], byName[link.parent]
				if c.Parent.SpanID() != p.SpanContext.SpanID() {
					t.Errorf("span %q: parent %v; want a child of %q (%v)", link.child, c.Parent.SpanID(), link.parent, p.SpanContext.SpanID())
				}
			}
			if got := byName[request].Parent.SpanID().String(); got != tc.parent {
				t.Errorf("the request span's parent is %s, want the client's %s", got, tc.parent)
			}
		})
	}
	for _, r := range up.requests() {
		if r.Header.Get("traceparent") != "" || r.Header.Get("tracestate") != "" {
			t.Errorf("a trace header went upstream: %v", r.Header)
		}
	}
}
