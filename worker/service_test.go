package worker

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// parkingStore is the worker's real thread store, whose Open of one
// thread (set with park) waits until release is closed: a cold load held
// on the network for as long as the test wants.
type parkingStore struct {
	*kvstore.Store
	mu      sync.Mutex
	park    string
	once    sync.Once
	parked  chan struct{} // closed when the parked thread's Open started
	release chan struct{}
}

func newParkingStore() *parkingStore {
	return &parkingStore{parked: make(chan struct{}), release: make(chan struct{})}
}

func (s *parkingStore) Open(ctx context.Context, id string, create bool) (pipeline.Head, bool, error) {
	s.mu.Lock()
	park := s.park != "" && s.park == id
	s.mu.Unlock()
	if park {
		s.once.Do(func() { close(s.parked) })
		<-s.release
	}
	return s.Store.Open(ctx, id, create)
}

func (s *parkingStore) parkOpens(id string) {
	s.mu.Lock()
	s.park = id
	s.mu.Unlock()
}

// withThreads wraps the worker's thread store in s.
func withThreads(s *parkingStore) Option {
	return func(w *Worker) {
		w.opts.wrapThreads = func(st pipeline.Store) pipeline.Store {
			s.Store = st.(kvStats).Store
			return s
		}
	}
}

// startInlineWorker starts a service-mode worker with one instance: one
// subscription per endpoint, so every request of a channel comes through
// the same delivery goroutine.
func startInlineWorker(t *testing.T, edit func(*config.Config), opts ...Option) (*Worker, *nats.Conn) {
	t.Helper()
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:0"
	cfg.NATS.DataDir = t.TempDir()
	cfg.HTTP.Listen = "off"
	cfg.Worker.Modes = []string{config.ModeService}
	cfg.Worker.Instances = 1
	if edit != nil {
		edit(cfg)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := Start(ctx, cfg, append(opts, WithLogger(NewLogger(io.Discard, "error")))...)
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(w.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		nc.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := w.Shutdown(ctx); err != nil {
			t.Error(err)
		}
	})
	return w, nc
}

// gauge reads an unlabelled gauge or counter of w's registry by name.
func gauge(t *testing.T, w *Worker, name string) float64 {
	t.Helper()
	return series(t, w, name, "")
}

// inline reads piighost_service_inline_total{outcome}.
func inline(t *testing.T, w *Worker, outcome string) float64 {
	t.Helper()
	return series(t, w, "piighost_service_inline_total", outcome)
}

// series reads the series of name whose one label has value label ("":
// the family's first).
func series(t *testing.T, w *Worker, name, label string) float64 {
	t.Helper()
	families, err := w.m.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() != name {
			continue
		}
		for _, m := range f.GetMetric() {
			if label != "" && (len(m.GetLabel()) != 1 || m.GetLabel()[0].GetValue() != label) {
				continue
			}
			if m.Counter != nil {
				return m.GetCounter().GetValue()
			}
			return m.GetGauge().GetValue()
		}
		return 0 // a labelled series not counted yet
	}
	t.Fatalf("%s is not registered", name)
	return 0
}

