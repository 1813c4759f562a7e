package kvstore_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// The store-wide confirmation (confirm.go) is tested without timers: a
// CheckInterval of an hour, ConfirmAll called by the test, and AgeChecks
// to make every thread's own confirmation older than CheckInterval, as
// if that long had passed: a thread is then served from memory only on
// the strength of a store-wide confirmation.

var confirmCfg = kvstore.Config{Bucket: "confirm", CheckInterval: time.Hour}

// confirming is a store a watching the whole bucket, with its recording
// anchored, and a store b on another connection that writes.
type confirming struct {
	t    *testing.T
	a, b *kvstore.Store
	js   jetstream.JetStream // b's
	// ctx lasts as long as the test: its rounds of writes and
	// confirmations take longer on a loaded machine, never too long.
	ctx context.Context
}

func newConfirming(t *testing.T) *confirming {
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	cfg := confirmCfg
	cfg.ThreadWatches = 1
	c := &confirming{t: t, a: newStore(t, jsA, cfg), b: newStore(t, jsB, confirmCfg), js: jsB, ctx: t.Context()}
	for _, id := range []string{"another thread in use", "and one more"} {
		if _, _, err := c.a.Open(c.ctx, id, true); err != nil {
			t.Fatal(err)
		}
	}
	if !c.a.Stats().WholeBucket {
		t.Fatal("a does not watch the whole bucket")
	}
	for !c.a.Anchored() {
		c.a.ConfirmAll(c.ctx)
	}
	return c
}

// open has a cache thread id (created if new) and returns its head.
func (c *confirming) open(st *kvstore.Store, id string) pipeline.Head {
	c.t.Helper()
	h, ok, err := st.Open(c.ctx, id, true)
	if err != nil || !ok {
		c.t.Fatalf("open %s: %v %v", id, ok, err)
	}
	return h
}

// appendEntry has b append entry seq to thread id.
func (c *confirming) appendEntry(id string, seq int) {
	c.t.Helper()
	h := c.open(c.b, id)
	if err := c.b.Append(c.ctx, id, h.Gen, seq, pipeline.Entry{Label: "PERSON", Text: fmt.Sprintf("value %d", seq), Role: pii.RoleUser}); err != nil {
		c.t.Fatalf("append %d: %v", seq, err)
	}
}

// fromMemory opens thread id on a and fails unless a answered from
// memory.
func (c *confirming) fromMemory(id string) pipeline.Head {
	c.t.Helper()
	misses := c.a.Stats().HeadMisses
	h, ok, err := c.a.Open(c.ctx, id, false)
	if err != nil || !ok {
		c.t.Fatalf("open %s: %v %v", id, ok, err)
	}
	if got := c.a.Stats().HeadMisses - misses; got != 0 {
		c.t.Fatalf("a read %s from the bucket: not served from memory", id)
	}
	return h
}

func TestAStoreWideConfirmationServesEveryThreadFromMemory(t *testing.T) {
	t.Parallel()
	c := newConfirming(t)
	c.open(c.a, "one")
	c.open(c.a, "two")
	c.a.AgeChecks()
	c.a.DropConfirmation()
	misses := c.a.Stats().HeadMisses
	if _, _, err := c.a.Open(c.ctx, "one", false); err != nil {
		t.Fatal(err)
	}
	if c.a.Stats().HeadMisses == misses {
		t.Fatal("a thread confirmed longer than CheckInterval ago was served without any confirmation")
	}
	c.a.AgeChecks()
	if !c.a.ConfirmAll(c.ctx) {
		t.Fatal("nothing happened: the confirmation must hold")
	}
	c.fromMemory("one")
	c.fromMemory("two")
	if st := c.a.Stats(); st.Confirmations == 0 || st.GapsFetched != 0 {
		t.Fatalf("stats %+v", st)
	}
}

