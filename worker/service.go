package worker

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"mime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// Version is the worker's version, reported by `nats micro info`.
const Version = "0.2.0"

// startServices adds Instances micro services named "piighost", each with
// one endpoint per channel under the prefix, all in one queue group so
// requests balance over every handler of every worker.
func (w *Worker) startServices() error {
	w.dispatch = newDispatcher(w.cfg.Worker.MaxInflight, w.m.serviceActive, w.m.serviceQueued)
	w.m.serviceLimit.Set(float64(w.cfg.Worker.MaxInflight))
	w.replyHeaders = newReplyHeaders()
	for f, h := range w.replyHeaders {
		w.replyHeaderSizes[f] = headerBytes(h)
	}
	for _, ch := range wire.Channels() { // bound once, shared by the instances
		w.endpoints = append(w.endpoints, w.newEndpoint(ch))
	}
	svcs, err := w.addServices(w.nc)
	w.services = svcs
	return err
}

// addServices adds the Instances services on nc, with every endpoint. On
// a failure it returns the services added so far, for the caller to stop.
func (w *Worker) addServices(nc *nats.Conn) ([]micro.Service, error) {
	var svcs []micro.Service
	for i := 0; i < w.cfg.Worker.Instances; i++ {
		svc, err := micro.AddService(nc, micro.Config{
			Name:        wire.ServiceName,
			Version:     Version,
			Description: "PII de-identification for LLM agents: model.in and tool.result de-identify, model.out, tool.call and stream.chunk restore, thread.forget erases, thread.correct records a person's corrections.",
			QueueGroup:  w.cfg.Worker.QueueGroup,
			Metadata:    serviceMetadata(w.cfg),
		})
		if err != nil {
			return svcs, err
		}
		svcs = append(svcs, svc)
		for _, ep := range w.endpoints {
			err := svc.AddEndpoint(ep.ch.Endpoint(), w.serviceHandler(ep),
				micro.WithEndpointSubject(ep.subject),
				micro.WithEndpointMetadata(map[string]string{wire.MetaChannel: ep.ch.String(), wire.MetaDirection: ep.ch.Direction()}))
			if err != nil {
				return svcs, err
			}
		}
	}
	return svcs, nil
}

// serviceMetadata is what `nats micro info` shows about the worker: its
// prefix, payload formats, request limit and effective strategies, so that
// a client can check that the strategies it expects are the ones the worker
// applies (the worker stays the authority; see subjects.md, "Service mode").
func serviceMetadata(cfg *config.Config) map[string]string {
	m := map[string]string{
		wire.MetaPrefix:            cfg.Worker.Prefix,
		wire.MetaPayload:           "msgpack, or JSON with Content-Type: application/json",
		wire.MetaMaxPayload:        strconv.Itoa(cfg.Worker.MaxPayload),
		wire.MetaToolStrategy:      cfg.Strategies.Tool.String(),
		wire.MetaInventedStrategy:  cfg.Strategies.Invented.String(),
		wire.MetaAssistantStrategy: cfg.Strategies.Assistant.String(),
		wire.MetaStrict:            strconv.FormatBool(cfg.Strategies.Strict),
	}
	for tool, s := range cfg.Strategies.Tools {
		m[wire.MetaToolStrategy+"."+tool] = s.String()
	}
	return m
}

// endpoint is what serving one channel's requests needs, made once: its
// subject, its span attribute and its metrics.
type endpoint struct {
	ch      wire.Channel
	subject string
	dest    attribute.KeyValue // messaging.destination.name
	metrics channelMetrics
	// inline: the channel's requests are first tried on the delivery
	// goroutine (see serviceHandler).
	inline bool
}

func (w *Worker) newEndpoint(ch wire.Channel) *endpoint {
	subject := wire.ServiceSubject(w.cfg.Worker.Prefix, ch)
	return &endpoint{ch: ch, subject: subject,
		dest:    attribute.String("messaging.destination.name", subject),
		metrics: w.m.channel(ch.String(), config.ModeService),
		inline:  !w.cfg.Worker.HandOverAll && servedInline(ch)}
}

// servedInline reports the channels whose requests are tried on the
// delivery goroutine: those that only restore, which a warm thread
// answers from memory. Measured with cmd/piighost-bench against handing
// every request over, the tries pay where many callers make each
// hand-over's wake-up count (stream.chunk/service/s100 and
// model.out/service/c100); model.in and tool.result, which detect in new
// text, gained nothing there (model.in/service/c100), and thread.forget
// and thread.correct always write.
func servedInline(ch wire.Channel) bool {
	switch ch {
	case wire.ModelOut, wire.ToolCall, wire.StreamChunk:
		return true
	}
	return false
}

