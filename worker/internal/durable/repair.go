package durable

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// repairs queues the consumers for the loop to look at again, each once;
// a consumer whose creation failed waits its back-off there, so the
// others go on meanwhile.
type repairs struct {
	mu      sync.Mutex
	pending []repair
	wake    chan struct{}
}

// repair is one consumer for the loop to look at.
type repair struct {
	c    *Consumer
	kind repairKind
	// due, when set, is when a failed creation is tried again.
	due time.Time
}

// repairKind says what is known of a consumer to repair.
type repairKind int

const (
	lookUp  repairKind = iota // it may be deleted: looked up first
	deleted                   // the server reported it deleted
	fresh                     // not created yet (Set.Create)
)

// Creation back-off: a consumer whose creation failed is tried again
// after retryFirst, doubling up to retryMax.
const (
	retryFirst = time.Second
	retryMax   = 30 * time.Second
)

func newRepairs() *repairs { return &repairs{wake: make(chan struct{}, 1)} }

// add queues c, unless it waits already (a later report says no more).
func (q *repairs) add(c *Consumer, isDeleted bool) {
	kind := lookUp
	if isDeleted {
		kind = deleted
	}
	q.queue(c, kind)
}

// queue queues c to be repaired as kind says, unless it waits already or
// is stopped.
func (q *repairs) queue(c *Consumer, kind repairKind) {
	c.mu.Lock()
	if c.queued || c.stopped {
		c.mu.Unlock()
		return
	}
	c.queued = true
	c.mu.Unlock()
	q.push(repair{c: c, kind: kind})
}

// retry queues c, whose creation failed, again after its back-off.
func (q *repairs) retry(c *Consumer, kind repairKind) time.Duration {
	c.mu.Lock()
	c.backoff = min(max(2*c.backoff, retryFirst), retryMax)
	wait := c.backoff
	c.queued = true
	c.mu.Unlock()
	if kind == lookUp {
		kind = deleted // it was found deleted
	}
	q.push(repair{c: c, kind: kind, due: time.Now().Add(wait)})
	return wait
}

func (q *repairs) push(r repair) {
	q.mu.Lock()
	q.pending = append(q.pending, r)
	q.mu.Unlock()
	q.poke()
}

// poke wakes the loop.
func (q *repairs) poke() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// take returns the repairs due by now, and when the next one left is
// due (zero: none left).
func (q *repairs) take(now time.Time) (due []repair, next time.Time) {
	q.mu.Lock()
	defer q.mu.Unlock()
	kept := q.pending[:0]
	for _, r := range q.pending {
		if r.due.After(now) {
			kept = append(kept, r)
			if next.IsZero() || r.due.Before(next) {
				next = r.due
			}
			continue
		}
		due = append(due, r)
	}
	clear(q.pending[len(kept):])
	q.pending = kept
	return due, next
}

// repair creates r's consumer (again, if it was deleted) and consumes it.
func (s *Set) repair(ctx context.Context, r repair) {
	c := r.c
	c.mu.Lock()
	c.queued = false
	stopped := c.stopped
	c.mu.Unlock()
	if stopped || ctx.Err() != nil {
		return
	}
	if r.kind == lookUp {
		_, err := s.js.Consumer(ctx, c.spec.Stream, c.spec.Config.Durable)
		if !errors.Is(err, jetstream.ErrConsumerNotFound) {
			return // there (it missed heartbeats for another reason), or not known
		}
	}
	if c.spec.Again != nil && !c.spec.Again(ctx) {
		c.giveUp()
		s.log.Info("consumer deleted under the worker and not created again: the chunk stream's partition transform maps nothing to it", "consumer", c.spec.Config.Durable)
		return
	}
	// One attempt is bounded, so a consumer that cannot be created (its
	// stream deleted too, a refused update) does not hold up the others.
	actx, cancel := context.WithTimeout(ctx, s.opTimeout)
	cons, err := s.recreate(actx, c, r.kind != fresh)
	cancel()
	if err == nil {
		err = c.consume(cons)
	}
	if err == nil {
		c.mu.Lock()
		c.backoff = 0
		c.mu.Unlock()
		if r.kind != fresh {
			s.recreated.WithLabelValues(c.spec.Label).Inc()
		}
		return
	}
	if ctx.Err() != nil {
		return
	}
	c.halt()
	wait := s.queue.retry(c, r.kind)
	if r.kind == fresh {
		s.log.Error("consumer not created; trying again", "channel", c.spec.Label, "consumer", c.spec.Config.Durable, "in", wait.String(), "err", err)
		return
	}
	s.log.Error("consumer deleted under the worker not created again; trying again", "channel", c.spec.Label, "consumer", c.spec.Config.Durable, "in", wait.String(), "err", err)
}

// recreate creates c's consumer, from just past its last ack floor when
// its stream still counts it; lost says it was deleted under the worker,
// which is logged with where it starts from.
func (s *Set) recreate(ctx context.Context, c *Consumer, lost bool) (jetstream.Consumer, error) {
	cfg, err := s.restartConfig(ctx, c)
	if err != nil {
		return nil, err
	}
	if lost {
		s.log.Warn("consumer deleted under the worker; creating it again with the same configuration", append([]any{"channel", c.spec.Label, "consumer", cfg.Durable}, deliverAttrs(cfg)...)...)
	}
	if _, err := s.create(ctx, c.spec.Stream, cfg); err != nil {
		return nil, err
	}
	// Created at once after a deletion, it may have had its files
	// removed with the deleted one's (lostItsFiles): an update, which
	// writes them, tells, and has it created again.
	cons, err := s.create(ctx, c.spec.Stream, cfg)
	if err != nil {
		return nil, err
	}
	if got := cons.CachedInfo().Config; got.DeliverPolicy != cfg.DeliverPolicy || got.OptStartSeq != cfg.OptStartSeq {
		s.log.Info("consumer created again from another start than this worker chose (by another worker first, or mended); consuming it as it is", append([]any{"channel", c.spec.Label, "consumer", cfg.Durable}, deliverAttrs(got)...)...)
	}
	return cons, nil
}
