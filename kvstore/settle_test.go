package kvstore

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestSettleCompletesAReadServedShort: a cold read that stopped before the
// log's end (as a lagging replica's answer does) is completed at the
// thread's next Open, which, on a replicated bucket, waits for the
// leader's answer (on an R1 bucket it does not: the answer raises the
// length when it comes); a confirmation that fails leaves the generation
// to be checked from the leader.
func TestSettleCompletesAReadServedShort(t *testing.T) {
	t.Parallel()
	s, js, kr := serverWithKeys(t, "kvstore-settle")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// A short Timeout, as the last read waits for it with the server gone,
	// yet long enough for a loaded machine's reads while it is up.
	st, err := New(ctx, js, Config{Keys: kr, Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	const n = 10
	head, _, err := st.Open(ctx, "short", true)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= n; i++ {
		e := pipeline.Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
		if err := st.Append(ctx, "short", head.Gen, i, e); err != nil {
			t.Fatal(err)
		}
	}
	th := st.thread("short")
	life := func() *life {
		th.mu.Lock()
		defer th.mu.Unlock()
		return th.life
	}

	if st.replicated.Load() {
		t.Fatal("an R1 bucket taken as replicated")
	}
	// Served short: the store knows 7 entries, as if a replica had
	// answered from behind.
	l := life()
	short := func() {
		th.mu.Lock()
		l.n = 7
		th.mu.Unlock()
		st.settle(th, l, 7)
	}
	short()
	th.mu.Lock()
	err = st.settled(ctx, th)
	got := l.n
	th.mu.Unlock()
	if err != nil || got != n {
		t.Fatalf("R1: once the leader answered, the store knows %d entries (%v); want %d", got, err, n)
	}
	st.replicated.Store(true) // as on an R3 bucket
	// Under way, the confirmation makes Open wait: the thread is not held
	// (a call that may not wait stops instead).
	th.mu.Lock()
	l.settling = make(chan struct{})
	th.mu.Unlock()
	if _, held := st.HeldHead("short"); held {
		t.Error("a replicated bucket's thread is held while the leader's word on its length is awaited")
	}
	th.mu.Lock()
	close(l.settling)
	l.settling = nil
	th.mu.Unlock()
	if _, held := st.HeldHead("short"); !held {
		t.Error("a thread whose length is settled is not held")
	}
	short()
	if h, ok, err := st.Open(ctx, "short", false); err != nil || !ok || h.Len != n {
		t.Fatalf("open after a read served short: %+v %v %v, want %d entries", h, ok, err, n)
	}

	// Whole: nothing changes, and the generation stays confirmed.
	st.settle(th, l, n)
	if h, ok, err := st.Open(ctx, "short", false); err != nil || !ok || h.Len != n {
		t.Fatalf("open after a whole read: %+v %v %v", h, ok, err)
	}
	th.mu.Lock()
	checked := l.checked
	th.mu.Unlock()
	if checked.IsZero() {
		t.Fatal("a confirmed end left the generation unconfirmed")
	}

	// Failed: the server is gone.
	s.Shutdown()
	s.WaitForShutdown()
	st.settle(th, l, n)
	th.mu.Lock()
	err = st.settled(ctx, th)
	checked = l.checked
	th.mu.Unlock()
	if err != nil || !checked.IsZero() {
		t.Fatalf("a failed confirmation: %v, checked at %v; want the generation left unconfirmed", err, checked)
	}
}
