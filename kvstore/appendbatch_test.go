package kvstore_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestTheValuesOfATextAreWrittenTogether: a text with three new values
// costs one atomic batch where the server stages batches in memory
// (memory storage here; a replicated bucket too), and one chain on an R1
// file bucket, whose server would stage an atomic batch in a file store
// of its own; either way every value gets its token and a fresh worker
// reads the same log.
func TestTheValuesOfATextAreWrittenTogether(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	for _, tc := range []struct {
		name            string
		storage         jetstream.StorageType
		batches, chains uint64
	}{
		{"memory storage: one batch", jetstream.MemoryStorage, 1, 0},
		{"file storage, one replica: one chain", jetstream.FileStorage, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bucket := "together" + strconv.Itoa(int(tc.storage))
			_, js := connect(t, s.ClientURL())
			st := newStore(t, js, kvstore.Config{Bucket: bucket, Storage: tc.storage, LocalMessages: true})
			p := newPipeline(t, st)
			thread := threadID(t, 1)
			a := mustAnonymize(t, p, thread, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
			if len(a.Tokens) != 3 {
				t.Fatalf("tokens %v, want three", a.Tokens)
			}
			if got := st.Stats(); got.Batches != tc.batches || got.Chains != tc.chains {
				t.Errorf("%d batches and %d chains, want %d and %d", got.Batches, got.Chains, tc.batches, tc.chains)
			}
			stream, err := js.Stream(t.Context(), "KV_"+bucket)
			if err != nil {
				t.Fatal(err)
			}
			if on := stream.CachedInfo().Config.AllowAtomicPublish; on != (tc.batches > 0) {
				t.Errorf("the bucket's atomic publish is %v, want it on only where batches are written", on)
			}
			if on := stream.CachedInfo().Config.AllowBatchPublish; on != (tc.chains > 0) {
				t.Errorf("the bucket's fast batch publish is %v, want it on only where chains are written", on)
			}
			_, js2 := connect(t, s.ClientURL())
			fresh := newPipeline(t, newStore(t, js2, kvstore.Config{Bucket: bucket, Storage: tc.storage, LocalMessages: true}))
			if r := mustRestore(t, fresh, thread, a.Text); r.Text != chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678") {
				t.Errorf("another worker restores %q", r.Text)
			}
		})
	}
}

// TestABatchWhoseNumberIsTakenWritesNothing: an atomic batch of entries
// 1 to 3 of which entry 2 was written by another worker fails as
// ErrSeqTaken, and entry 1 is not in the log: all or none.
func TestABatchWhoseNumberIsTakenWritesNothing(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{Storage: jetstream.MemoryStorage})
	thread := threadID(t, 1)
	head, _, err := st.Open(ctxT(t), thread, true)
	if err != nil {
		t.Fatal(err)
	}
	other := pipeline.Entry{Label: "PERSON", Text: "Bruno Kellerman"}
	if err := st.Append(ctxT(t), thread, head.Gen, 2, other); err != nil {
		t.Fatal(err)
	}
	es := []pipeline.Entry{{Label: "PERSON", Text: "Alice Martindale"}, {Label: "EMAIL", Text: "alice.martindale@example.org"}, {Label: "PHONE", Text: "0612345678"}}
	n, err := st.AppendBatch(ctxT(t), thread, head.Gen, 1, es)
	if n != 0 || !errors.Is(err, pipeline.ErrSeqTaken) {
		t.Fatalf("AppendBatch = %d, %v; want 0, ErrSeqTaken", n, err)
	}
	if got, err := st.EntriesConfirmed(ctxT(t), thread, head.Gen, 1); err != nil || len(got) != 0 {
		t.Fatalf("entries from 1 after the refused batch: %v, %v; want none", got, err)
	}
	if n, err := st.AppendBatch(ctxT(t), thread, head.Gen, 3, es); n != 3 || err != nil {
		t.Fatalf("AppendBatch after entry 2 = %d, %v", n, err)
	}
	if got := st.Stats().Batches; got != 1 {
		t.Errorf("%d batches written, want 1", got)
	}
}

