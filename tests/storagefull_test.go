package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/wire"
)

// deliveries follows a consumer's inputs through JetStream's advisories:
// how many times each was handed back (its highest delivery count in a
// NAK advisory), and which were terminated.
type deliveries struct {
	mu         sync.Mutex
	naked      map[uint64]uint64 // stream sequence → highest delivery count handed back
	terminated map[uint64]bool
}

func followDeliveries(t *testing.T, nc *nats.Conn, stream, consumer string) *deliveries {
	t.Helper()
	d := &deliveries{naked: map[uint64]uint64{}, terminated: map[uint64]bool{}}
	sub := func(kind string, record func(seq, n uint64)) {
		s, err := nc.Subscribe("$JS.EVENT.ADVISORY.CONSUMER."+kind+"."+stream+"."+consumer, func(m *nats.Msg) {
			var a struct {
				StreamSeq  uint64 `json:"stream_seq"`
				Deliveries uint64 `json:"deliveries"`
			}
			if json.Unmarshal(m.Data, &a) == nil {
				d.mu.Lock()
				record(a.StreamSeq, a.Deliveries)
				d.mu.Unlock()
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Unsubscribe() })
	}
	sub("MSG_NAKED", func(seq, n uint64) { d.naked[seq] = max(d.naked[seq], n) })
	sub("MSG_TERMINATED", func(seq, _ uint64) { d.terminated[seq] = true })
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	return d
}

// answers collects the input sequences the outputs and the error events
// of one route name (their Piighost-Input-Seq header), as their streams
// republish them.
type answers struct {
	mu      sync.Mutex
	outputs map[uint64]bool
	events  map[uint64]string // input sequence → error code
}

func collectAnswers(t *testing.T, nc *nats.Conn, output string, ch wire.Channel) *answers {
	t.Helper()
	a := &answers{outputs: map[uint64]bool{}, events: map[uint64]string{}}
	sub := func(subject string, record func(seq uint64, m *nats.Msg)) {
		s, err := nc.Subscribe(subject, func(m *nats.Msg) {
			seq, err := strconv.ParseUint(m.Header.Get(wire.HeaderInputSeq), 10, 64)
			if err != nil {
				return
			}
			a.mu.Lock()
			record(seq, m)
			a.mu.Unlock()
		})
		if err != nil {
			t.Fatal(err)
		}
		_ = s.SetPendingLimits(-1, -1)
		t.Cleanup(func() { _ = s.Unsubscribe() })
	}
	sub(output+".>", func(seq uint64, _ *nats.Msg) { a.outputs[seq] = true })
	sub(wire.ErrorSubject(wire.DefaultPrefix, ch), func(seq uint64, m *nats.Msg) { a.events[seq] = m.Header.Get(wire.HeaderErrorCode) })
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	return a
}

// answered reports whether input seq got its output or its error event.
func (a *answers) answered(seq uint64) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	_, ev := a.events[seq]
	return a.outputs[seq] || ev
}

// fillStream limits a stream to what it holds now and a little more,
// discarding new messages past it, and publishes filler messages on
// publishOn.<n> until the stream refuses one: the stream is full. It
// returns the stream's configuration before, to give the room back.
func fillStream(t *testing.T, js jetstream.JetStream, name, publishOn string) jetstream.StreamConfig {
	t.Helper()
	ctx := callCtx(t)
	st, err := js.Stream(ctx, name)
	if err != nil {
		t.Fatal(err)
	}
	info, err := st.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cfg := info.Config
	before := cfg
	cfg.MaxBytes = int64(info.State.Bytes) + 64<<10
	cfg.Discard = jetstream.DiscardNew
	if _, err := js.UpdateStream(ctx, cfg); err != nil {
		t.Fatal(err)
	}
	// Filler, in smaller and smaller messages, until not a byte fits.
	n := 0
	for _, size := range []int{4 << 10, 256, 1} {
		for ; ; n++ {
			_, err := js.Publish(ctx, publishOn+"."+strconv.Itoa(n), make([]byte, size))
			if kvstore.IsStoreFull(err) {
				break
			}
			if err != nil {
				t.Fatalf("fill %s: %v", name, err)
			}
		}
	}
	return before
}

