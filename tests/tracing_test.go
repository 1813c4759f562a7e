package tests

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats.go"
	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker"
)

const (
	callerTrace  = "4bf92f3577b34da6a3ce929d0e0e4736"
	callerSpan   = "00f067aa0ba902b7"
	callerParent = "00-" + callerTrace + "-" + callerSpan + "-01"
)

// tracedWorker starts a worker whose spans a recorder keeps.
func tracedWorker(t *testing.T, mutate func(*config.Config)) (*tracetest.SpanRecorder, string) {
	t.Helper()
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), mutate)
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")), worker.WithTracerProvider(tp))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = w.Shutdown(context.Background()) })
	return rec, s.ClientURL()
}

// endedSpan waits for the span of a channel.
func endedSpan(t *testing.T, rec *tracetest.SpanRecorder, name string) sdktrace.ReadOnlySpan {
	t.Helper()
	var found sdktrace.ReadOnlySpan
	waitFor(t, func() bool {
		for _, s := range rec.Ended() {
			if s.Name() == name {
				found = s
				return true
			}
		}
		return false
	})
	return found
}

func attrsOf(s sdktrace.ReadOnlySpan) map[attribute.Key]attribute.Value {
	m := map[attribute.Key]attribute.Value{}
	for _, a := range s.Attributes() {
		m[a.Key] = a.Value
	}
	return m
}

// noContentIn fails when a span attribute, event or status holds any of
// the secrets.
func noContentIn(t *testing.T, s sdktrace.ReadOnlySpan, secrets ...string) {
	t.Helper()
	var all []string
	for _, a := range s.Attributes() {
		all = append(all, a.Value.String())
	}
	all = append(all, s.Status().Description, s.Name())
	for _, e := range s.Events() {
		all = append(all, e.Name)
		for _, a := range e.Attributes {
			all = append(all, a.Value.String())
		}
	}
	joined := strings.Join(all, " ")
	for _, secret := range secrets {
		if strings.Contains(joined, secret) {
			t.Errorf("span %s holds %q: %s", s.Name(), secret, joined)
		}
	}
}

// TestAServiceRequestIsOneSpanChildOfTheCallersTrace: the span continues
// the traceparent the request carried, describes the message by channel,
// outcome and sizes only, and the reply carries the span's context.
func TestAServiceRequestIsOneSpanChildOfTheCallersTrace(t *testing.T) {
	t.Parallel()
	rec, url := tracedWorker(t, func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} })
	nc := connect(t, url)
	msg := nats.NewMsg("piighost.model.in")
	msg.Header.Set("traceparent", callerParent)
	msg.Data = pack(t, M{"thread_id": "secret-thread", "messages": L{user("Write to jane.doe@example.com")}})
	reply, err := nc.RequestMsg(msg, callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	s := endedSpan(t, rec, "piighost model.in")
	if s.SpanContext().TraceID().String() != callerTrace || s.Parent().SpanID().String() != callerSpan || s.SpanKind() != trace.SpanKindServer {
		t.Errorf("span %v parent %v kind %v", s.SpanContext(), s.Parent(), s.SpanKind())
	}
	a := attrsOf(s)
	if a["piighost.channel"].AsString() != "model.in" || a["piighost.mode"].AsString() != "service" ||
		a["piighost.outcome"].AsString() != "ok" || a["piighost.request.size"].AsInt64() != int64(len(msg.Data)) ||
		a["piighost.reply.size"].AsInt64() != int64(len(reply.Data)) {
		t.Errorf("attributes %v", a)
	}
	noContentIn(t, s, "jane.doe@example.com", "secret-thread")
	want := "00-" + callerTrace + "-" + s.SpanContext().SpanID().String() + "-01"
	if got := reply.Header.Get("traceparent"); got != want {
		t.Errorf("reply traceparent %q, want %q", got, want)
	}

	// A failure: the code, never the message (which may count model text).
	bad := nats.NewMsg("piighost.model.out")
	bad.Data = pack(t, M{"thread_id": "secret-thread", "messages": L{assistant("Hi <<PERSON:9>>")}})
	if _, err := nc.RequestMsg(bad, callTimeout); err != nil {
		t.Fatal(err)
	}
	f := endedSpan(t, rec, "piighost model.out")
	if a := attrsOf(f); a["piighost.outcome"].AsString() != "error" || a["piighost.error.code"].AsString() != "invented_placeholder" ||
		f.Status().Description != "invented_placeholder" {
		t.Errorf("failed span %v %v", a, f.Status())
	}
	noContentIn(t, f, "<<PERSON:9>>", "secret-thread")
}

