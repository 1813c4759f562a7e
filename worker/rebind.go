package worker

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/wire"
)

// A pipeline-mode consumer deleted under a running worker (by an operator,
// or a retired lane deleted by another worker while this one still had it
// mapped) ends Consume for good: nats.go stops on the server's "consumer
// deleted" status, or, when no pull request was waiting, only misses
// heartbeats. Without more, the worker would silently stop serving it
// until restarted. A boundConsumer notices either (or the ack floor
// poller finds it missing) and has the worker create the consumer again
// with the same configuration and consume it again. A new consumer has
// no ack floor: with its configured deliver policy it would deliver
// every message its stream still stores, where a restart resumes at the
// consumer's ack floor. So it is created by start sequence, just past
// the last ack floor the worker read for it (ackfloor.go), when one is
// known and its stream still counts it; docs/operations.md says what is
// delivered again then, and what is deduplicated.

// boundConsumer is one durable consumer the worker consumes, created again
// when it is deleted. Stop and Drain, at the worker's drain, end it for
// good.
type boundConsumer struct {
	w       *Worker
	ch      wire.Channel
	stream  string
	cfg     jetstream.ConsumerConfig
	handler jetstream.MessageHandler
	batch   int
	// again reports whether a deleted consumer is to be created again;
	// nil: always. A lane is not once the partition transform maps
	// nothing to it (another worker retired it).
	again func(context.Context) bool

	mu      sync.Mutex
	cc      jetstream.ConsumeContext
	cons    jetstream.Consumer // what cc consumes: its ack floor is polled
	floor   ackFloor           // the last one polled
	stopped bool               // by the worker: never consumed again
	gone    bool               // deleted and not created again
	queued  bool               // a rebind request waits for the rebinder
	gen     int                // counts the Consume calls: an error of an earlier one is stale
	// backoff is the wait before the next attempt after a failed
	// re-creation; zero once one succeeded.
	backoff time.Duration
}

// bindConsumer creates (or updates) a durable consumer and consumes it.
// again, nil for always, says whether it is to be created again once
// deleted.
func (w *Worker) bindConsumer(ctx context.Context, ch wire.Channel, stream string, cfg jetstream.ConsumerConfig, batch int, handler jetstream.MessageHandler, again func(context.Context) bool) (*boundConsumer, error) {
	b := &boundConsumer{w: w, ch: ch, stream: stream, cfg: cfg, handler: handler, batch: batch, again: again}
	if err := w.createAndServe(ctx, b); err != nil {
		return nil, err
	}
	return b, nil
}

// createAndServe creates (or updates) b's consumer and serves it.
func (w *Worker) createAndServe(ctx context.Context, b *boundConsumer) error {
	cons, err := w.createConsumer(ctx, b.stream, b.cfg)
	if err != nil {
		return err
	}
	return w.serveConsumer(b, cons)
}

// serveConsumer consumes cons through b, one of the consumers the worker
// drains when it stops.
func (w *Worker) serveConsumer(b *boundConsumer, cons jetstream.Consumer) error {
	if err := b.consume(cons); err != nil {
		return err
	}
	w.consumers.add(b)
	return nil
}

// consume starts consuming cons in place of whatever b consumed before.
func (b *boundConsumer) consume(cons jetstream.Consumer) error {
	b.mu.Lock()
	b.gen++
	gen := b.gen
	b.mu.Unlock()
	cc, err := cons.Consume(b.handler, pullOptions(b.batch, func(_ jetstream.ConsumeContext, err error) { b.onError(gen, err) })...)
	if err != nil {
		return err
	}
	b.mu.Lock()
	if b.stopped {
		b.mu.Unlock()
		cc.Stop()
		return nil
	}
	old := b.cc
	b.cc, b.cons, b.gone = cc, cons, false
	b.mu.Unlock()
	if old != nil {
		old.Stop()
	}
	return nil
}

