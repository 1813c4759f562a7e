package processor

import (
	"context"
	"strings"
	"testing"
)

// Benchmarks per channel on a warm thread: the thread already knows its
// values, and model.in's history was seen before (the usual case: the
// whole history is resent every turn).
func benchChannel(b *testing.B, ch Channel, req M) {
	p := newProcessor(b)
	ctx := context.Background()
	warm := encode(b, M{"thread_id": "t", "messages": L{user("I'm Emma Dupont, write to emma@ex.com or jo@ex.com, I live in Paris")}})
	if _, err := p.Handle(ctx, ModelIn, warm, Msgpack); err != nil {
		b.Fatal(err)
	}
	payload := encode(b, req)
	if _, err := p.Handle(ctx, ch, payload, Msgpack); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(payload)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := p.Handle(ctx, ch, payload, Msgpack); err != nil {
			b.Fatal(err)
		}
	}
}

var chatText = strings.Repeat("Thanks for the update on the quarterly figures, I will review them tonight. ", 8)

func BenchmarkModelIn(b *testing.B) {
	benchChannel(b, ModelIn, M{"thread_id": "t", "messages": L{
		M{"role": "system", "content": "You are a helpful assistant."},
		user("I'm Emma Dupont, write to emma@ex.com or jo@ex.com, I live in Paris"),
		assistant("Noted. " + chatText),
		user("Please send it to jo@ex.com. " + chatText),
	}})
}

func BenchmarkModelOut(b *testing.B) {
	benchChannel(b, ModelOut, M{"thread_id": "t", "messages": L{assistant("Sent to <<PERSON:1>> at <<EMAIL:1>>, cc <<EMAIL:2>>. " + chatText)}})
}

func BenchmarkToolCall(b *testing.B) {
	benchChannel(b, ToolCall, M{"thread_id": "t", "tool_call": M{"id": "c1", "name": "send_email",
		"args": M{"to": "<<EMAIL:1>>", "cc": L{"<<EMAIL:2>>"}, "body": "Dear <<PERSON:1>>, " + chatText}}})
}

func BenchmarkToolResult(b *testing.B) {
	benchChannel(b, ToolResult, M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "tool_call_id": "c1",
		"content": "Owner emma@ex.com, backup jo@ex.com. " + chatText}})
}

func BenchmarkStreamChunk(b *testing.B) {
	p := newProcessor(b)
	ctx := context.Background()
	if _, err := p.Handle(ctx, ModelIn, encode(b, M{"thread_id": "t", "messages": L{user("I'm Emma Dupont, emma@ex.com")}}), Msgpack); err != nil {
		b.Fatal(err)
	}
	chunks := []string{"Dear <<PER", "SON:1>>, your ", "mail <<EMAIL:1>> ", "is noted. ", "Regards."}
	payloads := make([][]byte, 0, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	seq := 0
	for b.Loop() {
		if seq%len(chunks) == 0 {
			payloads = payloads[:0]
		}
		req := encode(b, M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": chunks[seq%len(chunks)], "end": false})
		if _, err := p.Handle(ctx, StreamChunk, req, Msgpack); err != nil {
			b.Fatal(err)
		}
		seq++
	}
}

// BenchmarkStreamChunkPaths: one chunk through Handle on each path, the
// stream state in the (in-memory) stream store or in continuations.
func BenchmarkStreamChunkPaths(b *testing.B) {
	chunks := []string{"Dear <<PER", "SON:1>>, your ", "mail <<EMAIL:1>> ", "is noted. ", "Regards."}
	for _, path := range []string{"stored", "continued"} {
		b.Run(path, func(b *testing.B) {
			p := newProcessor(b)
			ctx := context.Background()
			if _, err := p.Handle(ctx, ModelIn, encode(b, M{"thread_id": "t", "messages": L{user("I'm Emma Dupont, emma@ex.com")}}), Msgpack); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			seq, cont := 0, ""
			for b.Loop() {
				req := M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": chunks[seq%len(chunks)], "end": false}
				if path == "continued" {
					req["continuation"] = cont
				}
				out, err := p.Handle(ctx, StreamChunk, encode(b, req), Msgpack)
				if err != nil {
					b.Fatal(err)
				}
				if path == "continued" {
					cont, _ = decode(b, out)["continuation"].(string)
				}
				seq++
			}
		})
	}
}
