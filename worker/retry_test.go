package worker

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"
)

func TestRetryGivesEachAttemptLongerThanTheOneBefore(t *testing.T) {
	var limits []time.Duration
	err := retry(context.Background(), NewLogger(io.Discard, "error"), "op", func(ctx context.Context) error {
		d, ok := ctx.Deadline()
		if !ok {
			t.Fatal("an attempt without a deadline")
		}
		limits = append(limits, time.Until(d))
		if len(limits) < 4 {
			return context.DeadlineExceeded
		}
		return nil
	}, func(error) bool { return true })
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []time.Duration{attemptFirst, 2 * attemptFirst, 4 * attemptFirst, attemptMax} {
		// The deadline was set just before the attempt began.
		if got := limits[i]; got > want || got < want-time.Second {
			t.Errorf("attempt %d had %v, want about %v", i+1, got, want)
		}
	}
}

func TestRetryStopsAtARefusalThatWillNotPass(t *testing.T) {
	refusal := errors.New("refused")
	calls := 0
	err := retry(context.Background(), NewLogger(io.Discard, "error"), "op", func(context.Context) error {
		calls++
		return refusal
	}, func(err error) bool { return !errors.Is(err, refusal) })
	if !errors.Is(err, refusal) || calls != 1 {
		t.Errorf("err %v after %d calls", err, calls)
	}
}

func TestRetryEndsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	err := retry(ctx, NewLogger(io.Discard, "error"), "op", func(context.Context) error {
		calls++
		if calls == 2 {
			cancel()
		}
		return context.DeadlineExceeded
	}, func(error) bool { return true })
	if !errors.Is(err, context.Canceled) || calls != 2 {
		t.Errorf("err %v after %d calls", err, calls)
	}
}
