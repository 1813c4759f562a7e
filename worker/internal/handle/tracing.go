package handle

import (
	"context"
	"strings"

	"github.com/nats-io/nats.go"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// TracerName is the instrumentation scope of the worker's spans.
const TracerName = "github.com/piighost/piighost-nats/worker"

// Span attributes. They describe a message by its channel, mode, sizes
// and outcome, never by its content, thread id or subject tokens.
const (
	attrChannel   = attribute.Key("piighost.channel")
	attrMode      = attribute.Key("piighost.mode")
	attrOutcome   = attribute.Key("piighost.outcome") // "ok" or "error"
	attrErrorCode = attribute.Key("piighost.error.code")
	attrReqSize   = attribute.Key("piighost.request.size")
	attrReplySize = attribute.Key("piighost.reply.size")
	// AttrDelivered is a pipeline-mode input's delivery count.
	AttrDelivered = attribute.Key("piighost.delivered")
)

// Tracing is the worker's tracer and the W3C trace context propagator.
// Without a tracer provider the tracer is a no-op and no header is read
// or written.
type Tracing struct {
	tracer trace.Tracer
	prop   propagation.TextMapPropagator
	// On says whether spans are recorded (a provider was given).
	On bool
}

// NewTracing traces with tp, version being the worker's; nil: no
// tracing.
func NewTracing(tp trace.TracerProvider, version string) *Tracing {
	if tp == nil {
		return &Tracing{tracer: noop.NewTracerProvider().Tracer(TracerName), prop: propagation.TraceContext{}}
	}
	return &Tracing{tracer: tp.Tracer(TracerName, trace.WithInstrumentationVersion(version)), prop: propagation.TraceContext{}, On: true}
}

// Start opens the span of one message: a child of the trace context its
// headers carry, if any.
func (t *Tracing) Start(ctx context.Context, ch wire.Channel, mode string, kind trace.SpanKind, h nats.Header, size int, extra ...attribute.KeyValue) (context.Context, trace.Span) {
	if !t.On {
		return ctx, trace.SpanFromContext(ctx)
	}
	ctx = t.prop.Extract(ctx, headerCarrier(h))
	attrs := append([]attribute.KeyValue{
		attrChannel.String(ch.String()), attrMode.String(mode), attrReqSize.Int(size),
		attribute.String("messaging.system", "nats"),
	}, extra...)
	return t.tracer.Start(ctx, "piighost "+ch.String(), trace.WithSpanKind(kind), trace.WithAttributes(attrs...))
}

// End records the outcome of a message on its span: only the error code
// (a message may count model text, such as invented tokens).
func (t *Tracing) End(span trace.Span, replySize int, err error) {
	if !t.On {
		return
	}
	span.SetAttributes(attrReplySize.Int(replySize))
	if err != nil {
		code := string(pii.CodeOf(err))
		span.SetAttributes(attrOutcome.String("error"), attrErrorCode.String(code))
		span.SetStatus(codes.Error, code)
	} else {
		span.SetAttributes(attrOutcome.String("ok"))
	}
	span.End()
}

// Inject writes the span's trace context into outgoing headers (a reply,
// an output), replacing the one the input carried.
func (t *Tracing) Inject(ctx context.Context, h nats.Header) {
	if t.On {
		t.prop.Inject(ctx, headerCarrier(h))
	}
}

// headerCarrier adapts NATS headers to the propagator. Header names are
// matched without regard to case: NATS keeps them as sent, and W3C names
// are lower case ("traceparent").
type headerCarrier nats.Header

func (c headerCarrier) Get(key string) string {
	for k, v := range c {
		if strings.EqualFold(k, key) && len(v) > 0 {
			return v[0]
		}
	}
	return ""
}

func (c headerCarrier) Set(key, value string) {
	for k := range c {
		if strings.EqualFold(k, key) {
			delete(c, k)
		}
	}
	c[key] = []string{value}
}

func (c headerCarrier) Keys() []string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	return keys
}
