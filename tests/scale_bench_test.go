package tests

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/wire"
)

// Scaling benchmarks: how the worker scales with thread size, threads,
// workers and message size. Each runs a fixed scenario once, so run
// them with -benchtime 1x:
//
//	go test -run '^$' -bench 'Scale' -benchtime 1x -timeout 60m ./tests/
//
// The nats-server and every measured worker run in processes of their own
// (helpers, see scale_helper_test.go), with default configurations; the
// benchmark process fills threads (a kvstore.Store and a pipeline on the
// same bucket and keys) and sends requests. Figures are ratios and
// per-unit costs taken in one run. PIIGHOST_SCALE_THREADS overrides the
// thread counts of BenchmarkScaleRandomVsHot (default 1000,10000,100000),
// PIIGHOST_SCALE_CACHE_MIB the workers' [memory] cache_bytes (in MiB; 256
// by default), PIIGHOST_SCALE_LIMIT_MIB their [memory] limit_bytes (in
// MiB), PIIGHOST_SCALE_CHECK their [memory] check_interval (a Go
// duration; 1m by default), PIIGHOST_SCALE_WORKER_GOGC the workers' GOGC,
// and PIIGHOST_SCALE_LOG=warn shows the workers' logs. A worker sets its
// Go memory limit from its configuration, as the worker binary does.

// scaleEnv is one nats-server helper and what the benchmark process needs
// to talk to it.
type scaleEnv struct {
	url    string
	server *helper
	nc     *nats.Conn
}

func newScaleEnv(b *testing.B) *scaleEnv {
	b.Helper()
	srv, url := startHelper(b, "server", "PIIGHOST_SCALE_STORE="+b.TempDir())
	nc, err := nats.Connect(url, nats.MaxReconnects(-1))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(nc.Close)
	return &scaleEnv{url: url, server: srv, nc: nc}
}

// startScaleWorker starts a worker process serving under prefix.
func (e *scaleEnv) startScaleWorker(b *testing.B, prefix string) *helper {
	b.Helper()
	w, ready := startHelper(b, "worker", "PIIGHOST_SCALE_URL="+e.url, "PIIGHOST_SCALE_KEYS="+keysPath, "PIIGHOST_SCALE_PREFIX="+prefix)
	if ready != "ready" {
		b.Fatalf("worker helper said %q", ready)
	}
	return w
}

// filler writes values into threads through its own store and pipeline,
// as another worker would.
type filler struct {
	nc *nats.Conn
	st *kvstore.Store
	p  *pipeline.Pipeline
}

func newFiller(b *testing.B, url string) *filler {
	b.Helper()
	nc, err := nats.Connect(url, nats.MaxReconnects(-1))
	if err != nil {
		b.Fatal(err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		b.Fatal(err)
	}
	keys, err := kvstore.LoadKeyringFile(keysPath)
	if err != nil {
		b.Fatal(err)
	}
	// Filling is not measured: a long timeout rides out a loaded machine.
	st, err := kvstore.New(context.Background(), js, kvstore.Config{Keys: keys, LocalMessages: true, Timeout: 30 * time.Second})
	if err != nil {
		b.Fatal(err)
	}
	det, err := regex.New(regex.Config{Groups: []string{"generic"}})
	if err != nil {
		b.Fatal(err)
	}
	p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
	if err != nil {
		b.Fatal(err)
	}
	f := &filler{nc: nc, st: st, p: p}
	b.Cleanup(f.close)
	return f
}

// close waits for the store's background writes, then disconnects.
func (f *filler) close() {
	_ = f.st.Close()
	f.nc.Close()
}

// value is the i-th value of thread th: an e-mail address every detector
// configuration finds, 27 to 31 bytes.
func value(th, i int) string { return fmt.Sprintf("kim.t%d.v%d@example.org", th, i) }

func scaleThread(th int) string { return "scale-thread-" + strconv.Itoa(th) }

// fill gives each of the threads [from, to) n values, 50 per message,
// with `parallel` threads written at a time.
func (f *filler) fill(b *testing.B, from, to, n, parallel int) {
	b.Helper()
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make(chan error, 1)
	sem := make(chan struct{}, parallel)
	for th := from; th < to; th++ {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			for i := 0; i < n; i += 50 {
				var msg strings.Builder
				for j := i; j < min(i+50, n); j++ {
					msg.WriteString("write to " + value(th, j) + ". ")
				}
				if _, err := f.p.Anonymize(ctx, scaleThread(th), msg.String(), pii.RoleUser); err != nil {
					select {
					case errs <- err:
					default:
					}
					return
				}
			}
		})
	}
	wg.Wait()
	select {
	case err := <-errs:
		b.Fatal(err)
	default:
	}
}

