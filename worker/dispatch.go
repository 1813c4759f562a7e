package worker

import (
	"sync"

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
type dispatcher struct {
	jobs  chan job      // unbuffered: a job goes to an idle runner
	slots chan struct{} // one per runner started
	done  chan struct{} // closed by close: idle runners return

	mu      sync.Mutex // orders starting a runner with close
	closed  bool
	runners sync.WaitGroup

	busy   prometheus.Gauge
	queued prometheus.Counter
}

// newDispatcher is a dispatcher of n runners whose busy runners and
// queued jobs are counted on busy and queued.
func newDispatcher(n int, busy prometheus.Gauge, queued prometheus.Counter) *dispatcher {
	return &dispatcher{
		jobs:   make(chan job),
		slots:  make(chan struct{}, n),
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
	case d.jobs <- j:
		return
	default:
	}
	if d.start(j) {
		return
	}
	d.queued.Inc()
	select {
	case d.jobs <- j:
	case <-d.done:
		d.run(j)
	}
}

// start starts a runner for job if there is room for one; once closed,
// it runs job itself.
func (d *dispatcher) start(j job) bool {
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		d.run(j)
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
	for {
		d.run(j)
		select {
		case j = <-d.jobs:
		case <-d.done:
			return
		}
	}
}

func (d *dispatcher) run(j job) {
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
		close(d.done)
	}
}

func (d *dispatcher) wait() {
	if d != nil {
		d.runners.Wait()
	}
}