// newReplyHeaders returns the headers of a successful reply without
// tracing, by payload format: shared by every such reply, so never
// written to (a reply that needs other headers gets a copy, see
// maps.Clone).
func newReplyHeaders() [2]nats.Header {
	return [...]nats.Header{
		processor.Msgpack: {wire.HeaderContentType: {wire.ContentTypeMsgpack}},
		processor.JSON:    {wire.HeaderContentType: {wire.ContentTypeJSON}},
	}
}

// serviceHandler answers one channel's requests. micro delivers the
// requests of one subscription one after the other, so each is handed to
// the worker's dispatcher, which runs up to [worker] max_inflight at once
// for the whole process: a request waiting on the thread store never
// holds up the others. A request of a channel that only restores
// (servedInline) is first served right here, under pipeline.NonBlocking,
// when the bound has room:
// a warm thread answers it from memory, without the hand-over's wake-up;
// at the first point where it would wait (a cold thread, an unknown
// token, a stream state in the store), before any side effect, it stops
// and is handed over to run again from the start. The reply is published on the connection rather
// than through micro.Request, which belongs to micro's delivery goroutine
// once the handler returns; so micro's own statistics count requests, and
// piighost_latency_seconds and piighost_errors_total time and count them.
func (w *Worker) serviceHandler(ep *endpoint) micro.HandlerFunc {
	return func(req micro.Request) {
		r := &serviceRequest{w: w, ep: ep, data: req.Data(), headers: req.Headers(), reply: req.Reply()}
		if ep.inline && w.dispatch.tryInline(r) {
			return
		}
		w.dispatch.do(r)
	}
}

// serviceRequest is one service request as the dispatcher runs it, with
// what serving it needs.
type serviceRequest struct {
	w       *Worker
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
	cancel context.CancelFunc // ends ctx once the request is answered
	span   trace.Span
	// attempt marks the try on the delivery goroutine.
	attempt pipeline.Attempt
}

func (r *serviceRequest) run() { r.w.serveRequest(r) }

func (r *serviceRequest) runInline() bool { return r.w.serveInline(r) }

// begin starts serving r: its clock, deadline and span.
func (w *Worker) begin(r *serviceRequest) {
	r.begun = true
	r.start = time.Now()
	r.format, _ = payloadFormat(r.headers.Get(wire.HeaderContentType))
	ctx, cancel := context.WithDeadline(w.ctx, r.start.Add(w.cfg.Worker.Timeout.D()))
	r.cancel = cancel
	r.ctx, r.span = w.trace.start(ctx, r.ep.ch, config.ModeService, trace.SpanKindServer, nats.Header(r.headers), len(r.data), r.ep.dest)
}

// serveInline serves r under pipeline.NonBlocking, and reports false,
// having answered nothing and changed nothing, when it would have waited:
// r then runs again with serveRequest. Counted in
// piighost_service_inline_total.
func (w *Worker) serveInline(r *serviceRequest) bool {
	w.begin(r)
	buf := w.replies.get()
	body, procErr := w.process(r.attempt.Start(r.ctx), r.ep.ch, *buf, r.data, r.format)
	blocked := r.attempt.Blocked()
	w.commit(r) // the memos of a try that did not stop, before its reply
	if blocked {
		w.replies.put(buf, body) // never sent: the rerun encodes its own
		w.m.inlineHandedOver.Inc()
		return false
	}
	w.m.inlineServed.Inc()
	defer r.cancel()
	w.answer(r, body, procErr)
	w.replies.put(buf, body)
	return true
}

// commit keeps the memos of r's try (pipeline.Attempt.Commit). It runs
// after process, outside its recovery: a panic there loses the memos (a
// later request detects or renders again) and is logged, and the reply
// still goes out.
func (w *Worker) commit(r *serviceRequest) {
	defer func() {
		if p := recover(); p != nil {
			w.log.Error("panic while keeping an inline request's memos", "channel", r.ep.ch.String(), "panic", fmt.Sprintf("%T", p), "stack", string(debug.Stack()))
		}
	}()
	r.attempt.Commit()
}

// serve processes one service request and publishes its reply, as the
// dispatcher runs it; BenchmarkServe calls it, without the transport.
func (w *Worker) serve(ep *endpoint, data []byte, headers micro.Headers, reply string) {
	w.serveRequest(&serviceRequest{w: w, ep: ep, data: data, headers: headers, reply: reply})
}

