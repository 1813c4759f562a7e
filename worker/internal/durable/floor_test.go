package durable

import (
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// TestAConsumerCreatedAgainStartsJustPastTheFloorItsStreamStillCounts:
// the rules that decide where a consumer deleted under the worker is
// created again from.
func TestAConsumerCreatedAgainStartsJustPastTheFloorItsStreamStillCounts(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
	for _, tc := range []struct {
		window, want time.Duration
	}{
		{2 * time.Minute, 30 * time.Second},
		{time.Second, time.Second},
		{10 * time.Second, time.Second * 5 / 2},
		{time.Hour, time.Minute},
	} {
		if got := FloorInterval(tc.window); got != tc.want {
			t.Errorf("window %v: polls every %v, want %v", tc.window, got, tc.want)
		}
	}
}

// TestConsumersShareTheFloorPollIntervalGiveOrTakeAQuarter: n consumers
// are polled one after the other, every/n apart, jittered.
func TestConsumersShareTheFloorPollIntervalGiveOrTakeAQuarter(t *testing.T) {
	t.Parallel()
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