// onError is the error handler of b's Consume call gen: a deleted
// consumer, or missed heartbeats (perhaps a consumer deleted while no
// pull request waited), send b to the rebinder; other errors are logged.
// Errors of a Consume call since replaced are ignored: a late "consumer
// deleted" of the one before must not create the consumer once more.
func (b *boundConsumer) onError(gen int, err error) {
	b.mu.Lock()
	stale := gen != b.gen
	b.mu.Unlock()
	switch {
	case stale || b.w.watch.Err() != nil:
	case errors.Is(err, jetstream.ErrConsumerDeleted):
		b.w.rebinds.add(b, true)
	case errors.Is(err, jetstream.ErrNoHeartbeat):
		b.w.rebinds.add(b, false)
	default:
		b.w.log.Warn("consumer error", "channel", b.ch.String(), "err", err)
	}
}

// Stop stops consuming for good, dropping what the client buffered.
func (b *boundConsumer) Stop() {
	b.mu.Lock()
	b.stopped = true
	cc := b.cc
	b.mu.Unlock()
	if cc != nil {
		cc.Stop()
	}
}

// Drain stops consuming for good once the buffered messages are handled.
func (b *boundConsumer) Drain() {
	b.mu.Lock()
	b.stopped = true
	cc := b.cc
	b.mu.Unlock()
	if cc != nil {
		cc.Drain()
	}
}

// Closed is closed once consuming ended.
func (b *boundConsumer) Closed() <-chan struct{} {
	b.mu.Lock()
	cc := b.cc
	b.mu.Unlock()
	if cc == nil {
		closed := make(chan struct{})
		close(closed)
		return closed
	}
	return cc.Closed()
}

// consumed returns the consumer b consumes now, nil when it consumes
// none (stopped, gone, or waiting to be created again).
func (b *boundConsumer) consumed() jetstream.Consumer {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stopped || b.gone || b.cc == nil {
		return nil
	}
	return b.cons
}

// isStopped reports whether the worker stopped b for good.
func (b *boundConsumer) isStopped() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.stopped
}

// isGone reports whether b is deleted and not created again.
func (b *boundConsumer) isGone() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.gone
}

// rebinds queues the consumers to look at again, each once, for the
// worker's rebinder goroutine; a consumer whose re-creation failed waits
// its back-off there, so the others go on meanwhile.
type rebinds struct {
	mu      sync.Mutex
	pending []rebindRequest
	wake    chan struct{}
}

// rebindRequest is one consumer to look at: deleted says the server
// reported it deleted; otherwise it is looked up first. due, when set, is
// when a failed re-creation is tried again.
type rebindRequest struct {
	b       *boundConsumer
	deleted bool
	due     time.Time
}

// Re-creation back-off: a consumer whose re-creation failed is tried
// again after rebindRetry, doubling up to rebindRetryMax.
const (
	rebindRetry    = time.Second
	rebindRetryMax = 30 * time.Second
)

func newRebinds() *rebinds { return &rebinds{wake: make(chan struct{}, 1)} }

// add queues b, unless it waits already (a later report says no more).
func (q *rebinds) add(b *boundConsumer, deleted bool) {
	b.mu.Lock()
	if b.queued || b.stopped {
		b.mu.Unlock()
		return
	}
	b.queued = true
	b.mu.Unlock()
	q.push(rebindRequest{b: b, deleted: deleted})
}

// retry queues b, whose re-creation failed, again after its back-off.
func (q *rebinds) retry(b *boundConsumer) time.Duration {
	b.mu.Lock()
	b.backoff = min(max(2*b.backoff, rebindRetry), rebindRetryMax)
	wait := b.backoff
	b.queued = true
	b.mu.Unlock()
	q.push(rebindRequest{b: b, deleted: true, due: time.Now().Add(wait)})
	return wait
}

