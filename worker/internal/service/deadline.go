package service

import (
	"context"
	"sync"
	"time"
)

// deadlineContext is a request's context: its parent's values and
// cancellation, bounded by a deadline whose timer is made only once
// something waits on the context (Done, or a context derived from it
// that can be cancelled). A request answered from memory never waits,
// so it pays no timer, where context.WithDeadline starts and stops one
// for every request (with four allocations).
//
// Invariants: Deadline is the earlier of the parent's and its own; Err
// is non-nil from the deadline on, once the parent ends, or once cancel
// was called, whether or not Done was asked for; Done's channel closes
// on the same events (it is the channel of a context.WithDeadline made
// on the first call, or an already closed one after cancel). Once cancel
// returns, no timer of the context is left running.
type deadlineContext struct {
	parent   context.Context
	deadline time.Time

	mu       sync.Mutex
	timed    context.Context    // made by the first Done, nil before
	stop     context.CancelFunc // timed's
	canceled bool
}

// start makes c, unused or zero, a context of parent bounded by d (as
// context.WithDeadline does, but for the timer); cancel ends it.
func (c *deadlineContext) start(parent context.Context, d time.Time) {
	c.parent, c.deadline = parent, d
}

// Deadline implements context.Context.
func (c *deadlineContext) Deadline() (time.Time, bool) {
	if pd, ok := c.parent.Deadline(); ok && pd.Before(c.deadline) {
		return pd, true
	}
	return c.deadline, true
}

// Done implements context.Context: the first call starts the timer.
func (c *deadlineContext) Done() <-chan struct{} { return c.timer().Done() }

// Err implements context.Context.
func (c *deadlineContext) Err() error {
	c.mu.Lock()
	timed, canceled := c.timed, c.canceled
	c.mu.Unlock()
	if timed != nil {
		return timed.Err()
	}
	if canceled {
		return context.Canceled
	}
	if err := c.parent.Err(); err != nil {
		return err
	}
	if !time.Now().Before(c.deadline) {
		return context.DeadlineExceeded
	}
	return nil
}

// Value implements context.Context.
func (c *deadlineContext) Value(key any) any { return c.parent.Value(key) }

// AfterFunc lets the context package tie a context derived from c to c
// without a goroutine of its own watching Done.
func (c *deadlineContext) AfterFunc(f func()) func() bool {
	return context.AfterFunc(c.timer(), f)
}

// timer returns the context.WithDeadline that Done's channel is, made on
// the first call; after cancel, an ended one.
func (c *deadlineContext) timer() context.Context {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.timed == nil {
		c.timed, c.stop = context.WithDeadline(c.parent, c.deadline)
		if c.canceled {
			c.stop()
		}
	}
	return c.timed
}

// cancel ends c, stopping its timer if one was made.
func (c *deadlineContext) cancel() {
	c.mu.Lock()
	c.canceled = true
	stop := c.stop
	c.mu.Unlock()
	if stop != nil {
		stop()
	}
}
