package gateway

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/otel/trace"
)

// Auth says who authenticates a client and which key goes upstream.
type Auth string

// The authentication modes.
const (
	// AuthForward passes the client's own key (Authorization or
	// x-api-key) upstream: the provider authenticates the client. Threads
	// are kept apart per key.
	AuthForward Auth = "forward"
	// AuthKeys authenticates clients with keys of the gateway's own
	// (Config.ClientKeys) and sends the route's Upstream.APIKey upstream.
	// Threads are kept apart per client.
	AuthKeys Auth = "keys"
	// AuthNone lets any client in and sends the route's Upstream.APIKey
	// upstream: for a gateway on the loopback of one user's machine.
	AuthNone Auth = "none"
)

// Defaults of Config.
const (
	DefaultMaxBody         = 32 << 20
	DefaultMaxResponse     = 64 << 20
	DefaultUpstreamTimeout = 10 * time.Minute
	DefaultOpenAIURL       = "https://api.openai.com/v1"
	DefaultAnthropicURL    = "https://api.anthropic.com/v1"
)

// ThreadHeader names a request's thread.
const ThreadHeader = "X-Piighost-Thread"

// ErrorCodeHeader carries the code of an error the gateway answered itself
// (an upstream's error passes as it came, without it).
const ErrorCodeHeader = "Piighost-Error-Code"

// Upstream is one provider.
type Upstream struct {
	// BaseURL is the provider's API root, to which the path after /v1 is
	// appended: "https://api.openai.com/v1" gives
	// "https://api.openai.com/v1/chat/completions".
	BaseURL string
	// APIKey is sent upstream under AuthKeys and AuthNone (never logged).
	APIKey string
}

// Config configures a Gateway. The zero value is usable: forwarded keys,
// the providers' public URLs, no derived threads (without Secret, each
// request names its thread).
type Config struct {
	OpenAI, Anthropic Upstream
	// Auth is AuthForward by default.
	Auth Auth
	// ClientKeys maps each client key to the client's name, under AuthKeys.
	ClientKeys map[string]string
	// Secret keys the digests that name derived threads and forwarded
	// keys' namespaces (at least 16 bytes). Every gateway of a deployment
	// needs the same one. Without it a request must name its thread.
	Secret []byte
	// SharedThreads leaves thread names as clients give them, without the
	// client's namespace: a thread is then shared by every client that
	// names it (and with agents that use the worker directly).
	SharedThreads bool
	// MaxBody bounds a request body (DefaultMaxBody); MaxResponse a
	// response body that is not streamed (DefaultMaxResponse).
	MaxBody, MaxResponse int64
	// UpstreamTimeout bounds a call upstream that is not streamed, until
	// its whole body arrived (DefaultUpstreamTimeout); a stream is bounded
	// by its client only.
	UpstreamTimeout time.Duration
	// ForwardHeaders are request headers passed upstream besides the
	// providers' own (anthropic-version, anthropic-beta, openai-beta,
	// openai-organization, openai-project); no other header is.
	ForwardHeaders []string
	// HTTPClient calls upstream (default: a client of its own).
	HTTPClient *http.Client
	// Logger logs requests (never their bodies); default: discard.
	Logger *slog.Logger
	// Registerer receives the gateway's metrics (default: a registry of
	// its own, served by MetricsHandler).
	Registerer prometheus.Registerer
	// TracerProvider traces requests (default: none).
	TracerProvider trace.TracerProvider
}
