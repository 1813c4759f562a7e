package tests

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// Pipeline mode keeps several chunks of a lane in flight: the tests below
// publish every chunk of interleaved streams at once, so that the chunks
// of one stream reach several workers together, and change the number of
// lanes under stored chunks.

// publishChunks publishes chunks from..to of each stream, stream after
// stream for each seq (interleaved), without waiting for any output.
func publishChunks(t *testing.T, nc *nats.Conn, th string, streams []string, pieces []string, from, to int) {
	t.Helper()
	pub, err := client.NewPipeline(nc)
	if err != nil {
		t.Fatal(err)
	}
	for seq := from; seq < to; seq++ {
		for _, id := range streams {
			req := client.ChunkRequest{ThreadID: th, StreamID: id, Seq: int64(seq), Text: pieces[seq], End: seq == len(pieces)-1}
			if _, err := pub.Publish(context.Background(), wire.StreamChunk, "", req); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// storedChunkOutputs counts the stream chunk outputs stored.
func storedChunkOutputs(t *testing.T, js jetstream.JetStream) uint64 {
	t.Helper()
	ctx := context.Background()
	out, err := js.Stream(ctx, wire.ClearOutputStream)
	if err != nil {
		return 0 // not created yet
	}
	info, err := out.Info(ctx, jetstream.WithSubjectFilter("piighost.clear.stream.chunk.>"))
	if err != nil {
		t.Fatal(err)
	}
	return info.State.Msgs
}

// checkStreamOutputs reads every stored chunk output and checks that each
// stream has one output per chunk and shows want.
func checkStreamOutputs(t *testing.T, js jetstream.JetStream, streams []string, chunks int, want string) {
	t.Helper()
	outputs := readStreamOutputs(t, js, len(streams)*chunks)
	for _, id := range streams {
		got := outputs[id]
		var b strings.Builder
		for seq := 0; seq < chunks; seq++ {
			if len(got[seq]) != 1 {
				t.Errorf("stream %s seq %d: %d outputs", id, seq, len(got[seq]))
				continue
			}
			b.WriteString(got[seq][0])
		}
		if b.String() != want {
			t.Errorf("stream %s showed %q", id, b.String())
		}
	}
}

// TestRunAheadStreamsComeOutExactOnceOnAnyNumberOfWorkers: one, two and
// three workers on two lanes; every chunk of eight streams is published
// before any output, so each lane holds many chunks in flight and a
// stream's next chunk often reaches a worker while another still
// restores the one before. Every stream's text is exact, each chunk has
// one output. The chunks' timeout is longer than the test's wait: a
// chunk stuck until its timeout (and then handed back) fails the test
// instead of passing late.
func TestRunAheadStreamsComeOutExactOnceOnAnyNumberOfWorkers(t *testing.T) {
	t.Parallel()
	keep := func(c *config.Config) {
		c.Strategies.Invented = strategy.InventedKeep
		c.Worker.Timeout = config.DurationOf(time.Minute)
	}
	for _, n := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("%d workers", n), func(t *testing.T) {
			s := runServer(t)
			for i := 0; i < n; i++ {
				startWorker(t, testConfig(t, s.ClientURL(), keep, func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} }))
			}
			nc := connect(t, s.ClientURL())
			js, _ := jetstream.New(nc)
			th := newThread()
			text, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
			pieces := cutEvery(text, 3)
			var streams []string
			for i := 0; i < 8; i++ {
				streams = append(streams, fmt.Sprintf("ahead-%d-%d", n, i))
			}
			publishChunks(t, nc, th, streams, pieces, 0, len(pieces))
			waitForChunkOutputs(t, js, streams, len(pieces))
			checkStreamOutputs(t, js, streams, len(pieces), want)
		})
	}
}

