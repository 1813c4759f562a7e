package kvstore_test

import (
	"context"
	"testing"

	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
)

// TestCloseLeavesNoGoroutine: after Close, none of the store's goroutines
// (watcher, background writer, parallel reads) is left, while the
// connection and the server keep running. It compares the process's
// goroutines before and after, so it does not run in parallel.
func TestCloseLeavesNoGoroutine(t *testing.T) {
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	// A first store creates the bucket (the server's goroutines for its
	// stream stay) and starts the connection's request plumbing.
	first, err := kvstore.New(ctxT(t), js, kvstore.Config{Keys: testKeys(t)})
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	before := goleak.IgnoreCurrent()

	st, err := kvstore.New(ctxT(t), js, kvstore.Config{Keys: testKeys(t)})
	if err != nil {
		t.Fatal(err)
	}
	p := newPipeline(t, st)
	thread := threadID(t, 1)
	a := mustAnonymize(t, p, thread, chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
	mustRestore(t, p, thread, a.Text)
	if err := st.Streams().Save(ctxT(t), thread, "s", processorState("a", ""), 0); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Forget(context.Background(), thread); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	goleak.VerifyNone(t, before)
}
