// Package durable keeps the JetStream pull consumers a worker reads in
// pipeline mode, as nats.go's ordered consumer keeps itself.
//
// A consumer deleted under the worker (by an operator, or a retired lane
// deleted by another worker while this one still had it mapped) ends
// Consume for good: nats.go stops on the server's "consumer deleted"
// status or, when no pull request was waiting, only misses heartbeats.
// A Consumer notices either, as does the ack floor poll, and the Set's
// one reconcile loop creates it again with the same configuration and
// consumes it again. A new consumer has no ack floor: with its
// configured deliver policy it would deliver every message its stream
// still stores, where a restart resumes at the consumer's ack floor. So
// it is created by start sequence, just past the last ack floor the loop
// read for it (floor.go), when one is known and its stream still counts
// it; docs/operations.md ("Pipeline mode") says what is delivered again
// then, and what is deduplicated.
package durable

import (
	"context"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
)

// Config is what a Set needs.
type Config struct {
	JS  jetstream.JetStream
	Log *slog.Logger
	// Explain adds what to do to a JetStream error, if anything (a server
	// without JetStream); nil: errors as they are.
	Explain func(error) error
	// OpTimeout bounds one operation of the loop: a floor read, one
	// attempt to create a consumer again.
	OpTimeout time.Duration
	// FloorEvery is how often each consumer's ack floor is read
	// (FloorInterval).
	FloorEvery time.Duration
	// Metrics counts the consumers created again (NewMetrics).
	Metrics *Metrics
}

// Metrics are the Set's Prometheus metrics.
type Metrics struct {
	recreated *prometheus.CounterVec
}

// NewMetrics registers the Set's metrics on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{recreated: prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "piighost_consumers_recreated_total", Help: "Pipeline-mode consumers deleted under the worker (by hand, or a lane retired by another worker while still mapped) and created again, by channel.",
	}, []string{"channel"})}
	reg.MustRegister(m.recreated)
	return m
}

// Set is the durable consumers of one worker, and the one loop that
// keeps them: it creates again the consumers deleted under the worker,
// reads their ack floors, and runs the checks registered with Every.
type Set struct {
	js        jetstream.JetStream
	log       *slog.Logger
	explain   func(error) error
	opTimeout time.Duration
	every     time.Duration
	recreated *prometheus.CounterVec
	queue     *repairs

	mu     sync.Mutex
	list   []*Consumer
	closed bool
	checks []*check

	stop   context.CancelFunc
	ended  chan struct{} // closed once the loop returned
	halted chan struct{} // closed by Stop, even before Start
	once   sync.Once
}

// NewSet returns an empty set; Start starts its loop.
func NewSet(cfg Config) *Set {
	explain := cfg.Explain
	if explain == nil {
		explain = func(err error) error { return err }
	}
	m := cfg.Metrics
	if m == nil {
		m = NewMetrics(prometheus.NewRegistry())
	}
	every := cfg.FloorEvery
	if every <= 0 {
		every = floorPollMin
	}
	return &Set{js: cfg.JS, log: cfg.Log, explain: explain, opTimeout: cfg.OpTimeout, every: every,
		recreated: m.recreated, queue: newRepairs(), halted: make(chan struct{})}
}

// Start runs the loop until ctx ends or Stop is called.
func (s *Set) Start(ctx context.Context) {
	ctx, s.stop = context.WithCancel(ctx)
	s.ended = make(chan struct{})
	go func() {
		defer close(s.ended)
		s.run(ctx)
	}()
}

// Stop stops the loop and waits for it: once it returns, no consumer is
// created or consumed again, and errors of the consumers' Consume calls
// are ignored (a drain ends them, which they would otherwise take for a
// deletion). Stop, Drain and Kill do nothing on a nil set (a worker
// without pipeline mode).
func (s *Set) Stop() {
	if s == nil {
		return
	}
	s.once.Do(func() { close(s.halted) })
	if s.stop != nil {
		s.stop()
		<-s.ended
	}
}

// stopping reports whether Stop was called.
func (s *Set) stopping() bool {
	select {
	case <-s.halted:
		return true
	default:
		return false
	}
}

// Bind creates (or updates) the consumer spec describes and consumes it,
// retrying while JetStream cannot take it yet, until ctx ends.
func (s *Set) Bind(ctx context.Context, spec Spec) (*Consumer, error) {
	cons, err := s.create(ctx, spec.Stream, spec.Config)
	if err != nil {
		return nil, err
	}
	return s.Adopt(spec, cons)
}

