package kvstore_test

import (
	"context"
	"errors"
	"testing"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

func TestTheStoreHoldsOnlyAThreadItWatchesAndTrusts(t *testing.T) {
	t.Parallel()
	srv := startServer(t, t.TempDir())
	_, js := connect(t, srv.ClientURL())
	st := newStore(t, js, kvstore.Config{Bucket: "held"})
	p := newPipeline(t, st)
	id := threadID(t, 1)

	if _, ok := st.HeldHead(id); ok {
		t.Fatal("a thread never opened is held")
	}
	if st.Cached(id) {
		t.Error("asking whether a thread is held made the store load it")
	}
	mustAnonymize(t, p, id, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
	head, ok := st.HeldHead(id)
	if !ok || head.Len != 3 {
		t.Fatalf("after a call the thread is held %v with %d entries, want held with 3", ok, head.Len)
	}
	open, _, err := st.Open(ctxT(t), id, false)
	if err != nil || open != head {
		t.Fatalf("Open gives %+v (%v), HeldHead %+v", open, err, head)
	}

	st.AgeChecks()
	st.DropConfirmation()
	if _, ok := st.HeldHead(id); ok {
		t.Error("a thread due a check of its head is held")
	}
	if _, _, err := st.Open(ctxT(t), id, false); err != nil {
		t.Fatal(err)
	}
	if _, ok := st.HeldHead(id); !ok {
		t.Error("a thread Open checked again is not held")
	}

	st.Release(id)
	if _, ok := st.HeldHead(id); ok {
		t.Error("a released thread is held")
	}
}

func TestACallThatWouldWaitStopsBeforeAnySideEffectAndItsRerunDoublesNothing(t *testing.T) {
	t.Parallel()
	srv := startServer(t, t.TempDir())
	_, js := connect(t, srv.ClientURL())
	st := newStore(t, js, kvstore.Config{Bucket: "rerun"})
	p := newPipeline(t, st)
	ctx := ctxT(t)
	id := threadID(t, 1)
	seed := mustAnonymize(t, p, id, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)

	// A warm thread answers a restore from memory, as a call that may
	// wait does.
	nb, attempt := pipeline.NonBlocking(ctx)
	restored, err := p.Deanonymize(nb, id, seed.Text)
	if err != nil || attempt.Blocked() {
		t.Fatalf("a warm restore under NonBlocking: %v, blocked %v", err, attempt.Blocked())
	}
	if want := mustRestore(t, p, id, seed.Text); restored.Text != want.Text {
		t.Errorf("restored under NonBlocking %q, may wait %q", restored.Text, want.Text)
	}

	// De-identification is never tried: a message with a new value, as
	// one rendered before, stops first.
	text := chatMessage("Bruno Kellerman", "alice.martindale@example.org", "0612345678")
	for _, try := range []string{text, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678")} {
		nb, attempt = pipeline.NonBlocking(ctx)
		if _, err := p.Anonymize(nb, id, try, pii.RoleUser); !errors.Is(err, pipeline.ErrWouldBlock) || !attempt.Blocked() {
			t.Fatalf("a de-identification under NonBlocking: %v, blocked %v; want ErrWouldBlock", err, attempt.Blocked())
		}
	}
	head, _, err := st.Open(ctx, id, false)
	if err != nil {
		t.Fatal(err)
	}
	if entries, err := st.Entries(ctx, id, head.Gen, 1); err != nil || len(entries) != 3 {
		t.Fatalf("after the stopped call the log holds %d entries (%v), want 3", len(entries), err)
	}

	// The rerun, where it may wait, appends once; its tokens are then
	// restored under NonBlocking.
	again := mustAnonymize(t, p, id, text, pii.RoleUser)
	nb, attempt = pipeline.NonBlocking(ctx)
	back, err := p.Deanonymize(nb, id, again.Text)
	if err != nil || attempt.Blocked() || back.Text != text {
		t.Fatalf("the rerun's tokens under NonBlocking: %v, blocked %v, restored %v", err, attempt.Blocked(), back.Text == text)
	}
	// A second pipeline on the store, given the same calls in the same
	// order without any stop, issues the same tokens.
	ref := newPipeline(t, newStore(t, js, kvstore.Config{Bucket: "reference"}))
	mustAnonymize(t, ref, id, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
	if want := mustAnonymize(t, ref, id, text, pii.RoleUser); want.Text != again.Text {
		t.Errorf("the rerun issued other tokens than an uninterrupted thread:\n%s\nwant\n%s", again.Text, want.Text)
	}
	f, err := p.Forget(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if f.Entities != 4 || f.Messages != 2 {
		t.Errorf("forgot %+v, want 4 entities and 2 messages", f)
	}
}

func TestACallOnAColdThreadStopsUnderNonBlocking(t *testing.T) {
	t.Parallel()
	srv := startServer(t, t.TempDir())
	_, js := connect(t, srv.ClientURL())
	st := newStore(t, js, kvstore.Config{Bucket: "cold"})
	id := threadID(t, 1)
	seed := mustAnonymize(t, newPipeline(t, st), id, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)

	// Another worker's pipeline and store: the thread is cold there.
	other := newStore(t, js, kvstore.Config{Bucket: "cold"})
	p := newPipeline(t, other)
	ctx := ctxT(t)
	for name, call := range map[string]func(ctx context.Context) error{
		"restore": func(ctx context.Context) error { _, err := p.Deanonymize(ctx, id, seed.Text); return err },
		"render":  func(ctx context.Context) error { _, err := p.Anonymize(ctx, id, "hello", pii.RoleUser); return err },
		"count":   func(ctx context.Context) error { _, err := p.CountKnown(ctx, id, "hello"); return err },
		"forget":  func(ctx context.Context) error { _, err := p.Forget(ctx, id); return err },
	} {
		nb, attempt := pipeline.NonBlocking(ctx)
		if err := call(nb); !errors.Is(err, pipeline.ErrWouldBlock) || !attempt.Blocked() {
			t.Errorf("%s on a cold thread under NonBlocking: %v, blocked %v; want ErrWouldBlock", name, err, attempt.Blocked())
		}
	}
	if other.Cached(id) {
		t.Error("a stopped call loaded the thread")
	}
	if got := mustRestore(t, p, id, seed.Text); got.Text != chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678") {
		t.Errorf("the rerun restored %q", got.Text)
	}
}