// prose is about 1 KB of lower-case text with no PII.
var prose = strings.Repeat("about the renewal of the service contract we went through the quotation again with the finance team; ", 10)

// request sends a model.in whose one user message holds the values (new
// text each time: seq makes it unique) and checks that every value came
// back tokenised. It returns the round trip time.
func request(b *testing.B, nc *nats.Conn, prefix, thread string, seq int, values ...string) time.Duration {
	b.Helper()
	text := "hello, please write to " + strings.Join(values, " and to ") + " " + prose + " (ref " + strconv.Itoa(seq) + ")"
	payload := pack(b, M{"thread_id": thread, "messages": L{M{"role": "user", "content": text}}})
	start := time.Now()
	msg, err := nc.Request(prefix+".model.in", payload, 30*time.Second)
	d := time.Since(start)
	if err != nil {
		b.Fatalf("model.in on %s: %v", thread, err)
	}
	if code := msg.Header.Get(wire.HeaderErrorCode); code != "" {
		b.Fatalf("model.in on %s: %s (%v)", thread, code, unpack(b, msg.Data)[wire.FieldError])
	}
	got := contentOf(unpack(b, msg.Data), 0).(string)
	for _, v := range values {
		if strings.Contains(got, v) {
			b.Fatalf("thread %s: %s came back in clear", thread, v)
		}
	}
	return d
}

func percentile(ds []time.Duration, p int) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)]
}

