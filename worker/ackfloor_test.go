package worker

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// TestAConsumerCreatedAgainStartsJustPastTheFloorItsStreamStillCounts:
// the rules that decide where a consumer deleted under the worker is
// created again from.
func TestAConsumerCreatedAgainStartsJustPastTheFloorItsStreamStillCounts(t *testing.T) {
	consumerCreated := time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	stream := func(created time.Time, last uint64) *jetstream.StreamInfo {
		return &jetstream.StreamInfo{Created: created, State: jetstream.StreamState{LastSeq: last}}
	}
	older := consumerCreated.Add(-time.Hour)
	for _, tc := range []struct {
		name      string
		cfg       jetstream.DeliverPolicy
		floor     uint64
		stream    *jetstream.StreamInfo
		wantStart uint64 // 0: as configured
	}{
		{"a known floor starts the consumer just past it", jetstream.DeliverAllPolicy, 41, stream(older, 50), 42},
		{"a floor at the stream's last message starts past it", jetstream.DeliverAllPolicy, 50, stream(older, 50), 51},
		{"a consumer delivering new messages only starts past its floor too", jetstream.DeliverNewPolicy, 41, stream(older, 50), 42},
		{"no floor read yet keeps the configured policy", jetstream.DeliverAllPolicy, 0, stream(older, 50), 0},
		{"a stream created after the floor's consumer is another stream", jetstream.DeliverAllPolicy, 41, stream(consumerCreated.Add(time.Second), 50), 0},
		{"a stream whose last sequence is below the floor is another stream", jetstream.DeliverAllPolicy, 41, stream(older, 40), 0},
		{"a stream not read keeps the configured policy", jetstream.DeliverAllPolicy, 41, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := jetstream.ConsumerConfig{Durable: "c", DeliverPolicy: tc.cfg}
			got := startPast(cfg, ackFloor{seq: tc.floor, created: consumerCreated}, tc.stream)
			switch {
			case tc.wantStart == 0 && (got.DeliverPolicy != tc.cfg || got.OptStartSeq != 0):
				t.Errorf("delivers %v from %d, want as configured (%v)", got.DeliverPolicy, got.OptStartSeq, tc.cfg)
			case tc.wantStart != 0 && (got.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || got.OptStartSeq != tc.wantStart):
				t.Errorf("delivers %v from %d, want by start sequence from %d", got.DeliverPolicy, got.OptStartSeq, tc.wantStart)
			}
		})
	}
}

// TestTheFloorPollIntervalIsAQuarterOfTheDuplicateWindowWithinBounds:
// what a re-created consumer replays was normally answered within the
// output streams' duplicate window.
func TestTheFloorPollIntervalIsAQuarterOfTheDuplicateWindowWithinBounds(t *testing.T) {
	for _, tc := range []struct {
		window, want time.Duration
	}{
		{2 * time.Minute, 30 * time.Second},
		{time.Second, time.Second},
		{10 * time.Second, time.Second * 5 / 2},
		{time.Hour, time.Minute},
	} {
		if got := floorPollInterval(tc.window); got != tc.want {
			t.Errorf("window %v: polls every %v, want %v", tc.window, got, tc.want)
		}
	}
}

// TestConsumersShareTheFloorPollIntervalGiveOrTakeAQuarter: n consumers
// are polled one after the other, every/n apart, jittered.
func TestConsumersShareTheFloorPollIntervalGiveOrTakeAQuarter(t *testing.T) {
	every := 30 * time.Second
	for _, n := range []int{0, 1, 6, 50} {
		gap := every / time.Duration(max(n, 1))
		for range 100 {
			if got := floorPollGap(every, n); got < gap*3/4 || got > gap*5/4 {
				t.Fatalf("%d consumers: a gap of %v, want %v give or take a quarter", n, got, gap)
			}
		}
	}
}

// TestTransientConsumerErrorsAreRetried: a consumer create or update
// that fails in the server's file store (one that lost its files is also
// mended, TestAConsumerThatLostItsFilesIsCreatedAgainPastItsAckFloor) or
// races another worker's is tried again; a refusal of the configuration
// is not.
func TestTransientConsumerErrorsAreRetried(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"a file store error on create is retried", &jetstream.APIError{Code: 500, ErrorCode: jetstream.JSErrCodeConsumerCreate, Description: "open /data/jetstream/$G/streams/PIIGHOST_INPUT/obs/piighost_model_in/meta.inf.tmp: no such file or directory"}, true},
		{"a consumer created by another worker first is retried", jetstream.ErrConsumerExists, true},
		{"a consumer deleted and created under every look-up is retried", fmt.Errorf("%w (last: %v)", errConsumerRacing, jetstream.ErrConsumerDoesNotExist), true},
		{"a timeout is retried", errors.New("nats: timeout"), true},
		{"a refused configuration is not retried", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeBadRequest, Description: "bad request"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := retry.JetStream(tc.err); got != tc.want {
				t.Errorf("transient: %v, want %v", got, tc.want)
			}
		})
	}
}