func encode(t *testing.T, v any) []byte {
	t.Helper()
	data, err := msgpack.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// ask sends a request and decodes its reply; the timeout only keeps a
// broken worker from hanging the test.
func ask(t *testing.T, nc *nats.Conn, ch wire.Channel, req map[string]any) map[string]any {
	t.Helper()
	msg, err := nc.Request(wire.ServiceSubject(wire.DefaultPrefix, ch), encode(t, req), 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	return decodeReply(t, msg.Data)
}

func decodeReply(t *testing.T, data []byte) map[string]any {
	t.Helper()
	var rep map[string]any
	if err := msgpack.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	if e, ok := rep[wire.FieldError]; ok {
		t.Fatalf("error reply: %v", e)
	}
	return rep
}

func firstContent(rep map[string]any) string {
	msgs, _ := rep[wire.FieldMessages].([]any)
	if len(msgs) == 0 {
		return ""
	}
	m, _ := msgs[0].(map[string]any)
	s, _ := m[wire.FieldContent].(string)
	return s
}

const (
	inlineEmail = "jane.doe@example.com"
	inlinePhone = "+33 1 42 68 53 00"
)

var tokenPattern = regexp.MustCompile(`<<[A-Z_]+:[0-9]+>>`)

// seedThread gives a thread its two values' tokens, through model.in.
func seedThread(t *testing.T, nc *nats.Conn, thread string) []string {
	t.Helper()
	rep := ask(t, nc, wire.ModelIn, map[string]any{wire.FieldThreadID: thread, wire.FieldMessages: []any{
		map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: "mail " + inlineEmail + " phone " + inlinePhone}}})
	tokens := tokenPattern.FindAllString(firstContent(rep), -1)
	if len(tokens) != 2 {
		t.Fatalf("seeding gave %q", firstContent(rep))
	}
	return tokens
}

func modelOut(thread string, tokens []string) map[string]any {
	return map[string]any{wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{
		wire.FieldRole: wire.RoleAssistant, wire.FieldContent: "wrote to " + tokens[0] + ", call " + tokens[1]}}}
}

const restoredOut = "wrote to " + inlineEmail + ", call " + inlinePhone

func TestARequestWaitingOnAColdLoadDoesNotHoldUpWarmRequestsOnItsSubscription(t *testing.T) {
	t.Parallel()
	store := newParkingStore()
	w, nc := startInlineWorker(t, nil, withThreads(store))
	warm, cold := seedThread(t, nc, "warm"), seedThread(t, nc, "cold")
	handedOver := inline(t, w, "handed_over") // the seeding's new values

	// The cold thread's next Open waits on "the network" until released.
	store.Release("cold")
	store.parkOpens("cold")
	inbox := nats.NewInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		t.Fatal(err)
	}
	if err := nc.PublishRequest(wire.ServiceSubject(wire.DefaultPrefix, wire.ModelOut), inbox, encode(t, modelOut("cold", cold))); err != nil {
		t.Fatal(err)
	}
	<-store.parked

	served := inline(t, w, "served")
	for i := 0; i < 20; i++ {
		if got := firstContent(ask(t, nc, wire.ModelOut, modelOut("warm", warm))); got != restoredOut {
			t.Fatalf("warm model.out %d restored %q", i, got)
		}
	}
	if n := inline(t, w, "served") - served; n != 20 {
		t.Errorf("%v of the 20 warm requests were served on the delivery goroutine", n)
	}
	if n := inline(t, w, "handed_over") - handedOver; n != 1 {
		t.Errorf("%v requests handed over, want the cold one", n)
	}
	// The last warm request leaves the gauge just after its reply: wait
	// for it, then only the cold request is in flight.
	for gauge(t, w, "piighost_service_inflight") > 1 {
		runtime.Gosched()
	}
	if busy := gauge(t, w, "piighost_service_inflight"); busy != 1 {
		t.Errorf("piighost_service_inflight is %v while the cold request waits, want 1", busy)
	}

	close(store.release)
	msg, err := sub.NextMsg(30 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if got := firstContent(decodeReply(t, msg.Data)); got != restoredOut {
		t.Errorf("the cold request, handed over, restored %q", got)
	}
	// One more request through the same connection: a second answer to
	// the cold request would be there by now.
	ask(t, nc, wire.ModelOut, modelOut("warm", warm))
	if _, err := sub.NextMsg(0); err == nil {
		t.Error("the cold request was answered twice")
	}
}