// TestAPipelineMessageIsOneSpanAndItsOutputContinuesTheTrace: the output
// towards the model carries the worker's span as its parent, in place of
// the input's.
func TestAPipelineMessageIsOneSpanAndItsOutputContinuesTheTrace(t *testing.T) {
	t.Parallel()
	rec, url := tracedWorker(t, func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} })
	nc := connect(t, url)
	outs, err := nc.SubscribeSync("piighost.safe.model.in.>")
	if err != nil {
		t.Fatal(err)
	}
	msg := nats.NewMsg("piighost.clear.model.in.conv-secret")
	msg.Header.Set("traceparent", callerParent)
	msg.Data = pack(t, M{"thread_id": "secret-thread", "messages": L{user("Write to jane.doe@example.com")}})
	if err := nc.PublishMsg(msg); err != nil {
		t.Fatal(err)
	}
	out, err := outs.NextMsg(callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	s := endedSpan(t, rec, "piighost model.in")
	if s.Parent().SpanID().String() != callerSpan || s.SpanKind() != trace.SpanKindConsumer {
		t.Errorf("parent %v kind %v", s.Parent(), s.SpanKind())
	}
	a := attrsOf(s)
	if a["piighost.mode"].AsString() != "pipeline" || a["messaging.destination.name"].AsString() != "piighost.clear.model.in" ||
		a["piighost.delivered"].AsInt64() != 1 {
		t.Errorf("attributes %v", a)
	}
	noContentIn(t, s, "jane.doe@example.com", "secret-thread", "conv-secret")
	want := "00-" + callerTrace + "-" + s.SpanContext().SpanID().String() + "-01"
	if got := out.Header.Get("traceparent"); got != want || len(out.Header.Values("traceparent")) != 1 {
		t.Errorf("output traceparent %v, want %q", out.Header.Values("traceparent"), want)
	}
}

// TestTracingIsOffByDefault: no span is made and no trace header written.
func TestTracingIsOffByDefault(t *testing.T) {
	t.Parallel()
	if config.Default().Tracing.Enabled {
		t.Fatal("tracing on by default")
	}
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	nc := connect(t, s.ClientURL())
	reply, err := nc.Request("piighost.model.in", pack(t, M{"thread_id": "t", "messages": L{user("hi")}}), callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if reply.Header.Get("traceparent") != "" {
		t.Errorf("a trace header without tracing: %v", reply.Header)
	}
}

// TestSpansAreExportedOverOTLP: with [tracing] on, the worker's real
// OTLP/HTTP exporter delivers the spans to a collector (here an HTTP
// server that decodes them), with the service's name.
func TestSpansAreExportedOverOTLP(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var spans []string
	var services []string
	var headers []string
	collector := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req coltrace.ExportTraceServiceRequest
		if r.URL.Path != "/v1/traces" || proto.Unmarshal(body, &req) != nil {
			rw.WriteHeader(http.StatusBadRequest)
			return
		}
		mu.Lock()
		defer mu.Unlock()
		headers = append(headers, r.Header.Get("X-Api-Key"))
		for _, rs := range req.ResourceSpans {
			for _, a := range rs.Resource.Attributes {
				if a.Key == "service.name" {
					services = append(services, a.Value.GetStringValue())
				}
			}
			for _, ss := range rs.ScopeSpans {
				for _, s := range ss.Spans {
					spans = append(spans, s.Name)
				}
			}
		}
		rw.Header().Set("Content-Type", "application/x-protobuf")
		b, _ := proto.Marshal(&coltrace.ExportTraceServiceResponse{})
		rw.Write(b)
	}))
	defer collector.Close()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Tracing = config.Tracing{Enabled: true, Endpoint: collector.URL + "/v1/traces", ServiceName: "piighost-test",
			Headers: map[string]string{"X-Api-Key": "k"}}
	})
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	nc := connect(t, s.ClientURL())
	if _, err := nc.Request("piighost.model.in", pack(t, M{"thread_id": "t", "messages": L{user("hi")}}), callTimeout); err != nil {
		t.Fatal(err)
	}
	if err := w.Shutdown(context.Background()); err != nil { // flushes the batch
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	got, _ := json.Marshal(map[string]any{"spans": spans, "services": services, "headers": headers})
	if !strings.Contains(strings.Join(spans, ","), "piighost model.in") || len(services) == 0 || services[0] != "piighost-test" || headers[0] != "k" {
		t.Errorf("the collector received %s", got)
	}
}

