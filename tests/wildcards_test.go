package tests

import (
	"context"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// TestInputSubjectsWithWildcardsAreRefused: a pipeline-mode input
// published on a subject holding a wildcard token (`*` or `>`), which
// nats-server takes from a publisher as a literal subject, gets a
// bad_request error event and no output: its output subject would hold
// the wildcard too, and no subscriber of the output side would receive
// it.
func TestInputSubjectsWithWildcardsAreRefused(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} }))
	nc := connect(t, s.ClientURL())
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	thread := newThread()
	chunk := pack(t, M{"thread_id": thread, "stream_id": "*", "seq": 0, "text": "Hello", "end": true})
	for _, tc := range []struct {
		name, subject string
		ch            wire.Channel
		payload       []byte
	}{
		{"a model.out published on a subject ending with * is refused", "piighost.safe.model.out.*", wire.ModelOut,
			pack(t, M{"thread_id": thread, "messages": L{M{"role": "assistant", "content": "Hello"}}})},
		{"a model.in published on a subject ending with > is refused", "piighost.clear.model.in.conv.>", wire.ModelIn,
			pack(t, M{"thread_id": thread, "messages": L{M{"role": "user", "content": "Write to jane.doe@example.com"}}})},
		{"a tool.call published with * between its tokens is refused", "piighost.safe.tool.call.*.x", wire.ToolCall,
			pack(t, M{"thread_id": thread, "tool_call": M{"id": "c1", "name": "send_email", "args": M{"to": "x"}}})},
		{"a stream chunk whose stream id is * is refused", "piighost.safe.stream.chunk.*", wire.StreamChunk, chunk},
		{"a stream chunk published on a subject ending with > is refused", "piighost.safe.stream.chunk.>", wire.StreamChunk, chunk},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs, err := nc.SubscribeSync(wire.ErrorSubject(wire.DefaultPrefix, tc.ch))
			if err != nil {
				t.Fatal(err)
			}
			defer errs.Unsubscribe()
			ack, err := js.Publish(callCtx(t), tc.subject, tc.payload)
			if err != nil {
				t.Fatal(err)
			}
			ev, _ := nextErrorEvent(t, errs)
			if ev.Code != "bad_request" || ev.Sequence != ack.Sequence || ev.Subject != tc.subject || !strings.Contains(ev.Message, "wildcard") {
				t.Errorf("event = %+v", ev)
			}
		})
	}
	// Every refused input was answered by its error event alone: the
	// output streams, which alone republish on the output subjects, hold
	// nothing.
	for _, name := range []string{wire.SafeOutputStream, wire.ClearOutputStream} {
		st, err := js.Stream(context.Background(), name)
		if err != nil {
			t.Fatal(err)
		}
		if info, err := st.Info(context.Background()); err != nil || info.State.Msgs != 0 {
			t.Errorf("%s holds %d outputs (%v)", name, info.State.Msgs, err)
		}
	}
}
