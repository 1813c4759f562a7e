package kvstore_test

import (
	"context"
	"regexp"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// runBoth runs fn on the in-memory store, then on a KV store (embedded
// server, file storage, TCP connection), with message records shared
// (kv) or local (kv-local).
func runBoth(b *testing.B, fn func(b *testing.B, st pipeline.Store)) {
	b.Run("mem", func(b *testing.B) { fn(b, pipeline.NewMemStore(pipeline.MemStoreConfig{})) })
	for _, local := range []bool{false, true} {
		name := "kv"
		if local {
			name = "kv-local"
		}
		b.Run(name, func(b *testing.B) {
			s := startServer(b, b.TempDir())
			_, js := connect(b, s.ClientURL())
			fn(b, newStore(b, js, kvstore.Config{LocalMessages: local}))
		})
	}
}

// BenchmarkAnonymizeWarm: a 1 KB chat message with three values, already
// seen in the thread (the common case of a conversation's history sent
// again with every turn).
func BenchmarkAnonymizeWarm(b *testing.B) {
	runBoth(b, func(b *testing.B, st pipeline.Store) {
		p := newPipeline(b, st)
		ctx := context.Background()
		msg := chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678")
		mustAnonymize(b, p, "bench", msg, pii.RoleUser)
		b.SetBytes(int64(len(msg)))
		b.ResetTimer()
		for b.Loop() {
			if _, err := p.Anonymize(ctx, "bench", msg, pii.RoleUser); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkAnonymizeKnownValues: a new 1 KB message whose three values the
// thread already holds: a message record lookup (a KV read on the kv
// store), detection, and a background record write.
func BenchmarkAnonymizeKnownValues(b *testing.B) {
	runBoth(b, func(b *testing.B, st pipeline.Store) {
		p := newPipeline(b, st)
		ctx := context.Background()
		msg := chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678")
		mustAnonymize(b, p, "bench", msg, pii.RoleUser)
		b.SetBytes(int64(len(msg)))
		i := 0
		b.ResetTimer()
		for b.Loop() {
			i++
			if _, err := p.Anonymize(ctx, "bench", msg+" #"+strconv.Itoa(i), pii.RoleUser); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkRestoreWarm: restoring a 1 KB reply holding the three tokens.
func BenchmarkRestoreWarm(b *testing.B) {
	runBoth(b, func(b *testing.B, st pipeline.Store) {
		p := newPipeline(b, st)
		ctx := context.Background()
		a := mustAnonymize(b, p, "bench", chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678"), pii.RoleUser)
		mustRestore(b, p, "bench", a.Text)
		b.SetBytes(int64(len(a.Text)))
		b.ResetTimer()
		for b.Loop() {
			r, err := p.Deanonymize(ctx, "bench", a.Text)
			if err != nil || len(r.Invented) > 0 {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkFirstSighting: a short message with one value the thread never
// saw: an entry append (one KV write), plus the message record lookup.
// Threads are renewed every 100 values to keep the log short.
func BenchmarkFirstSighting(b *testing.B) {
	det := customerIDs()
	runBoth(b, func(b *testing.B, st pipeline.Store) {
		p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
		if err != nil {
			b.Fatal(err)
		}
		ctx := context.Background()
		i := 0
		for b.Loop() {
			i++
			thread := "bench-" + strconv.Itoa(i/100)
			if _, err := p.Anonymize(ctx, thread, "order for CUST-"+strconv.Itoa(i), pii.RoleUser); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkAppend: the store alone, one entry append per iteration.
func BenchmarkAppend(b *testing.B) {
	runBoth(b, func(b *testing.B, st pipeline.Store) {
		ctx := context.Background()
		var head pipeline.Head
		var thread string
		seq := 0
		for i := 0; b.Loop(); i++ {
			if seq == 100 || thread == "" {
				thread, seq = "append-"+strconv.Itoa(i), 0
				var err error
				if head, _, err = st.Open(ctx, thread, true); err != nil {
					b.Fatal(err)
				}
			}
			seq++
			if err := st.Append(ctx, thread, head.Gen, seq, pipeline.Entry{Label: "ID", Text: "value " + strconv.Itoa(i)}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkWatcherLag measures how long after an append returns another
// worker's store knows of it (its head's Len), and how long after a
// forget returns the other worker drops the generation. The other worker
// polls, yielding between polls: a poll that never yields holds one of
// the machine's cores and measures the scheduler instead (2.8 ms on 2
// cores, against 0.6 ms yielding).
func BenchmarkWatcherLag(b *testing.B) {
	s := startServer(b, b.TempDir())
	_, jsA := connect(b, s.ClientURL())
	_, jsB := connect(b, s.ClientURL())
	a, other := newStore(b, jsA, kvstore.Config{}), newStore(b, jsB, kvstore.Config{})
	ctx := context.Background()
	var appendLag, forgetLag time.Duration
	n := 0
	for i := 0; b.Loop(); i++ {
		thread := "lag-" + strconv.Itoa(i)
		head, _, err := a.Open(ctx, thread, true)
		if err != nil {
			b.Fatal(err)
		}
		if _, _, err := other.Open(ctx, thread, false); err != nil {
			b.Fatal(err)
		}
		if err := a.Append(ctx, thread, head.Gen, 1, pipeline.Entry{Label: "ID", Text: "v"}); err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		for {
			h, _, err := other.Open(ctx, thread, false)
			if err != nil {
				b.Fatal(err)
			}
			if h.Len == 1 {
				break
			}
			runtime.Gosched()
		}
		appendLag += time.Since(start)
		if _, err := a.Forget(ctx, thread); err != nil {
			b.Fatal(err)
		}
		start = time.Now()
		for {
			_, ok, err := other.Open(ctx, thread, false)
			if err != nil {
				b.Fatal(err)
			}
			if !ok {
				break
			}
			runtime.Gosched()
		}
		forgetLag += time.Since(start)
		n++
	}
	b.ReportMetric(float64(appendLag.Microseconds())/float64(n), "µs-append-seen")
	b.ReportMetric(float64(forgetLag.Microseconds())/float64(n), "µs-forget-seen")
}

// BenchmarkWarmInterleaved alternates the same warm call on the in-memory
// store and on the KV store, timing each, so that both see the same
// machine noise; it reports each one's mean and their ratio.
func BenchmarkWarmInterleaved(b *testing.B) {
	s := startServer(b, b.TempDir())
	_, js := connect(b, s.ClientURL())
	mem := newPipeline(b, pipeline.NewMemStore(pipeline.MemStoreConfig{}))
	kv := newPipeline(b, newStore(b, js, kvstore.Config{}))
	msg := chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678")
	ctx := context.Background()
	for _, op := range []struct {
		name string
		run  func(p *pipeline.Pipeline) error
	}{
		{"anonymize", func(p *pipeline.Pipeline) error {
			_, err := p.Anonymize(ctx, "bench", msg, pii.RoleUser)
			return err
		}},
		{"restore", func(p *pipeline.Pipeline) error {
			a, err := p.Anonymize(ctx, "bench", msg, pii.RoleUser)
			if err == nil {
				_, err = p.Deanonymize(ctx, "bench", a.Text)
			}
			return err
		}},
	} {
		b.Run(op.name, func(b *testing.B) {
			var tMem, tKV time.Duration
			n := 0
			for _, p := range []*pipeline.Pipeline{mem, kv} {
				if err := op.run(p); err != nil {
					b.Fatal(err)
				}
			}
			timed := func(p *pipeline.Pipeline) time.Duration {
				t0 := time.Now()
				if err := op.run(p); err != nil {
					b.Fatal(err)
				}
				return time.Since(t0)
			}
			for b.Loop() {
				if n%2 == 0 { // alternate the order too
					tMem += timed(mem)
					tKV += timed(kv)
				} else {
					tKV += timed(kv)
					tMem += timed(mem)
				}
				n++
			}
			b.ReportMetric(float64(tMem.Nanoseconds())/float64(n), "mem-ns/op")
			b.ReportMetric(float64(tKV.Nanoseconds())/float64(n), "kv-ns/op")
			b.ReportMetric(float64(tKV)/float64(tMem), "kv/mem")
		})
	}
}

// BenchmarkOpenWarm: the store call every pipeline call makes, for a
// thread in use.
func BenchmarkOpenWarm(b *testing.B) {
	runBoth(b, func(b *testing.B, st pipeline.Store) {
		ctx := context.Background()
		if _, _, err := st.Open(ctx, "bench", true); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if _, _, err := st.Open(ctx, "bench", true); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// customerIDs is the benchmarks' detector: CUST-<digits> values, found by
// one regular expression, so that the store's cost stands out.
func customerIDs() pii.Detector {
	idRE := regexp.MustCompile(`\bCUST-\d+\b`)
	return pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
		var out []pii.Detection
		for _, m := range idRE.FindAllStringIndex(text, -1) {
			out = append(out, pii.Detection{Start: m[0], End: m[1], Label: "CUSTOMER_ID", Text: text[m[0]:m[1]], Confidence: 1})
		}
		return out, nil
	})
}
