package worker

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/piighost/piighost-nats/pii"
)

// Backoff bounds of the start-up retries: a first retry soon, then
// doubling delays up to retryMax, each with up to a half of jitter so that
// workers started together do not retry in step.
const (
	retryFirst = 100 * time.Millisecond
	retryMax   = 5 * time.Second
)

// Bounds of one attempt: the first waits attemptFirst, each next one
// twice as long, up to attemptMax. Short first attempts matter when
// workers start together: nats-server (2.15.2) leaves some of the equal
// stream and consumer creates proposed at once unanswered (the assignment
// applied last inherits the former's "responded" mark), and such a
// request would otherwise hold the start for a whole attempt; the next
// attempt finds the stream made and is answered. Longer attempts after
// that keep a slow cluster, whose creates do take long, from being asked
// again and again before it can answer.
const (
	attemptFirst = 5 * time.Second
	attemptMax   = 30 * time.Second
)

// retry runs op until it succeeds, fails with an error retryable does not
// accept, or ctx ends. Each failure is logged with what was attempted,
// the attempt number and the delay before the next one; the attrs say
// where (a URL and the setting that gave it, a bucket).
func retry(ctx context.Context, log *slog.Logger, what string, op func(context.Context) error, retryable func(error) bool, attrs ...any) error {
	delay, limit := retryFirst, attemptFirst
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
		delay = min(2*delay, retryMax)
		limit = min(2*limit, attemptMax)
	}
}

// transientStoreError tells a store or JetStream failure that may pass
// (no quorum yet, a leader being elected, a timeout, two workers creating
// the same stream) from a refusal that will not (a configuration error, a
// keyring that does not match the bucket's).
func transientStoreError(err error) bool {
	var pe *pii.Error
	if errors.As(err, &pe) {
		return pe.Code == pii.CodeUnavailable && pe.Err != nil
	}
	return !errors.Is(err, pii.ErrConfig)
}
