package worker

import (
	"context"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// tracerName is the instrumentation scope of the worker's spans.
const tracerName = "github.com/piighost/piighost-nats/worker"

// Span attributes. They describe a message by its channel, mode, sizes
// and outcome, never by its content, thread id or subject tokens.
const (
	attrChannel   = attribute.Key("piighost.channel")
	attrMode      = attribute.Key("piighost.mode")
	attrOutcome   = attribute.Key("piighost.outcome") // "ok" or "error"
	attrErrorCode = attribute.Key("piighost.error.code")
	attrReqSize   = attribute.Key("piighost.request.size")
	attrReplySize = attribute.Key("piighost.reply.size")
	attrDelivered = attribute.Key("piighost.delivered")
)

// tracing is the worker's tracer and the W3C trace context propagator.
// Without [tracing] (and without WithTracerProvider) the tracer is a
// no-op and no header is read or written.
type tracing struct {
	tracer trace.Tracer
	prop   propagation.TextMapPropagator
	on     bool
	stop   func(context.Context) error
}

// WithTracerProvider makes the worker trace with tp, whatever [tracing]
// says: for a program that embeds the worker and has its own provider,
// and for tests.
func WithTracerProvider(tp trace.TracerProvider) Option {
	return func(w *Worker) { w.tp = tp }
}

// startTracing sets up the tracer: the provider given with
// WithTracerProvider, else an OTLP/HTTP exporter when [tracing] is on,
// else a no-op. The exporter connects lazily: a collector that is down
// costs dropped spans, never a failed start.
func (w *Worker) startTracing() error {
	t := &tracing{prop: propagation.TraceContext{}, stop: func(context.Context) error { return nil }}
	w.trace = t
	switch {
	case w.tp != nil:
		t.tracer, t.on = w.tp.Tracer(tracerName, trace.WithInstrumentationVersion(Version)), true
		return nil
	case !w.cfg.Tracing.Enabled:
		t.tracer = noop.NewTracerProvider().Tracer(tracerName)
		return nil
	}
	tc := w.cfg.Tracing
	exp, err := otlptracehttp.New(context.Background(),
		otlptracehttp.WithEndpointURL(tc.Endpoint),
		otlptracehttp.WithHeaders(tc.Headers),
		otlptracehttp.WithTimeout(tc.Timeout.D()))
	if err != nil {
		return configErr("tracing.endpoint: %v", err)
	}
	b := ReadBuildInfo()
	res := resource.NewSchemaless(
		attribute.String("service.name", tc.ServiceName),
		attribute.String("service.version", b.Version),
	)
	tp := sdktrace.NewTracerProvider(
		sdktrace.WithBatcher(exp),
		sdktrace.WithResource(res),
		sdktrace.WithSampler(sdktrace.ParentBased(sdktrace.TraceIDRatioBased(tc.Ratio()))),
	)
	t.tracer, t.on, t.stop = tp.Tracer(tracerName, trace.WithInstrumentationVersion(Version)), true, tp.Shutdown
	w.log.Info("tracing on: spans go to the OTLP endpoint", "endpoint", tc.Endpoint, "sample_ratio", tc.Ratio())
	return nil
}

// shutdown flushes the spans still buffered, for at most 5 s.
func (t *tracing) shutdown() {
	if t == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = t.stop(ctx)
}

// start opens the span of one message: a child of the trace context its
// headers carry, if any.
func (t *tracing) start(ctx context.Context, ch wire.Channel, mode string, kind trace.SpanKind, h nats.Header, size int, extra ...attribute.KeyValue) (context.Context, trace.Span) {
	if !t.on {
		return ctx, trace.SpanFromContext(ctx)
	}
	ctx = t.prop.Extract(ctx, headerCarrier(h))
	attrs := append([]attribute.KeyValue{
		attrChannel.String(ch.String()), attrMode.String(mode), attrReqSize.Int(size),
		attribute.String("messaging.system", "nats"),
	}, extra...)
	return t.tracer.Start(ctx, "piighost "+ch.String(), trace.WithSpanKind(kind), trace.WithAttributes(attrs...))
}

// end records the outcome of a message on its span: only the error code
// (a message may count model text, such as invented tokens).
func (t *tracing) end(span trace.Span, replySize int, err error) {
	if !t.on {
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

// inject writes the span's trace context into outgoing headers (a reply,
// an output), replacing the one the input carried.
func (t *tracing) inject(ctx context.Context, h nats.Header) {
	if t.on {
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
