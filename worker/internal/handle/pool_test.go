package handle

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"unsafe"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

func TestThePoolReusesItsRunnersAndNeverRunsMoreThanItsBound(t *testing.T) {
	t.Parallel()
	busy := prometheus.NewGauge(prometheus.GaugeOpts{Name: "busy"})
	queued := prometheus.NewCounter(prometheus.CounterOpts{Name: "queued"})
	p := NewPool(2, busy, queued)
	release := make(chan struct{})
	var running, most atomic.Int64
	held := make(chan struct{}, 3)
	var wg sync.WaitGroup
	hold := JobFunc(func() {
		defer wg.Done()
		n := running.Add(1)
		for {
			old := most.Load()
			if n <= old || most.CompareAndSwap(old, n) {
				break
			}
		}
		held <- struct{}{}
		<-release
		running.Add(-1)
	})
	wg.Add(3)
	p.Do(hold)
	p.Do(hold)
	<-held
	<-held
	if got := value(t, busy); got != 2 {
		t.Errorf("busy is %v while two jobs run, want 2", got)
	}
	handed := make(chan struct{})
	go func() { p.Do(hold); close(handed) }() // waits: both runners are busy
	for value(t, queued) != 1 {               // counted before it waits
		select {
		case <-handed:
			t.Fatal("a third job was handed over while two were running")
		default:
			runtime.Gosched()
		}
	}
	close(release)
	<-handed
	wg.Wait()
	if most.Load() != 2 {
		t.Errorf("%d jobs ran at once, want 2", most.Load())
	}
	if len(p.slots) != 2 {
		t.Errorf("%d runners started for three jobs and a bound of two", len(p.slots))
	}
	p.Close()
	p.Wait()
	ran := false
	p.Do(JobFunc(func() { ran = true })) // after Close: on the caller's goroutine
	if !ran {
		t.Error("a job after Close did not run before Do returned")
	}
}

// value reads a counter or a gauge.
func value(t *testing.T, m prometheus.Metric) float64 {
	t.Helper()
	var d dto.Metric
	if err := m.Write(&d); err != nil {
		t.Fatal(err)
	}
	if d.Counter != nil {
		return d.Counter.GetValue()
	}
	return d.Gauge.GetValue()
}

// inlineFunc is an InlineJob: RunInline runs f and reports served.
type inlineFunc struct {
	f      func()
	served bool
}

func (j *inlineFunc) Run()            { j.f() }
func (j *inlineFunc) RunInline() bool { j.f(); return j.served }

func TestAJobRunInlineCountsAgainstTheBoundAndIsWaitedFor(t *testing.T) {
	t.Parallel()
	busy := prometheus.NewGauge(prometheus.GaugeOpts{Name: "busy"})
	queued := prometheus.NewCounter(prometheus.CounterOpts{Name: "queued"})
	p := NewPool(1, busy, queued)
	started, release := make(chan struct{}), make(chan struct{})
	inlineDone := make(chan bool)
	go func() {
		inlineDone <- p.TryInline(&inlineFunc{f: func() { close(started); <-release }, served: true})
	}()
	<-started

	ran := false
	if p.TryInline(&inlineFunc{f: func() { ran = true }, served: true}) || ran {
		t.Error("a second job ran inline past a bound of one")
	}
	pooled := make(chan struct{})
	p.Do(JobFunc(func() { close(pooled) })) // its runner waits for room
	for value(t, queued) != 1 {
		select {
		case <-pooled:
			t.Fatal("a runner ran a job while the inline job held the only room")
		default:
			runtime.Gosched()
		}
	}
	close(release)
	if !<-inlineDone {
		t.Error("TryInline reported a served job as not served")
	}
	<-pooled

	// A job that finds it would wait is not served, and runs again on
	// the pool.
	var runs atomic.Int64
	j := &inlineFunc{f: func() { runs.Add(1) }}
	if p.TryInline(j) {
		t.Error("a job that was not served is reported served")
	}
	p.Close()
	if p.TryInline(j) {
		t.Error("a job ran inline on a closed pool")
	}
	p.Wait()
	if runs.Load() != 1 {
		t.Errorf("the job ran %d times, want once (the closed pool tries none)", runs.Load())
	}
}

func TestADrainingPoolWaitsForTheJobRunningInline(t *testing.T) {
	t.Parallel()
	busy := prometheus.NewGauge(prometheus.GaugeOpts{Name: "busy"})
	queued := prometheus.NewCounter(prometheus.CounterOpts{Name: "queued"})
	p := NewPool(2, busy, queued)
	started, release := make(chan struct{}), make(chan struct{})
	var finished atomic.Bool
	go p.TryInline(&inlineFunc{f: func() { close(started); <-release; finished.Store(true) }, served: true})
	<-started
	p.Close()
	waited := make(chan struct{})
	go func() { p.Wait(); close(waited) }()
	select {
	case <-waited:
		t.Fatal("Wait returned while a job ran inline")
	default:
	}
	close(release)
	<-waited
	if !finished.Load() {
		t.Error("Wait returned before the inline job finished")
	}
}

func TestARunnersFirstJobFindsItsStackGrownAlready(t *testing.T) {
	t.Parallel()
	p := NewPool(1, prometheus.NewGauge(prometheus.GaugeOpts{Name: "busy"}), prometheus.NewCounter(prometheus.CounterOpts{Name: "queued"}))
	defer p.Wait()
	defer p.Close()
	moved := make(chan bool)
	p.Do(JobFunc(func() {
		var here byte
		before := uintptr(unsafe.Pointer(&here))
		deep(32) // 32 KiB of frames, as a request's deep calls take
		// A stack that grew was copied elsewhere: its locals moved.
		moved <- uintptr(unsafe.Pointer(&here)) != before
	}))
	if <-moved {
		t.Fatal("the runner's stack grew under its first job")
	}
}

// deep calls itself n times, each call with a 1 KiB frame.
//
//go:noinline
func deep(n int) byte {
	var frame [1 << 10]byte
	frame[n%len(frame)] = byte(n)
	if n == 0 {
		return frame[0]
	}
	return deep(n-1) + frame[n%len(frame)]
}
