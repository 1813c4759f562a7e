package kvstore_test

import (
	"context"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// BenchmarkFreshThreadRoundTrips counts the round trips to NATS a new
// thread's first request waits for: the client's connection passes
// through a proxy that holds everything the server sends for 40 ms, so
// each wait costs 40 ms and work without a wait next to nothing
// (round-trips/op: the time per request in units of the delay). "plain"
// is BenchmarkFreshThread's request (1 KB, three new values); "walked"
// BenchmarkFreshThreadWalked's (a first walk, the admission, the second).
func BenchmarkFreshThreadRoundTrips(b *testing.B) {
	const delay = 40 * time.Millisecond
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 20)
	user := pipeline.Author{Role: pii.RoleUser}
	for _, walk := range []bool{false, true} {
		b.Run(map[bool]string{false: "plain", true: "walked"}[walk], func(b *testing.B) {
			s := startServer(b, b.TempDir())
			_, js := connect(b, delayedProxy(b, s.Addr().String(), delay))
			st := newStore(b, js, kvstore.Config{LocalMessages: true})
			p, err := pipeline.New(pipeline.Config{Detector: customerIDs(), Store: st})
			if err != nil {
				b.Fatal(err)
			}
			i := 0
			start := time.Now()
			for b.Loop() {
				i++
				n := strconv.Itoa(i)
				thread, text := "fresh-"+n, "orders CUST-1"+n+", CUST-2"+n+" and CUST-3"+n+"; "+filler
				ctx := context.Background()
				if walk {
					ctx = p.Begin(ctx, len(text))
					if _, err := p.AnonymizeAs(ctx, thread, text, user); err != nil {
						b.Fatal(err)
					}
					if _, err := p.Complete(ctx, thread); err != nil {
						b.Fatal(err)
					}
				}
				a, err := p.AnonymizeAs(ctx, thread, text, user)
				if err != nil || len(a.Tokens) != 3 {
					b.Fatalf("tokens %v, err %v", a.Tokens, err)
				}
			}
			b.ReportMetric(float64(time.Since(start))/float64(i)/float64(delay), "round-trips/op")
		})
	}
}

// BenchmarkColdThreadRoundTrips counts, as BenchmarkFreshThreadRoundTrips
// does, the round trips a worker's first request on a thread another
// worker wrote waits for (a restarted worker's, or one whose cache
// evicted the thread): a 1 KB text holding the thread's five values,
// which it knows, so that nothing is written.
func BenchmarkColdThreadRoundTrips(b *testing.B) { secondReaderRoundTrips(b, false) }

// BenchmarkEvictedThreadRoundTrips counts, as BenchmarkColdThreadRoundTrips
// does, the round trips of a request on a thread the worker read before
// and its cache evicted since (it holds one thread; each thread is read
// once, then another, outside the timer).
func BenchmarkEvictedThreadRoundTrips(b *testing.B) { secondReaderRoundTrips(b, true) }

// secondReaderRoundTrips times a request of a second worker, through a
// proxy that holds the server's replies for a delay, on a thread a first
// worker wrote, in delays: the round trips it waited for. With evicted,
// the second worker (whose cache holds one thread) read the thread before
// and read another since, outside the timer.
func secondReaderRoundTrips(b *testing.B, evicted bool) {
	const delay = 40 * time.Millisecond
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 20)
	s := startServer(b, b.TempDir())
	_, jsW := connect(b, s.ClientURL())
	writer, err := pipeline.New(pipeline.Config{Detector: customerIDs(), Store: newStore(b, jsW, kvstore.Config{LocalMessages: true})})
	if err != nil {
		b.Fatal(err)
	}
	p := readerOn(b, delayedProxy(b, s.Addr().String(), delay), evicted)
	i := 0
	var waited time.Duration
	for b.Loop() {
		i++
		n := strconv.Itoa(i)
		thread, text := "cold-"+n, "orders CUST-1"+n+", CUST-2"+n+", CUST-3"+n+", CUST-4"+n+" and CUST-5"+n+"; "+filler
		b.StopTimer()
		if _, err := writer.Anonymize(context.Background(), thread, text, pii.RoleUser); err != nil {
			b.Fatal(err)
		}
		if evicted {
			for _, th := range []string{thread, "other-" + n} {
				if _, err := p.Anonymize(context.Background(), th, text, pii.RoleUser); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.StartTimer()
		start := time.Now()
		a, err := p.Anonymize(context.Background(), thread, text+" again", pii.RoleUser)
		waited += time.Since(start)
		if err != nil || len(a.Tokens) != 5 {
			b.Fatalf("tokens %v, err %v", a.Tokens, err)
		}
	}
	b.ReportMetric(float64(waited)/float64(i)/float64(delay), "round-trips/op")
}

// delayedProxy forwards connections to target, holding each chunk the
// server sends for delay (in order); what the client sends passes at
// once. It stops at the end of the test or benchmark.
func delayedProxy(b testing.TB, target string, delay time.Duration) string {
	b.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var conns []net.Conn
	b.Cleanup(func() {
		_ = l.Close()
		mu.Lock()
		for _, c := range conns {
			_ = c.Close()
		}
		mu.Unlock()
		wg.Wait()
	})
	type chunk struct {
		at   time.Time
		data []byte
	}
	wg.Go(func() {
		for {
			client, err := l.Accept()
			if err != nil {
				return
			}
			server, err := net.Dial("tcp", target)
			if err != nil {
				_ = client.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, client, server)
			mu.Unlock()
			held := make(chan chunk, 1024)
			wg.Go(func() {
				_, _ = io.Copy(server, client)
				_ = server.Close()
			})
			wg.Go(func() {
				defer close(held)
				buf := make([]byte, 64<<10)
				for {
					n, err := server.Read(buf)
					if n > 0 {
						held <- chunk{time.Now(), append([]byte(nil), buf[:n]...)}
					}
					if err != nil {
						return
					}
				}
			})
			wg.Go(func() {
				defer func() { _ = client.Close() }()
				failed := false
				for c := range held { // drained to the end: the reader never blocks
					if !failed {
						time.Sleep(time.Until(c.at.Add(delay)))
						_, err := client.Write(c.data)
						failed = err != nil
					}
				}
			})
		}
	})
	return "nats://" + l.Addr().String()
}
