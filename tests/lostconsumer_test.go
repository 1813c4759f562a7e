package tests

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// Pipeline-mode consumers deleted under a running worker, and lanes
// created after it started.

// TestAConsumerDeletedUnderARunningWorkerIsCreatedAgain: an operator
// deletes the model.in consumer, then every stream.chunk lane, under a
// running worker; what is published afterwards still comes out, and the
// worker says so in its log and metrics.
func TestAConsumerDeletedUnderARunningWorkerIsCreatedAgain(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Strategies.Invented = strategy.InventedKeep
	})
	w := startWorkerLogging(t, cfg, &log)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	ch := newPipelineChannels(t, nc)
	th := newThread()
	seeded, want := seedStreamThread(t, ch, th)

	if err := js.DeleteConsumer(context.Background(), wire.InputStream, "piighost_model_in"); err != nil {
		t.Fatal(err)
	}
	rep, err := ch.modelIn(t, th, client.Message{Role: "user", Content: "write to patrick@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	if got := text(rep, 0); !strings.Contains(got, "<<EMAIL:") {
		t.Errorf("model.in after the consumer was deleted showed %q", got)
	}

	for p := 0; p < cfg.Worker.StreamPartitions; p++ {
		if err := js.DeleteConsumer(context.Background(), wire.ChunkStream, fmt.Sprintf("piighost_stream_chunk_p%d", p)); err != nil {
			t.Fatal(err)
		}
	}
	pieces := cutEvery(seeded, 3)
	var streams []string
	for i := 0; i < 6; i++ {
		streams = append(streams, fmt.Sprintf("lost-%d", i))
	}
	publishChunks(t, nc, th, streams, pieces, 0, len(pieces))
	waitForChunkOutputs(t, js, streams, len(pieces))
	checkStreamOutputs(t, js, streams, len(pieces), want)

	// Each consumer is logged (once per attempt: a loaded server may make
	// the worker try again); the metrics count each creation once.
	logged := loggedConsumers(log.String(), "consumer deleted under the worker; creating it again")
	if len(logged) != 1+cfg.Worker.StreamPartitions || !logged["piighost_model_in"] {
		t.Errorf("consumers logged created again: %v, want model.in's and the %d lanes'", logged, cfg.Worker.StreamPartitions)
	}
	metrics := scrape(t, w)
	for _, line := range []string{
		`piighost_consumers_recreated_total{channel="model.in"} 1`,
		fmt.Sprintf(`piighost_consumers_recreated_total{channel="stream.chunk"} %d`, cfg.Worker.StreamPartitions),
	} {
		if !strings.Contains(metrics, line) {
			t.Errorf("metrics lack %s", line)
		}
	}
}

// TestAConsumerCreatedAgainStartsPastTheLastAckFloorTheWorkerRead: five
// model.in inputs are answered and acknowledged, and the worker has read
// the consumer's ack floor past them, when the consumer is deleted; the
// consumer created again starts just past that floor (its configuration
// and the log say so), so the five are not processed again (the
// worker's count; a test this fast cannot tell a copy published again
// from the output stream, which still remembers the ids), and the three
// published afterwards come out once each.
func TestAConsumerCreatedAgainStartsPastTheLastAckFloorTheWorkerRead(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := lostConsumerConfig(t, s.ClientURL())
	w := startWorkerWith(t, cfg, worker.NewLogger(&log, "debug"))
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	ch := newPipelineChannels(t, nc)

	floor := answerThenRecreate(t, js, ch, &log, 5)
	answer(t, ch, 3)
	waitForConsumerIdle(t, js)

	got := consumerConfig(t, js)
	if got.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || got.OptStartSeq != floor+1 {
		t.Errorf("created again delivering %v from %d, want by start sequence from %d", got.DeliverPolicy, got.OptStartSeq, floor+1)
	}
	if !strings.Contains(log.String(), fmt.Sprintf(`"consumer":"piighost_model_in","deliver":"by_start_sequence","start_seq":%d`, floor+1)) {
		t.Errorf("the re-creation's log line lacks its start sequence %d", floor+1)
	}
	if n := modelInOutputs(t, js, cfg); n != 8 {
		t.Errorf("the output stream holds %d model.in outputs, want 8 (one per input)", n)
	}
	// The worker counts an input just after acking it: the count reaches
	// the eight inputs, and goes no further.
	const processed = `piighost_messages_total{channel="model.in",mode="pipeline"}`
	waitFor(t, func() bool { return metricValue(t, w, processed) >= 8 })
	if n := metricValue(t, w, processed); n != 8 {
		t.Errorf("model.in inputs processed: %v, want 8 (none again)", n)
	}
}