// TestAPipelineStreamChunkIsOneSpanAndItsOutputsContinueTheTrace: a
// chunk's output, and the error event of a chunk on a subject that names
// no stream, carry the worker's span, a child of the chunk's traceparent.
func TestAPipelineStreamChunkIsOneSpanAndItsOutputsContinueTheTrace(t *testing.T) {
	t.Parallel()
	rec, url := tracedWorker(t, func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} })
	nc := connect(t, url)
	outs, err := nc.SubscribeSync("piighost.clear.stream.chunk.>")
	if err != nil {
		t.Fatal(err)
	}
	errs, err := nc.SubscribeSync("piighost.errors.stream.chunk")
	if err != nil {
		t.Fatal(err)
	}
	msg := nats.NewMsg("piighost.safe.stream.chunk.r-secret")
	msg.Header.Set("traceparent", callerParent)
	msg.Data = pack(t, M{"thread_id": "secret-thread", "stream_id": "r-secret", "seq": 0, "text": "Hi", "end": true})
	if err := nc.PublishMsg(msg); err != nil {
		t.Fatal(err)
	}
	out, err := outs.NextMsg(callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	s := endedSpan(t, rec, "piighost stream.chunk")
	a := attrsOf(s)
	if s.Parent().SpanID().String() != callerSpan || s.SpanKind() != trace.SpanKindConsumer ||
		a["piighost.mode"].AsString() != "pipeline" || a["piighost.outcome"].AsString() != "ok" ||
		a["messaging.destination.name"].AsString() != "piighost.safe.stream.chunk" ||
		a["piighost.delivered"].AsInt64() != 1 || a["piighost.reply.size"].AsInt64() != int64(len(out.Data)) {
		t.Errorf("span parent %v kind %v attributes %v", s.Parent(), s.SpanKind(), a)
	}
	noContentIn(t, s, "secret-thread", "r-secret")
	want := "00-" + callerTrace + "-" + s.SpanContext().SpanID().String() + "-01"
	if got := out.Header.Values("traceparent"); len(got) != 1 || got[0] != want {
		t.Errorf("output traceparent %v, want %q", got, want)
	}

	bad := nats.NewMsg("piighost.safe.stream.chunk")
	bad.Header.Set("traceparent", callerParent)
	bad.Data = pack(t, M{"thread_id": "secret-thread", "stream_id": "r2", "seq": 0, "text": "Hi"})
	if err := nc.PublishMsg(bad); err != nil {
		t.Fatal(err)
	}
	ev, err := errs.NextMsg(callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	var failed sdktrace.ReadOnlySpan
	waitFor(t, func() bool {
		for _, s := range rec.Ended() {
			if s.Name() == "piighost stream.chunk" && attrsOf(s)["piighost.error.code"].AsString() == "bad_request" {
				failed = s
				return true
			}
		}
		return false
	})
	want = "00-" + callerTrace + "-" + failed.SpanContext().SpanID().String() + "-01"
	if got := ev.Header.Get("traceparent"); got != want {
		t.Errorf("error event traceparent %q, want %q", got, want)
	}
}
