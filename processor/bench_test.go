package processor

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// Benchmarks per channel on a warm thread: the thread already knows its
// values, and model.in's history was seen before (the usual case: the
// whole history is resent every turn).
func benchChannel(b *testing.B, ch Channel, req M, opts ...func(*Config)) {
	benchProcessor(b, newProcessor(b, opts...), ch, req)
}

func benchProcessor(b *testing.B, p *Processor, ch Channel, req M) {
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

// agentHistory is an agent's history with the parts upstream's rules pass
// on unchanged: a system prompt, an assistant tool call and its result, a
// tool message, names.
func agentHistory() M {
	return M{"thread_id": "t", "messages": L{
		M{"role": "system", "content": "You are a helpful assistant. " + chatText},
		M{"role": "user", "name": "emma", "content": "I'm Emma Dupont, write to emma@ex.com or jo@ex.com, I live in Paris"},
		M{"role": "assistant", "content": "", "tool_calls": L{M{"id": "c1", "name": "crm", "args": M{"q": "<<PERSON:1>>"}}}},
		M{"role": "tool", "name": "crm", "tool_call_id": "c1", "content": "Owner <<EMAIL:1>>, backup <<EMAIL:2>>. " + chatText},
		assistant("Noted. " + chatText),
		user("Please send it to jo@ex.com. " + chatText),
	}}
}

// BenchmarkModelInPassedParts measures, side by side, model.in on an
// agent's history without the clear-known check, with it (the default),
// and in strict mode (check and de-identification of the passed parts).
func BenchmarkModelInPassedParts(b *testing.B) {
	b.Run("check=off", func(b *testing.B) {
		p := newProcessor(b)
		p.checkKnown = false
		benchProcessor(b, p, ModelIn, agentHistory())
	})
	b.Run("check=on", func(b *testing.B) {
		benchChannel(b, ModelIn, agentHistory(), func(c *Config) { c.OnClearKnown = func(ClearKnown) {} })
	})
	b.Run("strict", func(b *testing.B) {
		benchChannel(b, ModelIn, agentHistory(), func(c *Config) { c.Strict = true; c.OnClearKnown = func(ClearKnown) {} })
	})
}

// benchFiller brings the benchmark command's model.in message to about
// 1 KB with text that holds no PII.
const benchFiller = "thanks for the quick answer, could you also check the delivery status and let me know " +
	"whether the invoice was sent, the parcel should arrive before the end of the week and the " +
	"order was placed last monday with the usual options, tell me if anything else is needed "

// BenchmarkModelInOneMessage measures the request of the benchmark
// command's model.in workloads, a 1 KB user message holding three values
// the thread knows: "known" sends the same message every time (answered
// from the thread's rendered messages), "new" a message made new by its
// reference (detected again, its values found in the thread).
func BenchmarkModelInOneMessage(b *testing.B) {
	const ref = "ref 00000000: "
	text := ref + "mail jane.doe@example.com, iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00; " + benchFiller + benchFiller
	for _, known := range []bool{true, false} {
		name := "new"
		if known {
			name = "known"
		}
		b.Run(name, func(b *testing.B) {
			p := newProcessor(b)
			ctx := context.Background()
			payload := encode(b, M{"thread_id": "t", "messages": L{user(text)}})
			// The reference's digits, rewritten in place between requests:
			// no text repeats, so neither a render nor a message record
			// answers it.
			digits := bytes.Index(payload, []byte(ref)) + len("ref ")
			if _, err := p.Handle(ctx, ModelIn, payload, Msgpack); err != nil {
				b.Fatal(err)
			}
			var out []byte
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				if !known {
					n++
					for i, v := 7, n; i >= 0; i, v = i-1, v/10 {
						payload[digits+i] = byte('0' + v%10)
					}
				}
				var err error
				if out, err = p.AppendHandle(ctx, out[:0], ModelIn, payload, Msgpack); err != nil {
					b.Fatal(err)
				}
			}
			if bytes.Contains(out, []byte("jane.doe")) {
				b.Fatalf("the reply holds a value in clear: %q", out)
			}
		})
	}
}
