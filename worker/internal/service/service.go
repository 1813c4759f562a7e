// Package service is service mode: a NATS micro service named
// "piighost" with one request/reply endpoint per channel
// (<prefix>.model.in, ...), balanced over every worker by a queue group;
// payloads are msgpack, or JSON with Content-Type: application/json.
package service

import (
	"context"
	"errors"
	"log/slog"
	"maps"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"
	"github.com/prometheus/client_golang/prometheus"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/handle"
)

// Config is what service mode needs.
type Config struct {
	Config  *config.Config
	NC      *nats.Conn
	Log     *slog.Logger
	Handler *handle.Handler
	Metrics *Metrics
	// Version is the worker's, reported by `nats micro info`.
	Version string
	// Ctx bounds request processing: it ends once the worker's in-flight
	// work drained, or its drain timed out.
	Ctx context.Context
}

// Metrics are service mode's Prometheus metrics.
type Metrics struct {
	active prometheus.Gauge
	limit  prometheus.Gauge
	queued prometheus.Counter
	// served and handedOver count the requests tried on the delivery
	// goroutine: served there, or handed over to run again where they
	// may wait.
	served, handedOver prometheus.Counter
	// partitions is how many thread partitions this worker serves.
	partitions prometheus.Gauge
}

// NewMetrics registers service mode's metrics on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		active: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_service_inflight", Help: "Service-mode requests being handled now, at most [worker] max_inflight.",
		}),
		limit: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_service_inflight_limit", Help: "[worker] max_inflight: the service-mode requests handled at once.",
		}),
		queued: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "piighost_service_queued_total", Help: "Service-mode requests that waited for a slot because max_inflight were being handled.",
		}),
	}
	inline := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "piighost_service_inline_total",
		Help: "Service-mode requests of the channels that restore (model.out, tool.call, stream.chunk) tried on the goroutine NATS delivered them on: served there (outcome=served: a warm thread, no round trip), or stopped before any side effect where they would wait on the store, and run again on the pool (outcome=handed_over). [worker] hand_over_all = true tries none.",
	}, []string{"outcome"})
	m.served, m.handedOver = inline.WithLabelValues("served"), inline.WithLabelValues("handed_over")
	m.partitions = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "piighost_service_partitions", Help: "Thread partitions this worker serves (of " + strconv.Itoa(wire.ThreadPartitions) + "): it owns them among the workers it hears, so the requests of their threads reach it (subjects.md, \"Thread partitions\").",
	})
	reg.MustRegister(m.active, m.limit, m.queued, inline, m.partitions)
	return m
}

// Service is service mode, running.
type Service struct {
	cfg *config.Config
	nc  *nats.Conn
	log *slog.Logger
	h   *handle.Handler
	m   *Metrics
	ctx context.Context

	pool      *handle.Pool
	endpoints []*endpoint // bound once, shared by every instance
	// replyHeaders are the headers of a successful reply without
	// tracing, by payload format: shared by every such reply, so never
	// written to (a reply that needs other headers gets a copy, see
	// maps.Clone); replyHeaderSizes are their sizes on the wire.
	replyHeaders     [2]nats.Header
	replyHeaderSizes [2]int
	replies          replyBuffers // service replies are encoded into
	services         []micro.Service
	affinity         *affinity // the thread partitions served here
}

// Start adds [worker] instances micro services named "piighost", each
// with one endpoint per channel under the prefix, all in one queue group
// so requests balance over every handler of every worker. On a failure
// it also returns what it started, for the caller to stop.
func Start(cfg Config) (*Service, error) {
	c := cfg.Config
	s := &Service{cfg: c, nc: cfg.NC, log: cfg.Log, h: cfg.Handler, m: cfg.Metrics, ctx: cfg.Ctx,
		pool: handle.NewPool(c.Worker.MaxInflight, cfg.Metrics.active, cfg.Metrics.queued)}
	cfg.Metrics.limit.Set(float64(c.Worker.MaxInflight))
	s.replyHeaders = [...]nats.Header{
		processor.Msgpack: {wire.HeaderContentType: {wire.ContentTypeMsgpack}},
		processor.JSON:    {wire.HeaderContentType: {wire.ContentTypeJSON}},
	}
	for f, h := range s.replyHeaders {
		s.replyHeaderSizes[f] = handle.HeaderBytes(h)
	}
	for _, ch := range wire.Channels() {
		s.endpoints = append(s.endpoints, s.newEndpoint(ch))
	}
	for i := 0; i < c.Worker.Instances; i++ {
		svc, err := micro.AddService(s.nc, micro.Config{
			Name:        cfg.Config.Names().Service,
			Version:     cfg.Version,
			Description: "PII de-identification for LLM agents: model.in and tool.result de-identify, model.out, tool.call and stream.chunk restore, thread.forget erases, thread.correct records a person's corrections.",
			QueueGroup:  c.Worker.QueueGroup,
			Metadata:    metadata(c),
		})
		if err != nil {
			return s, err
		}
		s.services = append(s.services, svc)
		for _, ep := range s.endpoints {
			err := svc.AddEndpoint(ep.ch.Endpoint(), ep,
				micro.WithEndpointSubject(ep.subject),
				micro.WithEndpointMetadata(map[string]string{wire.MetaChannel: ep.ch.String(), wire.MetaDirection: ep.ch.Direction()}))
			if err != nil {
				return s, err
			}
		}
	}
	if err := s.startAffinity(); err != nil {
		return s, err
	}
	return s, nil
}

