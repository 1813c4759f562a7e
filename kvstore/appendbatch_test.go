package kvstore_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestTheValuesOfATextAreWrittenTogether: a text with three new values
// costs one atomic batch where the server stages batches in memory
// (memory storage here; a replicated bucket too), and three writes one
// after the other on an R1 file bucket, whose server would stage the batch
// in a file store of its own (and whose settings are left alone); either
// way every value gets its token and a fresh worker reads the same log.
func TestTheValuesOfATextAreWrittenTogether(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	for _, tc := range []struct {
		name    string
		storage jetstream.StorageType
		batches uint64
	}{
		{"memory storage: one batch", jetstream.MemoryStorage, 1},
		{"file storage, one replica: one write each", jetstream.FileStorage, 0},
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
			if got := st.Stats().Batches; got != tc.batches {
				t.Errorf("%d batches, want %d", got, tc.batches)
			}
			stream, err := js.Stream(t.Context(), "KV_"+bucket)
			if err != nil {
				t.Fatal(err)
			}
			if on := stream.CachedInfo().Config.AllowAtomicPublish; on != (tc.batches > 0) {
				t.Errorf("the bucket's atomic publish is %v, want it on only where batches are written", on)
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
