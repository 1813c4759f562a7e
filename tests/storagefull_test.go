package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/vmihailenco/msgpack/v5"

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
// republish them: each stored message once.
type answers struct {
	mu      sync.Mutex
	outputs map[uint64]bool
	events  map[uint64]string // input sequence → error code
	copies  map[uint64]int    // input sequence → outputs and error events stored for it
	bodies  map[uint64][]byte // input sequence → its output's payload
}

func collectAnswers(t *testing.T, nc *nats.Conn, output string, ch wire.Channel) *answers {
	t.Helper()
	a := &answers{outputs: map[uint64]bool{}, events: map[uint64]string{}, copies: map[uint64]int{}, bodies: map[uint64][]byte{}}
	sub := func(subject string, record func(seq uint64, m *nats.Msg)) {
		s, err := nc.Subscribe(subject, func(m *nats.Msg) {
			seq, err := strconv.ParseUint(m.Header.Get(wire.HeaderInputSeq), 10, 64)
			if err != nil {
				return
			}
			a.mu.Lock()
			a.copies[seq]++
			record(seq, m)
			a.mu.Unlock()
		})
		if err != nil {
			t.Fatal(err)
		}
		_ = s.SetPendingLimits(-1, -1)
		t.Cleanup(func() { _ = s.Unsubscribe() })
	}
	sub(output+".>", func(seq uint64, m *nats.Msg) { a.outputs[seq], a.bodies[seq] = true, m.Data })
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

// storageOutage is how long TestAStorageOutageLosesNoPipelineInput keeps
// the storage full: the length of the outage is what the test is about.
const storageOutage = 60 * time.Second

// outageLoadEvery is the pace of that test's pipeline load: an input
// every 100 ms, whether or not the worker answers.
const outageLoadEvery = 100 * time.Millisecond

// TestAStorageOutageLosesNoPipelineInput: while JetStream has no room
// for the thread store's new values, the outputs and the error events
// (each stream at its max_bytes, discarding new messages) for a minute,
// the inputs that keep coming at a steady pace are handed back again and
// again, more than twice max_deliver times, none is answered and none is
// terminated; once room returns, every input stored before, during and
// after the outage gets exactly one output or error event, and no token
// stands for two values of a thread.
func TestAStorageOutageLosesNoPipelineInput(t *testing.T) {
	if testing.Short() {
		t.Skip("holds the storage full for 60 s under pipeline load")
	}
	t.Parallel()
	const maxDeliver, threads = 3, 4
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

	// Steady pipeline load: a model.in input every outageLoadEvery, with
	// an e-mail address of its own, on one of four threads, from the
	// start to the end of the test.
	var mu sync.Mutex
	var stored []uint64         // the inputs JetStream took, in order
	written := map[uint64]int{} // input sequence → the number in its address
	storedSince := func(from int) []uint64 {
		mu.Lock()
		defer mu.Unlock()
		return append([]uint64(nil), stored[min(from, len(stored)):]...)
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	var load sync.WaitGroup
	load.Go(func() {
		tick := time.NewTicker(outageLoadEvery)
		defer tick.Stop()
		for n := 0; ; n++ {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			payload := pack(t, M{"thread_id": fmt.Sprintf("outage-%d", n%threads),
				"messages": L{M{"role": "user", "content": fmt.Sprintf("Write to user%d@example.com", n)}}})
			ack, err := js.Publish(ctx, fmt.Sprintf("piighost.clear.model.in.outage.%d", n), payload)
			if err != nil {
				continue // not taken: not the worker's to answer
			}
			mu.Lock()
			stored = append(stored, ack.Sequence)
			written[ack.Sequence] = n
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
	began := time.Now()
	mu.Lock()
	outageFrom := len(stored)
	mu.Unlock()

	// It lasts storageOutage, and at least until ten inputs stored during
	// it were each handed back more than twice max_deliver times: an input
	// given up after its error event failed to be stored would be gone by
	// then. No input is terminated meanwhile.
	noneTerminated := func(in []uint64) {
		d.mu.Lock()
		defer d.mu.Unlock()
		for _, seq := range in {
			if d.terminated[seq] {
				t.Fatalf("input %d was terminated while its error event could not be stored", seq)
			}
		}
	}
	check := time.NewTicker(time.Second)
	for over := time.After(storageOutage); ; {
		select {
		case <-check.C:
			noneTerminated(storedSince(0))
			continue
		case <-over:
		}
		break
	}
	check.Stop()
	natstest.Eventually(t, "ten inputs handed back more than 2 × max_deliver times", func() bool {
		in := storedSince(outageFrom)
		if len(in) < 10 {
			return false
		}
		noneTerminated(storedSince(0))
		d.mu.Lock()
		defer d.mu.Unlock()
		for _, seq := range in[:10] {
			if d.naked[seq] <= 2*maxDeliver {
				return false
			}
		}
		return true
	})
	during := storedSince(outageFrom)
	for _, seq := range during {
		if a.answered(seq) {
			t.Errorf("input %d was answered while the storage was full", seq)
		}
	}
	held := time.Since(began)

	// Room returns: the filler goes, and the streams' limits are what
	// they were. The load goes on until ten more inputs were answered.
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
	waitFor(t, func() bool {
		in := storedSince(after)
		return len(in) >= 10 && a.answered(in[9])
	})
	stop()
	load.Wait()

	// Every input stored got its output or its error event, once, and
	// none was terminated without its event.
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
	waitForConsumerIdle(t, js)
	d.mu.Lock()
	defer d.mu.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	events, handedBack := 0, 0
	issued := map[string]int{} // thread and token → the number in the address it stands for
	for _, seq := range all {
		if _, ok := a.events[seq]; ok {
			events++
		}
		if d.naked[seq] > 0 {
			handedBack++
		}
		if a.copies[seq] != 1 {
			t.Errorf("input %d has %d outputs and error events stored, want 1", seq, a.copies[seq])
		}
		if d.terminated[seq] && a.events[seq] == "" {
			t.Errorf("input %d terminated without an error event", seq)
		}
		if !a.outputs[seq] {
			continue
		}
		n := written[seq]
		var out struct {
			Thread   string `msgpack:"thread_id"`
			Messages []struct {
				Content string `msgpack:"content"`
			} `msgpack:"messages"`
		}
		if err := msgpack.Unmarshal(a.bodies[seq], &out); err != nil || len(out.Messages) != 1 {
			t.Errorf("input %d: output %q: %v", seq, a.bodies[seq], err)
			continue
		}
		token, ok := strings.CutPrefix(out.Messages[0].Content, "Write to ")
		if !ok || !strings.HasPrefix(token, "<<EMAIL:") {
			t.Errorf("input %d: output %q holds no token", seq, out.Messages[0].Content)
			continue
		}
		key := out.Thread + " " + token
		if m, dup := issued[key]; dup && m != n {
			t.Errorf("thread %s: %s stands for the addresses of inputs %d and %d", out.Thread, token, m, n)
		}
		issued[key] = n
	}
	t.Logf("storage full for %s; %d inputs stored, %d during the outage, %d handed back at least once; %d answered by an error event, the others by their output",
		held.Round(time.Second), len(all), len(during), handedBack, events)
}