func mean(ds []time.Duration) time.Duration {
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return sum / time.Duration(len(ds))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// BenchmarkScaleFirstRequest: the first model.in on a thread of n values
// after the worker restarted (a worker process that never saw it), and the
// next one (warm), both with new text holding two of its values.
func BenchmarkScaleFirstRequest(b *testing.B) {
	for _, c := range []struct{ values, threads int }{{10, 40}, {100, 40}, {1000, 20}, {2000, 20}, {10000, 8}} {
		b.Run("values="+strconv.Itoa(c.values), func(b *testing.B) {
			env := newScaleEnv(b)
			f := newFiller(b, env.url)
			f.fill(b, 0, c.threads, c.values, 4)
			f.close()
			w := env.startScaleWorker(b, "piighost")
			var cold, warm []time.Duration
			for th := range c.threads {
				cold = append(cold, request(b, env.nc, "piighost", scaleThread(th), 2*th, value(th, 0), value(th, c.values-1)))
				warm = append(warm, request(b, env.nc, "piighost", scaleThread(th), 2*th+1, value(th, 1), value(th, c.values/2)))
			}
			w.stop()
			b.ReportMetric(ms(percentile(cold, 50)), "cold-p50-ms")
			b.ReportMetric(ms(percentile(cold, 90)), "cold-p90-ms")
			b.ReportMetric(ms(percentile(warm, 50)), "warm-p50-ms")
			b.ReportMetric(float64(percentile(cold, 50))/float64(percentile(warm, 50)), "cold/warm")
		})
	}
}

func scaleThreadCounts() []int {
	spec := os.Getenv("PIIGHOST_SCALE_THREADS")
	if spec == "" {
		spec = "1000,10000,100000"
	}
	var out []int
	for _, s := range strings.Split(spec, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err == nil && n > 1 {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// BenchmarkScaleRandomVsHot: threads of 5 values; after one pass over
// every thread (warm-up), requests alternate between a random thread and
// one hot thread.
func BenchmarkScaleRandomVsHot(b *testing.B) {
	counts := scaleThreadCounts()
	env := newScaleEnv(b)
	f := newFiller(b, env.url)
	filled := 0
	for _, n := range counts {
		b.Run("threads="+strconv.Itoa(n), func(b *testing.B) {
			f.fill(b, filled, n, 5, 16)
			filled = n
			w := env.startScaleWorker(b, "piighost")
			var wg sync.WaitGroup
			sem := make(chan struct{}, 8)
			for th := range n {
				sem <- struct{}{}
				wg.Go(func() {
					defer func() { <-sem }()
					request(b, env.nc, "piighost", scaleThread(th), th, value(th, 0))
				})
			}
			wg.Wait()
			const pairs = 2000
			rnd := newRand(uint64(n))
			var random, hot []time.Duration
			for i := range pairs {
				th := 1 + int(rnd.next()%uint64(n-1))
				random = append(random, request(b, env.nc, "piighost", scaleThread(th), n+2*i, value(th, i%5)))
				hot = append(hot, request(b, env.nc, "piighost", scaleThread(0), n+2*i+1, value(0, i%5)))
			}
			w.stop()
			b.ReportMetric(ms(mean(random)), "random-mean-ms")
			b.ReportMetric(ms(percentile(random, 90)), "random-p90-ms")
			b.ReportMetric(ms(mean(hot)), "hot-mean-ms")
			b.ReportMetric(float64(mean(random))/float64(mean(hot)), "random/hot")
		})
	}
}

// newRand is a small deterministic generator (xorshift), so that every run
// draws the same threads.
type xorshift struct{ s uint64 }

func newRand(seed uint64) *xorshift { return &xorshift{s: seed*2654435761 + 1} }

func (x *xorshift) next() uint64 {
	x.s ^= x.s << 13
	x.s ^= x.s >> 7
	x.s ^= x.s << 17
	return x.s
}

// BenchmarkScaleIdleWorker: idle workers (each caching 100 threads of its
// own, under its own service prefix) while another store appends 1,000
// values a second to threads they do not cache. The CPU time of each idle
// worker process and of the server process is read with getrusage over a
// quiet period and over the writes, each lasting `writes` / 1,000 s.
func BenchmarkScaleIdleWorker(b *testing.B) {
	const writes, rate = 5000, 1000
	for _, workers := range []int{1, 4} {
		b.Run("workers="+strconv.Itoa(workers), func(b *testing.B) {
			env := newScaleEnv(b)
			var idle []*helper
			for i := range workers {
				prefix := "idle" + strconv.Itoa(i)
				idle = append(idle, env.startScaleWorker(b, prefix))
				for th := range 100 {
					request(b, env.nc, prefix, prefix+"-"+scaleThread(th), th, value(1_000_000+i*100+th, 0))
				}
			}
			f := newFiller(b, env.url)
			period := time.Duration(writes/rate) * time.Second
			cpu := func() (ws []int64, srv int64) {
				for _, w := range idle {
					ws = append(ws, w.call(b, "cpu"))
				}
				return ws, env.server.call(b, "cpu")
			}
			q0, qs0 := cpu()
			time.Sleep(period)
			q1, qs1 := cpu()
			ctx := context.Background()
			tick := time.NewTicker(time.Second / rate)
			start := time.Now()
			for i := range writes {
				<-tick.C
				th := 2_000_000 + i%100
				if _, err := f.p.Anonymize(ctx, scaleThread(th), "write to "+value(th, i)+".", pii.RoleUser); err != nil {
					b.Fatal(err)
				}
			}
			tick.Stop()
			took := time.Since(start)
			w1, ws1 := cpu()
			var quiet, busy float64
			for i := range idle {
				quiet += float64(q1[i] - q0[i])
				busy += float64(w1[i] - q1[i])
			}
			quiet /= float64(workers)
			busy /= float64(workers)
			perWrite := (busy - quiet*float64(took)/float64(period)) / writes
			b.ReportMetric(quiet/float64(period.Microseconds())*100, "idle-core-%")
			b.ReportMetric(busy/float64(took.Microseconds())*100, "busy-core-%")
			b.ReportMetric(perWrite, "worker-µs/write")
			b.ReportMetric(float64(ws1-qs1-(qs1-qs0)*int64(took)/int64(period))/writes, "server-µs/write")
			b.ReportMetric(float64(writes)/took.Seconds(), "writes/s")
			for _, w := range idle {
				w.stop()
			}
		})
	}
}

// BenchmarkScaleBytesPerValue: the worker's live heap (after a full
// collection) before and after its first request on each thread, per value
// and per thread cached. The request is a short model.in with one known
// value, so the thread's matcher is built and its render cache holds one
// small reply.
func BenchmarkScaleBytesPerValue(b *testing.B) {
	for _, c := range []struct{ values, threads int }{{5, 5000}, {100, 500}, {2000, 40}} {
		b.Run("values="+strconv.Itoa(c.values), func(b *testing.B) {
			env := newScaleEnv(b)
			f := newFiller(b, env.url)
			f.fill(b, 0, c.threads, c.values, 16)
			f.close()
			w := env.startScaleWorker(b, "piighost")
			before := w.call(b, "heap")
			for th := range c.threads {
				payload := pack(b, M{"thread_id": scaleThread(th), "messages": L{M{"role": "user", "content": "ok " + value(th, 0)}}})
				if _, err := env.nc.Request("piighost.model.in", payload, 30*time.Second); err != nil {
					b.Fatal(err)
				}
			}
			after := w.call(b, "heap")
			w.stop()
			delta := float64(after - before)
			b.ReportMetric(delta/float64(c.values*c.threads), "bytes/value")
			b.ReportMetric(delta/float64(c.threads), "bytes/thread")
		})
	}
}

// BenchmarkScaleMessageSize: a model.in on a warm thread of 100 values,
// by request size; each request holds e-mail addresses of the thread, one
// every 200 bytes or so.
func BenchmarkScaleMessageSize(b *testing.B) {
	env := newScaleEnv(b)
	f := newFiller(b, env.url)
	f.fill(b, 0, 1, 100, 1)
	f.close()
	w := env.startScaleWorker(b, "piighost")
	defer w.stop()
	request(b, env.nc, "piighost", scaleThread(0), 0, value(0, 0))
	for _, size := range []int{1 << 10, 10 << 10, 100 << 10, 900 << 10} {
		b.Run("bytes="+strconv.Itoa(size), func(b *testing.B) {
			var text strings.Builder
			for i := 0; text.Len() < size; i++ {
				text.WriteString("the next contact is " + value(0, i%100) + " for the renewal of the service contract we discussed last week; ")
			}
			var ds []time.Duration
			replied := 0
			for i := range 5 {
				// A new text each time: a text seen before is a cache hit.
				payload := pack(b, M{"thread_id": scaleThread(0), "messages": L{M{"role": "user", "content": text.String() + strconv.Itoa(size+i)}}})
				start := time.Now()
				msg, err := env.nc.Request("piighost.model.in", payload, 30*time.Second)
				if err != nil {
					b.Fatal(err)
				}
				ds = append(ds, time.Since(start))
				replied = len(msg.Data)
			}
			b.ReportMetric(ms(percentile(ds, 50)), "p50-ms")
			b.ReportMetric(float64(size)/percentile(ds, 50).Seconds()/1e6, "MB/s")
			b.ReportMetric(float64(replied), "reply-bytes")
		})
	}
}

// BenchmarkScaleOversizedReply: a 1,000,053-byte model.in of IPv4
// addresses is accepted (under the 1 MiB request limit), but its reply,
// tokens being longer than the values, exceeds the connection's 1 MiB max
// payload. answered is 1 when the caller got a reply (an error) within
// 10 s, 0 when it waited for its own timeout.
func BenchmarkScaleOversizedReply(b *testing.B) {
	env := newScaleEnv(b)
	w := env.startScaleWorker(b, "piighost")
	defer w.stop()
	var text strings.Builder
	for i := 0; text.Len() < 1_000_000; i++ {
		text.WriteString("10." + strconv.Itoa(i%100) + ".0." + strconv.Itoa(1+i%7) + " ")
	}
	payload := pack(b, M{"thread_id": "oversized", "messages": L{M{"role": "user", "content": text.String()}}})
	b.Logf("request: %d bytes of msgpack, text %d bytes", len(payload), text.Len())
	msg, err := env.nc.Request("piighost.model.in", payload, 10*time.Second)
	answered := 0.0
	if err == nil {
		answered = 1
		b.Logf("reply: %s, %d bytes", msg.Header.Get(wire.HeaderErrorCode), len(msg.Data))
	} else {
		b.Logf("no reply: %v", err)
	}
	b.ReportMetric(answered, "answered")
}