// TestLoweringStreamPartitionsLeavesNoChunkBehind: chunks stored in eight
// lanes while no worker runs; a worker configured with two lanes serves
// the six others until they are empty, then deletes them, and the
// streams, whose later chunks go to the new lanes, come out exact.
func TestLoweringStreamPartitionsLeavesNoChunkBehind(t *testing.T) {
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
	old := startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(8)))
	th := newThread()
	text, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
	if err := old.Shutdown(callCtx(t)); err != nil {
		t.Fatal(err)
	}
	pieces := cutEvery(text, 3)
	half := len(pieces) / 2
	streams, chunks, _ := publishIntoRetiredLanes(t, nc, js, th, "lower", pieces, 0, half)

	startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(2)))
	publishChunks(t, nc, th, streams, pieces, half, len(pieces))
	waitFor(t, func() bool { return storedChunkOutputs(t, js) >= uint64(len(streams)*len(pieces)) })
	checkStreamOutputs(t, js, streams, len(pieces), want)
	waitFor(t, func() bool { return laneCount(t, chunks, 2, 8) == 0 })
	if n := laneCount(t, chunks, 0, 2); n != 2 {
		t.Errorf("%d of the two lanes left", n)
	}
}

// publishIntoRetiredLanes publishes pieces[from:to) of eight streams of
// thread th, named prefix-0 to prefix-7, while the chunk stream stores
// into eight lanes; it returns the streams, the chunk stream and how many
// of the lanes 2 to 7 hold chunks (their consumers), and fails the test
// when none does.
func publishIntoRetiredLanes(t *testing.T, nc *nats.Conn, js jetstream.JetStream, th, prefix string, pieces []string, from, to int) ([]string, jetstream.Stream, []string) {
	t.Helper()
	var streams []string
	for i := 0; i < 8; i++ {
		streams = append(streams, fmt.Sprintf("%s-%d", prefix, i))
	}
	publishChunks(t, nc, th, streams, pieces, from, to)
	chunks, err := js.Stream(context.Background(), wire.ChunkStream)
	if err != nil {
		t.Fatal(err)
	}
	retired := retiredLanesHolding(t, chunks, 2, 8)
	if len(retired) == 0 {
		t.Fatal("no chunk stored in lanes 2 to 7: the test proves nothing")
	}
	return streams, chunks, retired
}

// retiredLanesHolding returns the consumers of the lanes from..to-1 that
// hold chunks.
func retiredLanesHolding(t *testing.T, chunks jetstream.Stream, from, to int) []string {
	t.Helper()
	var names []string
	for p := from; p < to; p++ {
		name := fmt.Sprintf("piighost_stream_chunk_p%d", p)
		cons, err := chunks.Consumer(context.Background(), name)
		if err != nil {
			t.Fatal(err)
		}
		if cons.CachedInfo().NumPending > 0 {
			names = append(names, name)
		}
	}
	return names
}

// laneCount counts the lane consumers from..to-1 that exist.
func laneCount(t *testing.T, chunks jetstream.Stream, from, to int) int {
	t.Helper()
	n := 0
	for p := from; p < to; p++ {
		_, err := chunks.Consumer(context.Background(), fmt.Sprintf("piighost_stream_chunk_p%d", p))
		if err == nil {
			n++
		} else if !errors.Is(err, jetstream.ErrConsumerNotFound) {
			t.Fatal(err)
		}
	}
	return n
}

// TestRaisingStreamPartitionsAgainReplaysNoAnsweredChunk: eight lanes,
// then two (the six others drain and are deleted), then eight again: the
// six lanes created anew deliver every chunk the stream still stores,
// all answered already, and none gets a second output, even past the
// output stream's duplicate window.
func TestRaisingStreamPartitionsAgainReplaysNoAnsweredChunk(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	pipelineWith := func(partitions int) func(*config.Config) {
		return func(c *config.Config) {
			c.Worker.Modes = []string{config.ModePipeline}
			c.Worker.StreamPartitions = partitions
			c.Worker.DuplicateWindow = config.DurationOf(100 * time.Millisecond)
			c.Strategies.Invented = strategy.InventedKeep
		}
	}
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	stop := func(w interface{ Shutdown(context.Context) error }) {
		t.Helper()
		if err := w.Shutdown(callCtx(t)); err != nil {
			t.Fatal(err)
		}
	}
	first := startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(8)))
	th := newThread()
	text, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
	pieces := cutEvery(text, 3)
	var streams []string
	for i := 0; i < 8; i++ {
		streams = append(streams, fmt.Sprintf("again-%d", i))
	}
	total := uint64(len(streams) * len(pieces))
	publishChunks(t, nc, th, streams, pieces, 0, len(pieces))
	waitFor(t, func() bool { return storedChunkOutputs(t, js) >= total })
	stop(first)
	chunks, err := js.Stream(context.Background(), wire.ChunkStream)
	if err != nil {
		t.Fatal(err)
	}

	lowered := startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(2)))
	waitFor(t, func() bool { return laneCount(t, chunks, 2, 8) == 0 })
	stop(lowered)

	startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(8)))
	waitFor(t, func() bool { return laneCount(t, chunks, 2, 8) == 6 && lanesSettled(t, chunks, 2, 8) })
	checkStreamOutputs(t, js, streams, len(pieces), want)
	if n := storedChunkOutputs(t, js); n != total {
		t.Errorf("%d outputs for %d chunks", n, total)
	}
}

