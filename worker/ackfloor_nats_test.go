package worker

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
)

// TestWorkersCreatingAConsumerAgainAtOnceAllGetTheOneCreatedFirst: three
// workers create a just deleted consumer again at once, each from another
// start sequence, 100 times over, on a file store; each gets a consumer
// every time, the same one, with the start of whichever create came
// first. (Whatever the server refuses meanwhile and the worker retries
// is in the test's log.)
func TestWorkersCreatingAConsumerAgainAtOnceAllGetTheOneCreatedFirst(t *testing.T) {
	nc, _ := startQueueServer(t)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	var logMu sync.Mutex
	w := &Worker{js: js, nc: nc, cfg: &config.Config{}, log: slog.New(slog.NewTextHandler(&lockedWriter{mu: &logMu, w: &log}, nil))}
	ctx := context.Background()
	for round := range 100 {
		var wg sync.WaitGroup
		starts := make([]uint64, 3)
		errs := make([]error, 3)
		for k := range starts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				cfg := jetstream.ConsumerConfig{Durable: "again", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour,
					DeliverPolicy: jetstream.DeliverByStartSequencePolicy, OptStartSeq: uint64(round + k + 1)}
				cctx, cancel := context.WithTimeout(ctx, 30*time.Second)
				defer cancel()
				cons, err := w.createConsumer(cctx, "Q", cfg)
				if errs[k] = err; err == nil {
					starts[k] = cons.CachedInfo().Config.OptStartSeq
				}
			}()
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
	logMu.Lock()
	defer logMu.Unlock()
	if n := strings.Count(log.String(), "not yet; retrying"); n > 0 {
		t.Logf("%d creates retried as transient:\n%s", n, log.String())
	}
}

// lockedWriter serialises the writes of several goroutines' loggers.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// TestAConsumerThereKeepsWhereItDeliversFromAndIsUpdated: a consumer
// found keeps its deliver policy and start, which an update cannot
// change, and takes the rest of the configuration; one not there is
// created as configured.
func TestAConsumerThereKeepsWhereItDeliversFromAndIsUpdated(t *testing.T) {
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
			nc, _ := startQueueServer(t)
			js, err := jetstream.New(nc)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			if tc.existing != nil {
				if _, err := js.CreateConsumer(ctx, "Q", *tc.existing); err != nil {
					t.Fatal(err)
				}
			}
			w := &Worker{js: js, log: slog.New(slog.NewTextHandler(io.Discard, nil))}
			cons, err := w.createOrKeepStart(ctx, "Q", configured)
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

// TestAPollRecordsTheAckFloorAndSendsAMissingConsumerToBeCreatedAgain: a
// poll of a consumer whose two messages are acknowledged records floor
// 2 and the consumer's creation time; a poll of it deleted queues it for
// the rebinder, and keeps the floor it knew.
func TestAPollRecordsTheAckFloorAndSendsAMissingConsumerToBeCreatedAgain(t *testing.T) {
	nc, cons := startQueueServer(t)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	w := &Worker{js: js, nc: nc, cfg: &config.Config{}, log: slog.New(slog.NewTextHandler(io.Discard, nil)), rebinds: newRebinds()}
	w.watch, w.stopWatch = context.WithCancel(context.Background())
	defer w.stopWatch()
	b := &boundConsumer{w: w, stream: "Q", cfg: jetstream.ConsumerConfig{Durable: "c"}, batch: 8,
		handler: func(msg jetstream.Msg) { _ = msg.Ack() }}
	if err := b.consume(cons); err != nil {
		t.Fatal(err)
	}
	defer b.Stop()

	deadline := time.Now().Add(10 * time.Second)
	for b.lastFloor().seq != 2 {
		if time.Now().After(deadline) {
			t.Fatalf("floor %d after 10 s, want 2", b.lastFloor().seq)
		}
		w.pollFloor(b)
		time.Sleep(10 * time.Millisecond)
	}
	if info := cons.CachedInfo(); !b.lastFloor().created.Equal(info.Created) {
		t.Errorf("floor read from a consumer created %v, want %v", b.lastFloor().created, info.Created)
	}

	// Its Consume stopped and any late error of it stale, only the poll
	// can tell the rebinder.
	b.mu.Lock()
	b.gen++
	cc := b.cc
	b.mu.Unlock()
	cc.Stop()
	if err := js.DeleteConsumer(context.Background(), "Q", "c"); err != nil {
		t.Fatal(err)
	}
	w.pollFloor(b)
	due, _ := w.rebinds.take(time.Now())
	if len(due) != 1 || due[0].b != b {
		t.Fatalf("a poll of the deleted consumer queued %d requests, want it", len(due))
	}
	if b.lastFloor().seq != 2 {
		t.Errorf("floor %d after the consumer was deleted, want 2 kept", b.lastFloor().seq)
	}
}

// TestAConsumerThatLostItsFilesIsCreatedAgainPastItsAckFloor: a consumer
// whose directory is gone from the file store (as nats-server leaves one
// created again at once after a deletion, its files removed with the
// deleted one's) refuses every update; the worker deletes it and creates
// it again just past its ack floor, and it can be updated again.
func TestAConsumerThatLostItsFilesIsCreatedAgainPastItsAckFloor(t *testing.T) {
	storeDir := t.TempDir()
	s := natstest.Run(t, &server.Options{StoreDir: storeDir})
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "Q", Subjects: []string{"q.>"}}); err != nil {
		t.Fatal(err)
	}
	cfg := jetstream.ConsumerConfig{Durable: "lost", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour}
	cons, err := js.CreateConsumer(ctx, "Q", cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := js.Publish(ctx, "q.a", nil); err != nil {
			t.Fatal(err)
		}
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

	var log bytes.Buffer
	w := &Worker{js: js, nc: nc, cfg: &config.Config{}, log: slog.New(slog.NewTextHandler(&log, nil))}
	if _, err := w.createConsumer(ctx, "Q", cfg); err != nil {
		t.Fatalf("not mended: %v", err)
	}
	got := consumerInfo(t, js, "lost").Config
	if got.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || got.OptStartSeq != 3 {
		t.Errorf("created again delivering %v from %d, want by start sequence from 3 (past the two acknowledged)", got.DeliverPolicy, got.OptStartSeq)
	}
	if _, err := w.createConsumer(ctx, "Q", cfg); err != nil {
		t.Errorf("the consumer created again cannot be updated: %v", err)
	}
	if !strings.Contains(log.String(), "consumer lost its files") {
		t.Errorf("the mending is not logged:\n%s", log.String())
	}
}

// consumerInfo reads a consumer of stream Q.
func consumerInfo(t *testing.T, js jetstream.JetStream, name string) *jetstream.ConsumerInfo {
	t.Helper()
	cons, err := js.Consumer(context.Background(), "Q", name)
	if err != nil {
		t.Fatal(err)
	}
	return cons.CachedInfo()
}
