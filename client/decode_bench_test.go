package client

import (
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// BenchmarkReadModelInReply measures what reading a model.in reply costs
// the client (the worker's bounded decoder, then typed messages) beside
// msgpack/v5's generic decoding into a map, which hand-built clients do,
// on the same bytes. No network: CPU and memory only.
func BenchmarkReadModelInReply(b *testing.B) {
	data, err := encodePayload(MessagesRequest{ThreadID: "t", Messages: []Message{
		SystemMessage("You are a helpful assistant."),
		UserMessage("I'm <<PERSON:1>>, mail <<EMAIL:1>>, phone <<PHONE:1>>"),
		AssistantMessage("Sure.", ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>"}}),
		ToolMessage("c1", "Sent to <<EMAIL:1>>."),
		UserMessage("Thanks, call me on <<PHONE:1>> tomorrow."),
	}})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("client", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			body, err := decodeReply(nats.Header{}, data, wire.ModelIn)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := readMessages(body, 5); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("msgpack-map", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var m map[string]any
			if err := msgpack.Unmarshal(data, &m); err != nil {
				b.Fatal(err)
			}
		}
	})
}
