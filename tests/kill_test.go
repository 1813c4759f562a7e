package tests

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/workertest"
	"github.com/piighost/piighost-nats/wire"
)

// startStreamWorkerProcess starts the worker binary (see
// startWorkerProcess) joined to url, with a short timeout and few
// partitions, so that a killed worker's chunks come back soon.
func startStreamWorkerProcess(t *testing.T, url string) *workerProcess {
	t.Helper()
	toml := fmt.Sprintf("[nats]\nurl = %s\n[keys]\nfile = %s\n[http]\nlisten = \"127.0.0.1:0\"\n"+
		"[worker]\ntimeout = \"1s\"\nstream_partitions = 4\n[strategies]\ninvented = \"keep\"\n", tomlString(url), tomlString(keysPath))
	return startWorkerProcess(t, toml, "NATS_URL=", "PIIGHOST_KEYS=", "PIIGHOST_KEYS_FILE=", "PIIGHOST_CONFIG=")
}

// kill sends SIGKILL, as a crash would: nothing is drained or acked. It
// returns once the process is gone.
func (p *workerProcess) kill() {
	_ = p.cmd.Process.Kill()
	<-p.done
}

// TestAWorkerKilledMidStreamLosesAndDuplicatesNothing kills worker
// processes with SIGKILL in the middle of streams: in service mode the
// callers retry the same chunk with the same continuation until another
// worker answers; in pipeline mode the chunks in flight are redelivered to
// the other workers (one started before the second halves, one after the
// kill),
// which find each stream's position on its last output.
// Every stream's text comes out exact, and no chunk's output twice.
func TestAWorkerKilledMidStreamLosesAndDuplicatesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the worker binary")
	}
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	top := t // workers outlive the subtests that start them
	current := startStreamWorkerProcess(top, s.ClientURL())
	// Each attempt waits 2 s at most; a chunk is sent again, unchanged (the
	// same seq, the same continuation), until a worker answers it.
	c, err := client.New(nc, client.WithTimeout(2*time.Second), client.WithRetries(100),
		client.WithBackoff(10*time.Millisecond, 50*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	th := newThread()
	text, want := seedStreamThread(t, serviceChannels{c: c}, th)
	pieces := cutEvery(text, 3)
	const streams = 4

	t.Run("service mode: callers retry the same chunk", func(t *testing.T) {
		var progressed atomic.Int64
		shown := make([]string, streams)
		var wg sync.WaitGroup
		for i := 0; i < streams; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				shown[i] = streamWithRetries(t, c, th, fmt.Sprintf("svc-%d", i), pieces, &progressed)
			}()
		}
		waitFor(t, func() bool { return progressed.Load() >= int64(streams*len(pieces)/2) })
		current.kill()
		current = startStreamWorkerProcess(top, s.ClientURL())
		wg.Wait()
		for i, got := range shown {
			if got != want {
				t.Errorf("stream %d showed %q", i, got)
			}
		}
	})

	t.Run("pipeline mode: chunks are redelivered", func(t *testing.T) {
		js, _ := jetstream.New(nc)
		ctx := context.Background()
		pub, err := client.NewPipeline(nc)
		if err != nil {
			t.Fatal(err)
		}
		publish := func(from, to int) {
			for i := 0; i < streams; i++ {
				for seq := from; seq < to; seq++ {
					req := client.ChunkRequest{ThreadID: th, StreamID: fmt.Sprintf("pipe-%d", i), Seq: int64(seq), Text: pieces[seq], End: seq == len(pieces)-1}
					if _, err := pub.Publish(ctx, wire.StreamChunk, "", req); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		out, err := js.Stream(ctx, wire.ClearOutputStream)
		if err != nil {
			t.Fatal(err)
		}
		stored := func() uint64 {
			info, err := out.Info(ctx, jetstream.WithSubjectFilter("piighost.clear.stream.chunk.>"))
			if err != nil {
				t.Fatal(err)
			}
			return info.State.Msgs
		}
		half := len(pieces) / 2
		publish(0, half)
		waitFor(t, func() bool { return stored() == uint64(streams*half) })
		// A second worker shares the lanes, so the second halves are
		// split over two workers, several chunks of a lane in flight.
		startStreamWorkerProcess(top, s.ClientURL())
		publish(half, len(pieces))
		// The worker that took over the service streams is killed while
		// it takes the second halves; the other one and a third go on.
		current.kill()
		current = startStreamWorkerProcess(top, s.ClientURL())
		waitFor(t, func() bool { return stored() >= uint64(streams*len(pieces)) })
		outputs := readStreamOutputs(t, js, streams*len(pieces))
		for i := 0; i < streams; i++ {
			got := outputs[fmt.Sprintf("pipe-%d", i)]
			if len(got) != len(pieces) {
				t.Errorf("stream %d: %d outputs for %d chunks", i, len(got), len(pieces))
			}
			var b strings.Builder
			for seq := range pieces {
				texts := got[seq]
				if len(texts) != 1 {
					t.Errorf("stream %d seq %d: %d outputs", i, seq, len(texts))
				}
				if len(texts) > 0 {
					b.WriteString(texts[0])
				}
			}
			if b.String() != want {
				t.Errorf("stream %d showed %q", i, b.String())
			}
		}
	})
}

// cutEvery cuts text into pieces of n bytes.
func cutEvery(text string, n int) []string {
	var out []string
	for len(text) > n {
		out = append(out, text[:n])
		text = text[n:]
	}
	return append(out, text)
}

// streamWithRetries sends a stream's chunks with continuations; the
// client sends each again, unchanged, until a worker answers it.
func streamWithRetries(t *testing.T, c *client.Client, th, stream string, pieces []string, progressed *atomic.Int64) string {
	var shown strings.Builder
	cont := ""
	for seq, p := range pieces {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		rep, err := c.Chunk(ctx, client.ChunkRequest{ThreadID: th, StreamID: stream, Seq: int64(seq), Text: p,
			End: seq == len(pieces)-1, Continuation: cont})
		cancel()
		if err != nil {
			t.Errorf("stream %s seq %d: %v", stream, seq, err)
			return shown.String()
		}
		shown.WriteString(rep.Text)
		cont = rep.Continuation
		progressed.Add(1)
	}
	return shown.String()
}

// readStreamOutputs reads the stream.chunk outputs, duplicates included:
// texts by stream and seq. It waits until it has read n of them, or every
// one stored when it is called if more, bounded by the call timeout only,
// so that a loaded server storing or delivering slowly makes it slower,
// never short.
func readStreamOutputs(t *testing.T, js jetstream.JetStream, n int) map[string]map[int][]string {
	t.Helper()
	out := map[string]map[int][]string{}
	stored := max(storedChunkOutputs(t, js), uint64(n))
	if stored == 0 {
		return out
	}
	ctx := callCtx(t)
	cons, err := js.OrderedConsumer(ctx, wire.ClearOutputStream, jetstream.OrderedConsumerConfig{FilterSubjects: []string{"piighost.clear.stream.chunk.>"}})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := cons.Fetch(int(stored), jetstream.FetchMaxWait(workertest.CallTimeout))
	if err != nil {
		t.Fatal(err)
	}
	read := 0
	for m := range batch.Messages() {
		read++
		rep := unpack(t, m.Data())
		sid, _ := rep["stream_id"].(string)
		seq := int(toInt(rep["seq"]))
		if out[sid] == nil {
			out[sid] = map[int][]string{}
		}
		text, _ := rep["text"].(string)
		out[sid][seq] = append(out[sid][seq], text)
	}
	if uint64(read) != stored {
		t.Fatalf("read %d of %d chunk outputs (%d expected): %v", read, stored, n, batch.Error())
	}
	return out
}

func toInt(v any) int64 {
	switch n := v.(type) {
	case int8:
		return int64(n)
	case int16:
		return int64(n)
	case int32:
		return int64(n)
	case int64:
		return n
	case uint8:
		return int64(n)
	case uint16:
		return int64(n)
	case uint32:
		return int64(n)
	case uint64:
		return int64(n)
	}
	return -1
}

// TestAKilledWorkerAnswersNoneOfTheRequestsItWasServing: a worker killed
// while a request waits on its detector sends no reply (no "detection
// interrupted" error to the caller), as a crashed process would not: the
// caller's retry finds another worker.
func TestAKilledWorkerAnswersNoneOfTheRequestsItWasServing(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	held, err := nc.SubscribeSync("ner.held")
	if err != nil {
		t.Fatal(err)
	}
	w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Detector.Detectors = append(c.Detector.Detectors, pipelineNATSDetector("ner.held"))
	}))
	inbox := nats.NewInbox()
	replies, err := nc.SubscribeSync(inbox)
	if err != nil {
		t.Fatal(err)
	}
	req := pack(t, M{"thread_id": "killed", "messages": L{M{"role": "user", "content": "mail a@example.com"}}})
	if err := nc.PublishRequest(wire.ServiceSubject(wire.DefaultPrefix, wire.ModelIn), inbox, req); err != nil {
		t.Fatal(err)
	}
	if _, err := held.NextMsg(30 * time.Second); err != nil {
		t.Fatalf("the detector was not asked: %v", err)
	}
	w.Kill()
	// The worker's connection closed before the request's context ended:
	// no reply can have left after Kill; one sent before would be here
	// after a round trip.
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := replies.Pending(); n != 0 {
		m, _ := replies.NextMsg(0)
		t.Fatalf("the killed worker answered: %q %v", m.Data, m.Header)
	}
}
