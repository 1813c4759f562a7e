package service

import (
	"context"
	"errors"
	"testing"
	"testing/synctest"
	"time"
)

type ctxKey struct{}

// TestDeadlineContextEndsAsWithDeadlineDoes holds the request context to
// context.WithDeadline's behaviour, event by event, whether Done was
// asked for before the event, after it, or never.
func TestDeadlineContextEndsAsWithDeadlineDoes(t *testing.T) {
	for _, tc := range []struct {
		name string
		// event ends the context (or not) after start; parent is
		// cancelled by cancelParent.
		event   func(c *deadlineContext, cancelParent context.CancelFunc)
		wantErr error
	}{
		{"before its deadline it has not ended", func(*deadlineContext, context.CancelFunc) {}, nil},
		{"at its deadline it has ended with DeadlineExceeded", func(*deadlineContext, context.CancelFunc) { time.Sleep(time.Minute) }, context.DeadlineExceeded},
		{"once cancelled it has ended with Canceled", func(c *deadlineContext, _ context.CancelFunc) { c.cancel() }, context.Canceled},
		{"once its parent ends it has ended with the parent's error", func(_ *deadlineContext, cancel context.CancelFunc) { cancel() }, context.Canceled},
	} {
		for _, when := range []string{"done asked before", "done asked after", "done never asked"} {
			t.Run(tc.name+"/"+when, func(t *testing.T) {
				synctest.Test(t, func(t *testing.T) {
					parent, cancelParent := context.WithCancel(context.WithValue(context.Background(), ctxKey{}, "v"))
					defer cancelParent()
					var c deadlineContext
					c.start(parent, time.Now().Add(time.Minute))
					defer c.cancel()
					var done <-chan struct{}
					if when == "done asked before" {
						done = c.Done()
					}
					tc.event(&c, cancelParent)
					synctest.Wait()
					if err := c.Err(); !errors.Is(err, tc.wantErr) || (err == nil) != (tc.wantErr == nil) {
						t.Fatalf("Err() = %v, want %v", err, tc.wantErr)
					}
					if when == "done asked after" {
						done = c.Done()
					}
					if done != nil {
						select {
						case <-done:
							if tc.wantErr == nil {
								t.Fatal("Done closed before the context ended")
							}
						default:
							if tc.wantErr != nil {
								t.Fatal("Done open after the context ended")
							}
						}
					}
					if got := c.Value(ctxKey{}); got != "v" {
						t.Fatalf("Value = %v, want the parent's", got)
					}
				})
			})
		}
	}
}

// TestDeadlineContextDeadlineIsTheEarlier: a request's deadline is its
// own, or its parent's when that comes first.
func TestDeadlineContextDeadlineIsTheEarlier(t *testing.T) {
	now := time.Now()
	for _, tc := range []struct {
		name   string
		parent time.Duration // 0: no deadline
		own    time.Duration
		want   time.Duration
	}{
		{"a parent without a deadline leaves its own", 0, time.Second, time.Second},
		{"a later parent deadline leaves its own", time.Minute, time.Second, time.Second},
		{"an earlier parent deadline is the deadline", time.Second, time.Minute, time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			parent := context.Background()
			if tc.parent > 0 {
				var cancel context.CancelFunc
				parent, cancel = context.WithDeadline(parent, now.Add(tc.parent))
				defer cancel()
			}
			var c deadlineContext
			c.start(parent, now.Add(tc.own))
			defer c.cancel()
			if d, ok := c.Deadline(); !ok || !d.Equal(now.Add(tc.want)) {
				t.Fatalf("Deadline() = %v, %v; want %v", d, ok, now.Add(tc.want))
			}
		})
	}
}

// TestDeadlineContextDerivedContextsEndWithIt: a context derived from a
// request's (a store call's own timeout) ends at the request's deadline
// and when the request is cancelled, without a goroutine left behind.
func TestDeadlineContextDerivedContextsEndWithIt(t *testing.T) {
	for _, tc := range []struct {
		name string
		end  func(c *deadlineContext)
		want error
	}{
		{"at the request's deadline", func(*deadlineContext) { time.Sleep(time.Minute) }, context.DeadlineExceeded},
		{"when the request is cancelled", func(c *deadlineContext) { c.cancel() }, context.Canceled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				var c deadlineContext
				c.start(context.Background(), time.Now().Add(time.Minute))
				defer c.cancel()
				derived, cancel := context.WithTimeout(&c, time.Hour)
				defer cancel()
				tc.end(&c)
				synctest.Wait()
				select {
				case <-derived.Done():
				default:
					t.Fatal("the derived context did not end with the request's")
				}
				if err := derived.Err(); !errors.Is(err, tc.want) {
					t.Fatalf("derived Err() = %v, want %v", err, tc.want)
				}
			})
		})
	}
}

// TestDeadlineContextMakesNoTimerUnlessWaitedOn: a request that never
// waits allocates nothing for its deadline.
func TestDeadlineContextMakesNoTimerUnlessWaitedOn(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := new(deadlineContext)
	allocs := testing.AllocsPerRun(100, func() {
		*c = deadlineContext{}
		c.start(parent, time.Now().Add(time.Minute))
		_ = c.Err()
		_, _ = c.Deadline()
		c.cancel()
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per request, want 0", allocs)
	}
}
