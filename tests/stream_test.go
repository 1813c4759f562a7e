package tests

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// TestAChunkOnABadSubjectGetsAnErrorEventAndStaysInTheStream: in pipeline
// mode, a chunk on a subject with no stream token, or with two, or whose
// subject token disagrees with its stream_id, is never dropped in
// silence: it gets an error event and stays in the input stream.
func TestAChunkOnABadSubjectGetsAnErrorEventAndStaysInTheStream(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} }))
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	errs, err := nc.SubscribeSync("piighost.errors.stream.chunk")
	if err != nil {
		t.Fatal(err)
	}
	th := newThread()
	tests := []struct {
		name, subject, stream string
	}{
		{"a chunk without a stream token", "piighost.safe.stream.chunk", "s1"},
		{"a chunk with two tokens", "piighost.safe.stream.chunk.s2.extra", "s2"},
		{"a chunk whose token is not its stream_id", "piighost.safe.stream.chunk.s3", "other"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// A core publish, as a model-side gateway may do: nothing
			// acknowledges it, so only the error event tells.
			if err := nc.Publish(tt.subject, pack(t, M{"thread_id": th, "stream_id": tt.stream, "seq": 0, "text": "hi"})); err != nil {
				t.Fatal(err)
			}
			ev, _ := nextErrorEvent(t, errs)
			if ev.Code != "bad_request" || ev.Subject != tt.subject || ev.Stream != wire.ChunkStream {
				t.Errorf("event = %+v", ev)
			}
			stream, err := js.Stream(context.Background(), wire.ChunkStream)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := stream.GetMsg(context.Background(), ev.Sequence); err != nil {
				t.Errorf("the chunk is not kept in %s: %v", wire.ChunkStream, err)
			}
		})
	}
}

// seedStreamThread gives a thread two values and returns the reply text
// the tests stream (tokens, an invented token kept as is, a cut token at
// the end) and what it restores to.
func seedStreamThread(t *testing.T, ch channels, th string) (text, want string) {
	t.Helper()
	rep, err := ch.modelIn(t, th, client.UserMessage("mail patrick@example.com or jo@example.org"))
	if err != nil || rep.Messages[0].Content != "mail <<EMAIL:1>> or <<EMAIL:2>>" {
		t.Fatalf("seed: %v %+v", err, rep)
	}
	return "Dear, we wrote to <<EMAIL:1>> and <<EMAIL:2>>, not <<EMAIL:9>>. Bye <<EMA",
		"Dear, we wrote to patrick@example.com and jo@example.org, not <<EMAIL:9>>. Bye <<EMA"
}

