package durable

import (
	"context"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/internal/natstest"
)

// TestAFailedCreationWaitsItsBackOffWhileOthersAreTaken: a consumer
// whose creation failed is queued again after 1 s, doubling to 30 s, and
// is not taken before then; one queued meanwhile is taken at once.
func TestAFailedCreationWaitsItsBackOffWhileOthersAreTaken(t *testing.T) {
	t.Parallel()
	q := newRepairs()
	failing, other := &Consumer{}, &Consumer{}
	var waits []time.Duration
	for range 7 {
		failing.queued = false
		waits = append(waits, q.retry(failing, lookUp))
		q.take(time.Now().Add(time.Hour))
	}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 16 * time.Second, 30 * time.Second, 30 * time.Second}
	for i := range want {
		if waits[i] != want[i] {
			t.Fatalf("back-offs %v, want %v", waits, want)
		}
	}

	failing.queued, failing.backoff = false, 0
	before := time.Now()
	q.retry(failing, lookUp)
	after := time.Now()
	q.add(other, true)
	due, next := q.take(after)
	if len(due) != 1 || due[0].c != other {
		t.Fatalf("took %d repairs, want only the other consumer's", len(due))
	}
	if next.Before(before.Add(time.Second)) || next.After(after.Add(time.Second)) {
		t.Errorf("the failed one is due %v after its failure, want 1 s", next.Sub(before))
	}
	if due, _ := q.take(next); len(due) != 1 || due[0].c != failing || due[0].kind != deleted {
		t.Errorf("at its time, took %+v, want the failed consumer, to create again", due)
	}
}

// TestAPollRecordsTheAckFloorAndQueuesAMissingConsumer: a poll of a
// consumer whose two messages are acknowledged records floor 2 and the
// consumer's creation time; a poll of it deleted queues it to be
// repaired, and keeps the floor it knew.
func TestAPollRecordsTheAckFloorAndQueuesAMissingConsumer(t *testing.T) {
	t.Parallel()
	js := startQueue(t, "")
	s := newTestSet(js, nil)
	ctx := context.Background()
	c, err := s.Bind(ctx, Spec{Label: "test", Stream: "Q", Batch: 8,
		Config:  jetstream.ConsumerConfig{Durable: "c", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour},
		Handler: func(msg jetstream.Msg) { _ = msg.Ack() }})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()

	natstest.Eventually(t, "the floor at 2", func() bool {
		s.pollFloor(ctx, c)
		return c.lastFloor().seq == 2
	})
	if info := consumerInfo(t, js, "c"); !c.lastFloor().created.Equal(info.Created) {
		t.Errorf("floor read from a consumer created %v, want %v", c.lastFloor().created, info.Created)
	}

	// Its Consume stopped and any late error of it stale, only the poll
	// can tell.
	c.mu.Lock()
	c.gen++
	cc := c.cc
	c.mu.Unlock()
	cc.Stop()
	if err := js.DeleteConsumer(ctx, "Q", "c"); err != nil {
		t.Fatal(err)
	}
	s.pollFloor(ctx, c)
	due, _ := s.queue.take(time.Now())
	if len(due) != 1 || due[0].c != c {
		t.Fatalf("a poll of the deleted consumer queued %d repairs, want it", len(due))
	}
	if c.lastFloor().seq != 2 {
		t.Errorf("floor %d after the consumer was deleted, want 2 kept", c.lastFloor().seq)
	}
}

// TestTheLoopCreatesADeletedConsumerAgainPastItsFloorAndGoesOn: a
// consumer deleted under a running set is created again just past the
// floor the loop read, delivers what was published after it, and the
// checks registered keep running.
func TestTheLoopCreatesADeletedConsumerAgainPastItsFloorAndGoesOn(t *testing.T) {
	t.Parallel()
	js := startQueue(t, "")
	var log lockedBuffer
	s := newTestSet(js, &log)
	ctx := context.Background()
	s.Start(ctx)
	var got atomic.Int64
	c, err := s.Bind(ctx, Spec{Label: "test", Stream: "Q", Batch: 8,
		Config: jetstream.ConsumerConfig{Durable: "c", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour},
		Handler: func(msg jetstream.Msg) {
			if err := msg.DoubleAck(ctx); err == nil {
				got.Add(1)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	var checks atomic.Int64
	s.Every(func(context.Context) bool { checks.Add(1); return true }, 10*time.Millisecond, time.Second)
	natstest.Eventually(t, "the two messages handled and the floor read", func() bool {
		return got.Load() == 2 && c.lastFloor().seq == 2
	})

	first := c.consumed()
	if err := js.DeleteConsumer(ctx, "Q", "c"); err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the consumer created again and consumed", func() bool {
		now := c.consumed()
		return now != nil && now != first
	})
	if _, err := js.Publish(ctx, "q.c", nil); err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the third message, and only it, delivered", func() bool { return got.Load() == 3 })
	info := consumerInfo(t, js, "c")
	if info.Config.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || info.Config.OptStartSeq != 3 {
		t.Errorf("created again delivering %v from %d, want by start sequence from 3", info.Config.DeliverPolicy, info.Config.OptStartSeq)
	}
	if !strings.Contains(log.String(), "consumer deleted under the worker; creating it again") {
		t.Errorf("the re-creation is not logged:\n%s", log.String())
	}
	if checks.Load() < 2 {
		t.Errorf("the check ran %d times, want it run again while busy", checks.Load())
	}
	s.Kill()
	if got.Load() != 3 {
		t.Errorf("%d messages handled, want 3", got.Load())
	}
}

// TestAConsumerCreatedByTheLoopIsConsumedWithoutCountingAsMended: a
// consumer the loop is asked to create (Create: a retired lane the
// partition transform maps to again) is created as configured and
// consumed; it is not counted, nor logged, as one deleted under the
// worker.
func TestAConsumerCreatedByTheLoopIsConsumedWithoutCountingAsMended(t *testing.T) {
	t.Parallel()
	js := startQueue(t, "")
	var log lockedBuffer
	reg := prometheus.NewRegistry()
	s := NewSet(Config{JS: js, Log: slog.New(slog.NewTextHandler(&log, nil)), OpTimeout: 10 * time.Second, FloorEvery: time.Second, Metrics: NewMetrics(reg)})
	ctx := context.Background()
	s.Start(ctx)
	defer s.Kill()
	var got atomic.Int64
	c := s.Create(Spec{Label: "test", Stream: "Q", Batch: 8,
		Config:  jetstream.ConsumerConfig{Durable: "fresh", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour},
		Handler: func(msg jetstream.Msg) { _ = msg.Ack(); got.Add(1) }})
	natstest.Eventually(t, "the two messages delivered", func() bool { return got.Load() == 2 && c.consumed() != nil })
	if info := consumerInfo(t, js, "fresh"); info.Config.DeliverPolicy != jetstream.DeliverAllPolicy {
		t.Errorf("created delivering %v, want as configured", info.Config.DeliverPolicy)
	}
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range families {
		if f.GetName() == "piighost_consumers_recreated_total" && len(f.GetMetric()) > 0 {
			t.Errorf("a consumer created for the first time counted as created again")
		}
	}
	if strings.Contains(log.String(), "deleted under the worker") {
		t.Errorf("a consumer created for the first time logged as deleted:\n%s", log.String())
	}
}