// serveRequest processes r and publishes its reply, with the micro error
// headers on failure. A reply over the connection's max payload is not
// sent: the caller gets reply_too_large instead.
func (w *Worker) serveRequest(r *serviceRequest) {
	if !r.begun {
		w.begin(r)
	}
	defer r.cancel()
	buf := w.replies.get()
	body, procErr := w.process(r.ctx, r.ep.ch, *buf, r.data, r.format)
	w.answer(r, body, procErr)
	w.replies.put(buf, body)
}

// answer publishes the reply of r, whose processing gave body and
// procErr, and ends its span and its measures. It keeps nothing of body:
// once it returns, body's buffer may serve the next reply (see
// replyBuffers).
func (w *Worker) answer(r *serviceRequest, body []byte, procErr error) {
	ep, data, reply, format, ctx := r.ep, r.data, r.reply, r.format, r.ctx
	ch := ep.ch
	msg := &nats.Msg{Subject: reply, Data: body, Header: w.replyHeaders[format]}
	headerSize := w.replyHeaderSizes[format]
	if w.trace.on {
		msg.Header = maps.Clone(msg.Header)
		w.trace.inject(ctx, msg.Header)
		headerSize = headerBytes(msg.Header)
	}
	if procErr == nil {
		if tooLarge := w.tooLarge(int64(len(msg.Data) + headerSize)); tooLarge != nil {
			procErr = tooLarge
		}
	}
	if procErr != nil {
		w.failReply(ch, msg, procErr, format, data)
	}
	if reply == "" {
		w.log.Warn("request without a reply subject", "channel", ch.String())
	} else if err := w.nc.PublishMsg(msg); err != nil {
		if procErr == nil && isMaxPayload(err) {
			// The size check above missed: the caller still gets an
			// answer.
			procErr = pii.NewReplyTooLargeError(int64(len(body)), w.nc.MaxPayload())
			w.failReply(ch, msg, procErr, format, data)
			err = w.nc.PublishMsg(msg)
		}
		if err != nil {
			w.log.Warn("reply not sent", "channel", ch.String(), "err", err)
		}
	}
	w.trace.end(r.span, len(body), procErr)
	ep.metrics.observe(r.start, procErr)
}

// failReply makes msg the error reply of procErr to the request data:
// micro's error headers (on a header of its own), and, for an error the
// processor did not encode (a reply too large to send), its body in the
// request's format.
func (w *Worker) failReply(ch wire.Channel, msg *nats.Msg, procErr error, f processor.Format, data []byte) {
	msg.Header = maps.Clone(msg.Header) // the success header is shared
	code := pii.CodeOf(procErr)
	if code == pii.CodeReplyTooLarge {
		msg.Data = processor.Encode(processor.ErrorReply(procErr), f)
	}
	msg.Header.Set(micro.ErrorHeader, string(code))
	msg.Header.Set(micro.ErrorCodeHeader, strconv.Itoa(code.Status()))
	msg.Header.Set(wire.HeaderErrorCode, string(code))
	w.logFailure(ch, config.ModeService, w.threadDigest(data, f), procErr, nil)
}

// process runs the processor with the payload limit and in-flight gauge,
// appending the encoded reply to dst (a reused buffer, see replyBuffers).
// A panic (a bug) becomes an internal error for this message: the worker
// keeps serving, and a pipeline input is not redelivered into a crash
// loop.
func (w *Worker) process(ctx context.Context, ch wire.Channel, dst, payload []byte, f processor.Format) (body []byte, err error) {
	w.m.inflight.Inc()
	defer w.m.inflight.Dec()
	defer func() {
		if r := recover(); r != nil {
			w.log.Error("panic while processing a message", "channel", ch.String(), "panic", fmt.Sprintf("%T", r), "stack", string(debug.Stack()))
			err = &pii.Error{Code: pii.CodeInternal, Message: "internal error"}
			body = processor.Encode(processor.ErrorReply(err), f)
		}
	}()
	body, err = w.processor().AppendHandle(ctx, dst, ch, payload, f)
	if pii.CodeOf(err) == pii.CodeUnavailable && !errors.Is(err, pipeline.ErrWouldBlock) {
		w.storeTrouble()
	}
	return body, err
}

// payloadFormat reads Content-Type: JSON when it says so, msgpack
// otherwise.
func payloadFormat(contentType string) (processor.Format, string) {
	if contentType != "" {
		if mt, _, err := mime.ParseMediaType(contentType); err == nil && (mt == wire.ContentTypeJSON || strings.HasSuffix(mt, "+json")) {
			return processor.JSON, wire.ContentTypeJSON
		}
	}
	return processor.Msgpack, wire.ContentTypeMsgpack
}
