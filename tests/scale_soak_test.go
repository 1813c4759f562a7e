package tests

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// BenchmarkScaleSoak: a worker with a [memory] limit_bytes under random
// traffic over many threads of 5 values: one pass over every thread in a
// random order fills its cache, then random requests keep coming for the
// soak's length. The worker's RSS (/proc VmRSS) and what its cache holds
// (piighost_cache_bytes) are sampled all along; the benchmark reports
// the RSS once full and at its highest, against the limit, and its slope
// over the soak and over its second half (least squares, MiB per
// minute).
//
//	PIIGHOST_SCALE_LIMIT_MIB=256 PIIGHOST_SCALE_SOAK=30m \
//	  go test -run '^$' -bench 'ScaleSoak' -benchtime 1x -timeout 90m ./tests/
//
// PIIGHOST_SCALE_SOAK_THREADS sets the threads (100000 by default),
// PIIGHOST_SCALE_SOAK the soak's length (30m), PIIGHOST_SCALE_SOAK_RATE
// the requests a second (500, from 4 callers), PIIGHOST_SCALE_SAMPLE the
// sampling interval (30s), and PIIGHOST_SCALE_LIMIT_MIB the worker's
// [memory] limit_bytes (256 by default here: 100,000 threads of 5 values
// hold more than the half of it their cache gets, so the soak runs on a
// full cache).
func BenchmarkScaleSoak(b *testing.B) {
	threads := envInt(b, "PIIGHOST_SCALE_SOAK_THREADS", 100_000)
	rate := envInt(b, "PIIGHOST_SCALE_SOAK_RATE", 500)
	soak := envDuration(b, "PIIGHOST_SCALE_SOAK", 30*time.Minute)
	every := envDuration(b, "PIIGHOST_SCALE_SAMPLE", 30*time.Second)
	if os.Getenv("PIIGHOST_SCALE_LIMIT_MIB") == "" {
		b.Setenv("PIIGHOST_SCALE_LIMIT_MIB", "256")
	}
	limit := int64(envInt(b, "PIIGHOST_SCALE_LIMIT_MIB", 256)) << 20

	// Progress goes to stderr as it comes: a benchmark's own log keeps
	// ten lines, and only once it ends.
	logf := func(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }
	env := newScaleEnv(b)
	f := newFiller(b, env.url)
	start := time.Now()
	f.fill(b, 0, threads, 5, 16)
	f.close()
	logf("filled %d threads of 5 values in %s", threads, time.Since(start).Round(time.Second))
	w := env.startScaleWorker(b, "piighost")

	var samples []soakSample
	t0 := time.Now()
	take := func(phase string) soakSample {
		s := soakSample{at: time.Since(t0), rss: w.call(b, "rss"), held: w.call(b, "held")}
		samples = append(samples, s)
		logf("%-5s %7s rss %6.1f MiB (%.2f× limit) held %6.1f MiB", phase, s.at.Round(time.Second), mib(s.rss), float64(s.rss)/float64(limit), mib(s.held))
		return s
	}
	take("start")

	// Fill: every thread once, in a random order, 4 callers.
	order := make([]int, threads)
	for i := range order {
		order[i] = i
	}
	rnd := newRand(uint64(threads))
	for i := len(order) - 1; i > 0; i-- {
		j := int(rnd.next() % uint64(i+1))
		order[i], order[j] = order[j], order[i]
	}
	var seq atomic.Int64
	var failed atomic.Int64
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	next := make(chan int)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for th := range next {
				if err := soakRequest(env.nc, th, seq.Add(1)); err != nil {
					if failed.Add(1) <= 20 {
						logf("request failed: %v", err)
					}
				}
			}
		})
	}
	tick := time.NewTicker(every)
	for _, th := range order {
		select {
		case next <- th:
		case <-tick.C:
			take("fill")
			next <- th
		}
	}
	full := take("full")
	logf("every thread requested once in %s", full.at.Round(time.Second))

	// Soak: random threads at the rate asked.
	soakFrom := len(samples) - 1
	pace := time.NewTicker(time.Second / time.Duration(rate))
	end := time.After(soak)
loop:
	for {
		select {
		case <-end:
			break loop
		case <-tick.C:
			take("soak")
		case <-pace.C:
			select {
			case next <- int(rnd.next() % uint64(threads)):
			case <-ctx.Done():
			}
		}
	}
	pace.Stop()
	tick.Stop()
	close(next)
	wg.Wait()
	last := take("end")
	w.stop()

	var maxRSS, maxHeld int64
	for _, s := range samples[soakFrom:] {
		maxRSS, maxHeld = max(maxRSS, s.rss), max(maxHeld, s.held)
	}
	b.ReportMetric(mib(full.rss), "rss-full-MiB")
	b.ReportMetric(mib(maxRSS), "rss-max-MiB")
	b.ReportMetric(mib(last.rss), "rss-end-MiB")
	b.ReportMetric(float64(maxRSS)/float64(limit), "rss-max/limit")
	b.ReportMetric(mib(maxHeld), "held-max-MiB")
	b.ReportMetric(slope(samples[soakFrom:]), "rss-MiB/min")
	// The second half alone: a cache whose budget exceeds what one pass
	// holds fills during the first.
	b.ReportMetric(slope(samples[soakFrom+(len(samples)-soakFrom)/2:]), "rss-2nd-half-MiB/min")
	b.ReportMetric(float64(seq.Load()), "requests")
	b.ReportMetric(float64(failed.Load()), "failed")
}

// soakRequest sends a model.in on thread th holding one of its values in
// a new text, and checks that the value came back tokenised.
func soakRequest(nc *nats.Conn, th int, seq int64) error {
	v := value(th, int(seq%5))
	text := "hello, please write to " + v + " " + prose[:200] + " (ref " + strconv.FormatInt(seq, 10) + ")"
	payload, err := msgpack.Marshal(M{"thread_id": scaleThread(th), "messages": L{M{"role": "user", "content": text}}})
	if err != nil {
		return err
	}
	msg, err := nc.Request("piighost.model.in", payload, 30*time.Second)
	if err != nil {
		return fmt.Errorf("model.in on %s: %w", scaleThread(th), err)
	}
	if code := msg.Header.Get(wire.HeaderErrorCode); code != "" {
		return fmt.Errorf("model.in on %s: %s", scaleThread(th), code)
	}
	if strings.Contains(string(msg.Data), v) {
		return fmt.Errorf("thread %s: a value came back in clear", scaleThread(th))
	}
	return nil
}

// soakSample is the worker's RSS and what its cache holds, at a time
// since its start.
type soakSample struct {
	at        time.Duration
	rss, held int64
}

// slope is the least-squares slope of the samples' RSS, in MiB a minute.
func slope(samples []soakSample) float64 {
	n := float64(len(samples))
	if n < 2 {
		return 0
	}
	var sx, sy, sxx, sxy float64
	for _, s := range samples {
		x, y := s.at.Minutes(), mib(s.rss)
		sx, sy, sxx, sxy = sx+x, sy+y, sxx+x*x, sxy+x*y
	}
	d := n*sxx - sx*sx
	if d == 0 {
		return 0
	}
	return (n*sxy - sx*sy) / d
}

func mib(n int64) float64 { return float64(n) / (1 << 20) }

func envInt(b testing.TB, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		b.Fatalf("%s=%q: a positive integer", name, s)
	}
	return n
}

func envDuration(b testing.TB, name string, def time.Duration) time.Duration {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		b.Fatalf("%s=%q: a positive Go duration", name, s)
	}
	return d
}
