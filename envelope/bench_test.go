package envelope

import (
	"strings"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
)

// The requests of the worker's service benchmark (cmd/piighost-bench,
// worker.BenchmarkService): a 1 KB model.in, a 1 KB model.out and an
// 8-byte stream chunk with its continuation.
var benchPayloads = []struct {
	name string
	req  map[string]any
}{
	{"model.in", map[string]any{"thread_id": "b1a2c3d4-thread-7", "messages": []any{map[string]any{"role": "user",
		"content": "ref abc: mail jane.doe@example.com, iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00; " + strings.Repeat("thanks for the quick answer, could you also check the delivery status ", 12)}}}},
	{"model.out", map[string]any{"thread_id": "b1a2c3d4-thread-7", "messages": []any{map[string]any{"role": "assistant",
		"content": "i wrote to <<EMAIL:1>>, the iban <<IBAN_CODE:1>> is on file and <<PHONE_NUMBER:1>> is the number to call; " + strings.Repeat("thanks for the quick answer, could you also check the delivery status ", 12)}}}},
	{"stream.chunk", map[string]any{"thread_id": "b1a2c3d4-thread-7", "stream_id": "b1a2c3d4-stream-12", "seq": 17, "text": "e.doe@ex",
		"end": false, "continuation": "AQVsb2NhbKq0vQmV3y1c2Q6o0a7cX3lFhT3v2c0nO1sQk9fJr8aW"}},
}

// benchNames are the keys and roles of benchPayloads, as the processor
// gives its decoder the wire contract's.
var benchNames = NewNames("thread_id", "messages", "role", "content", "user", "assistant",
	"stream_id", "seq", "text", "end", "continuation")

// BenchmarkDecodeMsgpack decodes each request, copying every string out
// of the payload (DecodeMsgpack) or reusing the protocol's names (a
// Decoder with Names, as the processor decodes); BenchmarkRewriteMsgpack
// decodes it, changes one string and encodes it back, as the processor
// does.
func BenchmarkDecodeMsgpack(b *testing.B) {
	for _, p := range benchPayloads {
		data, err := msgpack.Marshal(p.req)
		if err != nil {
			b.Fatal(err)
		}
		for _, names := range []*Names{nil, benchNames} {
			name := p.name + "/copy"
			if names != nil {
				name = p.name + "/names"
			}
			dec := Decoder{Names: names}
			b.Run(name, func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := dec.Msgpack(data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkRewriteMsgpack(b *testing.B) {
	for _, p := range benchPayloads {
		data, err := msgpack.Marshal(p.req)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(p.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				n, err := Decoder{Names: benchNames}.Msgpack(data)
				if err != nil {
					b.Fatal(err)
				}
				n.Set("thread_id", NewString("b1a2c3d4-thread-8"))
				_ = EncodeMsgpack(n)
			}
		})
	}
}