// lanesSettled reports whether the lane consumers from..to-1 have
// delivered and seen acknowledged every chunk they filter.
func lanesSettled(t *testing.T, chunks jetstream.Stream, from, to int) bool {
	t.Helper()
	for p := from; p < to; p++ {
		cons, err := chunks.Consumer(context.Background(), fmt.Sprintf("piighost_stream_chunk_p%d", p))
		if err != nil {
			return false
		}
		if info := cons.CachedInfo(); info.NumPending > 0 || info.NumAckPending > 0 || info.NumRedelivered > 0 {
			return false
		}
	}
	return true
}

// TestAChunkWaitingWhenTheDrainTimesOutGoesToTheNextWorker: a stream's
// chunk 1 waits at a worker for chunk 0, never published; the worker's
// drain times out. The chunk is handed back, with no error event, and the
// next worker restores it once chunk 0 comes.
func TestAChunkWaitingWhenTheDrainTimesOutGoesToTheNextWorker(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	pipeline := func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.Timeout = config.DurationOf(3 * time.Second) // the chunk still waits when the drain ends; redelivered after 6 s
		c.Strategies.Invented = strategy.InventedKeep
	}
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	errs, err := nc.SubscribeSync("piighost.errors.stream.chunk")
	if err != nil {
		t.Fatal(err)
	}
	first := startWorker(t, testConfig(t, s.ClientURL(), pipeline))
	th := newThread()
	text, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
	pieces := cutEvery(text, 3)
	streams := []string{"held"}
	publishChunks(t, nc, th, streams, pieces, 1, 2)
	chunks, err := js.Stream(context.Background(), wire.ChunkStream)
	if err != nil {
		t.Fatal(err)
	}
	// Delivered is not yet held: the drain would hand back a chunk still in
	// the consumer's buffer at once. Held, it waits for its predecessor.
	waitFor(t, func() bool {
		return lanesHolding(t, chunks, 2) == 1 && metricValue(t, first, "piighost_chunk_queue_chunks") == 1
	})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if err := first.Shutdown(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the drain did not time out: %v", err)
	}

	publishChunks(t, nc, th, streams, pieces, 0, 1)
	publishChunks(t, nc, th, streams, pieces, 2, len(pieces))
	startWorker(t, testConfig(t, s.ClientURL(), pipeline))
	waitFor(t, func() bool { return storedChunkOutputs(t, js) >= uint64(len(pieces)) })
	checkStreamOutputs(t, js, streams, len(pieces), want)
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := errs.Pending(); n != 0 {
		t.Errorf("%d error events", n)
	}
}

// lanesHolding sums the chunks delivered and not yet acknowledged by the
// lanes 0..lanes-1.
func lanesHolding(t *testing.T, chunks jetstream.Stream, lanes int) int {
	t.Helper()
	n := 0
	for p := 0; p < lanes; p++ {
		cons, err := chunks.Consumer(context.Background(), fmt.Sprintf("piighost_stream_chunk_p%d", p))
		if err != nil {
			t.Fatal(err)
		}
		n += cons.CachedInfo().NumAckPending
	}
	return n
}

