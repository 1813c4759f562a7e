package pipe

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
)

// startQueueServer starts an embedded nats-server with JetStream, and
// returns a connection to it and a stream Q (subjects q.>) with a
// durable explicit-ack consumer c whose ack wait is long.
func startQueueServer(t *testing.T) (*nats.Conn, jetstream.Consumer) {
	t.Helper()
	s := natstest.Run(t, nil)
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "Q", Subjects: []string{"q.>"}}); err != nil {
		t.Fatal(err)
	}
	cons, err := js.CreateConsumer(ctx, "Q", jetstream.ConsumerConfig{Durable: "c", AckPolicy: jetstream.AckExplicitPolicy, AckWait: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	for _, subj := range []string{"q.a", "q.b"} {
		if _, err := js.Publish(ctx, subj, nil); err != nil {
			t.Fatal(err)
		}
	}
	return nc, cons
}

// fetchOne fetches the consumer's next delivery, waiting at most 10 s
// (far below the ack wait: a delivery that comes is not one of the ack
// wait running out).
func fetchOne(t *testing.T, cons jetstream.Consumer) jetstream.Msg {
	t.Helper()
	b, err := cons.Fetch(1, jetstream.FetchMaxWait(10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	for m := range b.Messages() {
		return m
	}
	t.Fatalf("no delivery: %v", b.Error())
	return nil
}

// TestTheServerTakesANakSentOnAnOlderDeliveryOfAPendingInput: the chunk
// queue releases a delivery of the running input that came in during
// the run unanswered, the run answering on its own, older delivery. An
// ack or nak on the older delivery counts: nats-server keeps a pending
// input's first delivery sequence, and the ack floor below it, even
// once the floor moves past an earlier input.
func TestTheServerTakesANakSentOnAnOlderDeliveryOfAPendingInput(t *testing.T) {
	t.Parallel()
	nc, cons := startQueueServer(t)
	a1, b1 := fetchOne(t, cons), fetchOne(t, cons)
	if err := b1.Nak(); err != nil {
		t.Fatal(err)
	}
	b2 := fetchOne(t, cons) // b delivered again while the "run" of b1 goes on
	if meta, _ := b2.Metadata(); meta.Sequence.Stream != 2 || meta.NumDelivered != 2 {
		t.Fatalf("got %+v, want input 2 delivered twice", meta)
	}
	if err := a1.DoubleAck(context.Background()); err != nil { // the ack floor moves past a
		t.Fatal(err)
	}
	// The run's nak, on its older delivery, sent as is (the client
	// answers a delivery once).
	if err := nc.Publish(b1.Reply(), []byte("-NAK")); err != nil {
		t.Fatal(err)
	}
	b3 := fetchOne(t, cons)
	meta, _ := b3.Metadata()
	if meta.Sequence.Stream != 2 || meta.NumDelivered != 3 {
		t.Fatalf("got %+v, want input 2 delivered a third time", meta)
	}
	if _, err := nc.Request(b1.Reply(), []byte("+ACK"), 10*time.Second); err != nil { // the older delivery's ack ends it
		t.Fatal(err)
	}
	info, err := cons.Info(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if info.NumAckPending != 0 {
		t.Errorf("%d inputs pending after the ack of an older delivery", info.NumAckPending)
	}
}

// TestChunkQueuesReportQueuedChunksInProgressBetweenRuns: a stream whose
// chunks only step aside (no runner waits on the output subject) still
// has its queued chunks reported in progress to the server, each at most
// once per progressEvery, from when it came in.
func TestChunkQueuesReportQueuedChunksInProgressBetweenRuns(t *testing.T) {
	t.Parallel()
	nc, cons := startQueueServer(t)
	acks := make(chan *nats.Msg, 100) // filled by the connection's read loop
	sub, err := nc.ChanSubscribe("$JS.ACK.Q.c.>", acks)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = sub.Unsubscribe() }()
	a, b := fetchOne(t, cons), fetchOne(t, cons)
	start := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	var clock sync.Mutex
	now := start
	q := newChunkQueues(100, 10*time.Second, 10, func(queuedChunk, bool) {}) // progressEvery: 1 s
	q.now = func() time.Time { clock.Lock(); defer clock.Unlock(); return now }
	steps := make(chan chunkOutcome)
	entered := make(chan struct{}, 1)
	run := func(queuedChunk, <-chan struct{}) chunkOutcome {
		entered <- struct{}{}
		return <-steps
	}
	q.add("s", 1, a, nil, run)
	q.add("s", 2, b, nil, run)
	progress := map[string]int{} // +WPI per ack subject
	counted := func() (int, int) {
		// The reports went out on nc before the run began; once the
		// flush returns, the read loop has put their copies in acks.
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
		for len(acks) > 0 {
			if m := <-acks; bytes.Equal(m.Data, []byte("+WPI")) {
				progress[m.Subject]++
			}
		}
		return progress[a.Reply()], progress[b.Reply()]
	}
	tests := []struct {
		name   string
		clock  time.Duration
		wa, wb int // reports of a and b, in all, once the run stepped aside
	}{
		{"within a second of coming in, none", 900 * time.Millisecond, 0, 0},
		{"past it, each is reported, the one that ran too", 1500 * time.Millisecond, 1, 1},
		{"not again within a second", 2000 * time.Millisecond, 1, 1},
		{"still not", 2400 * time.Millisecond, 1, 1},
		{"again past it", 2600 * time.Millisecond, 2, 2},
	}
	for _, tt := range tests {
		clock.Lock()
		now = start.Add(tt.clock)
		clock.Unlock()
		<-entered
		steps <- chunkStepAside
		<-entered // the stream's goroutine reports before the next run
		entered <- struct{}{}
		if ga, gb := counted(); ga != tt.wa || gb != tt.wb {
			t.Errorf("%s: a reported %d times, b %d; want %d, %d", tt.name, ga, gb, tt.wa, tt.wb)
		}
	}
	<-entered
	steps <- chunkDone
	<-entered
	steps <- chunkDone
	waitEmpty(t, q)
}
