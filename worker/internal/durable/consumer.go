package durable

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Spec describes one durable consumer the worker reads.
type Spec struct {
	// Label names the consumer's messages in logs and metrics (its
	// channel).
	Label  string
	Stream string
	Config jetstream.ConsumerConfig
	// Batch is how many messages the client keeps buffered.
	Batch   int
	Handler jetstream.MessageHandler
	// Again reports whether the consumer, deleted under the worker, is to
	// be created again; nil: always. A lane is not once the chunk
	// stream's partition transform maps nothing to it (another worker
	// retired it).
	Again func(context.Context) bool
}

// Consumer is one durable consumer the worker reads, created again when
// it is deleted under it. Stop and Drain end it for good.
type Consumer struct {
	set  *Set
	spec Spec

	mu      sync.Mutex
	cc      jetstream.ConsumeContext
	cons    jetstream.Consumer // what cc consumes: its ack floor is polled
	floor   ackFloor           // the last one polled
	stopped bool               // by the worker: never consumed again
	gone    bool               // deleted and not created again
	queued  bool               // a repair waits for the loop
	gen     int                // counts the Consume calls: an error of an earlier one is stale
	// backoff is the wait before the next attempt after a failed
	// re-creation; zero once one succeeded.
	backoff time.Duration
	// unanswered is when JetStream first left a pull of c without a
	// responder, since it last answered (zero: it answers); told is when
	// that was last logged.
	unanswered, told time.Time
}

// consume starts consuming cons in place of whatever c consumed before.
func (c *Consumer) consume(cons jetstream.Consumer) error {
	c.mu.Lock()
	c.gen++
	gen := c.gen
	c.mu.Unlock()
	cc, err := cons.Consume(c.spec.Handler, pullOptions(c.spec.Batch, func(_ jetstream.ConsumeContext, err error) { c.onError(gen, err) })...)
	if err != nil {
		return err
	}
	c.mu.Lock()
	if c.stopped {
		c.mu.Unlock()
		cc.Stop()
		return nil
	}
	old := c.cc
	c.cc, c.cons, c.gone = cc, cons, false
	c.mu.Unlock()
	if old != nil {
		old.Stop()
	}
	return nil
}

// onError is the error handler of c's Consume call gen: a deleted
// consumer, or missed heartbeats (perhaps a consumer deleted while no
// pull request waited), send c to be repaired; other errors are logged.
// Errors of a Consume call since replaced are ignored: a late "consumer
// deleted" of the one before must not create the consumer once more.
func (c *Consumer) onError(gen int, err error) {
	c.mu.Lock()
	stale := gen != c.gen
	c.mu.Unlock()
	switch {
	case stale || c.set.stopping():
	case errors.Is(err, jetstream.ErrConsumerDeleted):
		c.set.queue.add(c, true)
	case errors.Is(err, jetstream.ErrNoHeartbeat):
		c.set.queue.add(c, false)
	case errors.Is(err, nats.ErrNoResponders):
		c.noResponders(time.Now())
	default:
		c.set.log.Warn("consumer error", "channel", c.spec.Label, "err", err)
	}
}

// noRespondersEvery is how often a consumer whose pulls JetStream keeps
// leaving without a responder says so again.
const noRespondersEvery = time.Minute

// noResponders logs a pull of c that no JetStream server answered: once
// at info when it starts (a cluster starting or electing a leader answers
// so for a moment), then at most every noRespondersEvery as a warning,
// with how long it has lasted, until JetStream answers again (answered).
func (c *Consumer) noResponders(now time.Time) {
	c.mu.Lock()
	first := c.unanswered.IsZero()
	if first {
		c.unanswered = now
	}
	since, due := c.unanswered, first || now.Sub(c.told) >= noRespondersEvery
	if due {
		c.told = now
	}
	c.mu.Unlock()
	attrs := []any{"channel", c.spec.Label, "stream", c.spec.Stream, "consumer", c.spec.Config.Durable}
	switch {
	case first:
		c.set.log.Info("JetStream did not answer the consumer's pull (no responders): the stream or the consumer has no leader yet "+
			"(servers starting, a leader being elected); the worker pulls again", attrs...)
	case due:
		c.set.log.Warn("JetStream still does not answer the consumer's pull (no responders): the stream or the consumer has no leader; "+
			"check the cluster's JetStream (nats server report jetstream, nats stream info)", append(attrs, "for", now.Sub(since).Round(time.Second).String())...)
	}
}