// Stop stops the services (micro drains their subscriptions).
func (s *Service) Stop() error {
	if s == nil {
		return nil
	}
	s.affinity.stop()
	var errs []error
	for _, svc := range s.services {
		if err := svc.Stop(); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Close makes later requests run on the goroutines that deliver them,
// and idle runners return.
func (s *Service) Close() {
	if s != nil {
		s.affinity.halt()
		s.pool.Close()
	}
}

// Wait waits for the requests being handled.
func (s *Service) Wait() {
	if s != nil {
		s.pool.Wait()
	}
}

// metadata is what `nats micro info` shows about the worker: its
// prefix, payload formats, request limit and effective strategies, so
// that a client can check that the strategies it expects are the ones
// the worker applies (the worker stays the authority; see subjects.md,
// "Service mode").
func metadata(cfg *config.Config) map[string]string {
	m := map[string]string{
		wire.MetaPrefix:            cfg.Worker.Prefix,
		wire.MetaPayload:           "msgpack, or JSON with Content-Type: application/json",
		wire.MetaMaxPayload:        strconv.Itoa(cfg.Worker.MaxPayload),
		wire.MetaToolStrategy:      cfg.Strategies.Tool.String(),
		wire.MetaInventedStrategy:  cfg.Strategies.Invented.String(),
		wire.MetaAssistantStrategy: cfg.Strategies.Assistant.String(),
		wire.MetaStrict:            strconv.FormatBool(cfg.Strategies.Strict),
	}
	for tool, st := range cfg.Strategies.Tools {
		m[wire.MetaToolStrategy+"."+tool] = st.String()
	}
	placeholderMetadata(cfg, m)
	return m
}

// endpoint serves one channel's requests; what it needs is made once:
// its subject, its span attribute and its metrics.
type endpoint struct {
	s       *Service
	ch      wire.Channel
	subject string
	dest    attribute.KeyValue // messaging.destination.name
	metrics handle.ChannelMetrics
	// inline: the channel's requests are first tried on the delivery
	// goroutine (servedInline).
	inline bool
}

func (s *Service) newEndpoint(ch wire.Channel) *endpoint {
	subject := wire.ServiceSubject(s.cfg.Worker.Prefix, ch)
	return &endpoint{s: s, ch: ch, subject: subject,
		dest:    attribute.String("messaging.destination.name", subject),
		metrics: s.h.Metrics().Channel(ch.String(), config.ModeService),
		inline:  !s.cfg.Worker.HandOverAll && servedInline(ch)}
}

// Handle implements micro.Handler. micro delivers the requests of one
// subscription one after the other, so each is handed to the service's
// pool, which runs up to [worker] max_inflight at once for the whole
// process: a request waiting on the thread store never holds up the
// others. A request of a channel that only restores is first tried right
// here (inline.go). The reply is published on the connection rather than
// through micro.Request, which belongs to micro's delivery goroutine once
// the handler returns; so micro's own statistics count requests, and
// piighost_latency_seconds and piighost_errors_total time and count them.
func (ep *endpoint) Handle(req micro.Request) { ep.handle(req.Data(), req.Headers(), req.Reply()) }

// handle serves one request of the endpoint's channel, whichever
// subscription brought it (the plain subject's, or a partition's:
// affinity.go).
func (ep *endpoint) handle(data []byte, headers micro.Headers, reply string) {
	r := &request{ep: ep, data: data, headers: headers, reply: reply}
	if ep.inline && ep.s.pool.TryInline(r) {
		return
	}
	ep.s.pool.Do(r)
}

// request is one service request as the pool runs it: one allocation
// for the request and its state.
type request struct {
	ep      *endpoint
	data    []byte
	headers micro.Headers
	reply   string

	// Set by begin, once: a request tried inline keeps its start, its
	// deadline and its span when it runs again on a runner.
	begun  bool
	start  time.Time
	format processor.Format
	ctx    context.Context
	// deadline bounds ctx; its cancel ends ctx once the request is
	// answered.
	deadline deadlineContext
	span     trace.Span
	// attempt marks the try on the delivery goroutine.
	attempt pipeline.Attempt
	// msg is the reply, made in the request's own allocation: nothing
	// keeps it once it is published (nats.go copies it).
	msg nats.Msg
}

// Run implements handle.Job: it serves r.
func (r *request) Run() { r.ep.s.serve(r) }

// begin starts serving r: its clock, deadline and span.
func (s *Service) begin(r *request) {
	r.begun = true
	r.start = time.Now()
	r.format, _ = handle.PayloadFormat(r.headers.Get(wire.HeaderContentType))
	r.deadline.start(s.ctx, r.start.Add(s.cfg.Worker.Timeout.D()))
	r.ctx, r.span = s.h.Trace().Start(&r.deadline, r.ep.ch, config.ModeService, trace.SpanKindServer, nats.Header(r.headers), len(r.data), r.ep.dest)
}

// serve processes r and publishes its reply.
func (s *Service) serve(r *request) {
	if !r.begun {
		s.begin(r)
	}
	defer r.deadline.cancel()
	buf := s.replies.get()
	body, procErr := s.h.Process(r.ctx, r.ep.ch, *buf, r.data, r.format)
	s.answer(r, body, procErr)
	// The reply is published: its buffer serves the next one.
	s.replies.put(buf, body)
}

// answer publishes the reply of r, whose processing gave body and
// procErr, with the micro error headers on failure (a reply over the
// connection's max payload is not sent: the caller gets reply_too_large
// instead), and ends its span and its measures. It keeps nothing of
// body: once it returns, body's buffer may serve the next reply.
func (s *Service) answer(r *request, body []byte, procErr error) {
	ctx, tr := r.ctx, s.h.Trace()
	r.msg = nats.Msg{Subject: r.reply, Data: body, Header: s.replyHeaders[r.format]}
	msg := &r.msg
	size := len(body) + s.replyHeaderSizes[r.format]
	if tr.On {
		msg.Header = maps.Clone(msg.Header)
		tr.Inject(ctx, msg.Header)
		size = len(body) + handle.HeaderBytes(msg.Header)
	}
	a := handle.Answer{Msg: msg, Err: procErr, Size: int64(size)}
	if err := s.h.Settle(ctx, r, handle.Message{Channel: r.ep.ch, Mode: config.ModeService, Payload: r.data, Format: r.format}, &a); err != nil {
		s.log.Warn("reply not sent", "channel", r.ep.ch.String(), "err", err)
	}
	tr.End(r.span, len(body), a.Err)
	r.ep.metrics.Observe(r.start, a.Err)
}

// MaxPayload implements handle.Outlet.
func (r *request) MaxPayload() int64 { return r.ep.s.nc.MaxPayload() }

// Publish implements handle.Outlet.
func (r *request) Publish(_ context.Context, msg *nats.Msg) error {
	if r.reply == "" {
		r.ep.s.log.Warn("request without a reply subject", "channel", r.ep.ch.String())
		return nil
	}
	return r.ep.s.nc.PublishMsg(msg)
}

// Fail implements handle.Outlet: msg becomes the error reply of err:
// micro's error headers (on a header of its own), and, for an error the
// processor did not encode (a reply too large to send), its body in the
// request's format.
func (r *request) Fail(msg *nats.Msg, err error) bool {
	msg.Header = maps.Clone(msg.Header) // the success header is shared
	code := pii.CodeOf(err)
	if code == pii.CodeReplyTooLarge {
		msg.Data = processor.Encode(processor.ErrorReply(err), r.format)
	}
	msg.Header.Set(micro.ErrorHeader, string(code))
	msg.Header.Set(micro.ErrorCodeHeader, strconv.Itoa(code.Status()))
	msg.Header.Set(wire.HeaderErrorCode, string(code))
	return true
}

// Report implements handle.Outlet: the error reply said it all.
func (r *request) Report(context.Context, error) {}

// Done implements handle.Outlet.
func (r *request) Done(context.Context) {}

// Serve serves one request of ch as the pool runs it, without the
// transport that brought it: the worker's own work per request, which
// BenchmarkServe measures.
func (s *Service) Serve(ch wire.Channel, data []byte, headers micro.Headers, reply string) {
	for _, ep := range s.endpoints {
		if ep.ch == ch {
			s.serve(&request{ep: ep, data: data, headers: headers, reply: reply})
			return
		}
	}
}

// ServeInline serves one request of ch as the delivery goroutine does,
// under pipeline.NonBlocking, and reports whether it was served there;
// BenchmarkServe measures it.
func (s *Service) ServeInline(ch wire.Channel, data []byte, headers micro.Headers, reply string) bool {
	for _, ep := range s.endpoints {
		if ep.ch == ch {
			return (&request{ep: ep, data: data, headers: headers, reply: reply}).RunInline()
		}
	}
	return false
}

// placeholderMetadata adds the token grammar: the factory's type and its
// delimiters, the defaults filled in (the configuration was validated).
func placeholderMetadata(cfg *config.Config, m map[string]string) {
	p := cfg.Anonymizer.Placeholder
	typ := p.Type
	if typ == "" {
		typ = "label_counter"
	}
	d := pipeline.Delimiters{Prefix: p.Prefix, Suffix: p.Suffix}
	if rec, err := pipeline.NewRecognizer(d, true); err == nil {
		d = rec.Delimiters()
	}
	m[wire.MetaPlaceholder] = typ
	m[wire.MetaPlaceholderPrefix] = d.Prefix
	m[wire.MetaPlaceholderSuffix] = d.Suffix
}
