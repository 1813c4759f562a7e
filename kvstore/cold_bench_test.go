package kvstore_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// BenchmarkFirstUseCold: the first Anonymize on a thread of n values by a
// store and pipeline that never saw it (a worker after a restart), and the
// next one (warm), each with a new text holding two of the thread's
// values. In one process with the server, so that a CPU profile
// (-cpuprofile) shows the whole cold path; tests/BenchmarkScaleFirstRequest
// measures the same with the worker in a process of its own.
func BenchmarkFirstUseCold(b *testing.B) {
	for _, n := range []int{5, 2000, 10000} {
		b.Run("values="+strconv.Itoa(n), func(b *testing.B) {
			s := startServer(b, b.TempDir())
			_, js := connect(b, s.ClientURL())
			det, err := regex.New(regex.Config{Groups: []string{"generic"}})
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			value := func(i int) string { return fmt.Sprintf("kim.v%d@example.org", i) }
			keys := testKeys(b)
			open := func() (*kvstore.Store, *pipeline.Pipeline) {
				st, err := kvstore.New(ctx, js, kvstore.Config{Keys: keys, LocalMessages: true})
				if err != nil {
					b.Fatal(err)
				}
				p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
				if err != nil {
					b.Fatal(err)
				}
				return st, p
			}
			st, p := open()
			for from := 0; from < n; from += 50 {
				var text strings.Builder
				for i := from; i < min(from+50, n); i++ {
					text.WriteString("write to " + value(i) + ". ")
				}
				if _, err := p.Anonymize(ctx, "cold", text.String(), pii.RoleUser); err != nil {
					b.Fatal(err)
				}
			}
			_ = st.Close() // waits for the snapshot pages
			var cold, warm time.Duration
			var colds []time.Duration
			i := 0
			for b.Loop() {
				st, p := open()
				i++
				start := time.Now()
				if _, err := p.Anonymize(ctx, "cold", "mail "+value(0)+" and "+value(n-1)+" #"+strconv.Itoa(i), pii.RoleUser); err != nil {
					b.Fatal(err)
				}
				colds = append(colds, time.Since(start))
				cold += colds[len(colds)-1]
				start = time.Now()
				if _, err := p.Anonymize(ctx, "cold", "mail "+value(1)+" and "+value(n/2)+" #"+strconv.Itoa(i), pii.RoleUser); err != nil {
					b.Fatal(err)
				}
				warm += time.Since(start)
				_ = st.Close()
			}
			b.ReportMetric(float64(cold.Microseconds())/1000/float64(i), "cold-ms")
			// The median, which one stall of a loaded machine does not
			// move as it moves the mean.
			slices.Sort(colds)
			b.ReportMetric(float64(colds[len(colds)/2].Microseconds())/1000, "cold-p50-ms")
			b.ReportMetric(float64(warm.Microseconds())/1000/float64(i), "warm-ms")
			b.ReportMetric(float64(cold)/float64(warm), "cold/warm")
		})
	}
}

// BenchmarkColdShortThread: a worker's first request on a thread of five
// values another worker wrote (a 1 KB text holding them all, so that
// nothing is written), on a server without the subject cache, as the
// worker's embedded server. Its threads are written before the loop, as
// many whatever the iteration count, so that the difference of two
// instruction counts (cachegrind, as BenchmarkFreshThreadSubjectCache's
// in docs/kvstore.md) is the cold reads alone.
func BenchmarkColdShortThread(b *testing.B) { shortThreadReads(b, false) }

// BenchmarkEvictedShortThread: BenchmarkColdShortThread's request on a
// thread the worker read before and its cache evicted since (it holds one
// thread, and every thread was read once before the loop, as many
// whatever the iteration count).
func BenchmarkEvictedShortThread(b *testing.B) { shortThreadReads(b, true) }

// shortThreadReads runs a worker's request on threads of five values
// another worker wrote, each once, on a server without the subject
// cache; with evicted, the worker (whose cache holds one thread) read
// every thread once before the loop.
// readerOn opens a pipeline on the KV store of the server at url that
// reads threads other pipelines wrote; evicted keeps one thread in its
// cache, so that each thread it reads was released first.
func readerOn(b *testing.B, url string, evicted bool) *pipeline.Pipeline {
	b.Helper()
	_, js := connect(b, url)
	cfg := pipeline.Config{Detector: customerIDs(), Store: newStore(b, js, kvstore.Config{LocalMessages: true})}
	if evicted {
		cfg.MaxCachedThreads = 1
	}
	p, err := pipeline.New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	return p
}

func shortThreadReads(b *testing.B, evicted bool) {
	const threads = 1100
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 18)
	s := natstest.Run(b, &server.Options{StoreDir: b.TempDir(), ServerName: "kvstore-test", NoSublistCache: true})
	writer := pipelineOn(b, s)
	p := readerOn(b, s.ClientURL(), evicted)
	text := func(n string) string {
		return "orders CUST-1" + n + ", CUST-2" + n + ", CUST-3" + n + ", CUST-4" + n + " and CUST-5" + n + "; " + filler
	}
	for i := 1; i <= threads; i++ {
		n := strconv.Itoa(i)
		if _, err := writer.Anonymize(context.Background(), "cold-"+n, text(n), pii.RoleUser); err != nil {
			b.Fatal(err)
		}
		if evicted {
			if _, err := p.Anonymize(context.Background(), "cold-"+n, text(n), pii.RoleUser); err != nil {
				b.Fatal(err)
			}
		}
	}
	i := 0
	for b.Loop() {
		i++
		if i > threads {
			b.Fatalf("more than %d iterations", threads)
		}
		n := strconv.Itoa(i)
		a, err := p.Anonymize(context.Background(), "cold-"+n, text(n)+" again", pii.RoleUser)
		if err != nil || len(a.Tokens) != 5 {
			b.Fatalf("tokens %v, err %v", a.Tokens, err)
		}
	}
}
