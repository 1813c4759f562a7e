package gateway

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/threadid"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// Gateway is the HTTP handler of the provider routes. It is safe for
// concurrent use.
type Gateway struct {
	cfg    Config
	worker flow.Worker
	infos  func(context.Context) ([]client.Info, error)
	// rec is the token grammar learned from the workers (learn), nil
	// until one answered.
	rec    atomic.Pointer[pipeline.Recognizer]
	namer  *threadid.Namer
	keys   map[string]string
	http   *http.Client
	log    *slog.Logger
	met    *metrics
	tracer trace.Tracer
	prop   propagation.TextMapPropagator
	routes []*route

	readyMu   sync.Mutex
	readyAt   time.Time
	readyErr  error
	readyTerm time.Duration
}

// New returns a gateway that de-identifies and restores through the
// worker c reaches. It does no I/O: the token grammar is asked of the
// workers by the first Check, or by the first request.
func New(cfg Config, c *client.Client) (*Gateway, error) {
	if c == nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "gateway: no client of the worker"}
	}
	g, err := newGateway(cfg, c)
	if err != nil {
		return nil, err
	}
	g.infos = c.Infos
	return g, nil
}

func newGateway(cfg Config, w flow.Worker) (*Gateway, error) {
	if cfg.Auth == "" {
		cfg.Auth = AuthForward
	}
	switch cfg.Auth {
	case AuthForward, AuthNone:
	case AuthKeys:
		if len(cfg.ClientKeys) == 0 {
			return nil, configErr("auth keys needs at least one client key")
		}
	default:
		return nil, configErr("auth must be forward, keys or none, not %q", cfg.Auth)
	}
	if cfg.OpenAI.BaseURL == "" {
		cfg.OpenAI.BaseURL = DefaultOpenAIURL
	}
	if cfg.Anthropic.BaseURL == "" {
		cfg.Anthropic.BaseURL = DefaultAnthropicURL
	}
	cfg.OpenAI.BaseURL = strings.TrimRight(cfg.OpenAI.BaseURL, "/")
	cfg.Anthropic.BaseURL = strings.TrimRight(cfg.Anthropic.BaseURL, "/")
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxResponse <= 0 {
		cfg.MaxResponse = DefaultMaxResponse
	}
	if cfg.UpstreamTimeout <= 0 {
		cfg.UpstreamTimeout = DefaultUpstreamTimeout
	}
	g := &Gateway{cfg: cfg, worker: w, http: cfg.HTTPClient, log: cfg.Logger, readyTerm: 2 * time.Second}
	var err error
	if len(cfg.Secret) > 0 {
		if g.namer, err = threadid.New(cfg.Secret); err != nil {
			return nil, configErr("%v", err)
		}
	}
	g.keys = map[string]string{}
	for k, name := range cfg.ClientKeys {
		if k == "" || name == "" {
			return nil, configErr("a client key and its name must not be empty")
		}
		g.keys[keyDigest(k)] = name
	}
	if g.http == nil {
		g.http = &http.Client{Transport: http.DefaultTransport.(*http.Transport).Clone()}
	}
	if g.log == nil {
		g.log = slog.New(slog.DiscardHandler)
	}
	reg := cfg.Registerer
	if reg == nil {
		reg = prometheus.NewRegistry()
	}
	if g.met, err = newMetrics(reg); err != nil {
		return nil, configErr("metrics: %v", err)
	}
	tp := cfg.TracerProvider
	if tp == nil {
		tp = noop.NewTracerProvider()
	}
	g.tracer = tp.Tracer(tracerName)
	g.prop = propagation.TraceContext{}
	g.routes = []*route{openAIRoute(g), anthropicRoute(g)}
	return g, nil
}

func configErr(format string, args ...any) error {
	return &pii.Error{Code: pii.CodeConfig, Message: "gateway: " + sprintf(format, args...)}
}

// ServeHTTP serves the provider routes; any other path is refused with
// 404, never forwarded.
func (g *Gateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path
	for _, rt := range g.routes {
		if path == rt.path {
			if r.Method != http.MethodPost {
				g.refuse(w, r, rt, http.StatusMethodNotAllowed, "method_not_allowed", r.Method+" is not allowed on "+path+": use POST")
				return
			}
			g.chat(w, r, rt)
			return
		}
	}
	if path == "/v1/models" || strings.HasPrefix(path, "/v1/models/") && !strings.Contains(path[len("/v1/models/"):], "/") {
		rt := g.routes[0]
		if r.Header.Get("anthropic-version") != "" || r.Header.Get("x-api-key") != "" {
			rt = g.routes[1]
		}
		if r.Method != http.MethodGet {
			g.refuse(w, r, rt, http.StatusMethodNotAllowed, "method_not_allowed", r.Method+" is not allowed on "+path+": use GET")
			return
		}
		g.models(w, r, rt)
		return
	}
	rt := g.routes[0]
	if r.Header.Get("anthropic-version") != "" {
		rt = g.routes[1]
	}
	g.refuse(w, r, rt, http.StatusNotFound, "not_found", "the piighost gateway serves POST /v1/chat/completions, POST /v1/messages and GET /v1/models only; nothing was forwarded")
}

// refuse answers an error of the gateway's own, in the route's shape.
func (g *Gateway) refuse(w http.ResponseWriter, r *http.Request, rt *route, status int, code, msg string) {
	g.met.requests.WithLabelValues(rt.metric(r), itoa(status)).Inc()
	g.met.errors.WithLabelValues(rt.metric(r), code).Inc()
	rt.writeError(w, status, code, msg)
}

// Check reports whether the gateway can serve, the finding reused for
// two seconds: its readiness. It asks every worker instance for its
// service info; at least one must answer, and all must publish the same
// token grammar, which the gateway then uses (the one learned before
// stays in use while they disagree: the error wraps ErrTokenGrammar).
func (g *Gateway) Check(ctx context.Context) error {
	g.readyMu.Lock()
	defer g.readyMu.Unlock()
	if !g.readyAt.IsZero() && time.Since(g.readyAt) < g.readyTerm {
		return g.readyErr
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	g.readyErr = g.learn(ctx)
	g.readyAt = time.Now()
	return g.readyErr
}

// drain reads what is left of a body so the connection can be reused.
func drain(rc io.ReadCloser) {
	_, _ = io.Copy(io.Discard, io.LimitReader(rc, 64<<10))
	rc.Close()
}

// statusOf maps an error of the worker to the HTTP status the gateway
// answers: a detector down is the service unavailable, as the worker
// unreachable is.
func statusOf(err error) (int, pii.Code) {
	code := pii.CodeOf(err)
	switch st := code.Status(); st {
	case 502:
		return http.StatusServiceUnavailable, code
	case 409, 410:
		return http.StatusInternalServerError, code
	default:
		return st, code
	}
}

var errUpstreamTooLarge = errors.New("the upstream response is larger than the gateway's limit")
