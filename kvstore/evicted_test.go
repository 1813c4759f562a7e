package kvstore_test

import (
	"errors"
	"strconv"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestAThreadTheCacheReleasedIsReadAgainWithItsGenerationBesideItsHead:
// on a bucket of one replica, a thread the cache released (Release) is
// read again with the pages and first entries of the generation the store
// last knew sent beside its head: one round trip where a thread never read
// takes two. What was read is kept only when the head names that
// generation: entries another worker appended meanwhile are read, a
// thread another worker forgot stays gone, and one forgotten and created
// again is read in its new generation only. The reader's connection
// passes through a proxy that holds what the server sends for a delay, so
// each round trip waited for costs that delay.
func TestAThreadTheCacheReleasedIsReadAgainWithItsGenerationBesideItsHead(t *testing.T) {
	t.Parallel()
	const delay = 150 * time.Millisecond
	s := startServer(t, t.TempDir())
	ncW, jsW := connect(t, s.ClientURL())
	writer := newStore(t, jsW, kvstore.Config{Bucket: "evicted", LocalMessages: true})
	_, jsR := connect(t, delayedProxy(t, s.Addr().String(), delay))
	reader := newStore(t, jsR, kvstore.Config{Bucket: "evicted", LocalMessages: true})
	entry := func(prefix string, n int) pipeline.Entry {
		return pipeline.Entry{Label: "CUSTOMER_ID", Text: prefix + strconv.Itoa(n), Role: pii.RoleUser}
	}
	entries := func(prefix string, from, to int) []pipeline.Entry {
		var out []pipeline.Entry
		for n := from; n <= to; n++ {
			out = append(out, entry(prefix, n))
		}
		return out
	}
	for i, c := range []struct {
		name string
		// meanwhile is what the writer does after the reader released
		// the thread.
		meanwhile func(t *testing.T, thread string, gen pipeline.Gen)
		exists    bool
		sameGen   bool
		want      []pipeline.Entry
		oneTrip   bool
	}{
		{
			name:      "a thread left alone is read again in one round trip",
			meanwhile: func(*testing.T, string, pipeline.Gen) {},
			exists:    true, sameGen: true, want: entries("CUST-", 1, 3), oneTrip: true,
		},
		{
			name: "entries another worker appended meanwhile are read",
			meanwhile: func(t *testing.T, thread string, gen pipeline.Gen) {
				if n, err := writer.AppendBatch(ctxT(t), thread, gen, 4, entries("CUST-", 4, 5)); err != nil || n != 2 {
					t.Fatalf("append 4 and 5: %d %v", n, err)
				}
			},
			exists: true, sameGen: true, want: entries("CUST-", 1, 5), oneTrip: true,
		},
		{
			name: "a thread another worker forgot meanwhile stays gone",
			meanwhile: func(t *testing.T, thread string, _ pipeline.Gen) {
				if _, err := writer.Forget(ctxT(t), thread); err != nil {
					t.Fatal(err)
				}
			},
		},
		{
			name: "a thread forgotten and created again meanwhile is read in its new generation only",
			meanwhile: func(t *testing.T, thread string, _ pipeline.Gen) {
				if _, err := writer.Forget(ctxT(t), thread); err != nil {
					t.Fatal(err)
				}
				h, _, err := writer.Open(ctxT(t), thread, true)
				if err != nil {
					t.Fatal(err)
				}
				if n, err := writer.AppendBatch(ctxT(t), thread, h.Gen, 1, entries("NEW-", 1, 2)); err != nil || n != 2 {
					t.Fatalf("append to the new generation: %d %v", n, err)
				}
			},
			exists: true, want: entries("NEW-", 1, 2),
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			thread := threadID(t, i)
			h, _, err := writer.Open(ctxT(t), thread, true)
			if err != nil {
				t.Fatal(err)
			}
			if n, err := writer.AppendBatch(ctxT(t), thread, h.Gen, 1, entries("CUST-", 1, 3)); err != nil || n != 3 {
				t.Fatalf("append 1 to 3: %d %v", n, err)
			}
			rh, ok, err := reader.Open(ctxT(t), thread, false)
			if err != nil || !ok || rh.Gen != h.Gen {
				t.Fatalf("the reader opens %+v %v %v, want generation %v", rh, ok, err, h.Gen)
			}
			if got, err := reader.Entries(ctxT(t), thread, rh.Gen, 1); err != nil || len(got) != 3 {
				t.Fatalf("the reader reads %d entries (%v), want 3", len(got), err)
			}
			reader.Release(thread)
			c.meanwhile(t, thread, h.Gen)

			// The batched direct gets the reader sends reach the server at
			// once through the proxy: two sent together arrive within a
			// moment, two sent one after the other's answer a delay apart.
			gets, err := ncW.SubscribeSync("$JS.API.DIRECT.GET.KV_evicted")
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = gets.Unsubscribe() }()
			if err := ncW.Flush(); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			again, ok, err := reader.Open(ctxT(t), thread, false)
			if err != nil || ok != c.exists {
				t.Fatalf("the reader opens the thread again: %+v %v %v, want found %v", again, ok, err, c.exists)
			}
			if !c.exists {
				if _, err := reader.Entries(ctxT(t), thread, h.Gen, 1); !errors.Is(err, pipeline.ErrGenerationGone) {
					t.Fatalf("the forgotten generation's entries give %v, want ErrGenerationGone", err)
				}
				return
			}
			if (again.Gen == h.Gen) != c.sameGen {
				t.Fatalf("the reader opens generation %v, the one it knew was %v: want the same %v", again.Gen, h.Gen, c.sameGen)
			}
			got, err := reader.Entries(ctxT(t), thread, again.Gen, 1)
			waited := time.Since(start)
			if err != nil || len(got) != len(c.want) {
				t.Fatalf("the reader reads %d entries (%v), want %d", len(got), err, len(c.want))
			}
			for k, e := range got {
				if e != c.want[k] {
					t.Fatalf("entry %d is %+v, want %+v", k+1, e, c.want[k])
				}
			}
			if !c.oneTrip {
				return
			}
			var at []time.Time
			for {
				if _, err := gets.NextMsg(100 * time.Millisecond); err != nil {
					break
				}
				at = append(at, time.Now())
			}
			if len(at) != 2 || at[1].Sub(at[0]) >= delay {
				t.Errorf("the read again sent %d batched direct gets, at %v; want two sent together", len(at), at)
			}
			t.Logf("the read again waited %v (a round trip is %v)", waited, delay)
		})
	}
}
