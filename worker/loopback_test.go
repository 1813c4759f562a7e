package worker

import (
	"context"
	"io"
	"slices"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"
	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// endpointSubscribers names the connections of w's embedded server that
// subscribe to the model.out endpoint's subject.
func endpointSubscribers(t *testing.T, w *Worker) []string {
	t.Helper()
	cz, err := w.emb.srv.Connz(&server.ConnzOptions{Subscriptions: true, SubscriptionsDetail: true})
	if err != nil {
		t.Fatal(err)
	}
	subject := w.cfg.Worker.Prefix + "." + wire.ModelOut.String()
	var names []string
	for _, c := range cz.Conns {
		for _, s := range c.SubsDetail {
			if s.Subject == subject {
				names = append(names, c.Name)
			}
		}
	}
	return names
}

func TestTheEndpointsReceiveRequestsOnTheConnectionTheSettingNames(t *testing.T) {
	tests := []struct {
		setting string
		want    string // the one connection subscribed to the endpoints
	}{
		{config.EndpointsLoopback, "piighost-worker-endpoints"},
		{config.EndpointsInProcess, "piighost-worker"},
	}
	for _, tt := range tests {
		t.Run(tt.setting, func(t *testing.T) {
			w, nc := startInlineWorker(t, func(c *config.Config) { c.NATS.EmbeddedEndpoints = tt.setting })
			names := endpointSubscribers(t, w)
			if len(names) != 1 || names[0] != tt.want {
				t.Fatalf("model.out subscribed by %v, want only %s", names, tt.want)
			}
			if (w.endpointConn.Load() != nil) != (tt.setting == config.EndpointsLoopback) {
				t.Fatalf("endpoint connection %v with %s", w.endpointConn.Load(), tt.setting)
			}
			checkServes(t, w, nc)
		})
	}
}

// TestALoopbackWorkerStopsEveryGoroutineItStarted starts and stops a
// worker whose endpoints are on the loopback connection, requests in
// flight on many callers across the stop: every request sent before the
// stop began gets its reply, and nothing the worker started is left.
func TestALoopbackWorkerStopsEveryGoroutineItStarted(t *testing.T) {
	ignore := goleak.IgnoreCurrent()
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:0"
	cfg.NATS.DataDir = t.TempDir()
	cfg.HTTP.Listen = "off"
	cfg.Worker.Modes = []string{config.ModeService}
	cfg.NATS.EmbeddedEndpoints = config.EndpointsLoopback
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := Start(ctx, cfg, WithLogger(NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	if w.endpointConn.Load() == nil {
		t.Fatal("the endpoints are not on a loopback connection")
	}
	nc, err := nats.Connect(w.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	req := encode(t, map[string]any{wire.FieldThreadID: "t", wire.FieldMessages: []any{
		map[string]any{wire.FieldRole: wire.RoleAssistant, wire.FieldContent: "hello"}}})
	subject := cfg.Worker.Prefix + "." + wire.ModelOut.String()
	const callers = 32
	replies := make(chan *nats.Msg, callers)
	for i := 0; i < callers; i++ {
		inbox := nc.NewRespInbox()
		sub, err := nc.ChanSubscribe(inbox, replies)
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe()
		if err := nc.PublishRequest(subject, inbox, req); err != nil {
			t.Fatal(err)
		}
	}
	if err := nc.Flush(); err != nil { // every request is at the server before the stop
		t.Fatal(err)
	}
	if err := w.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < callers; i++ {
		select {
		case m := <-replies:
			if len(m.Data) == 0 || m.Header.Get(micro.ErrorCodeHeader) != "" {
				t.Fatalf("reply %d is empty or an error: %v %q", i, m.Header, m.Data)
			}
		case <-ctx.Done():
			t.Fatalf("%d of %d replies", i, callers)
		}
	}
	nc.Close()
	goleak.VerifyNone(t, ignore)
}

// TestEndpointsWhoseLoopbackConnectionClosesAreServedInProcess: the
// loopback connection reconnects endlessly, so it closes only on an
// error nats.go gives up on; then the endpoints are added again on the
// in-process connection, and requests are answered without a restart.
func TestEndpointsWhoseLoopbackConnectionClosesAreServedInProcess(t *testing.T) {
	w, nc := startInlineWorker(t, func(c *config.Config) { c.NATS.EmbeddedEndpoints = config.EndpointsLoopback })
	ec := w.endpointConn.Load()
	if ec == nil {
		t.Fatal("the endpoints are not on a loopback connection")
	}
	ec.Close() // as nats.go closes a connection it gives up on
	deadline := time.Now().Add(30 * time.Second)
	for w.endpointConn.Load() != nil || !slices.Equal(endpointSubscribers(t, w), []string{"piighost-worker"}) {
		if time.Now().After(deadline) {
			t.Fatalf("the endpoints are subscribed by %v, want only piighost-worker", endpointSubscribers(t, w))
		}
		time.Sleep(10 * time.Millisecond)
	}
	checkServes(t, w, nc)
}

// checkServes asks w's model.out through nc and checks the reply and that
// w reports itself ready.
func checkServes(t *testing.T, w *Worker, nc *nats.Conn) {
	t.Helper()
	rep := ask(t, nc, wire.ModelOut, map[string]any{wire.FieldThreadID: "t", wire.FieldMessages: []any{
		map[string]any{wire.FieldRole: wire.RoleAssistant, wire.FieldContent: "hello"}}})
	if got := rep[wire.FieldMessages].([]any)[0].(map[string]any)[wire.FieldContent]; got != "hello" {
		t.Fatalf("reply %v", rep)
	}
	if h := w.Check(context.Background()); !h.Ready {
		t.Fatalf("health %+v", h)
	}
}
