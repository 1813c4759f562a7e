package client_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/workertest"
	"github.com/piighost/piighost-nats/wire"
)

// interceptor is a real NATS responder between the client and the worker:
// it serves <prefix>.> and forwards each request to the worker's
// piighost.<channel> (or piighost.p.<k>.<channel>), and drops the replies drop says to drop, as a lost
// reply would be lost. It records the stream chunks it saw.
type interceptor struct {
	mu      sync.Mutex
	seqs    []int64
	dups    []bool
	replies [][]byte
	drop    func(seq int64, attempt int) bool
	counts  map[int64]int
}

func intercept(t *testing.T, nc *nats.Conn, prefix string, drop func(seq int64, attempt int) bool) *interceptor {
	t.Helper()
	ic := &interceptor{drop: drop, counts: map[int64]int{}}
	sub, err := nc.Subscribe(prefix+".>", func(m *nats.Msg) {
		channel := strings.TrimPrefix(m.Subject, prefix+".")
		fwd := nats.NewMsg("piighost." + channel)
		if rest, ok := strings.CutPrefix(channel, wire.PartitionToken+"."); ok {
			_, channel, _ = strings.Cut(rest, ".") // a thread partition's subject: p.<k>.<channel>
		}
		fwd.Data, fwd.Header = m.Data, m.Header
		reply, err := nc.RequestMsg(fwd, callTimeout)
		if err != nil {
			return
		}
		var req, rep map[string]any
		_ = msgpack.Unmarshal(m.Data, &req)
		_ = msgpack.Unmarshal(reply.Data, &rep)
		seq := toInt(req["seq"])
		ic.mu.Lock()
		attempt := ic.counts[seq]
		ic.counts[seq]++
		ic.seqs = append(ic.seqs, seq)
		dup, _ := rep["duplicate"].(bool)
		ic.dups = append(ic.dups, dup)
		ic.replies = append(ic.replies, reply.Data)
		dropped := channel == "stream.chunk" && ic.drop(seq, attempt)
		ic.mu.Unlock()
		if !dropped {
			out := nats.NewMsg(m.Reply)
			out.Data, out.Header = reply.Data, reply.Header
			_ = nc.PublishMsg(out)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Unsubscribe() })
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	return ic
}

func toInt(v any) int64 {
	switch n := v.(type) {
	case int8:
		return int64(n)
	case uint8:
		return int64(n)
	case int64:
		return n
	case uint64:
		return int64(n)
	}
	return -1
}

// TestAStreamResendsTheSameSeqAfterADroppedReply: the worker processed
// chunk 1 but its reply was lost; the stream resends chunk 1 under the
// same seq and continuation after its timeout, the worker answers it with
// the same reply, byte for byte, and the user sees every character once.
func TestAStreamResendsTheSameSeqAfterADroppedReply(t *testing.T) {
	t.Parallel()
	s, c := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	th := newThread()
	seed(t, c, th)
	nc := connect(t, s.ClientURL())
	ic := intercept(t, nc, "proxy", func(seq int64, attempt int) bool { return seq == 1 && attempt == 0 })
	pc := newClient(t, connect(t, s.ClientURL()), client.WithPrefix("proxy"), client.WithTimeout(time.Second),
		client.WithRetries(5), client.WithBackoff(time.Millisecond, time.Millisecond))
	ctx := ctxT(t)
	st := pc.Stream(th)
	var shown strings.Builder
	for _, piece := range []string{"Dear <<PER", "SON:1>>, we wrote to <<EMAIL", ":1>>."} {
		text, err := st.Write(ctx, piece)
		if err != nil {
			t.Fatal(err)
		}
		shown.WriteString(text)
	}
	tail, err := st.Close(ctx)
	if err != nil {
		t.Fatal(err)
	}
	shown.WriteString(tail)
	if got := shown.String(); got != "Dear Patrick Martin, we wrote to patrick@example.com." {
		t.Errorf("the user sees %q", got)
	}
	ic.mu.Lock()
	defer ic.mu.Unlock()
	if !slices.Equal(ic.seqs, []int64{0, 1, 1, 2, 3}) || slices.Contains(ic.dups, true) {
		t.Fatalf("the worker saw seqs %v, duplicates %v", ic.seqs, ic.dups)
	}
	if !bytes.Equal(ic.replies[1], ic.replies[2]) {
		t.Errorf("the resent chunk got another reply: %q, then %q", ic.replies[1], ic.replies[2])
	}
}

// TestAStreamSurvivesAWorkerRestart: the worker stops between two chunks;
// the stream keeps resending the chunk until a new worker, which reads the
// stream's state from the continuation the chunk carries, answers it.
func TestAStreamSurvivesAWorkerRestart(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	mutate := func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} }
	w := startWorker(t, s.ClientURL(), mutate)
	c := newClient(t, connect(t, s.ClientURL()), client.WithTimeout(500*time.Millisecond), client.WithRetries(100),
		client.WithBackoff(10*time.Millisecond, 50*time.Millisecond))
	th := newThread()
	seed(t, c, th)
	ctx := ctxT(t)
	st := c.Stream(th)
	first, err := st.Write(ctx, "Dear <<PERS")
	if err != nil || first != "Dear " {
		t.Fatalf("%q %v", first, err)
	}
	_ = workertest.Stop(w)
	// A bystander on the subject (it never answers) shows when the stream
	// has started resending.
	spy, err := connect(t, s.ClientURL()).SubscribeSync("piighost.stream.chunk")
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	go func() {
		text, err := st.Write(ctx, "ON:1>>!")
		done <- result{text, err}
	}()
	if _, err := spy.NextMsg(callTimeout); err != nil {
		t.Fatal(err)
	}
	startWorker(t, s.ClientURL(), mutate)
	r := <-done
	tail, err := st.Close(ctx)
	if r.err != nil || r.text != "Patrick Martin!" || err != nil || tail != "" {
		t.Errorf("after the restart: %q %v, tail %q %v", r.text, r.err, tail, err)
	}
}

