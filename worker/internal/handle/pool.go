package handle

import (
	"sync"
	"sync/atomic"

	"github.com/prometheus/client_golang/prometheus"
)

// Pool runs one mode's messages (service requests, or pipeline-mode
// inputs of the channels other than stream.chunk) on long-lived
// goroutines, at most n of them. Runners are started on demand and then
// stay: a goroutine started per request grows its stack on every
// request, which was a quarter of the worker's CPU at 100 callers. A
// message that finds every runner busy waits in the subscription that
// delivered it, so NATS holds the following ones (its pending limits
// apply; in pipeline mode, the consumer's pull batch and max ack
// pending) rather than the worker starting more work than it has room
// for.
//
// A job may also run on its caller's goroutine (TryInline: a service
// request that needs no round trip, on micro's delivery goroutine); it
// counts against the same bound, so runners and inline jobs together
// never run more than n at once.
type Pool struct {
	jobs  chan handoff  // unbuffered: a job goes to an idle runner
	slots chan struct{} // one per runner started
	held  chan struct{} // one per job running, on a runner or inline
	done  chan struct{} // closed by Close: idle runners return

	mu       sync.Mutex // orders starting a runner with Close
	closed   bool
	isClosed atomic.Bool // closed, read without the lock by TryInline
	runners  sync.WaitGroup

	busy   prometheus.Gauge
	queued prometheus.Counter
}

// NewPool is a pool of n runners whose busy runners and queued jobs are
// counted on busy and queued.
func NewPool(n int, busy prometheus.Gauge, queued prometheus.Counter) *Pool {
	return &Pool{
		jobs:   make(chan handoff),
		slots:  make(chan struct{}, n),
		held:   make(chan struct{}, n),
		done:   make(chan struct{}),
		busy:   busy,
		queued: queued,
	}
}

// Job is what a pool runs: a service request (which carries its own
// state, so that handing it over allocates nothing more), or any func
// (JobFunc).
type Job interface{ Run() }

// JobFunc is a func run as a Job.
type JobFunc func()

// Run implements Job.
func (f JobFunc) Run() { f() }

// handoff is a job handed to an idle runner, and whether it was counted
// as queued on the way.
type handoff struct {
	j      Job
	queued bool
}

// InlineJob is a job that can first try to run without waiting
// (TryInline): RunInline reports whether it was done, or whether it
// must run again, with Run, where it may wait.
type InlineJob interface {
	Job
	RunInline() bool
}

// TryInline runs j on the caller's goroutine when there is room in the
// bound and the pool is open, counted as running meanwhile; it reports
// whether j was served there. When it was not (no room, closed, or j
// found it would wait), the caller hands j over with Do.
func (p *Pool) TryInline(j InlineJob) bool {
	if p.isClosed.Load() {
		return false
	}
	select {
	case p.held <- struct{}{}:
	default:
		return false
	}
	p.busy.Inc()
	defer func() {
		p.busy.Dec()
		<-p.held
	}()
	return j.RunInline()
}

// Do runs j on an idle runner, on a new one while there is room, or
// waits for a runner to be free. Once the pool is closed (the worker is
// draining), j runs on the caller's goroutine.
func (p *Pool) Do(j Job) {
	select {
	case p.jobs <- handoff{j: j}:
		return
	default:
	}
	if p.start(j) {
		return
	}
	p.queued.Inc()
	select {
	case p.jobs <- handoff{j: j, queued: true}:
	case <-p.done:
		p.run(j)
	}
}

// start starts a runner for j if there is room for one; once closed, it
// runs j itself.
func (p *Pool) start(j Job) bool {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		p.run(j)
		return true
	}
	defer p.mu.Unlock()
	select {
	case p.slots <- struct{}{}:
	default:
		return false
	}
	p.runners.Add(1)
	go p.runner(j)
	return true
}

// runner grows its stack (growStack), runs its first job, then every job
// handed to it until Close, each once there is room in the bound: there
// always is, but for the jobs running inline.
func (p *Pool) runner(j Job) {
	defer p.runners.Done()
	growStack()
	queued := false // a runner's first job never waited for one
	for {
		p.hold(queued)
		p.run(j)
		<-p.held
		select {
		case h := <-p.jobs:
			j, queued = h.j, h.queued
		case <-p.done:
			return
		}
	}
}

// hold takes room in the bound for a runner's job, waiting while inline
// jobs hold it all; a job that had not waited yet is counted as queued.
func (p *Pool) hold(queued bool) {
	select {
	case p.held <- struct{}{}:
	default:
		if !queued {
			p.queued.Inc()
		}
		p.held <- struct{}{}
	}
}

// run runs j, counted as busy.
func (p *Pool) run(j Job) {
	p.busy.Inc()
	defer p.busy.Dec()
	j.Run()
}

// Close makes idle runners return and later jobs run on their callers'
// goroutines; Wait waits for the runners' jobs to finish. Both do
// nothing on a nil pool (a mode the worker does not run).
func (p *Pool) Close() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closed {
		p.closed = true
		p.isClosed.Store(true)
		close(p.done)
	}
}

// Wait waits for the runners' jobs, and for the jobs running inline: it
// takes all the room in the bound, which they hold while they run (after
// Close, later jobs run on their callers, outside the bound).
func (p *Pool) Wait() {
	if p == nil {
		return
	}
	p.runners.Wait()
	for range cap(p.held) {
		p.held <- struct{}{}
	}
}

// runnerStack is the frame a runner's stack makes room for when it
// starts, before its first job: one growth of a shallow stack (to 64 KiB),
// where a cold request's deep calls (processor, pipeline, store) would
// double it several times, each doubling copying the stack and walking
// all its frames, on the first request after a start. The garbage
// collector shrinks an idle runner's stack as it does any other's.
const runnerStack = 48 << 10

// growStack grows the calling goroutine's stack to hold a frame of
// runnerStack bytes.
//
//go:noinline
func growStack() {
	var pad [runnerStack]byte
	touch(&pad)
}

//go:noinline
func touch(b *[runnerStack]byte) { b[0] = 1 }