// TestAWorkerStartsOnAConsumerCreatedAgainByStartSequence: a consumer
// created again past its ack floor delivers by start sequence, which an
// update cannot change; a worker started afterwards (a restart, another
// worker) serves it as it is, and it still starts there.
func TestAWorkerStartsOnAConsumerCreatedAgainByStartSequence(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := lostConsumerConfig(t, s.ClientURL())
	first := startWorkerWith(t, cfg, worker.NewLogger(&log, "debug"))
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	ch := newPipelineChannels(t, nc)
	floor := answerThenRecreate(t, js, ch, &log, 2)
	waitFor(t, func() bool { // created again
		cons, err := js.Consumer(context.Background(), wire.InputStream, "piighost_model_in")
		return err == nil && cons.CachedInfo().Config.OptStartSeq == floor+1
	})
	if err := first.Shutdown(callCtx(t)); err != nil {
		t.Fatal(err)
	}

	w, err := worker.Start(callCtx(t), testConfig(t, s.ClientURL(), lostConsumerSettings))
	if err != nil {
		t.Fatalf("a worker does not start on a consumer created again by start sequence: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Shutdown(ctx)
	})
	answer(t, ch, 1)
	got := consumerConfig(t, js)
	if got.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || got.OptStartSeq != floor+1 {
		t.Errorf("after the start the consumer delivers %v from %d, want by start sequence from %d", got.DeliverPolicy, got.OptStartSeq, floor+1)
	}
	if n := modelInOutputs(t, js, cfg); n != 3 {
		t.Errorf("the output stream holds %d model.in outputs, want 3 (one per input)", n)
	}
}

// TestALaneCreatedAgainStartsPastTheLastAckFloorTheWorkerRead: with one
// lane, a stream's chunks are answered and the worker has read the
// lane's ack floor past them when the lane is deleted; the lane created
// again starts just past that floor instead of re-reading its partition,
// and later streams still come out whole.
func TestALaneCreatedAgainStartsPastTheLastAckFloorTheWorkerRead(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := testConfig(t, s.ClientURL(), lostConsumerSettings, func(c *config.Config) { c.Worker.StreamPartitions = 1 })
	startWorkerWith(t, cfg, worker.NewLogger(&log, "debug"))
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	th := newThread()
	seeded, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
	pieces := cutEvery(seeded, 3)
	publishChunks(t, nc, th, []string{"before"}, pieces, 0, len(pieces))
	waitForChunkOutputs(t, js, []string{"before"}, len(pieces))

	const lane = "piighost_stream_chunk_p0"
	chunks, err := js.Stream(context.Background(), wire.ChunkStream)
	if err != nil {
		t.Fatal(err)
	}
	var floor uint64
	waitFor(t, func() bool {
		cons, err := chunks.Consumer(context.Background(), lane)
		if err != nil {
			return false
		}
		info, err := cons.Info(context.Background())
		if err != nil || info.NumPending != 0 || info.NumAckPending != 0 {
			return false
		}
		floor = info.AckFloor.Stream
		return floor > 0 && strings.Contains(log.String(), fmt.Sprintf(`"consumer":%q,"ack_floor":%d`, lane, floor))
	})
	if err := chunks.DeleteConsumer(context.Background(), lane); err != nil {
		t.Fatal(err)
	}
	publishChunks(t, nc, th, []string{"after"}, pieces, 0, len(pieces))
	waitForChunkOutputs(t, js, []string{"after"}, len(pieces))
	checkStreamOutputs(t, js, []string{"before", "after"}, len(pieces), want)

	cons, err := chunks.Consumer(context.Background(), lane)
	if err != nil {
		t.Fatal(err)
	}
	if got := cons.CachedInfo().Config; got.DeliverPolicy != jetstream.DeliverByStartSequencePolicy || got.OptStartSeq != floor+1 {
		t.Errorf("lane created again delivering %v from %d, want by start sequence from %d", got.DeliverPolicy, got.OptStartSeq, floor+1)
	}
}

// lostConsumerSettings is pipeline mode with an output duplicate window
// of 100 ms, so the ack floors are read every second (the least).
func lostConsumerSettings(c *config.Config) {
	c.Worker.Modes = []string{config.ModePipeline}
	c.Worker.DuplicateWindow = config.DurationOf(100 * time.Millisecond)
	c.Strategies.Invented = strategy.InventedKeep
}

func lostConsumerConfig(t *testing.T, url string) *config.Config {
	t.Helper()
	return testConfig(t, url, lostConsumerSettings)
}

