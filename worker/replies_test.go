package worker

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

func TestAReplyLeavesOverTCPWhenItsRequestWaitedAndWasHeavy(t *testing.T) {
	const us = time.Microsecond
	tests := []struct {
		name             string
		began, now, last time.Duration
		want             bool
	}{
		{"a request that waited and took 13 µs leaves over TCP", 101 * us, 114 * us, 100 * us, true},
		{"a request that waited and took 3 µs leaves in process", 101 * us, 104 * us, 100 * us, false},
		{"a request that took 13 µs after waiting for nothing leaves in process", 150 * us, 163 * us, 100 * us, false},
		{"a request that waited and took exactly heavyReply leaves over TCP", 101 * us, 109 * us, 100 * us, true},
		{"the endpoint's first request leaves in process", 100 * us, 120 * us, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := overTCP(tt.began, tt.now, tt.last, backlogGap, heavyReply); got != tt.want {
				t.Errorf("overTCP(%v, %v, %v) = %v, want %v", tt.began, tt.now, tt.last, got, tt.want)
			}
		})
	}
}

func TestARequestWaitedWhenItBeganRightAfterItsEndpointsLastReply(t *testing.T) {
	const us = time.Microsecond
	tests := []struct {
		name              string
		began, last       time.Duration
		wantWaitedForTurn bool
	}{
		{"a request that began a microsecond after its endpoint's last reply waited for it", 101 * us, 100 * us, true},
		{"a request that began a round trip after the last reply waited for nothing", 150 * us, 100 * us, false},
		{"a request that began exactly the gap after the last reply waited for nothing", 110 * us, 100 * us, false},
		{"the endpoint's first request waited for nothing", 100 * us, 0, false},
		{"a request answered beside one that began before the reply counts as waiting", 90 * us, 100 * us, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := waited(tt.began, tt.last, backlogGap); got != tt.wantWaitedForTurn {
				t.Errorf("waited(%v, %v) = %v, want %v", tt.began, tt.last, got, tt.wantWaitedForTurn)
			}
		})
	}
}

// repliesBy reads piighost_service_replies_total by connection.
func repliesBy(t *testing.T, m *metrics) map[string]float64 {
	t.Helper()
	v := gatherValues(t, m)
	return map[string]float64{
		"in_process": v[`piighost_service_replies_total{connection="in_process"}`],
		"loopback":   v[`piighost_service_replies_total{connection="loopback"}`],
	}
}

// serverConnNames lists the names of the connections w's embedded server
// holds.
func serverConnNames(t *testing.T, w *Worker) []string {
	t.Helper()
	cz, err := w.emb.srv.Connz(&server.ConnzOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cz.Conns {
		names = append(names, c.Name)
	}
	return names
}

// askModelOut asks w's model.out n times, one after the other, and checks
// each reply.
func askModelOut(t *testing.T, w *Worker, nc *nats.Conn, n int) {
	t.Helper()
	for range n {
		checkServes(t, w, nc)
	}
}

// askModelIn asks w's model.in n times, one after the other, and checks
// each reply.
func askModelIn(t *testing.T, nc *nats.Conn, n int) {
	t.Helper()
	for range n {
		rep := ask(t, nc, wire.ModelIn, map[string]any{wire.FieldThreadID: "t", wire.FieldMessages: []any{
			map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: "hello"}}})
		if got := rep[wire.FieldMessages].([]any)[0].(map[string]any)[wire.FieldContent]; got != "hello" {
			t.Fatalf("reply %v", rep)
		}
	}
}

