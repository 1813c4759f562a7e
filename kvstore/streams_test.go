package kvstore_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/streamstate"
)

func processorState(last, held string) streamstate.State {
	return streamstate.State{Next: 3, Held: held, LastText: last, LastTokens: []string{"<<PERSON:1>>"}}
}

func TestStreamStateCompareAndSet(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	a, b := newStore(t, jsA, kvstore.Config{}).Streams(), newStore(t, jsB, kvstore.Config{}).Streams()
	ctx := ctxT(t)
	thread := threadID(t, 1)

	st, rev, err := a.Load(ctx, thread, "s")
	if err != nil || rev != 0 || st.Next != 0 {
		t.Fatalf("unknown stream: %+v rev %d err %v", st, rev, err)
	}
	want := processorState("Alice Martindale wrote", "<<PER")
	if err := a.Save(ctx, thread, "s", want, 0); err != nil {
		t.Fatal(err)
	}
	if err := b.Save(ctx, thread, "s", want, 0); !errors.Is(err, streamstate.ErrConflict) {
		t.Fatalf("second create: %v", err)
	}
	got, rev, err := b.Load(ctx, thread, "s")
	if err != nil || rev == 0 || got.LastText != want.LastText || got.Held != want.Held || got.Next != 3 || got.LastTokens[0] != "<<PERSON:1>>" {
		t.Fatalf("load on another worker: %+v rev %d err %v", got, rev, err)
	}
	got.Next = 4
	if err := b.Save(ctx, thread, "s", got, rev); err != nil {
		t.Fatal(err)
	}
	if err := a.Save(ctx, thread, "s", want, rev); !errors.Is(err, streamstate.ErrConflict) {
		t.Fatalf("stale revision: %v", err)
	}
	// Streams of other threads, or other ids, are separate.
	if _, rev, _ := a.Load(ctx, threadID(t, 2), "s"); rev != 0 {
		t.Fatal("stream state shared across threads")
	}
	if _, rev, _ := a.Load(ctx, thread, "s2"); rev != 0 {
		t.Fatal("stream state shared across stream ids")
	}
}

func TestStreamStateIsEncrypted(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{})
	ctx := ctxT(t)
	clear := "Dmitri Volkonsky lives in Montbrisonnais"
	if err := st.Streams().Save(ctx, threadID(t, 1), "s", processorState(clear, ""), 0); err != nil {
		t.Fatal(err)
	}
	kv, err := js.KeyValue(ctx, kvstore.DefaultBucket)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := kv.Keys(ctx)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, k := range keys {
		if strings.Contains(k, ".s.") {
			found = true
			e, err := kv.Get(ctx, k)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(e.Value(), []byte("Dmitri")) || bytes.Contains(e.Value(), []byte("Montbrisonnais")) {
				t.Fatal("stream state stored in clear")
			}
			if e.Value()[0] != 1 || string(e.Value()[2:4]) != "k1" {
				t.Fatalf("value header = %x", e.Value()[:4])
			}
		}
	}
	if !found {
		t.Fatalf("no stream key among %v", keys)
	}
}

func TestStreamStateExpires(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	streams := newStore(t, js, kvstore.Config{Bucket: "streams_ttl", IdleTTL: 4 * time.Second, StreamTTL: time.Second}).Streams()
	ctx := ctxT(t)
	thread := threadID(t, 1)
	if err := streams.Save(ctx, thread, "s", processorState("a", ""), 0); err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the stream state to expire", func() bool {
		_, rev, err := streams.Load(ctx, thread, "s")
		return err == nil && rev == 0
	})
	// A new stream with the same id starts over the expiry marker.
	if err := streams.Save(ctx, thread, "s", processorState("b", ""), 0); err != nil {
		t.Fatalf("save after expiry: %v", err)
	}
	got, rev, err := streams.Load(ctx, thread, "s")
	if err != nil || rev == 0 || got.LastText != "b" {
		t.Fatalf("after re-create: %+v rev %d err %v", got, rev, err)
	}
}