// answerThenRecreate has n model.in inputs answered, waits until they are
// all acknowledged and the worker has read the consumer's ack floor past
// them (its debug log says so), then deletes the consumer. It returns
// that floor.
func answerThenRecreate(t *testing.T, js jetstream.JetStream, ch pipelineChannels, log *syncBuffer, n int) uint64 {
	t.Helper()
	answer(t, ch, n)
	floor := waitForConsumerIdle(t, js)
	waitFor(t, func() bool {
		return strings.Contains(log.String(), fmt.Sprintf(`"consumer":"piighost_model_in","ack_floor":%d`, floor))
	})
	if err := js.DeleteConsumer(context.Background(), wire.InputStream, "piighost_model_in"); err != nil {
		t.Fatal(err)
	}
	return floor
}

// answer has n model.in inputs answered, one after the other.
func answer(t *testing.T, ch pipelineChannels, n int) {
	t.Helper()
	for i := range n {
		rep, err := ch.modelIn(t, newThread(), client.Message{Role: "user", Content: fmt.Sprintf("write to patrick%d@example.com", i)})
		if err != nil {
			t.Fatal(err)
		}
		if got := text(rep, 0); !strings.Contains(got, "<<EMAIL:") {
			t.Fatalf("model.in showed %q", got)
		}
	}
}

// waitForConsumerIdle waits until the model.in consumer has nothing
// pending or unacknowledged, and returns its ack floor.
func waitForConsumerIdle(t *testing.T, js jetstream.JetStream) uint64 {
	t.Helper()
	var floor uint64
	waitFor(t, func() bool {
		cons, err := js.Consumer(context.Background(), wire.InputStream, "piighost_model_in")
		if err != nil {
			return false
		}
		info, err := cons.Info(context.Background())
		if err != nil || info.NumPending != 0 || info.NumAckPending != 0 || info.AckFloor.Stream == 0 {
			return false
		}
		floor = info.AckFloor.Stream
		return true
	})
	return floor
}

// consumerConfig is the model.in consumer's configuration now.
func consumerConfig(t *testing.T, js jetstream.JetStream) jetstream.ConsumerConfig {
	t.Helper()
	cons, err := js.Consumer(context.Background(), wire.InputStream, "piighost_model_in")
	if err != nil {
		t.Fatal(err)
	}
	return cons.CachedInfo().Config
}

// modelInOutputs counts the model.in outputs stored in their output
// stream.
func modelInOutputs(t *testing.T, js jetstream.JetStream, cfg *config.Config) uint64 {
	t.Helper()
	for _, r := range cfg.Routes {
		if r.Channel != wire.ModelIn.String() {
			continue
		}
		st, err := js.Stream(context.Background(), wire.OutputStreamOf(r.OutputSide()))
		if err != nil {
			t.Fatal(err)
		}
		info, err := st.Info(context.Background(), jetstream.WithSubjectFilter(r.Output+".>"))
		if err != nil {
			t.Fatal(err)
		}
		var n uint64
		for _, c := range info.State.Subjects {
			n += c
		}
		return n
	}
	t.Fatal("no model.in route")
	return 0
}

// loggedConsumers returns the consumers named by the lines of a worker's
// JSON log whose message starts with msg.
func loggedConsumers(log, msg string) map[string]bool {
	names := map[string]bool{}
	for _, line := range strings.Split(log, "\n") {
		var l struct {
			Msg      string `json:"msg"`
			Consumer string `json:"consumer"`
		}
		if json.Unmarshal([]byte(line), &l) == nil && strings.HasPrefix(l.Msg, msg) && l.Consumer != "" {
			names[l.Consumer] = true
		}
	}
	return names
}

// grepLines returns the lines of text holding s.
func grepLines(text, s string) string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, s) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n")
}

// scrape reads the worker's metrics.
func scrape(t *testing.T, w *worker.Worker) string {
	t.Helper()
	resp, err := http.Get("http://" + w.HTTPAddr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestALaneCreatedAfterTheStartIsServedOnceItsWorkerStops: a two-lane
// worker runs, an eight-lane worker starts after it (creating lanes 2 to
// 7 and storing into them) and stops; the chunks stored then in lanes 2
// to 7 are restored by the two-lane worker, which found the lanes on a
// later check.
func TestALaneCreatedAfterTheStartIsServedOnceItsWorkerStops(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	pipelineWith := func(partitions int) func(*config.Config) {
		return func(c *config.Config) {
			c.Worker.Modes = []string{config.ModePipeline}
			c.Worker.StreamPartitions = partitions
			c.Strategies.Invented = strategy.InventedKeep
		}
	}
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(2)))
	high := startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(8)))
	th := newThread()
	text, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
	if err := high.Shutdown(callCtx(t)); err != nil {
		t.Fatal(err)
	}
	pieces := cutEvery(text, 3)
	var streams []string
	for i := 0; i < 8; i++ {
		streams = append(streams, fmt.Sprintf("later-%d", i))
	}
	publishChunks(t, nc, th, streams, pieces, 0, len(pieces))
	chunks, err := js.Stream(context.Background(), wire.ChunkStream)
	if err != nil {
		t.Fatal(err)
	}
	if laneCount(t, chunks, 2, 8) != 6 {
		t.Fatal("lanes 2 to 7 are not all there: the test proves nothing")
	}
	waitForChunkOutputs(t, js, streams, len(pieces))
	checkStreamOutputs(t, js, streams, len(pieces), want)
}

