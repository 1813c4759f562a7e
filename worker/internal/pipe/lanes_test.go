package pipe

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// TestTransformPartitionsReadsTheCountOfThePartitionFunction: the count
// is read from the chunk stream's transform as the worker writes it, or
// as an operator may (spaces, case); anything else maps to no count.
func TestTransformPartitionsReadsTheCountOfThePartitionFunction(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		dest string
		n    int
		ok   bool
	}{
		{"as the worker writes it", "piighost.chunks.{{partition(16,1)}}.{{wildcard(1)}}", 16, true},
		{"with spaces and capitals", "p.chunks.{{ Partition( 64 , 1) }}.{{wildcard(1)}}", 64, true},
		{"no partition function", "p.chunks.{{wildcard(1)}}", 0, false},
		{"a count that is not a number", "p.chunks.{{partition(x,1)}}.{{wildcard(1)}}", 0, false},
		{"a count of zero", "p.chunks.{{partition(0,1)}}.{{wildcard(1)}}", 0, false},
		{"a cut function", "p.chunks.{{partition(8", 0, false},
	}
	for _, tt := range tests {
		n, ok := transformPartitions(tt.dest)
		if n != tt.n || ok != tt.ok {
			t.Errorf("%s: transformPartitions(%q) = %d, %v; want %d, %v", tt.name, tt.dest, n, ok, tt.n, tt.ok)
		}
	}
}

// TestAFullWindowIsWarnedAboutOnlyOnceItsAckFloorStayedForTheTimeout:
// checks at given times see lane 0's window full; the warning comes once
// the ack floor stayed for the timeout, not for a lane merely slow, and
// at most once a minute.
func TestAFullWindowIsWarnedAboutOnlyOnceItsAckFloorStayedForTheTimeout(t *testing.T) {
	t.Parallel()
	const stuck = 10 * time.Second
	type check struct {
		at    time.Duration // since the first check
		floor uint64
		full  bool
	}
	for _, tc := range []struct {
		name   string
		checks []check
		warned int
	}{
		{"two checks a second apart are not enough", []check{{0, 5, true}, {time.Second, 5, true}}, 0},
		{"the floor unmoved for the timeout is warned about", []check{{0, 5, true}, {4 * time.Second, 5, true}, {10 * time.Second, 5, true}}, 1},
		{"a moving floor starts the wait again", []check{{0, 5, true}, {6 * time.Second, 6, true}, {12 * time.Second, 6, true}, {16 * time.Second, 6, true}}, 1},
		{"a window no longer full starts the wait again", []check{{0, 5, true}, {6 * time.Second, 5, false}, {12 * time.Second, 5, true}, {20 * time.Second, 5, true}}, 0},
		{"a lane stuck on is warned about once a minute", []check{{0, 5, true}, {10 * time.Second, 5, true}, {40 * time.Second, 5, true}, {70 * time.Second, 5, true}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			log := slog.New(slog.NewTextHandler(&out, nil))
			var s laneSet
			start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
			for _, c := range tc.checks {
				info := &jetstream.ConsumerInfo{Config: jetstream.ConsumerConfig{MaxAckPending: 64}, NumPending: 6, NumAckPending: 64}
				info.AckFloor.Stream = c.floor
				if !c.full {
					info.NumAckPending = 10
				}
				s.watchWindows(log, map[int]*jetstream.ConsumerInfo{0: info}, start.Add(c.at), stuck)
			}
			if got := strings.Count(out.String(), "in-flight window is full"); got != tc.warned {
				t.Errorf("warned %d times, want %d:\n%s", got, tc.warned, out.String())
			}
		})
	}
}
