// Package retry runs what a starting worker waits for (servers, a
// JetStream cluster electing its leaders, a stream or consumer several
// workers create at once) until it answers, with a growing delay.
package retry

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Backoff bounds of the retries: a first retry soon, then doubling delays
// up to delayMax, each with up to a half of jitter so that workers started
// together do not retry in step.
const (
	delayFirst = 100 * time.Millisecond
	delayMax   = 5 * time.Second
)

// Bounds of one attempt: the first waits AttemptFirst, each next one
// twice as long, up to AttemptMax. Short first attempts matter when
// workers start together: nats-server (2.15.2) leaves some of the equal
// stream and consumer creates proposed at once unanswered (the assignment
// applied last inherits the former's "responded" mark), and such a
// request would otherwise hold the start for a whole attempt; the next
// attempt finds the stream made and is answered. Longer attempts after
// that keep a slow cluster, whose creates do take long, from being asked
// again and again before it can answer.
const (
	AttemptFirst = 5 * time.Second
	AttemptMax   = 30 * time.Second
)

// Do runs op until it succeeds, fails with an error retryable does not
// accept, or ctx ends. Each failure is logged with what was attempted,
// the attempt number and the delay before the next one; the attrs say
// where (a URL and the setting that gave it, a bucket).
func Do(ctx context.Context, log *slog.Logger, what string, op func(context.Context) error, retryable func(error) bool, attrs ...any) error {
	delay, limit := delayFirst, AttemptFirst
	for attempt := 1; ; attempt++ {
		actx, cancel := context.WithTimeout(ctx, limit)
		err := op(actx)
		cancel()
		if err == nil {
			if attempt > 1 {
				log.Info(what+": done", append([]any{"attempts", attempt}, attrs...)...)
			}
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !retryable(err) {
			return err
		}
		wait := delay/2 + rand.N(delay/2+1)
		level := slog.LevelInfo
		if attempt >= 3 {
			level = slog.LevelWarn
		}
		log.Log(ctx, level, what+": not yet; retrying", append([]any{"attempt", attempt, "retry_in", wait.Round(time.Millisecond).String(), "err", err.Error()}, attrs...)...)
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return ctx.Err()
		}
		delay = min(2*delay, delayMax)
		limit = min(2*limit, AttemptMax)
	}
}

// errCodeNoPeers is JetStream's "no suitable peers for placement"
// (JSClusterNoPeersErrF): a cluster whose servers have not all joined
// yet, or whose meta leader has not heard of them, cannot place a
// replicated stream. nats.go names no constant for it.
const errCodeNoPeers jetstream.ErrorCode = 10005

// JetStream tells JetStream failures that may pass (no leader yet, no
// peers to place a replicated stream on in a cluster that just started,
// a timeout, a concurrent create, a consumer whose files the server's
// store lost) from refusals that will not (a stream whose subjects
// overlap another's, a setting the server forbids).
func JetStream(err error) bool {
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) {
		switch apiErr.ErrorCode {
		case jetstream.JSErrCodeStreamNameInUse, jetstream.JSErrCodeConsumerAlreadyExists,
			jetstream.JSErrCodeConsumerExists, jetstream.JSErrCodeConsumerNameExists,
			jetstream.JSErrCodeStreamNotFound, jetstream.JSErrCodeConsumerCreate, errCodeNoPeers:
			return true
		}
		return apiErr.Code == 503 || apiErr.Code == 408 || apiErr.Code == 500
	}
	return true // timeouts, no responders, a connection being re-established
}