// TestAWriterThatStopsBeforeItsCommitLeavesNothing: the messages of a
// batch sent without its commit, as by a worker that died in the middle,
// are never stored: the server drops the batch.
func TestAWriterThatStopsBeforeItsCommitLeavesNothing(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	nc, js := connect(t, s.ClientURL())
	newStore(t, js, kvstore.Config{Bucket: "halfway", Storage: jetstream.MemoryStorage})
	for i, key := range []string{"halfway.e.1", "halfway.e.2"} {
		m := nats.NewMsg("$KV.halfway." + key)
		m.Data = []byte("sealed entry")
		m.Header.Set("Nats-Batch-Id", "a-batch-never-committed")
		m.Header.Set("Nats-Batch-Sequence", strconv.Itoa(i+1))
		m.Header.Set(jetstream.ExpectedLastSubjSeqHeader, "0")
		if err := nc.PublishMsg(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	kv, err := js.KeyValue(ctxT(t), "halfway")
	if err != nil {
		t.Fatal(err)
	}
	// The messages reached the server (the flush), which holds them
	// aside until a commit that never comes.
	for _, key := range []string{"halfway.e.1", "halfway.e.2"} {
		if _, err := kv.Get(ctxT(t), key); !errors.Is(err, jetstream.ErrKeyNotFound) {
			t.Errorf("%s: %v, want no such key", key, err)
		}
	}
	if info, err := kv.Status(ctxT(t)); err != nil || info.Values() != 1 { // the keyring check
		t.Errorf("bucket holds %v values (%v), want only the keyring check", info.Values(), err)
	}
}

// TestAChainStopsAtTheFirstNumberTaken: on an R1 file bucket, a chain of
// entries 1 to 4 of which entry 3 was written by another worker stores
// entries 1 and 2 and nothing after them (entry 4 stays free), and
// reports pipeline.ErrSeqTaken with the two it wrote; a chain whose first
// number is taken stores nothing.
func TestAChainStopsAtTheFirstNumberTaken(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{})
	thread := threadID(t, 1)
	head, _, err := st.Open(ctxT(t), thread, true)
	if err != nil {
		t.Fatal(err)
	}
	other := pipeline.Entry{Label: "PERSON", Text: "Bruno Kellerman"}
	if err := st.Append(ctxT(t), thread, head.Gen, 3, other); err != nil {
		t.Fatal(err)
	}
	es := []pipeline.Entry{{Label: "PERSON", Text: "Alice Martindale"}, {Label: "EMAIL", Text: "alice.martindale@example.org"}, {Label: "PHONE", Text: "0612345678"}, {Label: "PERSON", Text: "Carla Oyelaran"}}
	for _, tc := range []struct {
		seq, wrote int
	}{
		{1, 2}, // entries 1 and 2, then 3 is taken
		{1, 0}, // entry 1 is taken
	} {
		n, err := st.AppendBatch(ctxT(t), thread, head.Gen, tc.seq, es)
		if n != tc.wrote || !errors.Is(err, pipeline.ErrSeqTaken) {
			t.Fatalf("AppendBatch from %d = %d, %v; want %d, ErrSeqTaken", tc.seq, n, err, tc.wrote)
		}
	}
	got, err := st.EntriesConfirmed(ctxT(t), thread, head.Gen, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []pipeline.Entry{es[0], es[1], other}
	if len(got) != len(want) {
		t.Fatalf("log %v, want %v", got, want)
	}
	for i := range want {
		if got[i].Label != want[i].Label || got[i].Text != want[i].Text {
			t.Errorf("entry %d = %v, want %v", i+1, got[i], want[i])
		}
	}
	if n, err := st.AppendBatch(ctxT(t), thread, head.Gen, 4, es[2:]); n != 2 || err != nil {
		t.Fatalf("AppendBatch from 4 = %d, %v; want 2, nil", n, err)
	}
	if got := st.Stats().Chains; got != 3 {
		t.Errorf("%d chains, want 3", got)
	}
}

// TestAChainRefusedByTheBucketsSettingsIsWrittenOneByOne: a worker that
// updates the bucket's settings through the KV API turns fast batch
// publish off; the next text's values are written one after the other,
// and the store turns the setting on again for the texts after it.
func TestAChainRefusedByTheBucketsSettingsIsWrittenOneByOne(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{Bucket: "chainsoff", LocalMessages: true})
	p := newPipeline(t, st)
	kv, err := js.KeyValue(ctxT(t), "chainsoff")
	if err != nil {
		t.Fatal(err)
	}
	status, err := kv.Status(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	cfg := status.(*jetstream.KeyValueBucketStatus).StreamInfo().Config
	cfg.AllowBatchPublish = false
	if _, err := js.UpdateStream(ctxT(t), cfg); err != nil {
		t.Fatal(err)
	}
	a := mustAnonymize(t, p, threadID(t, 1), chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
	if len(a.Tokens) != 3 {
		t.Fatalf("tokens %v, want three", a.Tokens)
	}
	natstest.Eventually(t, "fast batch publish on again", func() bool {
		stream, err := js.Stream(ctxT(t), "KV_chainsoff")
		return err == nil && stream.CachedInfo().Config.AllowBatchPublish
	})
	if got := st.Stats().Chains; got != 0 {
		t.Errorf("%d chains while the setting was off, want 0", got)
	}
	next := 1
	natstest.Eventually(t, "a chain written again", func() bool {
		next++
		b := mustAnonymize(t, p, threadID(t, next), chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
		return len(b.Tokens) == 3 && st.Stats().Chains > 0
	})
}
