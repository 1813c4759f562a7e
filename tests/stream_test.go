package tests

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// Issue 10, bug 2: in pipeline mode, a chunk on a subject with no stream
// token, or with two, vanished: no output, no error event. It, and a
// chunk whose subject token disagrees with its stream_id, must get an
// error event and stay in the input stream.
func TestAChunkOnABadSubjectGetsAnErrorEventAndStaysInTheStream(t *testing.T) {
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
			m, err := errs.NextMsg(10 * time.Second)
			if err != nil {
				t.Fatalf("no error event: %v", err)
			}
			var ev wire.ErrorEvent
			if err := json.Unmarshal(m.Data, &ev); err != nil {
				t.Fatal(err)
			}
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
