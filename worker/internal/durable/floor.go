package durable

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// A consumer created again has no ack floor: with its configured deliver
// policy it would deliver everything its stream still stores. So the
// loop reads the ack floor of every consumer of the set, one consumer at
// a time, each about once per FloorEvery, and a consumer deleted under
// the worker is created again from the stream sequence just past the
// floor it read last. What was acknowledged since that read is delivered
// again; with FloorEvery a quarter of the output streams' duplicate
// window (FloorInterval), those outputs were normally published within
// the window, and the copies the replay publishes (same Nats-Msg-Id) are
// dropped by the output streams.

// ackFloor is the last ack floor the loop read for a consumer.
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

// FloorInterval is how often each consumer's ack floor is read, for an
// output duplicate window of window.
func FloorInterval(window time.Duration) time.Duration {
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

// pollFloor reads c's ack floor. A consumer found missing is queued to
// be repaired, as one whose Consume reported it deleted; a read that
// fails otherwise keeps the floor known.
func (s *Set) pollFloor(ctx context.Context, c *Consumer) {
	cons := c.consumed()
	if cons == nil {
		return // stopped, gone, or waiting to be created again
	}
	ctx, cancel := context.WithTimeout(ctx, s.opTimeout)
	defer cancel()
	info, err := cons.Info(ctx)
	if err == nil {
		c.answered()
	}
	switch {
	case s.stopping():
	case errors.Is(err, jetstream.ErrConsumerNotFound):
		s.queue.add(c, false)
	case err != nil:
		s.log.Debug("consumer ack floor not read", "consumer", c.spec.Config.Durable, "err", err)
	case c.setFloor(ackFloor{seq: info.AckFloor.Stream, created: info.Created}):
		s.log.Debug("consumer ack floor", "consumer", c.spec.Config.Durable, "ack_floor", info.AckFloor.Stream)
	}
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

// restartConfig is c's configuration to create it again with: from just
// past its last ack floor when its stream, read now, still counts it.
func (s *Set) restartConfig(ctx context.Context, c *Consumer) (jetstream.ConsumerConfig, error) {
	f := c.lastFloor()
	if f.seq == 0 {
		return c.spec.Config, nil
	}
	st, err := s.js.Stream(ctx, c.spec.Stream)
	if err != nil {
		return c.spec.Config, err
	}
	return startPast(c.spec.Config, f, st.CachedInfo()), nil
}
