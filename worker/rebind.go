package worker

import (
	"context"
	"errors"
	"sync"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/wire"
)

// A pipeline-mode consumer deleted under a running worker (by an operator,
// or a retired lane deleted by another worker while this one still had it
// mapped) ends Consume for good: nats.go stops on the server's "consumer
// deleted" status, or, when no pull request was waiting, only misses
// heartbeats. Without more, the worker would silently stop serving it
// until restarted. A boundConsumer notices either and has the worker
// create the consumer again with the same configuration (what a restart
// would do: with limits retention the new consumer delivers the stored
// messages again, and answered ones are told apart as on any redelivery)
// and consume it again.

// boundConsumer is one durable consumer the worker consumes, created again
// when it is deleted. It is a jetstream.ConsumeContext for the worker's
// drain: Stop and Drain end it for good.
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
	stopped bool // by the worker: never consumed again
	gone    bool // deleted and not created again
	queued  bool // a rebind request waits for the rebinder
	gen     int  // counts the Consume calls: an error of an earlier one is stale
}

// bindConsumer creates (or updates) a durable consumer and consumes it.
// again, nil for always, says whether it is to be created again once
// deleted.
func (w *Worker) bindConsumer(ctx context.Context, ch wire.Channel, stream string, cfg jetstream.ConsumerConfig, batch int, handler jetstream.MessageHandler, again func(context.Context) bool) (*boundConsumer, error) {
	b := &boundConsumer{w: w, ch: ch, stream: stream, cfg: cfg, handler: handler, batch: batch, again: again}
	cons, err := w.createConsumer(ctx, stream, cfg)
	if err != nil {
		return nil, err
	}
	if err := b.consume(cons); err != nil {
		return nil, err
	}
	w.consumers.add(b)
	return b, nil
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
	b.cc, b.gone = cc, false
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
// worker's rebinder goroutine.
type rebinds struct {
	mu      sync.Mutex
	pending []rebindRequest
	wake    chan struct{}
}

// rebindRequest is one consumer to look at: deleted says the server
// reported it deleted; otherwise it is looked up first.
type rebindRequest struct {
	b       *boundConsumer
	deleted bool
}

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
	q.mu.Lock()
	q.pending = append(q.pending, rebindRequest{b, deleted})
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// take returns the queued requests.
func (q *rebinds) take() []rebindRequest {
	q.mu.Lock()
	defer q.mu.Unlock()
	p := q.pending
	q.pending = nil
	return p
}

// rebindLost creates again, one after the other, the consumers deleted
// under the worker, until the worker stops or drains.
func (w *Worker) rebindLost() {
	for {
		select {
		case <-w.watch.Done():
			return
		case <-w.rebinds.wake:
		}
		for _, req := range w.rebinds.take() {
			w.rebind(req)
		}
	}
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
	w.log.Warn("consumer deleted under the worker; creating it again with the same configuration", "channel", b.ch.String(), "consumer", b.cfg.Durable)
	w.m.recreated.WithLabelValues(b.ch.String()).Inc()
	cons, err := w.createConsumer(w.watch, b.stream, b.cfg)
	if err == nil {
		err = b.consume(cons)
	}
	if err != nil && w.watch.Err() == nil {
		w.log.Error("consumer deleted under the worker not created again; restart the worker", "channel", b.ch.String(), "consumer", b.cfg.Durable, "err", err)
		b.mu.Lock()
		b.gone = true
		b.mu.Unlock()
	}
}
