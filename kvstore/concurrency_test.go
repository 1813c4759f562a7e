package kvstore_test

import (
	"math/rand/v2"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// observation is what one Anonymize call made of one value: its token, or
// the value itself when it stayed in clear (assistant provenance).
type observation struct {
	worker int
	out    string
}

// TestConcurrentWorkersKeepInvariants hammers one thread from 8 workers,
// each with its own connection, store and pipeline, with overlapping and
// new values of four labels, some first seen in assistant messages, on a
// bucket whose entries are written one by one (file storage, one
// replica) and on one where the values of a text are written in one
// atomic batch (memory storage). Then: every value has one token (or
// stays in clear everywhere), no token names two values, numbers are
// dense per label, and provenance is the first write's. In the third
// case each worker's cache holds one thread and every worker uses a
// thread of its own between two calls on the shared one: each call reads
// the shared thread again, the generation the store last knew beside its
// head.
func TestConcurrentWorkersKeepInvariants(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		storage jetstream.StorageType
		batches bool
		evicted bool
	}{
		{"one by one", jetstream.FileStorage, false, false},
		{"atomic batches", jetstream.MemoryStorage, true, false},
		{"one by one, evicted between calls", jetstream.FileStorage, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			concurrentWorkersKeepInvariants(t, tc.storage, tc.batches, tc.evicted)
		})
	}
}

func concurrentWorkersKeepInvariants(t *testing.T, storage jetstream.StorageType, batches, evicted bool) {
	const workers, rounds = 8, 40
	s := startServer(t, t.TempDir())
	thread := threadID(t, 1)
	pipes := make([]*pipeline.Pipeline, workers)
	stores := make([]*kvstore.Store, workers)
	for w := range pipes {
		_, js := connect(t, s.ClientURL())
		stores[w] = newStore(t, js, kvstore.Config{Storage: storage})
		det, err := exact.New(exact.Config{Values: testValues})
		if err != nil {
			t.Fatal(err)
		}
		cfg := pipeline.Config{Detector: det, Store: stores[w]}
		if evicted {
			cfg.MaxCachedThreads = 1
		}
		p, err := pipeline.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		pipes[w] = p
	}
	var mu sync.Mutex
	seen := map[string][]observation{} // value → observations
	unavailable := 0
	var wg sync.WaitGroup
	start := make(chan struct{})
	for w := range workers {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(w), 42))
			<-start
			for range rounds {
				n := 1 + rng.IntN(3)
				values := make([]string, n)
				for i := range values {
					values[i] = testValues[rng.IntN(len(testValues))].Value
				}
				role := pii.RoleUser
				if rng.IntN(8) == 0 {
					role = pii.RoleAssistant
				}
				text := strings.Join(values, " | ")
				if evicted {
					// The worker's own thread pushes the shared one out of its cache.
					if _, err := pipes[w].Anonymize(ctxT(t), thread+"-own-"+strconv.Itoa(w), "nothing here", pii.RoleUser); err != nil {
						t.Errorf("worker %d, its own thread: %v", w, err)
						return
					}
				}
				a, err := pipes[w].Anonymize(ctxT(t), thread, text, role)
				if pii.CodeOf(err) == pii.CodeUnavailable {
					mu.Lock()
					unavailable++ // lost too many races: allowed, never a wrong token
					mu.Unlock()
					continue
				}
				if err != nil {
					t.Errorf("worker %d: %v", w, err)
					return
				}
				parts := strings.Split(a.Text, " | ")
				if len(parts) != n {
					t.Errorf("worker %d: %q does not align with %d values", w, a.Text, n)
					return
				}
				r, err := pipes[w].Deanonymize(ctxT(t), thread, a.Text)
				if err != nil || r.Text != text {
					t.Errorf("worker %d: round trip failed: %v", w, err)
					return
				}
				mu.Lock()
				for i, v := range values {
					seen[v] = append(seen[v], observation{worker: w, out: parts[i]})
				}
				mu.Unlock()
			}
		})
	}
	close(start)
	wg.Wait()
	if t.Failed() {
		return
	}

	// The log, read back by a fresh worker.
	_, js := connect(t, s.ClientURL())
	fresh := newStore(t, js, kvstore.Config{Storage: storage})
	tokens, err := newPipeline(t, fresh).TokenMap(ctxT(t), thread)
	if err != nil {
		t.Fatal(err)
	}
	head, ok, err := fresh.Open(ctxT(t), thread, false)
	if err != nil || !ok {
		t.Fatalf("open: %v %v", ok, err)
	}
	entries, err := fresh.Entries(ctxT(t), thread, head.Gen, 1)
	if err != nil {
		t.Fatal(err)
	}
	firstRole := map[string]pii.Role{}
	for _, e := range entries {
		if _, dup := firstRole[e.Text]; dup {
			t.Errorf("value %q has two entries", e.Text)
		}
		firstRole[e.Text] = e.Role
	}

	valueOf := map[string]string{}
	for value, obs := range seen {
		want := obs[0].out
		for _, o := range obs {
			if o.out != want {
				t.Errorf("value %q got %q from worker %d and %q from worker %d", value, o.out, o.worker, want, obs[0].worker)
			}
		}
		role, logged := firstRole[value]
		switch {
		case !logged:
			t.Errorf("value %q is not in the log", value)
		case role == pii.RoleAssistant && want != value:
			t.Errorf("value %q first came from the assistant but got token %q", value, want)
		case role == pii.RoleUser && tokens[want] != value:
			t.Errorf("value %q got token %q, which restores to %q", value, want, tokens[want])
		}
		if want != value {
			if prev, dup := valueOf[want]; dup && prev != value {
				t.Errorf("token %q names %q and %q", want, prev, value)
			}
			valueOf[want] = value
		}
	}
	// Dense numbering per label.
	numbers := map[string][]int{}
	tokenRE := regexp.MustCompile(`^<<([A-Z]+):(\d+)>>$`)
	for tok := range tokens {
		m := tokenRE.FindStringSubmatch(tok)
		if m == nil {
			t.Fatalf("unexpected token %q", tok)
		}
		n, _ := strconv.Atoi(m[2])
		numbers[m[1]] = append(numbers[m[1]], n)
	}
	for label, ns := range numbers {
		sort.Ints(ns)
		for i, n := range ns {
			if n != i+1 {
				t.Errorf("label %s numbers %v are not dense", label, ns)
				break
			}
		}
	}
	var conflicts, batched uint64
	for _, st := range stores {
		conflicts += st.Stats().Conflicts
		batched += st.Stats().Batches
	}
	t.Logf("%d values, %d entries, %d tokens, %d append conflicts, %d batches, %d calls unavailable", len(seen), len(entries), len(tokens), conflicts, batched, unavailable)
	if (batched > 0) != batches {
		t.Errorf("%d appends written in atomic batches, want them %v", batched, map[bool]string{true: "some", false: "none"}[batches])
	}
	if len(entries) != len(seen) {
		t.Errorf("%d entries for %d values", len(entries), len(seen))
	}
}
