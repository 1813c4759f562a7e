package client

import (
	"strings"
	"time"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// Defaults of the options.
const (
	// DefaultTimeout bounds one attempt: a little above the worker's own
	// default [worker] timeout (10 s), so that the worker's timeout error
	// arrives before the client gives up.
	DefaultTimeout = 15 * time.Second
	// DefaultRetries is the number of further attempts after a timeout,
	// a missing responder or an unavailable store.
	DefaultRetries = 2
	// DefaultBackoff is the delay before the first retry; it doubles at
	// each retry, up to DefaultMaxBackoff.
	DefaultBackoff    = 50 * time.Millisecond
	DefaultMaxBackoff = time.Second
)

// Option configures a Client or a Pipeline. A bad option makes New and
// NewPipeline fail with an ErrConfig *Error.
type Option func(*options) error

func configError(msg string) error { return &Error{Code: pii.CodeConfig, Message: "client: " + msg} }

type options struct {
	prefix     string
	service    string
	timeout    time.Duration
	retries    int
	backoff    time.Duration
	maxBackoff time.Duration
	maxPayload int
	routes     map[wire.Channel]wire.Route
	noAffinity bool
}

func newOptions(opts []Option) (options, error) {
	o := options{
		prefix: wire.DefaultPrefix, timeout: DefaultTimeout,
		retries: DefaultRetries, backoff: DefaultBackoff, maxBackoff: DefaultMaxBackoff,
	}
	for _, opt := range opts {
		if err := opt(&o); err != nil {
			return options{}, err
		}
	}
	if o.service == "" {
		o.service = wire.NamesOf(o.prefix).Service
	}
	if o.routes == nil {
		o.routes = map[wire.Channel]wire.Route{}
	}
	for _, r := range wire.DefaultRoutes(o.prefix) {
		if _, ok := o.routes[r.Channel]; !ok {
			o.routes[r.Channel] = r
		}
	}
	return o, nil
}

// WithoutAffinity sends every request on the channel's plain subject
// (<prefix>.model.in, ...), which every worker serves, rather than on its
// thread's partition subject (<prefix>.p.<k>.model.in), which the worker
// caching the thread serves: for a connection whose permissions allow
// only the plain subjects. By default a request goes to its thread's
// partition, and again to the plain subject when no worker answers there
// (subjects.md, "Thread partitions").
func WithoutAffinity() Option {
	return func(o *options) error {
		o.noAffinity = true
		return nil
	}
}

// WithPrefix sets the worker's subject prefix ([worker] prefix; default
// "piighost"): service subjects are <prefix>.model.in and so on, and the
// default pipeline routes live under <prefix>.clear and <prefix>.safe.
func WithPrefix(prefix string) Option {
	return func(o *options) error {
		if !literalSubject(prefix) {
			return configError("the prefix must be a literal subject")
		}
		o.prefix = prefix
		return nil
	}
}

// WithTimeout bounds each attempt of a call (default DefaultTimeout). The
// call's context bounds the whole call, retries included.
func WithTimeout(d time.Duration) Option {
	return func(o *options) error {
		if d <= 0 {
			return configError("the timeout must be positive")
		}
		o.timeout = d
		return nil
	}
}

// WithRetries sets how many times a call is sent again after a timeout, a
// missing responder or an unavailable store (default DefaultRetries); 0
// never retries. Every channel is safe to send twice (see the package
// documentation), so every call retries.
func WithRetries(n int) Option {
	return func(o *options) error {
		if n < 0 {
			return configError("retries must not be negative")
		}
		o.retries = n
		return nil
	}
}

// WithBackoff sets the delay before the first retry, which doubles at each
// retry up to max (defaults DefaultBackoff and DefaultMaxBackoff).
func WithBackoff(first, max time.Duration) Option {
	return func(o *options) error {
		if first < 0 || max < first {
			return configError("the backoff must satisfy 0 <= first <= max")
		}
		o.backoff, o.maxBackoff = first, max
		return nil
	}
}

// WithMaxPayload sets the largest request the worker accepts ([worker]
// max_payload), over which model.in and model.out histories are sent in
// consecutive parts. By default the client uses wire.DefaultMaxPayload
// until Info tells it the worker's, and never more than the NATS server's
// limit.
func WithMaxPayload(n int) Option {
	return func(o *options) error {
		if n <= 0 {
			return configError("the maximum payload must be positive")
		}
		o.maxPayload = n
		return nil
	}
}

// WithService sets the NATS micro service name Info asks (default: the
// one the prefix names, wire.NamesOf(prefix).Service: "piighost" for the
// default prefix).
func WithService(name string) Option {
	return func(o *options) error {
		if !literalSubject(name) || strings.Contains(name, ".") {
			return configError("the service name must be one subject token")
		}
		o.service = name
		return nil
	}
}

// WithRoute replaces the default pipeline route of a channel ([[routes]]
// in the worker's configuration).
func WithRoute(r wire.Route) Option {
	return func(o *options) error {
		if !r.Channel.Valid() || !literalSubject(r.Input) || !literalSubject(r.Output) {
			return configError("a route needs a channel and literal input and output subjects")
		}
		if o.routes == nil {
			o.routes = map[wire.Channel]wire.Route{}
		}
		o.routes[r.Channel] = r
		return nil
	}
}

// literalSubject accepts dot-separated tokens without wildcards or spaces.
func literalSubject(s string) bool {
	if s == "" {
		return false
	}
	for _, tok := range strings.Split(s, ".") {
		if tok == "" || strings.ContainsAny(tok, "*> \t\r\n") {
			return false
		}
	}
	return true
}