// TestARequestServedInlineGetsTheReplyOfTheOneServedOnThePool: a
// restoring request answered under pipeline.NonBlocking on a warm thread
// gets the bytes the pool's run gives; one that would wait stops, on a
// warm thread as on a cold one, having written and loaded nothing.
func TestARequestServedInlineGetsTheReplyOfTheOneServedOnThePool(t *testing.T) {
	t.Parallel()
	store := newParkingStore()
	w, nc := startInlineWorker(t, nil, withThreads(store))
	const thread = "same"
	tokens := seedThread(t, nc, thread)
	ctx := context.Background()

	contReq := map[string]any{wire.FieldThreadID: thread, wire.FieldStreamID: "s1", wire.FieldSeq: 0,
		wire.FieldText: "to " + tokens[0] + " and " + tokens[1][:4], wire.FieldContinuation: ""}
	cases := []struct {
		name string
		ch   wire.Channel
		req  map[string]any
		// warm: served under NonBlocking on a warm thread.
		warm bool
	}{
		{"model.out", wire.ModelOut, modelOut(thread, tokens), true},
		{"tool.call", wire.ToolCall, map[string]any{wire.FieldThreadID: thread, wire.FieldToolCall: map[string]any{
			wire.FieldCallID: "c1", wire.FieldCallName: "send_email", wire.FieldCallArgs: map[string]any{"to": tokens[0], "n": 2}}}, true},
		{"stream.chunk with its continuation", wire.StreamChunk, contReq, true},
		{"stream.chunk without continuation", wire.StreamChunk, map[string]any{wire.FieldThreadID: thread, wire.FieldStreamID: "s2", wire.FieldSeq: 0,
			wire.FieldText: "to " + tokens[0]}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := encode(t, c.req)
			var pool []byte
			if c.warm {
				var err error
				if pool, err = w.h.Process(ctx, c.ch, nil, data, processor.Msgpack); err != nil {
					t.Fatal(err)
				}
				nb, attempt := pipeline.NonBlocking(ctx)
				inline, err := w.h.Process(nb, c.ch, nil, data, processor.Msgpack)
				if attempt.Blocked() || err != nil {
					t.Fatalf("warm: blocked %v, %v", attempt.Blocked(), err)
				}
				if !bytes.Equal(inline, pool) {
					t.Errorf("warm: inline reply %q, pool reply %q", inline, pool)
				}
			}
			if !c.warm {
				// Warm, the try stops too, and writes nothing.
				head, _ := store.HeldHead(thread)
				nb, attempt := pipeline.NonBlocking(ctx)
				if _, err := w.h.Process(nb, c.ch, nil, data, processor.Msgpack); !attempt.Blocked() {
					t.Fatalf("warm: not blocked (%v)", err)
				}
				if after, _ := store.HeldHead(thread); after != head {
					t.Errorf("a request that stopped moved the thread's head from %+v to %+v", head, after)
				}
			}
			// Cold: the store no longer holds the thread.
			store.Release(thread)
			nb, attempt := pipeline.NonBlocking(ctx)
			if _, err := w.h.Process(nb, c.ch, nil, data, processor.Msgpack); !attempt.Blocked() {
				t.Fatalf("cold: not blocked (%v)", err)
			}
			if !c.warm {
				if _, ok := store.HeldHead(thread); ok {
					t.Error("a request that stopped loaded the thread")
				}
				return
			}
			again, err := w.h.Process(ctx, c.ch, nil, data, processor.Msgpack)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, pool) {
				t.Errorf("cold, run again on the pool: %q, want %q", again, pool)
			}
		})
	}
}

func TestHandOverAllServesNothingOnTheDeliveryGoroutine(t *testing.T) {
	t.Parallel()
	w, nc := startInlineWorker(t, func(c *config.Config) { c.Worker.HandOverAll = true })
	tokens := seedThread(t, nc, "t")
	for i := 0; i < 3; i++ {
		if got := firstContent(ask(t, nc, wire.ModelOut, modelOut("t", tokens))); got != restoredOut {
			t.Fatalf("model.out restored %q", got)
		}
		ask(t, nc, wire.ModelIn, map[string]any{wire.FieldThreadID: "t", wire.FieldMessages: []any{
			map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: "write " + inlineEmail + strings.Repeat("!", i)}}})
	}
	if n := inline(t, w, "served") + inline(t, w, "handed_over"); n != 0 {
		t.Errorf("%v requests were tried inline under hand_over_all", n)
	}
}