// answered records that JetStream answered for c: a pull left without a
// responder later is told as a new one.
func (c *Consumer) answered() {
	c.mu.Lock()
	c.unanswered = time.Time{}
	c.mu.Unlock()
}

// Missing sends c to be looked up, and created again if it is deleted:
// a listing of its stream's consumers lacks it.
func (c *Consumer) Missing() { c.set.queue.add(c, false) }

// Stop stops consuming for good, dropping what the client buffered.
func (c *Consumer) Stop() {
	c.mu.Lock()
	c.stopped = true
	cc := c.cc
	c.mu.Unlock()
	if cc != nil {
		cc.Stop()
	}
}

// Drain stops consuming for good once the buffered messages are handled.
func (c *Consumer) Drain() {
	c.mu.Lock()
	c.stopped = true
	cc := c.cc
	c.mu.Unlock()
	if cc != nil {
		cc.Drain()
	}
}

// Closed is closed once consuming ended.
func (c *Consumer) Closed() <-chan struct{} {
	c.mu.Lock()
	cc := c.cc
	c.mu.Unlock()
	if cc == nil {
		closed := make(chan struct{})
		close(closed)
		return closed
	}
	return cc.Closed()
}

// consumed returns the consumer c consumes now, nil when it consumes
// none (stopped, gone, or waiting to be created again).
func (c *Consumer) consumed() jetstream.Consumer {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stopped || c.gone || c.cc == nil {
		return nil
	}
	return c.cons
}

// Stopped reports whether the worker stopped c for good.
func (c *Consumer) Stopped() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stopped
}

// Gone reports whether c was deleted and not created again.
func (c *Consumer) Gone() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gone
}

// giveUp marks c gone and stops its Consume call: deleted, and not to be
// created again.
func (c *Consumer) giveUp() {
	c.mu.Lock()
	c.gone = true
	cc := c.cc
	c.mu.Unlock()
	if cc != nil {
		cc.Stop()
	}
}

// halt stops c's Consume call, whose consumer could not be created
// again: it would only miss heartbeats, each miss sending c back to be
// repaired before its back-off ends.
func (c *Consumer) halt() {
	c.mu.Lock()
	c.gen++
	cc := c.cc
	c.cc = nil
	c.mu.Unlock()
	if cc != nil {
		cc.Stop()
	}
}

// setFloor records f as c's last ack floor; it reports whether it moved.
func (c *Consumer) setFloor(f ackFloor) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	moved := c.floor != f
	c.floor = f
	return moved
}

// lastFloor returns the last ack floor read for c.
func (c *Consumer) lastFloor() ackFloor {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.floor
}

// Pipeline-mode consumers pull with short-lived requests and heartbeats
// every second. Under load, a partition's chunk consumer was seen holding
// a stored chunk with no pull request of the worker waiting on the
// server, while the client library still counted credit for one: it
// pulls again only once it has missed two heartbeats, 30 s with the
// library's defaults, and when a lane had one chunk in flight a stream
// of that partition stalled as long. With these, a consumer in that state
// recovers in about two seconds. (The cause of the lost credit is not
// known; every pipeline consumer gets the same bound.)
const (
	pullExpiry    = 5 * time.Second
	pullHeartbeat = time.Second
)

// pullOptions are the Consume options of a consumer that keeps up to
// batch messages buffered.
func pullOptions(batch int, onErr jetstream.ConsumeErrHandler) []jetstream.PullConsumeOpt {
	return []jetstream.PullConsumeOpt{
		jetstream.PullMaxMessages(batch),
		jetstream.PullExpiry(pullExpiry),
		jetstream.PullHeartbeat(pullHeartbeat),
		jetstream.ConsumeErrHandler(onErr),
	}
}