// TestNoLaneIsBoundOnceADrainBegan: with one lane, chunks 1 to 4 of a
// stream wait for chunk 0 (timeout 1m), so the drain lasts until its
// context ends; the lane watcher and the rebinder stop before the
// consumers drain, so no drained lane is taken for deleted and served or
// created again during the drain.
func TestNoLaneIsBoundOnceADrainBegan(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.StreamPartitions = 1
		c.Worker.Timeout = durationOf(t, "1m")
		c.Strategies.Invented = strategy.InventedKeep
	})
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(&log, "info")))
	if err != nil {
		t.Fatal(err)
	}
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	th := newThread()
	seeded, _ := seedStreamThread(t, newPipelineChannels(t, nc), th)
	pieces := cutEvery(seeded, 3)
	publishChunks(t, nc, th, []string{"held"}, pieces, 1, 5)
	chunks, err := js.Stream(context.Background(), wire.ChunkStream)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { // chunks 1 to 4 delivered to the worker
		info, err := chunks.Consumer(context.Background(), "piighost_stream_chunk_p0")
		if err != nil {
			return false
		}
		ci, err := info.Info(context.Background())
		return err == nil && ci.NumAckPending == 4
	})

	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	defer cancel()
	if err := w.Shutdown(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("drain ended with %v, want it to time out (chunks 1 to 4 wait for chunk 0)", err)
	}
	_, drain, ok := strings.Cut(log.String(), `"msg":"draining"`)
	if !ok {
		t.Fatal("no drain logged")
	}
	for _, bound := range []string{"serving a", "creating it again", "created again:"} {
		if strings.Contains(drain, bound) {
			t.Errorf("a lane was bound during the drain (%q):\n%s", bound, drain)
		}
	}
}

// TestAConsumerThatCannotBeCreatedAgainDoesNotHoldUpTheOthers: the chunk
// stream is deleted under a running worker, taking its lanes with it, so
// they cannot be created again; the model.in consumer, deleted after
// them, is created again all the same, and only it is counted. The worker
// counts a consumer created again once it consumes it, so the count may
// come after the reply the consumer's first input gets: the test waits
// for it.
func TestAConsumerThatCannotBeCreatedAgainDoesNotHoldUpTheOthers(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.StreamPartitions = 2
		c.Worker.Timeout = durationOf(t, "1s")
		c.Strategies.Invented = strategy.InventedKeep
	})
	w := startWorkerLogging(t, cfg, &log)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	ch := newPipelineChannels(t, nc)

	if err := js.DeleteStream(context.Background(), wire.ChunkStream); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { // the rebinder is at a lane
		return strings.Contains(log.String(), `"msg":"consumer deleted under the worker; creating it again with the same configuration","channel":"stream.chunk"`)
	})
	if err := js.DeleteConsumer(context.Background(), wire.InputStream, "piighost_model_in"); err != nil {
		t.Fatal(err)
	}
	rep, err := ch.modelIn(t, newThread(), client.Message{Role: "user", Content: "write to patrick@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	if got := text(rep, 0); !strings.Contains(got, "<<EMAIL:") {
		t.Errorf("model.in after the consumer was deleted showed %q", got)
	}
	var metrics string
	waitFor(t, func() bool { // model.in's consumer counted created again
		metrics = scrape(t, w)
		return strings.Contains(metrics, `piighost_consumers_recreated_total{channel="model.in"} `)
	})
	if !strings.Contains(metrics, `piighost_consumers_recreated_total{channel="model.in"} 1`+"\n") {
		t.Errorf("model.in's consumer counted created again more than once:\n%s", grepLines(metrics, "piighost_consumers_recreated_total"))
	}
	if strings.Contains(metrics, `piighost_consumers_recreated_total{channel="stream.chunk"}`) {
		t.Error("stream.chunk lanes counted created again, though their stream is gone")
	}
}