// waitForChunkOutputs waits until every chunk of streams has an output;
// when that does not come, it reports which are missing and what each
// lane holds.
func waitForChunkOutputs(t *testing.T, js jetstream.JetStream, streams []string, chunks int) {
	t.Helper()
	want := uint64(len(streams) * chunks)
	deadline := time.Now().Add(natstest.StartTimeout)
	for storedChunkOutputs(t, js) < want {
		if time.Now().After(deadline) {
			outputs := readStreamOutputs(t, js, 0) // those stored, fewer than want
			for _, id := range streams {
				var missing []int
				for seq := 0; seq < chunks; seq++ {
					if len(outputs[id][seq]) == 0 {
						missing = append(missing, seq)
					}
				}
				if len(missing) > 0 {
					t.Logf("stream %s: no output for seqs %v", id, missing)
				}
			}
			chunkStream, err := js.Stream(context.Background(), wire.ChunkStream)
			if err == nil {
				for info := range chunkStream.ListConsumers(context.Background()).Info() {
					t.Logf("consumer %s: pending %d, ack pending %d, redelivered %d, waiting %d, delivered %d/%d, ack floor %d/%d",
						info.Name, info.NumPending, info.NumAckPending, info.NumRedelivered, info.NumWaiting,
						info.Delivered.Consumer, info.Delivered.Stream, info.AckFloor.Consumer, info.AckFloor.Stream)
				}
			}
			t.Fatalf("%d of %d chunk outputs in %v", storedChunkOutputs(t, js), want, natstest.StartTimeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestARetiredLaneIsKeptWhileThePartitionTransformStoresIntoIt: during
// a rolling change of stream_partitions a worker with two lanes serves
// the retired lanes 2 to 7, and a worker with eight starts after it (the
// chunk stream's transform stores into eight lanes again). The retired
// lanes run empty, and the two-lane worker keeps them: the chunks stored
// there later are restored. Once a worker sets the transform back to two
// lanes, they are deleted.
func TestARetiredLaneIsKeptWhileThePartitionTransformStoresIntoIt(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	pipelineWith := func(partitions int) func(*config.Config) {
		return func(c *config.Config) {
			c.Worker.Modes = []string{config.ModePipeline}
			c.Worker.StreamPartitions = partitions
			c.Worker.Timeout = config.DurationOf(time.Minute) // the chunks without their seq 0 wait, their lanes not empty
			c.Strategies.Invented = strategy.InventedKeep
		}
	}
	stop := func(w interface{ Shutdown(context.Context) error }) {
		t.Helper()
		if err := w.Shutdown(callCtx(t)); err != nil {
			t.Fatal(err)
		}
	}
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	old := startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(8)))
	th := newThread()
	text, want := seedStreamThread(t, newPipelineChannels(t, nc), th)
	stop(old)
	pieces := cutEvery(text, 3)
	half := len(pieces) / 2
	streams, chunks, retired := publishIntoRetiredLanes(t, nc, js, th, "kept", pieces, 1, half)

	var log syncBuffer
	low, err := worker.Start(context.Background(), testConfig(t, s.ClientURL(), pipelineWith(2)), worker.WithLogger(worker.NewLogger(&log, "info")))
	if err != nil {
		t.Fatal(err)
	}
	defer stop(low)
	high := startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(8)))
	publishChunks(t, nc, th, streams, pieces, 0, 1)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("retired lanes holding chunks: %v; the two-lane worker's log of its lanes:\n%s", retired, grepLines(log.String(), "lane"))
		}
	})
	waitFor(t, func() bool {
		kept := loggedConsumers(log.String(), "retired stream.chunk lane kept")
		for _, name := range retired {
			if !kept[name] {
				return false
			}
		}
		return true
	})
	if n := laneCount(t, chunks, 2, 8); n != 6 {
		t.Fatalf("%d of the lanes 2 to 7 left while the transform stores into them", n)
	}
	publishChunks(t, nc, th, streams, pieces, half, len(pieces))
	waitForChunkOutputs(t, js, streams, len(pieces))
	checkStreamOutputs(t, js, streams, len(pieces), want)

	stop(high)
	startWorker(t, testConfig(t, s.ClientURL(), pipelineWith(2)))
	waitFor(t, func() bool { return laneCount(t, chunks, 2, 8) == 0 })
}
