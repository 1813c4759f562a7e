package pipeline

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline/internal/views"
)

// releasingStore is a MemStore that records the threads a pipeline
// releases, as a store holding per-thread state would.
type releasingStore struct {
	*MemStore
	mu       sync.Mutex
	released []string
}

func (s *releasingStore) ThreadOverhead() int { return 1000 }

func (s *releasingStore) Release(thread string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.released = append(s.released, thread)
}

// fillThread appends n e-mail entries to a thread of st.
func fillThread(t testing.TB, st Store, thread string, n int) {
	t.Helper()
	ctx := context.Background()
	h, _, err := st.Open(ctx, thread, true)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= n; i++ {
		if err := st.Append(ctx, thread, h.Gen, i, Entry{Label: "EMAIL", Text: fmt.Sprintf("User%d.%s@Example.org", i, thread), Role: pii.RoleUser}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestTheByteBudgetEvictsTheLeastRecentlyUsedThreads(t *testing.T) {
	store := &releasingStore{MemStore: NewMemStore(MemStoreConfig{MaxThreads: -1})}
	for i := range 50 {
		fillThread(t, store, "t"+strconv.Itoa(i), 100)
	}
	p, _ := newTestPipeline(t, func(c *Config) { c.Store = store; c.CacheBytes = 200_000 })
	for i := range 50 {
		if got := restore(t, p, "t"+strconv.Itoa(i), "<<EMAIL:7>>").Text; got != "User7.t"+strconv.Itoa(i)+"@Example.org" {
			t.Fatalf("thread %d restores %q", i, got)
		}
		if st := p.CacheStats(); st.Bytes > 200_000 {
			t.Fatalf("after thread %d the cache holds %d bytes, over its budget", i, st.Bytes)
		}
	}
	st := p.CacheStats()
	if st.Threads == 0 || st.Threads >= 50 || st.Evictions != uint64(50-st.Threads) {
		t.Fatalf("stats %+v", st)
	}
	store.mu.Lock()
	released := slices.Clone(store.released)
	store.mu.Unlock()
	if len(released) != int(st.Evictions) || released[0] != "t0" {
		t.Fatalf("released %v, want the %d evicted threads, oldest first", released, st.Evictions)
	}
	t.Run("an evicted thread reloads whole", func(t *testing.T) {
		if got := anon(t, p, "t0", "write to user100.t0@example.org and user1.t0@example.org", pii.RoleUser); got != "write to <<EMAIL:100>> and <<EMAIL:1>>" {
			t.Fatalf("got %q", got)
		}
		if got := anon(t, p, "t0", "and new.one@example.org", pii.RoleUser); got != "and <<EMAIL:101>>" {
			t.Fatalf("a new value after the reload: %q", got)
		}
	})
	t.Run("the most recent thread stays even alone over the budget", func(t *testing.T) {
		fillThread(t, store, "huge", 5000)
		if got := restore(t, p, "huge", "<<EMAIL:4999>>").Text; got != "User4999.huge@Example.org" {
			t.Fatalf("got %q", got)
		}
		if st := p.CacheStats(); st.Threads != 1 {
			t.Fatalf("stats %+v, want the huge thread alone", st)
		}
	})
}

func TestMaxCachedThreadsBoundsTheCountToo(t *testing.T) {
	store := &releasingStore{MemStore: NewMemStore(MemStoreConfig{})}
	p, _ := newTestPipeline(t, func(c *Config) { c.Store = store; c.MaxCachedThreads = 3 })
	for i := range 10 {
		anon(t, p, "t"+strconv.Itoa(i), "Patrick", pii.RoleUser)
	}
	if st := p.CacheStats(); st.Threads != 3 || st.Evictions != 7 {
		t.Fatalf("stats %+v", st)
	}
}

func TestAForgottenOrAbsentThreadIsReleased(t *testing.T) {
	store := &releasingStore{MemStore: NewMemStore(MemStoreConfig{})}
	p, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	anon(t, p, "a", "Patrick", pii.RoleUser)
	if _, err := p.Forget(context.Background(), "a"); err != nil {
		t.Fatal(err)
	}
	restore(t, p, "never-seen", "<<PERSON:1>>")
	store.mu.Lock()
	defer store.mu.Unlock()
	if !slices.Equal(store.released, []string{"a", "never-seen"}) {
		t.Fatalf("released %v", store.released)
	}
}

// TestCacheBytesMatchTheHeap holds the cache's count to the live heap that
// loading threads adds (runtime.MemStats after a collection), within a
// quarter either way.
func TestCacheBytesMatchTheHeap(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	for _, c := range []struct{ values, threads int }{{5, 4000}, {2000, 20}} {
		t.Run(fmt.Sprintf("%d values", c.values), func(t *testing.T) {
			store := NewMemStore(MemStoreConfig{MaxThreads: -1})
			for i := range c.threads {
				fillThread(t, store, "t"+strconv.Itoa(i), c.values)
			}
			p, _ := newTestPipeline(t, func(cfg *Config) { cfg.Store = store; cfg.CacheBytes = 1 << 40 })
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			for i := range c.threads {
				// An empty text builds the matchers and renders nothing big.
				anon(t, p, "t"+strconv.Itoa(i), "", pii.RoleUser)
			}
			runtime.GC()
			runtime.ReadMemStats(&after)
			heap := float64(after.HeapAlloc - before.HeapAlloc)
			counted := float64(p.CacheStats().Bytes)
			t.Logf("%d threads of %d values: heap +%.0f bytes (%.0f per value), counted %.0f (x%.2f)",
				c.threads, c.values, heap, heap/float64(c.values*c.threads), counted, counted/heap)
			if r := counted / heap; r < 0.75 || r > 1.25 {
				t.Errorf("the cache counts %.2f times the heap it holds", r)
			}
			runtime.KeepAlive(p)
		})
	}
}

// TestAKeptRenderHoldsEditsNotTheText: a view keeps what it rendered as
// the edits that make it from the text (the text comes again with the
// request that finds it), so a long message with one value costs the
// cache a few dozen bytes, and the same message again is answered from
// it, identical and without detecting.
func TestAKeptRenderHoldsEditsNotTheText(t *testing.T) {
	p, det := newTestPipeline(t)
	anon(t, p, "t", "hello", pii.RoleUser) // the view and its matchers
	before := p.CacheStats().Bytes
	text := "write to patrick@example.org " + strings.Repeat("about the renewal of the contract; ", 300)
	first := anon(t, p, "t", text, pii.RoleUser)
	if grown := p.CacheStats().Bytes - before; grown > 1024 {
		t.Fatalf("a %d-byte message with one value grew the cache by %d bytes", len(text), grown)
	}
	calls := det.calls.Load()
	if again := anon(t, p, "t", text, pii.RoleUser); again != first || det.calls.Load() != calls {
		t.Fatalf("the same message again gives a different text, or was detected again (%d calls)", det.calls.Load()-calls)
	}
	if !strings.HasPrefix(first, "write to <<EMAIL:1>> about") {
		t.Fatalf("rendered %q", first[:40])
	}
}

// Over its byte budget, the cache drops what threads remember of the
// messages they rendered, least recently used first, before it evicts a
// thread; a thread that lost its renders answers the same message the
// same, from the store's message record, without detecting it again.
func TestTheByteBudgetDropsRendersBeforeThreads(t *testing.T) {
	const threads = 40
	text := func(i int) string {
		return fmt.Sprintf("write to user%d@example.org about %s", i, strings.Repeat("the renewal of the contract, ", 20))
	}
	fill := func(budget int64) (*Pipeline, *testDetector, []string) {
		p, det := newTestPipeline(t, func(c *Config) { c.CacheBytes = budget })
		out := make([]string, threads)
		for i := range threads {
			out[i] = anon(t, p, "t"+strconv.Itoa(i), text(i), pii.RoleUser)
		}
		return p, det, out
	}
	roomy, _, want := fill(1 << 30)
	all := roomy.CacheStats()
	if all.Held["renders"] == 0 || all.MemoDrops != 0 {
		t.Fatalf("unbounded: %+v", all)
	}
	budget := all.Bytes - all.Held["renders"]/2
	p, det, got := fill(budget)
	st := p.CacheStats()
	if st.Evictions != 0 || st.Threads != threads || st.MemoDrops == 0 || st.Bytes > budget {
		t.Fatalf("with room for every thread and half their renders: %+v (budget %d)", st, budget)
	}
	if !slices.Equal(got, want) {
		t.Fatal("a budget changed what a message renders to")
	}
	calls := det.calls.Load()
	for i := range threads {
		if again := anon(t, p, "t"+strconv.Itoa(i), text(i), pii.RoleUser); again != want[i] {
			t.Fatalf("thread %d renders %q again, first %q", i, again, want[i])
		}
	}
	if n := det.calls.Load() - calls; n != 0 {
		t.Fatalf("the detector ran %d times on messages the threads had seen", n)
	}
}

// A thread's entries are handed to its view as they are (viewEntries),
// so both types must lay out the same fields at the same offsets.
func TestEntriesHaveTheViewsLayout(t *testing.T) {
	var e Entry
	var v views.Entry
	if unsafe.Sizeof(e) != unsafe.Sizeof(v) || unsafe.Alignof(e) != unsafe.Alignof(v) ||
		unsafe.Offsetof(e.Kind) != unsafe.Offsetof(v.Kind) || unsafe.Sizeof(e.Kind) != unsafe.Sizeof(v.Kind) ||
		unsafe.Offsetof(e.Label) != unsafe.Offsetof(v.Label) ||
		unsafe.Offsetof(e.Text) != unsafe.Offsetof(v.Text) ||
		unsafe.Offsetof(e.Role) != unsafe.Offsetof(v.Role) || unsafe.Sizeof(e.Role) != unsafe.Sizeof(v.Role) {
		t.Fatal("pipeline.Entry and views.Entry lay out their fields differently")
	}
	for _, k := range []EntryKind{EntrySighting, EntryMask, EntryClear} {
		if views.Kind(k) != viewEntry(Entry{Kind: k}).Kind {
			t.Fatalf("kind %d", k)
		}
	}
	if views.Kind(EntrySighting) != views.Sighting || views.Kind(EntryMask) != views.Mask || views.Kind(EntryClear) != views.Clear {
		t.Fatal("the kinds are numbered differently")
	}
}

// Calls on many threads at once, under a budget that keeps dropping
// renders and evicting threads, give every thread the same text as a
// budget that drops nothing.
func TestATightBudgetUnderConcurrentCallsChangesNoText(t *testing.T) {
	const threads, rounds = 16, 6
	text := func(th, r int) string {
		return fmt.Sprintf("mail user%d@example.org or u%d.%d@example.net, %s", th, th, r, strings.Repeat("about the contract ", 8))
	}
	run := func(budget int64) ([][]string, CacheStats) {
		p, _ := newTestPipeline(t, func(c *Config) { c.CacheBytes = budget })
		out := make([][]string, threads)
		var wg sync.WaitGroup
		for th := range threads {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for r := range rounds {
					for again := range 2 { // the second time from the render, if still held
						a, err := p.Anonymize(context.Background(), "t"+strconv.Itoa(th), text(th, r), pii.RoleUser)
						if err != nil {
							t.Error(err)
							return
						}
						if again == 1 {
							out[th] = append(out[th], a.Text)
						}
					}
				}
			}()
		}
		wg.Wait()
		return out, p.CacheStats()
	}
	want, _ := run(1 << 30)
	got, st := run(8 << 10)
	if st.MemoDrops == 0 || st.Evictions == 0 {
		t.Fatalf("the tight budget dropped nothing: %+v", st)
	}
	for th := range threads {
		if !slices.Equal(got[th], want[th]) {
			t.Errorf("thread %d: %q, want %q", th, got[th], want[th])
		}
	}
}
