package retry

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

func TestRetryGivesEachAttemptLongerThanTheOneBefore(t *testing.T) {
	t.Parallel()
	var limits []time.Duration
	err := Do(context.Background(), discard, "op", func(ctx context.Context) error {
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
	for i, want := range []time.Duration{AttemptFirst, 2 * AttemptFirst, 4 * AttemptFirst, AttemptMax} {
		// The deadline was set just before the attempt began: what is
		// left of it is at most the attempt's bound, and more than the
		// bound before (or than half of the first), however loaded the
		// machine.
		floor := want / 2
		if i > 0 {
			floor = max(floor, limits[i-1])
		}
		if got := limits[i]; got > want || got <= floor {
			t.Errorf("attempt %d had %v, want about %v", i+1, got, want)
		}
	}
}

func TestRetryStopsAtARefusalThatWillNotPass(t *testing.T) {
	t.Parallel()
	refusal := errors.New("refused")
	calls := 0
	err := Do(context.Background(), discard, "op", func(context.Context) error {
		calls++
		return refusal
	}, func(err error) bool { return !errors.Is(err, refusal) })
	if !errors.Is(err, refusal) || calls != 1 {
		t.Errorf("err %v after %d calls", err, calls)
	}
}

func TestRetryEndsWithItsContext(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	err := Do(ctx, discard, "op", func(context.Context) error {
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

// TestTransientJetStreamErrorsAreRetried: a create or update that fails
// in the server's file store or races another worker's is tried again;
// a refusal of the configuration is not.
func TestTransientJetStreamErrorsAreRetried(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"a file store error on create is retried", &jetstream.APIError{Code: 500, ErrorCode: jetstream.JSErrCodeConsumerCreate, Description: "open /data/jetstream/$G/streams/PIIGHOST_INPUT/obs/piighost_model_in/meta.inf.tmp: no such file or directory"}, true},
		{"a consumer created by another worker first is retried", jetstream.ErrConsumerExists, true},
		{"a timeout is retried", errors.New("nats: timeout"), true},
		{"no peers to place a stream on, in a cluster that just started, is retried", &jetstream.APIError{Code: 400, ErrorCode: 10005, Description: "no suitable peers for placement"}, true},
		{"a refused configuration is not retried", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeBadRequest, Description: "bad request"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := JetStream(tc.err); got != tc.want {
				t.Errorf("transient: %v, want %v", got, tc.want)
			}
		})
	}
}
