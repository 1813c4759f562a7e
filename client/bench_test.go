package client_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
)

// BenchmarkModelIn compares a typed model.in call with the same request
// hand-built as a map, through the same real worker: the difference is
// what the client's encoding and decoding cost. The history is one seen
// before, so the worker answers from its cache.
func BenchmarkModelIn(b *testing.B) {
	s, c := setup(b, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	nc := connect(b, s.ClientURL())
	ctx := ctxT(b)
	th := newThread()
	history := []client.Message{
		client.SystemMessage("You are a helpful assistant."),
		client.UserMessage(intro),
		client.AssistantMessage("Sure.", client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>"}}),
		client.ToolMessage("c1", "Sent to <<EMAIL:1>>."),
		client.UserMessage("Thanks, call me on +44 20 7946 0958 tomorrow."),
	}
	raw := map[string]any{"thread_id": th, "messages": []any{
		map[string]any{"role": "system", "content": "You are a helpful assistant."},
		map[string]any{"role": "user", "content": intro},
		map[string]any{"role": "assistant", "content": "Sure.", "tool_calls": []any{map[string]any{"id": "c1", "name": "send_email", "args": map[string]any{"to": "<<EMAIL:1>>"}}}},
		map[string]any{"role": "tool", "tool_call_id": "c1", "content": "Sent to <<EMAIL:1>>."},
		map[string]any{"role": "user", "content": "Thanks, call me on +44 20 7946 0958 tomorrow."},
	}}
	if _, err := c.ModelIn(ctx, th, history); err != nil {
		b.Fatal(err)
	}
	b.Run("client", func(b *testing.B) {
		for b.Loop() {
			if _, err := c.ModelIn(ctx, th, history); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		for b.Loop() {
			data, err := msgpack.Marshal(raw)
			if err != nil {
				b.Fatal(err)
			}
			msg, err := nc.Request("piighost.model.in", data, 10*time.Second)
			if err != nil {
				b.Fatal(err)
			}
			var rep map[string]any
			if err := msgpack.Unmarshal(msg.Data, &rep); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkStreamChunk compares Stream.Write with hand-built chunks, one
// chunk per iteration, over the same worker.
func BenchmarkStreamChunk(b *testing.B) {
	s, c := setup(b, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	nc := connect(b, s.ClientURL())
	ctx := ctxT(b)
	th := newThread()
	seed(b, c, th)
	b.Run("client", func(b *testing.B) {
		st := c.Stream(th)
		for b.Loop() {
			if _, err := st.Write(ctx, "Dear <<PERSON:1>>, "); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("raw", func(b *testing.B) {
		sid := fmt.Sprintf("raw-%d", time.Now().UnixNano())
		seq, cont := 0, ""
		for b.Loop() {
			data, err := msgpack.Marshal(map[string]any{"thread_id": th, "stream_id": sid, "seq": seq, "text": "Dear <<PERSON:1>>, ", "end": false, "continuation": cont})
			if err != nil {
				b.Fatal(err)
			}
			msg, err := nc.Request("piighost.stream.chunk", data, 10*time.Second)
			if err != nil {
				b.Fatal(err)
			}
			var rep map[string]any
			if err := msgpack.Unmarshal(msg.Data, &rep); err != nil || rep["error"] != nil {
				b.Fatal(err, rep)
			}
			seq, cont = seq+1, rep["continuation"].(string)
		}
	})
}