func TestChangesStoredWhileTheStoreCouldNotHearThemAreFetched(t *testing.T) {
	t.Parallel()
	c := newConfirming(t)
	c.open(c.a, "appended")
	c.open(c.a, "forgotten")
	c.appendEntry("appended", 1)
	c.appendEntry("forgotten", 1)
	natstest.Eventually(t, "a to hear the appends", func() bool {
		return c.fromMemory("appended").Len == 1 && c.fromMemory("forgotten").Len == 1
	})

	hear := c.a.Deafen()
	c.appendEntry("appended", 2)
	if _, err := c.b.Forget(c.ctx, "forgotten"); err != nil {
		t.Fatal(err)
	}
	if err := hear(); err != nil {
		t.Fatal(err)
	}
	if h := c.fromMemory("appended"); h.Len != 1 {
		t.Fatalf("a heard what it could not: %+v", h)
	}
	c.a.AgeChecks()
	if !c.a.ConfirmAll(c.ctx) {
		t.Fatalf("the gaps were not fetched: %+v", c.a.Stats())
	}
	if h := c.fromMemory("appended"); h.Len != 2 {
		t.Fatalf("after the confirmation a knows %d entries, want 2", h.Len)
	}
	if c.a.Cached("forgotten") {
		t.Fatal("a still holds the forgotten generation")
	}
	if st := c.a.Stats(); st.GapsFetched < 2 || st.GapsLost != 0 {
		t.Fatalf("stats %+v", st)
	}
}

func TestAGapWhoseMessageIsGoneHasEveryThreadConfirmedOnItsOwn(t *testing.T) {
	t.Parallel()
	c := newConfirming(t)
	c.open(c.a, "one")
	kv, err := c.js.KeyValue(c.ctx, confirmCfg.Bucket)
	if err != nil {
		t.Fatal(err)
	}
	hear := c.a.Deafen()
	// Two writes of one key: the first message is gone once the second
	// is stored (the bucket keeps one revision per key).
	for _, v := range []string{"first", "second"} {
		if _, err := kv.Put(c.ctx, "test.overwritten", []byte(v)); err != nil {
			t.Fatal(err)
		}
	}
	if err := hear(); err != nil {
		t.Fatal(err)
	}
	c.a.AgeChecks()
	resyncs := c.a.Stats().Resyncs
	if c.a.ConfirmAll(c.ctx) {
		t.Fatal("confirmed over a change it could neither hear nor read")
	}
	if st := c.a.Stats(); st.GapsLost != 1 || st.Resyncs != resyncs+1 {
		t.Fatalf("stats %+v", st)
	}
	misses := c.a.Stats().HeadMisses
	c.open(c.a, "one")
	if c.a.Stats().HeadMisses != misses+1 {
		t.Fatal("the thread was not confirmed by its own requests")
	}
}

// TestAHeadTTLMarkerEndsTheCachedGeneration: the marker the server itself
// stores when a head's TTL ends is heard, or, stored while the store could
// not hear it, fetched by the confirmation; either way the cached
// generation ends.
func TestAHeadTTLMarkerEndsTheCachedGeneration(t *testing.T) {
	t.Parallel()
	for _, deaf := range []bool{false, true} {
		t.Run(fmt.Sprintf("stored while deaf: %v", deaf), func(t *testing.T) {
			c := newConfirming(t)
			id := "expiring"
			c.open(c.a, id)
			subject := "$KV." + confirmCfg.Bucket + "." + testKeys(t).ThreadDigest(id) + ".m"
			stream, err := c.js.Stream(c.ctx, "KV_"+confirmCfg.Bucket)
			if err != nil {
				t.Fatal(err)
			}
			head, err := stream.GetLastMsgForSubject(c.ctx, subject)
			if err != nil {
				t.Fatal(err)
			}
			// The same head again, with a TTL of one second (heard: a
			// refresh, as far as a can tell).
			heard := c.a.Stats().Events
			m := nats.NewMsg(subject)
			m.Data = head.Data
			m.Header.Set(jetstream.MsgTTLHeader, "1s")
			if _, err := c.js.PublishMsg(c.ctx, m, jetstream.WithExpectLastSequencePerSubject(head.Sequence)); err != nil {
				t.Fatal(err)
			}
			natstest.Eventually(t, "a to hear the head", func() bool { return c.a.Stats().Events > heard })
			var hear func() error
			if deaf {
				hear = c.a.Deafen()
			}
			natstest.Eventually(t, "the server to store the head's expiry marker", func() bool {
				last, err := stream.GetLastMsgForSubject(c.ctx, subject)
				return err == nil && last.Header.Get(jetstream.MarkerReasonHeader) != ""
			})
			if deaf {
				if err := hear(); err != nil {
					t.Fatal(err)
				}
			}
			fetched := c.a.Stats().GapsFetched
			if !c.a.ConfirmAll(c.ctx) {
				t.Fatalf("not confirmed: %+v", c.a.Stats())
			}
			if c.a.Cached(id) {
				t.Fatal("a still holds the expired generation")
			}
			gotFetched := c.a.Stats().GapsFetched - fetched
			if deaf && gotFetched != 1 || !deaf && gotFetched != 0 {
				t.Fatalf("fetched %d gaps (deaf: %v): the marker must be heard when the store listens", gotFetched, deaf)
			}
		})
	}
}

