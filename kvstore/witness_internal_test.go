package kvstore

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// TestAStoreWithoutBatchedGetsReadsTheHeadFromTheLeader: a store that
// learnt its server reads no batched direct get (a server before 2.11)
// sends none for a thread's first read: it reads the head from the
// leader beside the log, and finds a thread another store created, a
// thread never created absent, and creates a new one; a store with
// batched gets reads a thread's head, pages and first entries in one.
func TestAStoreWithoutBatchedGetsReadsTheHeadFromTheLeader(t *testing.T) {
	t.Parallel()
	s, js, kr := serverWithKeys(t, "kvstore-nobatch")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	open := func() *Store {
		st, err := New(ctx, js, Config{Keys: kr, Bucket: "nobatch"})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	spy, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(spy.Close)
	gets, err := spy.SubscribeSync("$JS.API.DIRECT.GET.KV_nobatch")
	if err != nil {
		t.Fatal(err)
	}
	// batched counts the batched direct gets sent since the last call:
	// those the server routed before answering the spy's flush are
	// pending by then.
	batched := func() int {
		if err := spy.Flush(); err != nil {
			t.Fatal(err)
		}
		n, _, _ := gets.Pending()
		for range n {
			if _, err := gets.NextMsg(time.Second); err != nil {
				t.Fatal(err)
			}
		}
		return n
	}
	maker := open()
	made, ok, err := maker.Open(ctx, "made", true)
	if err != nil || !ok {
		t.Fatalf("create: %v %v", ok, err)
	}
	for _, c := range []struct {
		name, id string
		noBatch  bool
		batched  int
	}{
		{"without batched gets", "a", true, 0},
		{"with batched gets", "b", false, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := open()
			st.noBatch.Store(c.noBatch)
			batched()
			h, ok, err := st.Open(ctx, "made", false)
			if err != nil || !ok || h.Gen != made.Gen {
				t.Fatalf("read a thread another store made: %+v %v %v, want generation %v", h, ok, err, made.Gen)
			}
			if n := batched(); n != c.batched {
				t.Errorf("a first read made %d batched direct gets, want %d", n, c.batched)
			}
			if _, ok, err := st.Open(ctx, "never-"+c.id, false); err != nil || ok {
				t.Fatalf("a thread never created reads as %v, %v; want absent", ok, err)
			}
			if h, ok, err := st.Open(ctx, "new-"+c.id, true); err != nil || !ok || h.Gen == 0 {
				t.Fatalf("create: %+v %v %v", h, ok, err)
			}
		})
	}
}