func TestRepliesLeaveOnTheConnectionTheSettingNames(t *testing.T) {
	tests := []struct {
		name     string
		setting  string
		ch       wire.Channel  // asked three times
		gap      time.Duration // replyRoutes.gap and heavy; 0 keeps backlogGap and heavyReply
		heavy    time.Duration
		wantConn bool // a piighost-worker-replies connection
		want     map[string]float64
	}{
		{"in_process opens no connection and sends every reply in process", config.RepliesInProcess, wire.ModelIn, 0, 0, false,
			map[string]float64{"in_process": 3, "loopback": 0}},
		{"loopback sends every reply on its own connection", config.RepliesLoopback, wire.ModelOut, 0, 0, true,
			map[string]float64{"in_process": 0, "loopback": 3}},
		{"adaptive sends a reply on loopback when its request began within the gap of the last reply and was heavy", config.RepliesAdaptive, wire.ModelIn, time.Hour, -time.Hour, true,
			map[string]float64{"in_process": 1, "loopback": 2}},
		{"adaptive sends in process the replies of requests that waited for nothing", config.RepliesAdaptive, wire.ModelIn, -time.Hour, -time.Hour, true,
			map[string]float64{"in_process": 3, "loopback": 0}},
		{"adaptive sends in process the replies of light requests, waiting or not", config.RepliesAdaptive, wire.ModelIn, time.Hour, time.Hour, true,
			map[string]float64{"in_process": 3, "loopback": 0}},
		{"adaptive sends in process every reply of a channel that does not detect", config.RepliesAdaptive, wire.ModelOut, time.Hour, -time.Hour, true,
			map[string]float64{"in_process": 3, "loopback": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, nc := startInlineWorker(t, func(c *config.Config) { c.NATS.EmbeddedReplies = tt.setting })
			if tt.gap != 0 {
				w.replyRoute.setBounds(tt.gap, tt.heavy)
			}
			if got := slices.Contains(serverConnNames(t, w), "piighost-worker-replies"); got != tt.wantConn {
				t.Fatalf("replies' connection listed: %v, want %v (%v)", got, tt.wantConn, serverConnNames(t, w))
			}
			if tt.ch == wire.ModelIn {
				askModelIn(t, nc, 3)
			} else {
				askModelOut(t, w, nc, 3)
			}
			if got := repliesBy(t, w.m); got["in_process"] != tt.want["in_process"] || got["loopback"] != tt.want["loopback"] {
				t.Fatalf("replies by connection %v, want %v", got, tt.want)
			}
		})
	}
}

func TestTheDefaultSendsRepliesAdaptively(t *testing.T) {
	if got := config.Default().NATS.EmbeddedReplies; got != config.RepliesAdaptive {
		t.Fatalf("embedded_replies defaults to %q", got)
	}
}

// TestRepliesWhoseLoopbackConnectionClosesLeaveInProcess: the replies'
// connection closes only on an error nats.go gives up on; then every
// reply leaves in process, and requests are answered without a restart.
func TestRepliesWhoseLoopbackConnectionClosesLeaveInProcess(t *testing.T) {
	w, nc := startInlineWorker(t, func(c *config.Config) { c.NATS.EmbeddedReplies = config.RepliesLoopback })
	rc := w.replyRoute.conn.Load()
	if rc == nil {
		t.Fatal("no replies' connection")
	}
	rc.Close() // as nats.go closes a connection it gives up on
	for w.replyRoute.conn.Load() != nil {
		time.Sleep(time.Millisecond) // the closed handler runs on nats.go's goroutine
	}
	askModelOut(t, w, nc, 2)
	if got := repliesBy(t, w.m); got["in_process"] != 2 || got["loopback"] != 0 {
		t.Fatalf("replies by connection %v, want 2 in process", got)
	}
}

// TestRepliesWhoseLoopbackConnectionIsCutAreAllAnswered: the server cuts
// the replies' connection; while it reconnects a publish on it fails at
// once and the reply leaves in process, so every request is answered and
// /healthz stays ready; once reconnected, replies take it again. (A reply
// published in the instant before nats.go sees the cut is lost, as on
// any connection the server cuts: the caller's retry gets it; the test
// asks only once the cut is seen.)
func TestRepliesWhoseLoopbackConnectionIsCutAreAllAnswered(t *testing.T) {
	w, nc := startInlineWorker(t, func(c *config.Config) { c.NATS.EmbeddedReplies = config.RepliesLoopback })
	rc := w.replyRoute.conn.Load()
	cz, err := w.emb.srv.Connz(&server.ConnzOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var cid uint64
	for _, c := range cz.Conns {
		if c.Name == "piighost-worker-replies" {
			cid = c.Cid
		}
	}
	if cid == 0 {
		t.Fatal("no replies' connection on the server")
	}
	if err := w.emb.srv.DisconnectClientByID(cid); err != nil {
		t.Fatal(err)
	}
	for rc.IsConnected() && rc.Stats().Reconnects == 0 {
		time.Sleep(time.Millisecond)
	}
	askModelOut(t, w, nc, 20)
	for !rc.IsConnected() {
		time.Sleep(time.Millisecond)
	}
	before := repliesBy(t, w.m)
	askModelOut(t, w, nc, 1)
	got := repliesBy(t, w.m)
	if got["in_process"]+got["loopback"] != 21 || got["loopback"] != before["loopback"]+1 {
		t.Fatalf("replies by connection %v (before the last request %v), want 21, the last on loopback", got, before)
	}
	if h := w.Check(context.Background()); !h.Ready {
		t.Fatalf("health %+v", h)
	}
}

// checkServes asks w's model.out once and checks the reply and w's
// readiness.
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
