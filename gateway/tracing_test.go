package gateway_test

import (
	"context"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/worker"
)

// TestTheWorkersSpansAreChildrenOfTheGatewaysSpans: a request's trace
// runs from the client's traceparent through the gateway's request span
// and its deidentify and restore spans to the worker's spans of model.in
// and model.out.
func TestTheWorkersSpansAreChildrenOfTheGatewaysSpans(t *testing.T) {
	t.Parallel()
	spans := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(spans))
	t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
	s := natstest.Run(t, nil)
	startWorker(t, s.ClientURL(), "", worker.WithTracerProvider(tp))
	up := newUpstream(t, answerJSON(completion(answerModel, argsModel)))
	gw := newGateway(t, newClient(t, s.ClientURL()), up, func(c *gateway.Config) { c.TracerProvider = tp })

	const trace, parent = "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"
	resp, _ := post(t, gw.URL+"/v1/chat/completions", openAIBody(userText, ""), gatewayThreadHeader, "traced",
		"traceparent", "00-"+trace+"-"+parent+"-01")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	byName := map[string]tracetest.SpanStub{}
	natstest.Eventually(t, "the spans of the gateway and of the worker", func() bool {
		for _, sp := range spans.GetSpans() {
			byName[sp.Name] = sp
		}
		_, in := byName["piighost model.in"]
		_, out := byName["piighost model.out"]
		_, req := byName["gateway /v1/chat/completions"]
		return in && out && req
	})
	for _, link := range []struct{ child, parent string }{
		{"deidentify", "gateway /v1/chat/completions"},
		{"restore", "gateway /v1/chat/completions"},
		{"piighost model.in", "deidentify"},
		{"piighost model.out", "restore"},
	} {
		c, p := byName[link.child], byName[link.parent]
		if c.Parent.SpanID() != p.SpanContext.SpanID() || c.SpanContext.TraceID().String() != trace {
			t.Errorf("span %q: parent %v, trace %v; want a child of %q (%v) in trace %s", link.child, c.Parent.SpanID(), c.SpanContext.TraceID(), link.parent, p.SpanContext.SpanID(), trace)
		}
	}
	if got := byName["gateway /v1/chat/completions"].Parent.SpanID().String(); got != parent {
		t.Errorf("the request span's parent is %s, want the client's %s", got, parent)
	}
	for _, r := range up.requests() {
		if r.Header.Get("traceparent") != "" {
			t.Errorf("a trace header went upstream: %v", r.Header)
		}
	}
}
