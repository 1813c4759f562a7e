package worker

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// lazyDeadline is the context of one service request: its parent bounded
// by a deadline, as context.WithDeadline makes it, except that the timer
// and the registration with the parent are only made once something waits
// on it (Done), or once it has ended (Err). Most requests never wait: a
// warm thread, a stream chunk with its continuation. For them the
// deadline costs nothing, where context.WithTimeout cost a timer, three
// allocations and a lock on the worker's context shared by every request
// (a fifth of the service handler's CPU at 100 callers).
//
// Once made, the real context answers everything, so children of a
// lazyDeadline (the store's round trips) register with it as with any
// cancelable context, and see its deadline and its parent's cancellation.
type lazyDeadline struct {
	parent   context.Context
	deadline time.Time

	once     sync.Once
	real     atomic.Pointer[madeContext] // set by once
	released atomic.Bool
}

type madeContext struct {
	ctx    context.Context
	cancel context.CancelFunc
}

// newLazyDeadline returns a context that ends at parent's end or after
// timeout; release it once the request is answered, as
// context.WithTimeout's cancel.
func newLazyDeadline(parent context.Context, timeout time.Duration) *lazyDeadline {
	return newLazyDeadlineFrom(parent, time.Now(), timeout)
}

// newLazyDeadlineFrom is newLazyDeadline for a request that started at
// start: the caller read the clock already (a clock read is not free
// here: a few hundred nanoseconds on some virtual machines).
func newLazyDeadlineFrom(parent context.Context, start time.Time, timeout time.Duration) *lazyDeadline {
	c := new(lazyDeadline)
	c.init(parent, start, timeout)
	return c
}

// init sets up a zero lazyDeadline as newLazyDeadlineFrom does, in place:
// a service request's lives in the request (serviceRequest).
func (c *lazyDeadline) init(parent context.Context, start time.Time, timeout time.Duration) {
	d := start.Add(timeout)
	if pd, ok := parent.Deadline(); ok && pd.Before(d) {
		d = pd
	}
	c.parent, c.deadline = parent, d
}

// made returns the real context, making it on first use.
func (c *lazyDeadline) made() context.Context {
	c.once.Do(func() {
		ctx, cancel := context.WithDeadline(c.parent, c.deadline)
		c.real.Store(&madeContext{ctx: ctx, cancel: cancel})
		if c.released.Load() {
			cancel() // made by a straggler after the request was answered
		}
	})
	return c.real.Load().ctx
}

// Deadline is the request's deadline.
func (c *lazyDeadline) Deadline() (time.Time, bool) { return c.deadline, true }

// Done makes the real context: the caller is about to wait.
func (c *lazyDeadline) Done() <-chan struct{} { return c.made().Done() }

// Err answers from the clock and the parent while nothing waits; once
// there is something to report, the real context is made and reports it,
// so that Err and Done agree from then on.
func (c *lazyDeadline) Err() error {
	if m := c.real.Load(); m != nil {
		return m.ctx.Err()
	}
	if !c.released.Load() && c.parent.Err() == nil && time.Now().Before(c.deadline) {
		return nil
	}
	return c.made().Err()
}

// Value reads the real context once made, so that the context package
// finds its cancelation there (a child registers with it rather than
// watching it from a goroutine of its own); the parent before.
func (c *lazyDeadline) Value(key any) any {
	if m := c.real.Load(); m != nil {
		return m.ctx.Value(key)
	}
	return c.parent.Value(key)
}

// release ends the context, as context.WithTimeout's cancel does: the
// request is answered. Its timer, if it was made, stops.
func (c *lazyDeadline) release() {
	c.released.Store(true)
	if m := c.real.Load(); m != nil {
		m.cancel()
	}
}
