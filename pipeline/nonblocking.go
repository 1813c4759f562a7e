package pipeline

import (
	"context"
	"errors"
	"sync/atomic"
)

// ErrWouldBlock is what a call made under NonBlocking returns at the
// first point where it would wait on the store (a round trip to read or
// write the thread), and what a de-identifying call returns at once
// there: before it has changed anything, in the store or in the
// pipeline's cache. The caller runs the whole call again, without the
// mark, where waiting is allowed.
var ErrWouldBlock = errors.New("pipeline: the call would wait on the store")

// HeldThreads is implemented by stores that can tell, from memory alone,
// whether Open would answer without waiting on the network. A pipeline
// serves a call under NonBlocking only on such a store.
type HeldThreads interface {
	// HeldHead returns what Open would: the head of a thread the store
	// holds in memory and trusts, with no round trip due (no check,
	// refresh or load of its head), and marks it used as Open does. For
	// any other thread, existing or not, it returns ok == false and
	// changes nothing.
	HeldHead(thread string) (head Head, ok bool)
}

// NonBlocking returns a context under which the pipeline restores only
// from what it holds: Deanonymize and IsIssued answer from a thread whose
// view is cached and whose head the store holds (HeldThreads), with
// tokens the view knows. Anything else (a cold thread, an entry to read,
// a token the view lacks) makes the call return ErrWouldBlock before any
// side effect, and so does every call that de-identifies, counts, forgets
// or corrects; the returned Attempt records it, and the caller runs the
// call again on a context without the mark. So a caller that must not
// wait (NATS micro's delivery goroutine, serving every request of a
// subscription in turn) can try a restoring request there and hand it
// over only when it needs the store.
func NonBlocking(ctx context.Context) (context.Context, *Attempt) {
	a := new(Attempt)
	return a.Start(ctx), a
}

// Attempt records whether a call made under NonBlocking stopped where it
// would have waited. Its zero value is ready to Start. Blocked may be
// called from any goroutine; Start belongs to the one caller that owns it.
type Attempt struct {
	blocked atomic.Bool
	ctx     attemptContext
}

// Start marks ctx as NonBlocking does, recording in a (cleared first):
// a caller that serves many calls keeps an Attempt in its own state
// rather than allocate one and a context per call.
func (a *Attempt) Start(ctx context.Context) context.Context {
	a.blocked.Store(false)
	a.ctx = attemptContext{Context: ctx, a: a}
	return &a.ctx
}

// Blocked reports whether the call stopped where it would have waited:
// its result, whatever it is, must then be discarded and the call run
// again without the mark.
func (a *Attempt) Blocked() bool { return a.blocked.Load() }

// attemptContext is a context marked by an Attempt.
type attemptContext struct {
	context.Context
	a *Attempt
}

type attemptKey struct{}

func (c *attemptContext) Value(key any) any {
	if key == (attemptKey{}) {
		return c.a
	}
	return c.Context.Value(key)
}

// attemptOf returns ctx's Attempt, or nil when ctx may wait.
func attemptOf(ctx context.Context) *Attempt {
	a, _ := ctx.Value(attemptKey{}).(*Attempt)
	return a
}

// CheckBlocking returns nil when ctx may wait; under NonBlocking it
// records that the call would have waited and returns ErrWouldBlock. A
// caller of the pipeline with waits of its own (a stream state store)
// calls it before each.
func CheckBlocking(ctx context.Context) error {
	if a := attemptOf(ctx); a != nil {
		a.blocked.Store(true)
		return ErrWouldBlock
	}
	return nil
}

// heldView is view for a call under NonBlocking: the cached view of a
// thread the store holds, knowing every entry the store's head counts;
// anything else would wait.
func (p *Pipeline) heldView(ctx context.Context, thread string) (*view, error) {
	// The cache first: the store counts a head it answers as a hit, which
	// a try stopped for want of a view would count twice with its rerun.
	if hs, ok := p.store.(HeldThreads); ok && p.cache.holds(thread) {
		if head, held := hs.HeldHead(thread); held {
			if v := p.cache.get(thread, head.Gen); v != nil && head.Len <= v.len() {
				return v, nil
			}
		}
	}
	return nil, CheckBlocking(ctx)
}
