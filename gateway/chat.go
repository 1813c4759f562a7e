package gateway

import (
	"context"
	"errors"
	"io"
	"mime"
	"net/http"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/gateway/internal/anthropic"
	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/gateway/internal/openai"
	"github.com/piighost/piighost-nats/gateway/internal/sse"
)

// tracerName is the instrumentation scope of the gateway's spans.
const tracerName = "github.com/piighost/piighost-nats/gateway"

// Span attributes: routes, sizes, statuses and codes, never content.
const (
	attrRoute     = attribute.Key("piighost.gateway.route")
	attrStream    = attribute.Key("piighost.gateway.stream")
	attrStatus    = attribute.Key("http.response.status_code")
	attrErrorCode = attribute.Key("piighost.error.code")
	attrReqSize   = attribute.Key("piighost.request.size")
)

// exchange is one request on a chat route.
type exchange struct {
	g     *Gateway
	rt    *route
	w     http.ResponseWriter
	r     *http.Request
	span  trace.Span
	label string
}

// fail answers an error of the gateway's own and records it.
func (x *exchange) fail(status int, code, msg string) {
	x.span.SetAttributes(attrStatus.Int(status), attrErrorCode.String(code))
	x.span.SetStatus(codes.Error, code)
	x.g.met.requests.WithLabelValues(x.label, itoa(status)).Inc()
	x.g.met.errors.WithLabelValues(x.label, code).Inc()
	x.g.log.Warn("request refused", "route", x.label, "status", status, "code", code)
	x.rt.writeError(x.w, status, code, msg)
}

// failErr answers a failure of the worker (or of reading the request).
func (x *exchange) failErr(err error) {
	var br *badRequest
	var ob *openai.BadRequest
	var ab *anthropic.BadRequest
	switch {
	case errors.As(err, &br):
		x.fail(http.StatusBadRequest, "invalid_request", br.msg)
	case errors.As(err, &ob):
		x.fail(http.StatusBadRequest, "invalid_request", ob.Msg)
	case errors.As(err, &ab):
		x.fail(http.StatusBadRequest, "invalid_request", ab.Msg)
	default:
		status, code := statusOf(err)
		x.fail(status, string(code), workerMessage(err))
	}
}

// workerMessage is what the client reads of a worker's error: its
// message, which never holds clear values.
func workerMessage(err error) string {
	return err.Error() + "; nothing was forwarded"
}

// chat serves one request of a chat route: read, authenticate,
// de-identify, forward, restore.
func (g *Gateway) chat(w http.ResponseWriter, r *http.Request, rt *route) {
	ctx := g.prop.Extract(r.Context(), propagation.HeaderCarrier(r.Header))
	ctx, span := g.tracer.Start(ctx, "gateway "+rt.path, trace.WithSpanKind(trace.SpanKindServer))
	defer span.End()
	x := &exchange{g: g, rt: rt, w: w, r: r, span: span, label: rt.metric(r)}
	span.SetAttributes(attrRoute.String(x.label))

	ns, ok := g.authenticate(r)
	if !ok {
		x.fail(http.StatusUnauthorized, "unauthorized", "unknown or missing client key (Authorization: Bearer, or x-api-key)")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, g.cfg.MaxBody))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			x.fail(http.StatusRequestEntityTooLarge, "body_too_large", "the request body is over the gateway's limit of "+itoa(int(g.cfg.MaxBody))+" bytes")
			return
		}
		x.fail(http.StatusBadRequest, "invalid_request", "the request body could not be read")
		return
	}
	span.SetAttributes(attrReqSize.Int(len(body)))
	// One pass checks the body whole and reads its top-level object.
	obj, err := jsonobj.Parse(body)
	if err != nil {
		x.fail(http.StatusBadRequest, "invalid_request", err.Error())
		return
	}
	req, err := rt.parse(obj)
	if err != nil {
		x.failErr(err)
		return
	}
	span.SetAttributes(attrStream.Bool(req.streamed()))
	name, thread, err := g.threadOf(r, req, ns)
	if err != nil {
		x.failErr(err)
		return
	}
	rec, err := g.recognizer(ctx)
	if err != nil {
		x.failErr(err)
		return
	}
	start := time.Now()
	dctx, dspan := g.tracer.Start(ctx, "deidentify")
	out, err := req.Deidentify(dctx, g.worker, thread)
	dspan.End()
	g.met.added.WithLabelValues(x.label, "deidentify").Observe(time.Since(start).Seconds())
	if err != nil {
		x.failErr(err)
		return
	}
	w.Header().Set(ThreadHeader, name)

	upctx := ctx
	var cancel context.CancelFunc
	if !req.streamed() {
		upctx, cancel = context.WithTimeout(ctx, g.cfg.UpstreamTimeout)
		defer cancel()
	}
	resp, err := g.forward(upctx, x, rt.upstream.BaseURL+rt.upPath, http.MethodPost, out)
	if err != nil {
		x.fail(http.StatusBadGateway, "upstream_unreachable", "the upstream did not answer: "+errorClass(err))
		return
	}
	defer drain(resp.Body)
	restorer := &flow.Restorer{W: g.worker, Thread: thread, Rec: rec}
	if resp.StatusCode/100 != 2 {
		// An upstream error passes back as it is.
		x.passThrough(resp)
		return
	}
	if isEventStream(resp.Header.Get("Content-Type")) {
		x.stream(ctx, resp, restorer)
		return
	}
	x.whole(ctx, resp, restorer)
}

