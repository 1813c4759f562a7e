package worker

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"go.uber.org/goleak"
)

func TestTheDispatcherReusesItsRunnersAndNeverRunsMoreThanItsBound(t *testing.T) {
	defer goleak.VerifyNone(t)
	m := newMetrics()
	d := newDispatcher(2, m.serviceActive, m.serviceQueued)
	release := make(chan struct{})
	var running, most atomic.Int64
	held := make(chan struct{}, 3)
	var wg sync.WaitGroup
	hold := jobFunc(func() {
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
	d.do(hold)
	d.do(hold)
	<-held
	<-held
	queued := make(chan struct{})
	go func() { d.do(hold); close(queued) }() // waits: both runners are busy
	for queuedTotal(t, m) != 1 {              // counted before it waits
		select {
		case <-queued:
			t.Fatal("a third job was handed over while two were running")
		default:
			runtime.Gosched()
		}
	}
	close(release)
	<-queued
	wg.Wait()
	if most.Load() != 2 {
		t.Errorf("%d jobs ran at once, want 2", most.Load())
	}
	if len(d.slots) != 2 {
		t.Errorf("%d runners started for three jobs and a bound of two", len(d.slots))
	}
	d.close()
	d.wait()
	ran := false
	d.do(jobFunc(func() { ran = true })) // after close: on the caller's goroutine
	if !ran {
		t.Error("a job after close did not run before do returned")
	}
}

// queuedTotal reads piighost_service_queued_total as the registry exports it.
func queuedTotal(t *testing.T, m *metrics) float64 {
	t.Helper()
	families, err := m.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == "piighost_service_queued_total" {
			return f.GetMetric()[0].GetCounter().GetValue()
		}
	}
	t.Fatal("piighost_service_queued_total is not registered")
	return 0
}

// inlineFunc is an inlineJob: runInline runs f and reports served.
type inlineFunc struct {
	f      func()
	served bool
}

func (j *inlineFunc) run()            { j.f() }
func (j *inlineFunc) runInline() bool { j.f(); return j.served }

func TestAJobRunInlineCountsAgainstTheBoundAndIsWaitedFor(t *testing.T) {
	defer goleak.VerifyNone(t)
	m := newMetrics()
	d := newDispatcher(1, m.serviceActive, m.serviceQueued)
	started, release := make(chan struct{}), make(chan struct{})
	inlineDone := make(chan bool)
	go func() {
		inlineDone <- d.tryInline(&inlineFunc{f: func() { close(started); <-release }, served: true})
	}()
	<-started

	ran := false
	if d.tryInline(&inlineFunc{f: func() { ran = true }, served: true}) || ran {
		t.Error("a second job ran inline past a bound of one")
	}
	pooled := make(chan struct{})
	d.do(jobFunc(func() { close(pooled) })) // its runner waits for room
	for queuedTotal(t, m) != 1 {
		select {
		case <-pooled:
			t.Fatal("a runner ran a job while the inline job held the only room")
		default:
			runtime.Gosched()
		}
	}
	close(release)
	if !<-inlineDone {
		t.Error("tryInline reported a served job as not served")
	}
	<-pooled

	// A job that finds it would wait is not served, and runs again on
	// the pool.
	var runs atomic.Int64
	j := &inlineFunc{f: func() { runs.Add(1) }}
	if d.tryInline(j) {
		t.Error("a job that was not served is reported served")
	}
	d.close()
	if d.tryInline(j) {
		t.Error("a job ran inline on a closed dispatcher")
	}
	d.wait()
	if runs.Load() != 1 {
		t.Errorf("the job ran %d times, want once (the closed dispatcher tries none)", runs.Load())
	}
}

func TestADrainingDispatcherWaitsForTheJobRunningInline(t *testing.T) {
	defer goleak.VerifyNone(t)
	m := newMetrics()
	d := newDispatcher(2, m.serviceActive, m.serviceQueued)
	started, release := make(chan struct{}), make(chan struct{})
	var finished atomic.Bool
	go d.tryInline(&inlineFunc{f: func() { close(started); <-release; finished.Store(true) }, served: true})
	<-started
	d.close()
	waited := make(chan struct{})
	go func() { d.wait(); close(waited) }()
	select {
	case <-waited:
		t.Fatal("wait returned while a job ran inline")
	default:
	}
	close(release)
	<-waited
	if !finished.Load() {
		t.Error("wait returned before the inline job finished")
	}
}
