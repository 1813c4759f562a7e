package worker

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// A consumer created again has no ack floor: with its configured deliver
// policy it would deliver everything its stream still stores. So the
// worker reads the ack floor of every consumer it binds, one consumer at
// a time on one goroutine, each about once per floorPollInterval, and a
// consumer deleted under it is created again from the stream sequence
// just past the floor it read last. What was acknowledged since that read
// is delivered again; the interval is a quarter of the output streams'
// duplicate window, so those outputs were normally published within the
// window, and the copies the replay publishes (same Nats-Msg-Id) are
// dropped by the output streams.

// ackFloor is the last ack floor the worker read for a consumer.
type ackFloor struct {
	seq uint64 // stream sequence: every message up to it is acknowledged
	// created is when the consumer it was read from was created, by the
	// server's clock: a stream created after it is not the stream the
	// floor counts in.
	created time.Time
}

// Bounds of the ack floor poll interval: at least floorPollMin (with a
// short duplicate window, many lanes would otherwise cost many API calls
// a second), at most floorPollMax (a long window needs no rare polls: the
// shorter the interval, the less a chunk lane re-reads).
const (
	floorPollMin = time.Second
	floorPollMax = time.Minute
)

// floorPollInterval is how often each consumer's ack floor is read, for
// an output duplicate window of window.
func floorPollInterval(window time.Duration) time.Duration {
	return min(max(window/4, floorPollMin), floorPollMax)
}

// floorPollGap is the wait before the next consumer's poll when n
// consumers share the interval every: every/n, give or take a quarter,
// so each consumer is read once per interval on average and the workers
// that bind the same consumers do not read them in step.
func floorPollGap(every time.Duration, n int) time.Duration {
	gap := every / time.Duration(max(n, 1))
	return gap*3/4 + rand.N(gap/2+1)
}

// watchFloors reads the ack floors of the worker's consumers, one after
// the other, until the worker stops or drains.
func (w *Worker) watchFloors() {
	every := floorPollInterval(w.cfg.Worker.DuplicateWindow.D())
	t := time.NewTimer(rand.N(every)) // workers started together start apart
	defer t.Stop()
	next := 0
	for {
		select {
		case <-w.watch.Done():
			return
		case <-t.C:
		}
		list := w.consumers.snapshot()
		if len(list) > 0 {
			next %= len(list)
			w.pollFloor(list[next])
			next++
		}
		t.Reset(floorPollGap(every, len(list)))
	}
}

// pollFloor reads b's ack floor. A consumer found missing goes to the
// rebinder, as one whose Consume reported it deleted; a read that fails
// otherwise keeps the floor known.
func (w *Worker) pollFloor(b *boundConsumer) {
	cons := b.consumed()
	if cons == nil {
		return // stopped, gone, or waiting to be created again
	}
	ctx, cancel := context.WithTimeout(w.watch, max(w.cfg.Worker.Timeout.D(), time.Second))
	defer cancel()
	info, err := cons.Info(ctx)
	switch {
	case w.watch.Err() != nil:
	case errors.Is(err, jetstream.ErrConsumerNotFound):
		w.rebinds.add(b, false)
	case err != nil:
		w.log.Debug("consumer ack floor not read", "consumer", b.cfg.Durable, "err", err)
	case b.setFloor(ackFloor{seq: info.AckFloor.Stream, created: info.Created}):
		w.log.Debug("consumer ack floor", "consumer", b.cfg.Durable, "ack_floor", info.AckFloor.Stream)
	}
}

// setFloor records f as b's last ack floor; it reports whether it moved.
func (b *boundConsumer) setFloor(f ackFloor) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	moved := b.floor != f
	b.floor = f
	return moved
}

// lastFloor returns the last ack floor read for b.
func (b *boundConsumer) lastFloor() ackFloor {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.floor
}

// startPast returns cfg delivering from the stream sequence just past
// floor f, when f is known (past zero) and counts in the stream as info
// describes it now: the stream was created before the consumer f was
// read from, and holds sequences up to f at least (a stream deleted and
// created again restarts at 1, and would otherwise lose its first
// messages). Otherwise cfg is returned as configured.
func startPast(cfg jetstream.ConsumerConfig, f ackFloor, info *jetstream.StreamInfo) jetstream.ConsumerConfig {
	if f.seq == 0 || info == nil || info.Created.After(f.created) || info.State.LastSeq < f.seq {
		return cfg
	}
	cfg.DeliverPolicy = jetstream.DeliverByStartSequencePolicy
	cfg.OptStartSeq = f.seq + 1
	cfg.OptStartTime = nil
	return cfg
}

// restartConfig is b's configuration to create it again with: from just
// past its last ack floor when its stream, read now, still counts it.
func (w *Worker) restartConfig(ctx context.Context, b *boundConsumer) (jetstream.ConsumerConfig, error) {
	f := b.lastFloor()
	if f.seq == 0 {
		return b.cfg, nil
	}
	st, err := w.js.Stream(ctx, b.stream)
	if err != nil {
		return b.cfg, err
	}
	return startPast(b.cfg, f, st.CachedInfo()), nil
}