func (q *rebinds) push(req rebindRequest) {
	q.mu.Lock()
	q.pending = append(q.pending, req)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// take returns the requests due by now, and when the next one left is
// due (zero: none left).
func (q *rebinds) take(now time.Time) (due []rebindRequest, next time.Time) {
	q.mu.Lock()
	defer q.mu.Unlock()
	kept := q.pending[:0]
	for _, req := range q.pending {
		if req.due.After(now) {
			kept = append(kept, req)
			if next.IsZero() || req.due.Before(next) {
				next = req.due
			}
			continue
		}
		due = append(due, req)
	}
	for i := len(kept); i < len(q.pending); i++ {
		q.pending[i] = rebindRequest{}
	}
	q.pending = kept
	return due, next
}

// rebindLost creates again, one after the other, the consumers deleted
// under the worker, until the worker stops or drains.
func (w *Worker) rebindLost() {
	t := time.NewTimer(time.Hour)
	t.Stop()
	defer t.Stop()
	for {
		select {
		case <-w.watch.Done():
			return
		case <-w.rebinds.wake:
		case <-t.C:
		}
		due, next := w.rebinds.take(time.Now())
		for _, req := range due {
			w.rebind(req)
		}
		if !next.IsZero() {
			t.Reset(time.Until(next))
		}
	}
}

// recreate creates b's consumer again, from just past its last ack
// floor when its stream still counts it, and logs from where.
func (w *Worker) recreate(ctx context.Context, b *boundConsumer) (jetstream.Consumer, error) {
	cfg, err := w.restartConfig(ctx, b)
	if err != nil {
		return nil, err
	}
	w.log.Warn("consumer deleted under the worker; creating it again with the same configuration", append([]any{"channel", b.ch.String(), "consumer", b.cfg.Durable}, deliverAttrs(cfg)...)...)
	if _, err := w.createConsumer(ctx, b.stream, cfg); err != nil {
		return nil, err
	}
	// Created at once after the deletion, it may have had its files
	// removed with the deleted one's (lostItsFiles): an update, which
	// writes them, tells, and has it created again.
	cons, err := w.createConsumer(ctx, b.stream, cfg)
	if err != nil {
		return nil, err
	}
	if got := cons.CachedInfo().Config; got.DeliverPolicy != cfg.DeliverPolicy || got.OptStartSeq != cfg.OptStartSeq {
		w.log.Info("consumer created again from another start than this worker chose (by another worker first, or mended); consuming it as it is", append([]any{"channel", b.ch.String(), "consumer", b.cfg.Durable}, deliverAttrs(got)...)...)
	}
	return cons, nil
}

// deliverAttrs are the log attributes saying where cfg delivers from.
func deliverAttrs(cfg jetstream.ConsumerConfig) []any {
	if cfg.DeliverPolicy == jetstream.DeliverByStartSequencePolicy {
		return []any{"deliver", cfg.DeliverPolicy.String(), "start_seq", cfg.OptStartSeq}
	}
	return []any{"deliver", cfg.DeliverPolicy.String()}
}

// rebind creates req's consumer again if it is deleted, and consumes it.
func (w *Worker) rebind(req rebindRequest) {
	b := req.b
	b.mu.Lock()
	b.queued = false
	stopped := b.stopped
	b.mu.Unlock()
	if stopped || w.watch.Err() != nil {
		return
	}
	if !req.deleted {
		_, err := w.js.Consumer(w.watch, b.stream, b.cfg.Durable)
		if !errors.Is(err, jetstream.ErrConsumerNotFound) {
			return // there (it missed heartbeats for another reason), or not known
		}
	}
	if b.again != nil && !b.again(w.watch) {
		b.mu.Lock()
		b.gone = true
		cc := b.cc
		b.mu.Unlock()
		if cc != nil {
			cc.Stop()
		}
		w.log.Info("consumer deleted under the worker and not created again: the chunk stream's partition transform maps nothing to it", "consumer", b.cfg.Durable)
		return
	}
	// One attempt is bounded, so a consumer that cannot be created (its
	// stream deleted too, a refused update) does not hold up the others.
	ctx, cancel := context.WithTimeout(w.watch, max(w.cfg.Worker.Timeout.D(), time.Second))
	cons, err := w.recreate(ctx, b)
	cancel()
	if err == nil {
		err = b.consume(cons)
	}
	if err == nil {
		b.mu.Lock()
		b.backoff = 0
		b.mu.Unlock()
		w.m.recreated.WithLabelValues(b.ch.String()).Inc()
		return
	}
	if w.watch.Err() != nil {
		return
	}
	// The old Consume is stopped: it would only miss heartbeats, each
	// miss sending b back here before its back-off ends.
	b.mu.Lock()
	b.gen++
	cc := b.cc
	b.cc = nil
	b.mu.Unlock()
	if cc != nil {
		cc.Stop()
	}
	wait := w.rebinds.retry(b)
	w.log.Error("consumer deleted under the worker not created again; trying again", "channel", b.ch.String(), "consumer", b.cfg.Durable, "in", wait.String(), "err", err)
}