// TestAStorageOutageLosesNoPipelineInput: while JetStream has no room
// for the thread store's new values, the outputs and the error events
// (each stream at its max_bytes, discarding new messages), the inputs
// that keep coming are handed back again and again, more than twice
// max_deliver times, and none is terminated; once room returns, every
// input stored gets its output or its error event.
func TestAStorageOutageLosesNoPipelineInput(t *testing.T) {
	if testing.Short() {
		t.Skip("holds the storage full until inputs were handed back 7 times each (about 15 s)")
	}
	t.Parallel()
	const maxDeliver = 3
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.MaxDeliver = maxDeliver
	}))
	nc := connect(t, s.ClientURL())
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	d := followDeliveries(t, nc, wire.InputStream, "piighost_model_in")
	a := collectAnswers(t, nc, "piighost.safe.model.in", wire.ModelIn)

	// Pipeline load: model.in inputs with a new e-mail address each, on
	// four threads, published until the test has seen what it needs, at
	// most maxUnanswered waiting for their answer at a time.
	var mu sync.Mutex
	var stored []uint64 // the inputs JetStream took, in order
	const maxUnanswered = 100
	unanswered := func(a *answers) int {
		mu.Lock()
		in := stored
		mu.Unlock()
		n := 0
		for _, seq := range in {
			if !a.answered(seq) {
				n++
			}
		}
		return n
	}
	storedSince := func(from int) []uint64 {
		mu.Lock()
		defer mu.Unlock()
		return append([]uint64(nil), stored[min(from, len(stored)):]...)
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	var load sync.WaitGroup
	load.Go(func() {
		for n := 0; ctx.Err() == nil; n++ {
			for unanswered(a) >= maxUnanswered && ctx.Err() == nil {
				time.Sleep(10 * time.Millisecond) // the worker is behind: the load waits for it
			}
			payload := pack(t, M{"thread_id": fmt.Sprintf("outage-%d", n%4),
				"messages": L{M{"role": "user", "content": fmt.Sprintf("Write to user%d@example.com", n)}}})
			ack, err := js.Publish(ctx, fmt.Sprintf("piighost.clear.model.in.outage.%d", n), payload)
			if err != nil {
				continue // not taken: not the worker's to answer
			}
			mu.Lock()
			stored = append(stored, ack.Sequence)
			mu.Unlock()
		}
	})
	defer load.Wait()
	waitFor(t, func() bool {
		in := storedSince(0)
		return len(in) >= 20 && a.answered(in[19])
	})

	// The storage runs out: the bucket, the model side's outputs and the
	// error events, each at its max_bytes.
	full := []struct {
		stream, publishOn, storedAs string
		before                      jetstream.StreamConfig
	}{
		{stream: "KV_piighost", publishOn: "$KV.piighost._fill", storedAs: "$KV.piighost._fill.>"},
		{stream: wire.SafeOutputStream, publishOn: wire.StoreSubject(config.SideSafe, "fill"), storedAs: "fill.>"},
		{stream: wire.ErrorStream, publishOn: wire.StoreSubject(config.SideErrors, "fill"), storedAs: "fill.>"},
	}
	for i := range full {
		full[i].before = fillStream(t, js, full[i].stream, full[i].publishOn)
	}
	mu.Lock()
	outageFrom := len(stored)
	mu.Unlock()

	// It lasts until ten inputs stored during the outage were each
	// handed back more than twice max_deliver times: an input given up
	// after its error event failed to be stored would be gone by then.
	natstest.Eventually(t, "ten inputs handed back more than 2 × max_deliver times", func() bool {
		in := storedSince(outageFrom)
		if len(in) < 10 {
			return false
		}
		d.mu.Lock()
		defer d.mu.Unlock()
		for _, seq := range in[:10] {
			if d.terminated[seq] {
				t.Fatalf("input %d was terminated while its error event could not be stored", seq)
			}
			if d.naked[seq] <= 2*maxDeliver {
				return false
			}
		}
		return true
	})
	for _, seq := range storedSince(outageFrom)[:10] {
		if a.answered(seq) {
			t.Errorf("input %d was answered while the storage was full", seq)
		}
	}

	// Room returns: the filler goes, and the streams' limits are what
	// they were.
	for _, f := range full {
		st, err := js.Stream(callCtx(t), f.stream)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Purge(callCtx(t), jetstream.WithPurgeSubject(f.storedAs)); err != nil {
			t.Fatal(err)
		}
		if _, err := js.UpdateStream(callCtx(t), f.before); err != nil {
			t.Fatal(err)
		}
	}
	mu.Lock()
	after := len(stored)
	mu.Unlock()
	waitFor(t, func() bool { return len(storedSince(after)) >= 10 })
	stop()
	load.Wait()

	// Every input stored got its output or its error event, and none was
	// terminated without its event.
	all := storedSince(0)
	defer func() {
		if t.Failed() {
			for _, seq := range all {
				if !a.answered(seq) {
					d.mu.Lock()
					t.Logf("unanswered %d: naked %d terminated %v", seq, d.naked[seq], d.terminated[seq])
					d.mu.Unlock()
				}
			}
			c, _ := js.Consumer(context.Background(), wire.InputStream, "piighost_model_in")
			if c != nil {
				ci, _ := c.Info(context.Background())
				t.Logf("consumer %+v", ci)
			}
		}
	}()
	natstest.Eventually(t, "every input answered", func() bool {
		for _, seq := range all {
			if !a.answered(seq) {
				return false
			}
		}
		return true
	})
	d.mu.Lock()
	defer d.mu.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	events := 0
	for _, seq := range all {
		if _, ok := a.events[seq]; ok {
			events++
		}
		if d.terminated[seq] && a.events[seq] == "" {
			t.Errorf("input %d terminated without an error event", seq)
		}
	}
	t.Logf("%d inputs stored, %d during the outage; %d answered by an error event, the others by their output", len(all), after-outageFrom, events)
}