// TestDeIdentifyingRequestsAreHandedOverAtOnce: model.in and
// tool.result are never tried on the delivery goroutine, even on a warm
// thread whose values they hold; model.out is.
func TestDeIdentifyingRequestsAreHandedOverAtOnce(t *testing.T) {
	t.Parallel()
	w, nc := startInlineWorker(t, nil)
	tokens := seedThread(t, nc, "t")
	served, handedOver := inline(t, w, "served"), inline(t, w, "handed_over")
	for _, ch := range []wire.Channel{wire.ModelIn, wire.ToolResult} {
		req := map[string]any{wire.FieldThreadID: "t", wire.FieldMessages: []any{
			map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: "write " + inlineEmail}}}
		if ch == wire.ToolResult {
			req = map[string]any{wire.FieldThreadID: "t", wire.FieldToolName: "crm", wire.FieldMessage: map[string]any{
				wire.FieldRole: wire.RoleTool, wire.FieldToolCallID: "c1", wire.FieldContent: "write " + inlineEmail}}
		}
		ask(t, nc, ch, req)
		ask(t, nc, ch, req) // seen before: a warm thread could answer it from memory
	}
	if n := inline(t, w, "served") + inline(t, w, "handed_over") - served - handedOver; n != 0 {
		t.Errorf("%v model.in or tool.result requests were tried inline", n)
	}
	if got := firstContent(ask(t, nc, wire.ModelOut, modelOut("t", tokens))); got != restoredOut {
		t.Fatalf("model.out restored %q", got)
	}
	if n := inline(t, w, "served") - served; n != 1 {
		t.Errorf("%v model.out requests served inline, want 1", n)
	}
}

// TestEveryReplyStaysItsOwnWhileReplyBuffersAreReused sends, from many
// callers at once, model.out and model.in requests of different sizes
// to the same endpoints, so that every reply buffer serves request after
// request and model.out's texts share their payloads' bytes
// (processor.borrows): a buffer given back before its reply was copied
// out, or a text read after its payload was gone, would show as a reply
// holding another request's text (and, under -race, as a race).
func TestEveryReplyStaysItsOwnWhileReplyBuffersAreReused(t *testing.T) {
	t.Parallel()
	_, nc := startInlineWorker(t, func(c *config.Config) { c.Worker.Instances = 2 })
	tokens := seedThread(t, nc, "reuse")

	const callers, rounds = 8, 40
	var wg sync.WaitGroup
	errs := make(chan error, callers)
	for c := range callers {
		wg.Go(func() {
			for i := range rounds {
				// Sizes from a few bytes to over a kilobyte, so that a
				// buffer holds a longer reply before a shorter one.
				filler := strings.Repeat(fmt.Sprintf(" caller %d round %d;", c, i), (c*rounds+i)%48)
				if err := askOwn(nc, wire.ModelOut, map[string]any{wire.FieldThreadID: "reuse", wire.FieldMessages: []any{map[string]any{
					wire.FieldRole: wire.RoleAssistant, wire.FieldContent: "wrote to " + tokens[0] + ", call " + tokens[1] + filler}}},
					restoredOut+filler); err != nil {
					errs <- err
					return
				}
				in := "mail " + inlineEmail + filler
				if err := askOwn(nc, wire.ModelIn, map[string]any{wire.FieldThreadID: "reuse", wire.FieldMessages: []any{map[string]any{
					wire.FieldRole: wire.RoleUser, wire.FieldContent: in}}},
					"mail "+tokens[0]+filler); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// askOwn sends one request and reports an error unless its reply's
// first content is want; it runs on the callers' goroutines, so it
// reports rather than fails.
func askOwn(nc *nats.Conn, ch wire.Channel, req map[string]any, want string) error {
	data, err := msgpack.Marshal(req)
	if err != nil {
		return err
	}
	msg, err := nc.Request(wire.ServiceSubject(wire.DefaultPrefix, ch), data, 30*time.Second)
	if err != nil {
		return err
	}
	var rep map[string]any
	if err := msgpack.Unmarshal(msg.Data, &rep); err != nil {
		return err
	}
	if e, ok := rep[wire.FieldError]; ok {
		return fmt.Errorf("%s error reply: %v", ch, e)
	}
	if got := firstContent(rep); got != want {
		return fmt.Errorf("%s reply %q, want %q", ch, got, want)
	}
	return nil
}
