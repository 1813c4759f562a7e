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
