package worker

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.uber.org/goleak"
)

func TestTheRequestContextActsAsContextWithTimeout(t *testing.T) {
	defer goleak.VerifyNone(t)

	t.Run("a request nothing waits on costs one allocation and no timer", func(t *testing.T) {
		parent, cancel := context.WithCancel(context.Background())
		defer cancel()
		allocs := testing.AllocsPerRun(100, func() {
			c := newLazyDeadline(parent, time.Hour)
			if c.Err() != nil {
				t.Fatal("a fresh request context has ended")
			}
			c.release()
		})
		if allocs != 1 && !raceEnabled {
			t.Errorf("%v allocations, want 1", allocs)
		}
	})

	t.Run("the deadline is the timeout's, or the parent's when earlier", func(t *testing.T) {
		c := newLazyDeadline(context.Background(), time.Hour)
		defer c.release()
		if d, ok := c.Deadline(); !ok || time.Until(d) < 59*time.Minute {
			t.Errorf("deadline %v, %v", d, ok)
		}
		parent, cancel := context.WithDeadline(context.Background(), time.Now().Add(time.Minute))
		defer cancel()
		pd, _ := parent.Deadline()
		c2 := newLazyDeadline(parent, time.Hour)
		defer c2.release()
		if d, _ := c2.Deadline(); !d.Equal(pd) {
			t.Errorf("deadline %v, want the parent's %v", d, pd)
		}
	})

	t.Run("Done closes at the deadline and Err says why", func(t *testing.T) {
		c := newLazyDeadline(context.Background(), time.Millisecond)
		defer c.release()
		<-c.Done()
		if !errors.Is(c.Err(), context.DeadlineExceeded) {
			t.Errorf("Err = %v", c.Err())
		}
	})

	t.Run("past the deadline Err reports it before anything waited", func(t *testing.T) {
		c := newLazyDeadline(context.Background(), -time.Second)
		defer c.release()
		if !errors.Is(c.Err(), context.DeadlineExceeded) {
			t.Errorf("Err = %v", c.Err())
		}
		select {
		case <-c.Done():
		default:
			t.Error("Err reported the deadline but Done is open")
		}
	})

	t.Run("the parent's cancellation reaches Err, Done and a child", func(t *testing.T) {
		parent, cancel := context.WithCancel(context.Background())
		c := newLazyDeadline(parent, time.Hour)
		defer c.release()
		child, stop := context.WithCancel(c)
		defer stop()
		cancel()
		<-child.Done()
		<-c.Done()
		if !errors.Is(c.Err(), context.Canceled) || !errors.Is(child.Err(), context.Canceled) {
			t.Errorf("Err = %v, child's %v", c.Err(), child.Err())
		}
	})

	t.Run("a child sees the deadline and ends with the request", func(t *testing.T) {
		c := newLazyDeadline(context.Background(), time.Hour)
		child, stop := context.WithTimeout(c, 2*time.Hour)
		defer stop()
		if d, _ := child.Deadline(); time.Until(d) > time.Hour {
			t.Errorf("the child's deadline %v is past the request's", d)
		}
		c.release()
		<-child.Done()
		if !errors.Is(child.Err(), context.Canceled) {
			t.Errorf("child's Err = %v", child.Err())
		}
	})

	t.Run("once released it has ended, whether or not anything waited", func(t *testing.T) {
		c := newLazyDeadline(context.Background(), time.Hour)
		c.release()
		if !errors.Is(c.Err(), context.Canceled) {
			t.Errorf("Err = %v", c.Err())
		}
		<-c.Done()
	})

	t.Run("values come from the parent", func(t *testing.T) {
		type key struct{}
		parent := context.WithValue(context.Background(), key{}, "v")
		c := newLazyDeadline(parent, time.Hour)
		defer c.release()
		if c.Value(key{}) != "v" {
			t.Error("value lost before Done")
		}
		_ = c.Done() // makes the real context
		if c.Value(key{}) != "v" {
			t.Error("value lost after Done")
		}
	})
}