// TestAStreamCutAtEveryPositionRestoresAcrossWorkers: two and three
// workers, a stream cut in three everywhere. In service mode chunk i goes
// to worker i mod n (each worker under a prefix of its own, one bucket and
// one key file), so every stream crosses workers on its continuations; in
// pipeline mode the workers share the partitions and take chunks as they
// come, the state crossing on the outputs.
func TestAStreamCutAtEveryPositionRestoresAcrossWorkers(t *testing.T) {
	t.Parallel()
	keep := func(c *config.Config) { c.Strategies.Invented = strategy.InventedKeep }
	for _, n := range []int{2, 3} {
		t.Run(fmt.Sprintf("service mode, %d workers", n), func(t *testing.T) {
			s := runServer(t)
			nc := connect(t, s.ClientURL())
			var workers []channels
			for i := 0; i < n; i++ {
				prefix := fmt.Sprintf("w%d", i)
				startWorker(t, testConfig(t, s.ClientURL(), keep, func(c *config.Config) {
					c.Worker.Modes = []string{config.ModeService}
					c.Worker.Prefix = prefix
					c.Routes = nil
					setBucket(c, "shared") // one bucket, shared on purpose
				}))
				workers = append(workers, newServiceChannels(t, nc, client.WithPrefix(prefix)))
			}
			th := newThread()
			text, want := seedStreamThread(t, workers[0], th)
			for cut := 0; cut <= len(text); cut++ {
				var shown strings.Builder
				cont := ""
				for i, p := range cutInThree(text, cut) {
					rep, err := workers[(cut+i)%n].chunk(t, client.ChunkRequest{ThreadID: th, StreamID: fmt.Sprintf("s%d", cut),
						Seq: int64(i), Text: p, End: i == 2, Continuation: cont})
					if err != nil {
						t.Fatalf("cut %d, chunk %d: %v", cut, i, err)
					}
					shown.WriteString(rep.Text)
					cont = rep.Continuation
				}
				if shown.String() != want {
					t.Fatalf("cut %d: %q", cut, shown.String())
				}
			}
		})
		t.Run(fmt.Sprintf("pipeline mode, %d workers", n), func(t *testing.T) {
			s := runServer(t)
			for i := 0; i < n; i++ {
				startWorker(t, testConfig(t, s.ClientURL(), keep, func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} }))
			}
			nc := connect(t, s.ClientURL())
			ch := newPipelineChannels(t, nc)
			th := newThread()
			text, want := seedStreamThread(t, ch, th)
			for cut := 0; cut <= len(text); cut++ {
				var shown strings.Builder
				for i, p := range cutInThree(text, cut) {
					rep, err := ch.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: fmt.Sprintf("p%d-%d", n, cut),
						Seq: int64(i), Text: p, End: i == 2})
					if err != nil {
						t.Fatalf("cut %d, chunk %d: %v", cut, i, err)
					}
					shown.WriteString(rep.Text)
				}
				if shown.String() != want {
					t.Fatalf("cut %d: %q", cut, shown.String())
				}
			}
		})
	}
}

// cutInThree cuts text at cut and halfway through the rest.
func cutInThree(text string, cut int) []string {
	cut2 := (cut + len(text)) / 2
	return []string{text[:cut], text[cut:cut2], text[cut2:]}
}

// TestPipelineDuplicatesAndStaleChunksShowNothingTwice: a chunk published
// again after its output gets an empty text, marked duplicate; an older
// one too; the stream goes on.
func TestPipelineDuplicatesAndStaleChunksShowNothingTwice(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} }))
	ch := newPipelineChannels(t, connect(t, s.ClientURL()))
	th := newThread()
	seedStreamThread(t, ch, th)
	chunk := func(seq int64, text string) client.ChunkRequest {
		return client.ChunkRequest{ThreadID: th, StreamID: "dup-" + th, Seq: seq, Text: text}
	}
	steps := []struct {
		name string
		req  client.ChunkRequest
		text string
		dup  bool
	}{
		{"the first chunk", chunk(0, "to <<EMAIL:1>> <<EM"), "to patrick@example.com ", false},
		{"the same chunk published again", chunk(0, "to <<EMAIL:1>> <<EM"), "", true},
		{"the next chunk", chunk(1, "AIL:2>>!"), "jo@example.org!", false},
		{"the first chunk once more, now stale", chunk(0, "to <<EMAIL:1>> <<EM"), "", true},
		{"the latest chunk again", chunk(1, "AIL:2>>!"), "", true},
		{"the stream goes on", chunk(2, " bye"), " bye", false},
	}
	for _, st := range steps {
		rep, err := ch.chunk(t, st.req)
		if err != nil || rep.Text != st.text || rep.Duplicate != st.dup {
			t.Errorf("%s: %v %+v", st.name, err, rep)
		}
	}
	// Every chunk answered, the worker's chunk queue empties, and it
	// handed none back.
	waitFor(t, func() bool { return strings.Contains(scrape(t, w), "\npiighost_chunk_queue_chunks 0\n") })
	metrics := scrape(t, w)
	for _, line := range []string{
		"\npiighost_chunk_queue_streams 0\n",
		"\npiighost_chunk_queue_limit 8192\n", // 128 × max(stream_partitions, 64)
		`piighost_chunk_queue_handed_back_total{reason="behind"} 0`,
		`piighost_chunk_queue_handed_back_total{reason="full"} 0`,
	} {
		if !strings.Contains(metrics, line) {
			t.Errorf("metrics lack %q", line)
		}
	}
}