// TestAStreamKeepsAPieceAFailureLeftUnanswered: when every retry failed,
// Write returns the error and keeps the piece; the next Write sends it
// first, so nothing the model produced is lost.
func TestAStreamKeepsAPieceAFailureLeftUnanswered(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	mutate := func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} }
	w := startWorker(t, s.ClientURL(), mutate)
	c := newClient(t, connect(t, s.ClientURL()), client.WithRetries(0))
	th := newThread()
	seed(t, c, th)
	ctx := ctxT(t)
	st := c.Stream(th)
	if _, err := st.Write(ctx, "Hi <<PER"); err != nil {
		t.Fatal(err)
	}
	_ = workertest.Stop(w)
	if text, err := st.Write(ctx, "SON:1>>, "); !errors.Is(err, client.ErrUnreachable) || text != "" {
		t.Fatalf("%q %v", text, err)
	}
	if _, err := st.Write(ctx, "bye <<EMAIL:1>>"); !errors.Is(err, client.ErrUnreachable) {
		t.Fatalf("%v", err)
	}
	startWorker(t, s.ClientURL(), mutate)
	text, err := st.Write(ctx, " and <<PHONE:1>>")
	tail, cerr := st.Close(ctx)
	if err != nil || cerr != nil || text+tail != "Patrick Martin, bye patrick@example.com and +44 20 7946 0958" {
		t.Errorf("%q %q %v %v", text, tail, err, cerr)
	}
}

func TestAStreamEndsOnAnInventedToken(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	th := newThread()
	seed(t, c, th)
	ctx := ctxT(t)
	st := c.Stream(th)
	a, _ := st.Write(ctx, "Hello <<PERSON:")
	b, err := st.Write(ctx, "9>>, and more")
	var e *client.Error
	if a != "Hello " || b != "" || !errors.As(err, &e) || !errors.Is(err, client.ErrInventedPlaceholder) || e.Tokens[0] != "<<PERSON:9>>" {
		t.Fatalf("%q %q %v", a, b, err)
	}
	if _, again := st.Write(ctx, "x"); !errors.Is(again, client.ErrInventedPlaceholder) {
		t.Errorf("a Write after the failure: %v", again)
	}
	if _, again := st.Close(ctx); !errors.Is(again, client.ErrInventedPlaceholder) {
		t.Errorf("Close after the failure: %v", again)
	}
}

func TestAClosedStreamRefusesMore(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	ctx := ctxT(t)
	st := c.Stream(newThread(), client.WithStreamID("fixed-id"))
	if st.ID() != "fixed-id" {
		t.Errorf("ID %q", st.ID())
	}
	if tail, err := st.Close(ctx); tail != "" || err != nil {
		t.Fatalf("%q %v", tail, err)
	}
	if tail, err := st.Close(ctx); tail != "" || err != nil {
		t.Errorf("a second Close: %q %v", tail, err)
	}
	if _, err := st.Write(ctx, "more"); !errors.Is(err, client.ErrStreamEnded) {
		t.Errorf("Write after Close: %v", err)
	}
}

// TestAStreamOfAForgottenThreadRestoresNothingMore: the stream's state
// travels with it, so forgetting the thread does not stop the stream, but
// the thread's tokens count as invented afterwards: nothing of what it
// held comes back.
func TestAStreamOfAForgottenThreadRestoresNothingMore(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	th := newThread()
	seed(t, c, th)
	ctx := ctxT(t)
	st := c.Stream(th)
	if text, err := st.Write(ctx, "Hi <<PERSON:1>>, <<EMA"); err != nil || text != "Hi Patrick Martin, " {
		t.Fatalf("%q %v", text, err)
	}
	if _, err := c.Forget(ctx, th); err != nil {
		t.Fatal(err)
	}
	text, err := st.Write(ctx, "IL:1>> again")
	if !errors.Is(err, client.ErrInventedPlaceholder) || text != "" {
		t.Errorf("after forget: %q %v", text, err)
	}
}

func TestRestoreYieldsTheRestoredTextAsItComes(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	th := newThread()
	seed(t, c, th)
	ctx := ctxT(t)
	var got []string
	for text, err := range c.Restore(ctx, th, slices.Values([]string{"Dear <<PER", "SON:1>>, at <<EM", "AIL:1>> or <<PHO"})) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, text)
	}
	if !slices.Equal(got, []string{"Dear ", "Patrick Martin, at ", "patrick@example.com or ", "<<PHO"}) {
		t.Errorf("%q", got)
	}
	got = nil
	for text, err := range c.Restore(ctx, th, slices.Values([]string{"Hi <<PERSON:7>>"})) {
		got = append(got, text)
		if !errors.Is(err, client.ErrInventedPlaceholder) {
			t.Errorf("err = %v", err)
		}
	}
	if !slices.Equal(got, []string{"Hi "}) {
		t.Errorf("before the invented token: %q", got)
	}
}