// TestAConfirmationRacingWritesMissesNoAcknowledgedAppend: b appends to a
// thread without pause, and now and then a cannot hear; each
// confirmation a completes covers every append acknowledged before it
// started. b runs at most a window of appends ahead of a's round, so
// that however fast it is against a, the thread stays within max_values.
func TestAConfirmationRacingWritesMissesNoAcknowledgedAppend(t *testing.T) {
	t.Parallel()
	c := newConfirming(t)
	id := "busy"
	c.open(c.a, id)
	gen := c.open(c.b, id).Gen
	const window = 32
	var acked, allowed atomic.Int64
	allowed.Store(window)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for seq := 1; ; seq++ {
			for int64(seq) > allowed.Load() {
				select {
				case <-stop:
					return
				case <-time.After(time.Millisecond):
				}
			}
			select {
			case <-stop:
				return
			default:
			}
			if err := c.b.Append(c.ctx, id, gen, seq, pipeline.Entry{Label: "PERSON", Text: fmt.Sprintf("value %d", seq), Role: pii.RoleUser}); err != nil {
				t.Errorf("append %d: %v", seq, err)
				return
			}
			acked.Store(int64(seq))
		}
	})
	defer func() { close(stop); wg.Wait() }()
	confirmed := 0
	for round := 0; round < 30 || confirmed < 10; round++ {
		if round > 200 {
			t.Fatalf("only %d of %d confirmations held", confirmed, round)
		}
		allowed.Store(acked.Load() + window)
		var hear func() error
		if round%3 == 2 {
			hear = c.a.Deafen()
			n := acked.Load()
			natstest.Eventually(t, "b to append while a is deaf", func() bool { return acked.Load() >= n+3 })
			if err := hear(); err != nil {
				t.Fatal(err)
			}
		}
		c.a.AgeChecks()
		before := int(acked.Load())
		if !c.a.ConfirmAll(c.ctx) {
			continue // an overwritten page or record can be gone: an epoch
		}
		confirmed++
		misses := c.a.Stats().HeadMisses
		h, _, err := c.a.Open(c.ctx, id, false)
		if err != nil {
			t.Fatal(err)
		}
		if c.a.Stats().HeadMisses != misses {
			continue // confirmed, then an epoch: read from the bucket
		}
		if h.Len < before {
			t.Fatalf("round %d: served %d entries from memory after a confirmation that began once %d were acknowledged", round, h.Len, before)
		}
	}
}

func TestEachThreadWatchedOnItsOwnIsConfirmedOnItsOwn(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, confirmCfg)
	ctx := ctxT(t)
	if _, _, err := st.Open(ctx, "one", true); err != nil {
		t.Fatal(err)
	}
	if st.Stats().WholeBucket || st.ConfirmAll(ctx) || st.Anchored() {
		t.Fatalf("a store watching each thread confirmed the store: %+v", st.Stats())
	}
	st.AgeChecks()
	misses := st.Stats().HeadMisses
	if _, _, err := st.Open(ctx, "one", false); err != nil {
		t.Fatal(err)
	}
	if st.Stats().HeadMisses != misses+1 {
		t.Fatal("a thread confirmed longer than CheckInterval ago was served from memory")
	}
}
