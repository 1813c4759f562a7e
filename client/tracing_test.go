package client_test

import (
	"context"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/internal/workertest"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// exporter returns a tracer provider whose spans an in-memory exporter
// keeps as soon as they end.
func exporter(t testing.TB) (*sdktrace.TracerProvider, *tracetest.InMemoryExporter) {
	t.Helper()
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
	return tp, exp
}

// workerSpan waits for the worker's span of a channel.
func workerSpan(t testing.TB, exp *tracetest.InMemoryExporter, ch wire.Channel) tracetest.SpanStub {
	t.Helper()
	var found tracetest.SpanStub
	natstest.Eventually(t, "the worker's span of "+ch.String(), func() bool {
		for _, s := range exp.GetSpans() {
			if s.Name == "piighost "+ch.String() {
				found = s
				return true
			}
		}
		return false
	})
	return found
}

// TestAServiceRequestCarriesTheCallersTraceContext: the worker's span of
// each call is a child of the span in the call's context, service and
// pipeline mode alike; a call without a span starts a trace of its own.
func TestAServiceRequestCarriesTheCallersTraceContext(t *testing.T) {
	t.Parallel()
	workerTP, workerSpans := exporter(t)
	callerTP, _ := exporter(t)
	s := runServer(t)
	workertest.Start(t, workertest.Config(t, s.ClientURL(), keysPath), worker.WithTracerProvider(workerTP))
	nc := connect(t, s.ClientURL())
	c := newClient(t, nc)
	p, err := client.NewPipeline(nc)
	if err != nil {
		t.Fatal(err)
	}
	thread := newThread()
	for _, tc := range []struct {
		name string
		ch   wire.Channel
		call func(ctx context.Context) error
	}{
		{"model.in in service mode", wire.ModelIn, func(ctx context.Context) error {
			_, err := c.ModelIn(ctx, thread, []client.Message{client.UserMessage("mail jane.doe@example.com")})
			return err
		}},
		{"tool.call in service mode", wire.ToolCall, func(ctx context.Context) error {
			_, err := c.ToolCall(ctx, thread, client.ToolCall{ID: "c1", Name: "send", Args: map[string]any{"to": "<<EMAIL:1>>"}})
			return err
		}},
		{"stream.chunk in service mode", wire.StreamChunk, func(ctx context.Context) error {
			st := c.Stream(thread)
			if _, err := st.Write(ctx, "to <<EMAIL:1>>"); err != nil {
				return err
			}
			_, err := st.Close(ctx)
			return err
		}},
		{"thread.forget in pipeline mode", wire.ThreadForget, func(ctx context.Context) error {
			_, err := p.Publish(ctx, wire.ThreadForget, "t1", client.ForgetRequest{ThreadID: newThread()})
			return err
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, span := callerTP.Tracer("caller").Start(ctxT(t), "caller "+tc.name)
			err := tc.call(ctx)
			span.End()
			if err != nil {
				t.Fatal(err)
			}
			ws := workerSpan(t, workerSpans, tc.ch)
			if ws.SpanContext.TraceID() != span.SpanContext().TraceID() || ws.Parent.SpanID() != span.SpanContext().SpanID() {
				t.Errorf("the worker's span %v has parent %v, want a child of %v", ws.SpanContext, ws.Parent, span.SpanContext())
			}
			workerSpans.Reset()
		})
	}

	// Without a span, the worker's span is a root.
	if _, err := c.ModelOut(ctxT(t), thread, []client.Message{client.AssistantMessage("to <<EMAIL:1>>")}); err != nil {
		t.Fatal(err)
	}
	if ws := workerSpan(t, workerSpans, wire.ModelOut); ws.Parent.IsValid() {
		t.Errorf("a call without a span gave the worker's span a parent: %v", ws.Parent)
	}
}
