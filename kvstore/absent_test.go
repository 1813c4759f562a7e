package kvstore_test

import (
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/kvstore"
)

// TestAThreadARequestFoundAbsentIsCreatedByItsWriteAlone: a thread a read
// found absent (a request's first walk) is then created by the write of
// its head alone, without the direct gets sent beside it otherwise; and a
// thread another store created in between is found by that write and
// read, its generation adopted.
func TestAThreadARequestFoundAbsentIsCreatedByItsWriteAlone(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	const bucket = "absent"
	_, js1 := connect(t, s.ClientURL())
	_, js2 := connect(t, s.ClientURL())
	st1 := newStore(t, js1, kvstore.Config{Bucket: bucket, LocalMessages: true})
	st2 := newStore(t, js2, kvstore.Config{Bucket: bucket, LocalMessages: true})
	spy, _ := connect(t, s.ClientURL())
	var subs []*nats.Subscription
	for _, subject := range []string{"$JS.API.DIRECT.GET.KV_" + bucket, "$JS.API.DIRECT.GET.KV_" + bucket + ".>"} {
		sub, err := spy.SubscribeSync(subject)
		if err != nil {
			t.Fatal(err)
		}
		subs = append(subs, sub)
	}
	// reads counts the direct gets sent so far: those the server routed
	// before answering the spy's flush are pending by then.
	reads := func() int64 {
		if err := spy.Flush(); err != nil {
			t.Fatal(err)
		}
		var n int64
		for _, sub := range subs {
			p, _, _ := sub.Pending()
			n += int64(p)
		}
		return n
	}

	for _, tc := range []struct {
		name      string
		elsewhere bool // another store creates the thread after the read
		reads     int64
	}{
		{"a thread still absent is created by one write", false, 0},
		// the head and the pages in one batched direct get (one
		// replica: the head's witnessed by the keyring check record)
		{"a thread created meanwhile is read and adopted", true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			thread := threadID(t, 1)
			if tc.elsewhere {
				thread = threadID(t, 2)
			}
			if _, ok, err := st1.Open(ctxT(t), thread, false); err != nil || ok {
				t.Fatalf("read a new thread: %v %v", ok, err)
			}
			st1.Release(thread) // as the pipeline does with a thread it does not hold
			var other uint64
			if tc.elsewhere {
				h, ok, err := st2.Open(ctxT(t), thread, true)
				if err != nil || !ok {
					t.Fatalf("create it elsewhere: %v %v", ok, err)
				}
				other = uint64(h.Gen)
			}
			before := reads()
			h, ok, err := st1.Open(ctxT(t), thread, true)
			if err != nil || !ok {
				t.Fatalf("create it: %v %v", ok, err)
			}
			if tc.elsewhere && uint64(h.Gen) != other {
				t.Errorf("generation %v, want the other store's %v", h.Gen, other)
			}
			if n := reads() - before; n != tc.reads {
				t.Errorf("%d direct gets beside the creation, want %d", n, tc.reads)
			}
		})
	}
}