// Adopt consumes cons, the consumer spec describes, as it is configured.
func (s *Set) Adopt(spec Spec, cons jetstream.Consumer) (*Consumer, error) {
	c := &Consumer{set: s, spec: spec}
	if err := c.consume(cons); err != nil {
		return nil, err
	}
	s.add(c)
	return c, nil
}

// Create returns the consumer spec describes, to be created and consumed
// by the loop (trying again after a back-off while it cannot be).
func (s *Set) Create(spec Spec) *Consumer {
	c := &Consumer{set: s, spec: spec}
	s.add(c)
	s.queue.queue(c, fresh)
	return c
}

// add adds c, or stops it when the set is closed already. Consumers
// stopped for good (a retired lane deleted) are let go, so lanes served
// and deleted again and again do not pile up.
func (s *Set) add(c *Consumer) {
	s.mu.Lock()
	closed := s.closed
	if !closed {
		kept := s.list[:0]
		for _, old := range s.list {
			if !old.Stopped() {
				kept = append(kept, old)
			}
		}
		s.list = append(kept, c)
	}
	s.mu.Unlock()
	if closed {
		c.Stop()
	}
}

// snapshot returns the consumers not stopped for good.
func (s *Set) snapshot() []*Consumer {
	s.mu.Lock()
	defer s.mu.Unlock()
	var live []*Consumer
	for _, c := range s.list {
		if !c.Stopped() {
			live = append(live, c)
		}
	}
	return live
}

// close returns the consumers and takes no more.
func (s *Set) close() []*Consumer {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
	return s.list
}

// Drain stops the loop, then every consumer once its buffered messages
// are handled, and waits until each has ended or ctx ends.
func (s *Set) Drain(ctx context.Context) {
	if s == nil {
		return
	}
	s.Stop()
	list := s.close()
	for _, c := range list {
		c.Drain()
	}
	for _, c := range list {
		select {
		case <-c.Closed():
		case <-ctx.Done():
		}
	}
}

// Kill stops the loop and every consumer at once, dropping what the
// client buffered.
func (s *Set) Kill() {
	if s == nil {
		return
	}
	s.Stop()
	for _, c := range s.close() {
		c.Stop()
	}
}

// check is a recurring job of the loop (Every).
type check struct {
	run            func(context.Context) bool
	first, longest time.Duration
	wait           time.Duration
	due            time.Time
}

// Every has the loop run fn first after first, then again after first
// whenever fn reports it found work (busy), or after a wait doubling up
// to longest while it finds none.
func (s *Set) Every(fn func(ctx context.Context) (busy bool), first, longest time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.checks = append(s.checks, &check{run: fn, first: first, longest: longest, wait: first, due: time.Now().Add(first)})
	s.queue.poke() // the loop counts it in its next wait
}

// run is the reconcile loop. Until ctx ends it repairs the consumers
// queued (at once, or once their back-off is over), runs the checks that
// are due, and reads one consumer's ack floor every FloorEvery divided
// by their number, one thing after the other.
func (s *Set) run(ctx context.Context) {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	nextFloor := time.Now().Add(rand.N(s.every)) // workers started together start apart
	next := 0
	for {
		due, wake := s.queue.take(time.Now())
		for _, r := range due {
			s.repair(ctx, r)
		}
		for _, c := range s.dueChecks(time.Now()) {
			busy := c.run(ctx)
			if busy {
				c.wait = c.first
			} else {
				c.wait = min(2*c.wait, c.longest)
			}
			c.due = time.Now().Add(c.wait)
		}
		if ctx.Err() != nil {
			return
		}
		if now := time.Now(); !now.Before(nextFloor) {
			list := s.snapshot()
			if len(list) > 0 {
				next %= len(list)
				s.pollFloor(ctx, list[next])
				next++
			}
			nextFloor = time.Now().Add(floorPollGap(s.every, len(list)))
		}
		wake = earliest(wake, nextFloor)
		s.mu.Lock()
		for _, c := range s.checks {
			wake = earliest(wake, c.due)
		}
		s.mu.Unlock()
		timer.Reset(time.Until(wake))
		select {
		case <-ctx.Done():
			return
		case <-s.queue.wake:
		case <-timer.C:
		}
	}
}

// dueChecks returns the checks due by now.
func (s *Set) dueChecks(now time.Time) []*check {
	s.mu.Lock()
	defer s.mu.Unlock()
	var due []*check
	for _, c := range s.checks {
		if !c.due.After(now) {
			due = append(due, c)
		}
	}
	return due
}

// earliest returns the earlier of two times, zero counting as none.
func earliest(a, b time.Time) time.Time {
	if a.IsZero() || !b.IsZero() && b.Before(a) {
		return b
	}
	return a
}
