package worker

import (
	"sync"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
)

// dispatcher runs service-mode requests, or pipeline-mode inputs of the
// channels other than stream.chunk, on a pool of long-lived goroutines,
// at most max_inflight of them (one dispatcher per mode). Runners are started on demand
// and then stay: a goroutine started per request grows its stack on every
// request, which was a quarter of the worker's CPU at 100 callers. A
// request that finds every runner busy waits in the subscription that
// delivered it, so NATS holds the following ones (its pending limits
// apply; in pipeline mode, the consumer's pull batch and max ack pending)
// rather than the worker starting more work than it has room for.
//
// A job may also run on its caller's goroutine (tryInline: a service
// request that needs no round trip, on micro's delivery goroutine); it
// counts against the same bound, so runners and inline jobs together
// never run more than max_inflight at once.
type dispatcher struct {
	jobs  chan handoff  // unbuffered: a job goes to an idle runner
	slots chan struct{} // one per runner started
	held  chan struct{} // one per job running, on a runner or inline
	done  chan struct{} // closed by close: idle runners return

	mu       sync.Mutex // orders starting a runner with close
	closed   bool
	isClosed atomic.Bool // closed, read without the lock by tryInline
	runners  sync.WaitGroup

	busy   prometheus.Gauge
	queued prometheus.Counter
}

// newDispatcher is a dispatcher of n runners whose busy runners and
// queued jobs are counted on busy and queued.
func newDispatcher(n int, busy prometheus.Gauge, queued prometheus.Counter) *dispatcher {
	return &dispatcher{
		jobs:   make(chan handoff),
		slots:  make(chan struct{}, n),
		held:   make(chan struct{}, n),
		done:   make(chan struct{}),
		busy:   busy,
		queued: queued,
	}
}

// do runs job on an idle runner, on a new one while there is room, or
// waits for a runner to be free. Once the dispatcher is closed (the worker
// is draining), job runs on the caller's goroutine.
func (d *dispatcher) do(j job) {
	select {
	case d.jobs <- handoff{j: j}:
		return
	default:
	}
	if d.start(j) {
		return
	}
	d.queued.Inc()
	select {
	case d.jobs <- handoff{j: j, queued: true}:
	case <-d.done:
		d.runUnbounded(j)
	}
}

// tryInline runs j on the caller's goroutine when there is room in the
// bound and the dispatcher is open, counted as running meanwhile; it
// reports whether j was served there. When it was not (no room, closed,
// or j found it would wait), the caller hands j over with do.
func (d *dispatcher) tryInline(j inlineJob) bool {
	if d.isClosed.Load() {
		return false
	}
	select {
	case d.held <- struct{}{}:
	default:
		return false
	}
	d.busy.Inc()
	defer func() {
		d.busy.Dec()
		<-d.held
	}()
	return j.runInline()
}

// start starts a runner for job if there is room for one; once closed,
// it runs job itself.
func (d *dispatcher) start(j job) bool {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		d.runUnbounded(j)
		return true
	}
	defer d.mu.Unlock()
	select {
	case d.slots <- struct{}{}:
	default:
		return false
	}
	d.runners.Add(1)
	go d.runner(j)
	return true
}

// runner runs its first job, then every job handed to it until close.
func (d *dispatcher) runner(j job) {
	defer d.runners.Done()
	queued := false // a runner's first job never waited for one
	for {
		d.run(j, queued)
		select {
		case h := <-d.jobs:
			j, queued = h.j, h.queued
		case <-d.done:
			return
		}
	}
}

// run runs a runner's job once there is room in the bound: there always
// is, but for the jobs running inline.
func (d *dispatcher) run(j job, queued bool) {
	select {
	case d.held <- struct{}{}:
	default:
		if !queued { // counted once, where it first waited
			d.queued.Inc()
		}
		d.held <- struct{}{}
	}
	d.runUnbounded(j)
	<-d.held
}

// runUnbounded runs j, counted as busy, outside the bound: on a runner
// that holds room in it, or on the caller's goroutine once the
// dispatcher is closed.
func (d *dispatcher) runUnbounded(j job) {
	d.busy.Inc()
	defer d.busy.Dec()
	j.run()
}

// job is what a dispatcher runs: a service request (which carries its
// own state, so that handing it over allocates nothing more), or any func
// (jobFunc).
type job interface{ run() }

// jobFunc is a func run as a job.
type jobFunc func()

func (f jobFunc) run() { f() }

// handoff is a job handed to an idle runner, and whether it was counted
// as queued on the way.
type handoff struct {
	j      job
	queued bool
}

// inlineJob is a job that can first try to run without waiting
// (dispatcher.tryInline): runInline reports whether it was done, or
// whether it must run again, with run, where it may wait.
type inlineJob interface {
	job
	runInline() bool
}

// close makes idle runners return and later jobs run on their callers'
// goroutines; wait waits for the runners' jobs to finish. Both do nothing
// on a nil dispatcher (a mode the worker does not run).
func (d *dispatcher) close() {
	if d == nil {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.closed {
		d.closed = true
		d.isClosed.Store(true)
		close(d.done)
	}
}

// wait also waits for the jobs running inline: it takes all the room in
// the bound, which they hold while they run (after close, later jobs run
// unbounded on their callers).
func (d *dispatcher) wait() {
	if d == nil {
		return
	}
	d.runners.Wait()
	for range cap(d.held) {
		d.held <- struct{}{}
	}
}