// whole restores a response that is not streamed.
func (x *exchange) whole(ctx context.Context, resp *http.Response, restorer *flow.Restorer) {
	body, err := io.ReadAll(io.LimitReader(resp.Body, x.g.cfg.MaxResponse+1))
	if err != nil {
		x.fail(http.StatusBadGateway, "upstream_unreachable", "the upstream response was cut: "+errorClass(err))
		return
	}
	if int64(len(body)) > x.g.cfg.MaxResponse {
		x.fail(http.StatusBadGateway, "upstream_too_large", errUpstreamTooLarge.Error())
		return
	}
	start := time.Now()
	rctx, rspan := x.g.tracer.Start(ctx, "restore")
	restored, err := x.rt.restore(rctx, restorer, body)
	rspan.End()
	x.g.met.added.WithLabelValues(x.label, "restore").Observe(time.Since(start).Seconds())
	if err != nil {
		status, code := statusOf(err)
		x.fail(status, string(code), err.Error()+"; the response was withheld")
		return
	}
	copyHeaders(x.w.Header(), resp.Header)
	x.w.WriteHeader(resp.StatusCode)
	_, _ = x.w.Write(restored)
	x.done(resp.StatusCode)
}

// stream restores a streamed response event by event, flushing each.
func (x *exchange) stream(ctx context.Context, resp *http.Response, restorer *flow.Restorer) {
	copyHeaders(x.w.Header(), resp.Header)
	x.w.Header().Set("Cache-Control", "no-cache")
	x.w.WriteHeader(resp.StatusCode)
	flusher, _ := x.w.(http.Flusher)
	st := x.rt.stream(restorer)
	rd := sse.NewReader(resp.Body)
	added := x.g.met.added.WithLabelValues(x.label, "event")
	var buf []byte
	write := func(evs []sse.Event) bool {
		buf = buf[:0]
		for _, ev := range evs {
			buf = sse.Append(buf, ev)
		}
		if len(buf) == 0 {
			return true
		}
		if _, err := x.w.Write(buf); err != nil {
			return false
		}
		if flusher != nil {
			flusher.Flush()
		}
		return true
	}
	status := resp.StatusCode
	defer func() { x.done(status) }()
	for {
		ev, err := rd.Next()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				// The upstream stream broke: release what is held and say so.
				x.g.met.errors.WithLabelValues(x.label, "upstream_unreachable").Inc()
				tail, terr := st.End(ctx)
				if terr == nil {
					write(tail)
				}
				write([]sse.Event{x.rt.streamError(http.StatusBadGateway, "upstream_unreachable", "the upstream stream broke: "+errorClass(err))})
				return
			}
			tail, err := st.End(ctx)
			if err != nil {
				x.streamFail(write, err)
				return
			}
			write(tail)
			return
		}
		start := time.Now()
		out, err := st.Event(ctx, ev)
		added.Observe(time.Since(start).Seconds())
		if err != nil {
			x.streamFail(write, err)
			return
		}
		if !write(out) {
			return
		}
	}
}

// streamFail ends a stream with the provider's in-stream error: the text
// before it was sent, nothing after.
func (x *exchange) streamFail(write func([]sse.Event) bool, err error) {
	status, code := statusOf(err)
	x.span.SetAttributes(attrErrorCode.String(string(code)))
	x.span.SetStatus(codes.Error, string(code))
	x.g.met.errors.WithLabelValues(x.label, string(code)).Inc()
	x.g.log.Warn("stream ended on an error", "route", x.label, "code", string(code))
	write([]sse.Event{x.rt.streamError(status, string(code), err.Error()+"; the stream ends here")})
}

// passThrough sends an upstream response back as it came.
func (x *exchange) passThrough(resp *http.Response) {
	copyHeaders(x.w.Header(), resp.Header)
	x.w.WriteHeader(resp.StatusCode)
	_, _ = io.Copy(x.w, io.LimitReader(resp.Body, x.g.cfg.MaxResponse))
	x.done(resp.StatusCode)
}

func (x *exchange) done(status int) {
	x.span.SetAttributes(attrStatus.Int(status))
	x.g.met.requests.WithLabelValues(x.label, itoa(status)).Inc()
	x.g.log.Debug("request", "route", x.label, "status", status)
}

func isEventStream(ct string) bool {
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && mt == "text/event-stream"
}
