package durable

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// TestWorkersCreatingAConsumerAgainAtOnceAllGetTheOneCreatedFirst: three
// workers create a just deleted consumer again at once, each from another
// start sequence, 100 times over, on a file store; each gets a consumer
// every time, the same one, with the start of whichever create came
// first. (Whatever the server refuses meanwhile and is retried is in the
// test's log.)
func TestWorkersCreatingAConsumerAgainAtOnceAllGetTheOneCreatedFirst(t *testing.T) {
	t.Parallel()
	js := startQueue(t, "")
	var log lockedBuffer
	s := newTestSet(js, &log)
	ctx := context.Background()
	for round := range 100 {
		var wg sync.WaitGroup
		starts := make([]uint64, 3)
		errs := make([]error, 3)
		for k := range starts {
			wg.Go(func() {
				cfg := jetstream.ConsumerConfig{Durable: "again", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour,
					DeliverPolicy: jetstream.DeliverByStartSequencePolicy, OptStartSeq: uint64(round + k + 1)}
				cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				defer cancel()
				cons, err := s.create(cctx, "Q", cfg)
				if errs[k] = err; err == nil {
					starts[k] = cons.CachedInfo().Config.OptStartSeq
				}
			})
		}
		wg.Wait()
		for k, err := range errs {
			if err != nil {
				t.Fatalf("round %d, worker %d: %v", round, k, err)
			}
		}
		if starts[0] != starts[1] || starts[1] != starts[2] {
			t.Fatalf("round %d: the workers got consumers starting at %v", round, starts)
		}
		if err := js.DeleteConsumer(ctx, "Q", "again"); err != nil {
			t.Fatal(err)
		}
	}
	if n := strings.Count(log.String(), "not yet; retrying"); n > 0 {
		t.Logf("%d creates retried as transient:\n%s", n, log.String())
	}
}

// TestAConsumerThereKeepsWhereItDeliversFromAndIsUpdated: a consumer
// found keeps its deliver policy and start, which an update cannot
// change, and takes the rest of the configuration; one not there is
// created as configured.
func TestAConsumerThereKeepsWhereItDeliversFromAndIsUpdated(t *testing.T) {
	t.Parallel()
	configured := jetstream.ConsumerConfig{Durable: "kept", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour, MaxAckPending: 64}
	for _, tc := range []struct {
		name       string
		existing   *jetstream.ConsumerConfig
		wantPolicy jetstream.DeliverPolicy
		wantStart  uint64
	}{
		{"a consumer not there is created as configured", nil, jetstream.DeliverAllPolicy, 0},
		{"a consumer of an earlier version delivering all is updated", &jetstream.ConsumerConfig{Durable: "kept", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Minute, MaxAckPending: 1000}, jetstream.DeliverAllPolicy, 0},
		{"a consumer created again past its ack floor keeps its start", &jetstream.ConsumerConfig{Durable: "kept", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Minute, MaxAckPending: 1000, DeliverPolicy: jetstream.DeliverByStartSequencePolicy, OptStartSeq: 2}, jetstream.DeliverByStartSequencePolicy, 2},
		{"a consumer delivering new messages only keeps its policy", &jetstream.ConsumerConfig{Durable: "kept", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Minute, DeliverPolicy: jetstream.DeliverNewPolicy}, jetstream.DeliverNewPolicy, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			js := startQueue(t, "")
			ctx := context.Background()
			if tc.existing != nil {
				if _, err := js.CreateConsumer(ctx, "Q", *tc.existing); err != nil {
					t.Fatal(err)
				}
			}
			cons, err := newTestSet(js, nil).createOrKeepStart(ctx, "Q", configured)
			if err != nil {
				t.Fatal(err)
			}
			info, err := cons.Info(ctx)
			if err != nil {
				t.Fatal(err)
			}
			got := info.Config
			if got.DeliverPolicy != tc.wantPolicy || got.OptStartSeq != tc.wantStart {
				t.Errorf("delivers %v from %d, want %v from %d", got.DeliverPolicy, got.OptStartSeq, tc.wantPolicy, tc.wantStart)
			}
			if got.AckWait != configured.AckWait || got.MaxAckPending != configured.MaxAckPending {
				t.Errorf("ack wait %v, max ack pending %d: not updated to %v, %d", got.AckWait, got.MaxAckPending, configured.AckWait, configured.MaxAckPending)
			}
		})
	}
}

// TestAConsumerThatLostItsFilesIsCreatedAgainPastItsAckFloor: a consumer
// whose directory is gone from the file store (as nats-server leaves one
// created again at once after a deletion, its files removed with the
// deleted one's) refuses every update; it is deleted and created again
// just past its ack floor, and it can be updated again.
func TestAConsumerThatLostItsFilesIsCreatedAgainPastItsAckFloor(t *testing.T) {
	t.Parallel()
	storeDir := t.TempDir()
	js := startQueue(t, storeDir)
	ctx := context.Background()
	cfg := jetstream.ConsumerConfig{Durable: "lost", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour}
	cons, err := js.CreateConsumer(ctx, "Q", cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := js.Publish(ctx, "q.a", nil); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		msg, err := cons.Next(jetstream.FetchMaxWait(10 * time.Second))
		if err != nil {
			t.Fatal(err)
		}
		if err := msg.DoubleAck(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.RemoveAll(filepath.Join(storeDir, "jetstream", "$G", "streams", "Q", "obs", "lost")); err != nil {
		t.Fatal(err)
	}
	if _, err := js.UpdateConsumer(ctx, "Q", cfg); !lostItsFiles(err) {
		t.Fatalf("an update of the consumer without its files: %v, want it refused for its files", err)
	}

	var log lockedBuffer
	s := newTestSet(js, &log)
	if _, err := s.create(ctx, "Q", cfg); err != nil {
		t.Fatalf("not mended: %v", err)
	}
	got := consumerInfo(t, js, "lost").Config
	if got.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || got.OptStartSeq != 3 {
		t.Errorf("created again delivering %v from %d, want by start sequence from 3 (past the two acknowledged)", got.DeliverPolicy, got.OptStartSeq)
	}
	if _, err := s.create(ctx, "Q", cfg); err != nil {
		t.Errorf("the consumer created again cannot be updated: %v", err)
	}
	if !strings.Contains(log.String(), "consumer lost its files") {
		t.Errorf("the mending is not logged:\n%s", log.String())
	}
}

// TestAConsumerRacingEveryLookUpIsTriedAgain: a consumer deleted and
// created under every look-up of one attempt passes for transient, and
// the next attempt looks again.
func TestAConsumerRacingEveryLookUpIsTriedAgain(t *testing.T) {
	t.Parallel()
	err := fmt.Errorf("%w (last: %v)", errConsumerRacing, jetstream.ErrConsumerDoesNotExist)
	if !retry.JetStream(err) || !errors.Is(err, errConsumerRacing) {
		t.Errorf("a racing consumer is not tried again: %v", err)
	}
}
