package client

import (
	"context"

	"github.com/nats-io/nats.go"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
)

// injectTrace writes the W3C trace context of the span in ctx
// (traceparent, and tracestate when it has one) into the headers of a
// request, so that the worker's span of it is a child of the caller's.
// Without a span in ctx it writes nothing.
func injectTrace(ctx context.Context, h nats.Header) {
	if !trace.SpanContextFromContext(ctx).IsValid() {
		return
	}
	propagation.TraceContext{}.Inject(ctx, traceCarrier(h))
}

// traceCarrier writes the propagator's keys as it names them, in lower
// case ("traceparent"), as W3C and the worker write them.
type traceCarrier nats.Header

func (c traceCarrier) Get(key string) string { return nats.Header(c).Get(key) }

func (c traceCarrier) Set(key, value string) { c[key] = []string{value} }

func (c traceCarrier) Keys() []string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	return keys
}
