package processor

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/streamstate"
)

// workers builds n processors as n workers would be: pipelines of their
// own over one thread store, and one sealer's keys. Their stream stores
// are separate, so a stream that works across them carries its state in
// its continuations.
func workers(t *testing.T, n int, mutate ...func(*Config)) []*Processor {
	t.Helper()
	threads := pipeline.NewMemStore(pipeline.MemStoreConfig{})
	key := streamstate.RandomSealKey()
	var out []*Processor
	for i := 0; i < n; i++ {
		pipe, err := pipeline.New(pipeline.Config{Detector: testDetector(t), Store: threads})
		if err != nil {
			t.Fatal(err)
		}
		sealer, err := streamstate.NewSealer(key)
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Pipeline: pipe, Continuations: sealer}
		for _, m := range mutate {
			m(&cfg)
		}
		p, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	setupThread(t, out[0])
	return out
}

func contChunk(seq int, text string, end bool, cont string) M {
	return M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": text, "end": end, "continuation": cont}
}

func TestAStreamCutAnywhereRestoresExactlyAcrossWorkers(t *testing.T) {
	text := "Dear <<PERSON:1>>, we wrote to <<EMAIL:1>> and <<EMAIL:2>>; <<PERSON:9>> is not ours. <<EMA"
	want := "Dear Emma Dupont, we wrote to emma@ex.com and jo@ex.com; <<PERSON:9>> is not ours. <<EMA"
	for _, n := range []int{2, 3} {
		// KEEP, so the invented token shows where it was.
		ps := workers(t, n, func(c *Config) { c.Invented = strategy.InventedKeep })
		for cut1 := 0; cut1 <= len(text); cut1++ {
			for _, cut2 := range []int{cut1, (cut1 + len(text)) / 2, len(text)} {
				pieces := []string{text[:cut1], text[cut1:cut2], text[cut2:]}
				var shown strings.Builder
				cont := ""
				stream := fmt.Sprintf("s-%d-%d-%d", n, cut1, cut2)
				for i, piece := range pieces {
					req := M{"thread_id": "t", "stream_id": stream, "seq": i, "text": piece, "end": i == 2, "continuation": cont}
					rep := ok(t, ps[(cut1+i)%n], StreamChunk, req)
					shown.WriteString(rep["text"].(string))
					cont = rep["continuation"].(string)
				}
				if shown.String() != want {
					t.Fatalf("%d workers, cuts %d %d: %q", n, cut1, cut2, shown.String())
				}
			}
		}
	}
}

func TestContinuationsAnswerRetriesDuplicatesAndDisorder(t *testing.T) {
	ps := workers(t, 2)
	a, b := ps[0], ps[1]
	first := ok(t, a, StreamChunk, contChunk(0, "Hi <<PERSON:1>> <<EM", false, ""))
	c1 := first["continuation"].(string)
	if first["text"] != "Hi Emma Dupont " || c1 == "" {
		t.Fatalf("first = %v", first)
	}
	t.Run("a chunk sent again with the same continuation gets a byte-identical reply, from any worker", func(t *testing.T) {
		req := encode(t, contChunk(0, "Hi <<PERSON:1>> <<EM", false, ""))
		x, _ := a.Handle(context.Background(), StreamChunk, req, Msgpack)
		y, _ := b.Handle(context.Background(), StreamChunk, req, Msgpack)
		if !bytes.Equal(x, y) {
			t.Errorf("replies differ:\n%q\n%q", x, y)
		}
	})
	t.Run("a chunk ahead of its continuation is out of order", func(t *testing.T) {
		fails(t, b, StreamChunk, contChunk(2, "x", false, c1), pii.CodeOutOfOrder)
	})
	second := ok(t, b, StreamChunk, contChunk(1, "AIL:1>>!", false, c1))
	c2 := second["continuation"].(string)
	if second["text"] != "emma@ex.com!" {
		t.Fatalf("second = %v", second)
	}
	t.Run("a chunk older than its continuation gets an empty text: nothing is shown twice", func(t *testing.T) {
		old := ok(t, a, StreamChunk, contChunk(0, "Hi <<PERSON:1>> <<EM", false, c2))
		if old["text"] != "" || old["duplicate"] != true || old["continuation"] != c2 {
			t.Errorf("old = %v", old)
		}
	})
	last := ok(t, a, StreamChunk, contChunk(2, " bye <<PER", true, c2))
	if last["text"] != " bye <<PER" || last["end"] != true {
		t.Fatalf("last = %v", last)
	}
	t.Run("a chunk after the end is refused", func(t *testing.T) {
		fails(t, b, StreamChunk, contChunk(3, "more", false, last["continuation"].(string)), pii.CodeStreamEnded)
	})
	t.Run("a transient failure leaves the continuation valid", func(t *testing.T) {
		// (TestATransientStoreErrorDoesNotEndTheStream covers the store
		// path; here the retry of a chunk needs nothing but its
		// continuation.)
		again := ok(t, b, StreamChunk, contChunk(1, "AIL:1>>!", false, c1))
		if again["text"] != "emma@ex.com!" || again["continuation"] != c2 {
			t.Errorf("again = %v", again)
		}
	})
}

func TestAContinuationIsRefusedAnywhereElse(t *testing.T) {
	ps := workers(t, 1)
	p := ps[0]
	good := ok(t, p, StreamChunk, contChunk(0, "Hi <<EM", false, ""))["continuation"].(string)
	raw, err := base64.RawURLEncoding.DecodeString(good)
	if err != nil {
		t.Fatal(err)
	}
	flipped := append([]byte(nil), raw...)
	flipped[len(flipped)-1] ^= 1
	stranger := newProcessor(t)
	setupThread(t, stranger)
	tests := []struct {
		name string
		p    *Processor
		req  M
	}{
		{"an altered continuation", p, contChunk(1, "AIL:1>>", false, base64.RawURLEncoding.EncodeToString(flipped))},
		{"a truncated continuation", p, contChunk(1, "AIL:1>>", false, good[:len(good)-4])},
		{"one that is not base64url", p, contChunk(1, "AIL:1>>", false, "!!")},
		{"another stream's", p, M{"thread_id": "t", "stream_id": "other", "seq": 1, "text": "AIL:1>>", "continuation": good}},
		{"another thread's", p, M{"thread_id": "t2", "stream_id": "s", "seq": 1, "text": "AIL:1>>", "continuation": good}},
		{"one sealed with keys this worker lacks", stranger, contChunk(1, "AIL:1>>", false, good)},
		{"a continuation that is not a string", p, contChunk(1, "AIL:1>>", false, "")},
	}
	tests[len(tests)-1].req["continuation"] = 42
	for _, tt := range tests {
		t.Run(tt.name+" is a bad request", func(t *testing.T) {
			rep := fails(t, tt.p, StreamChunk, tt.req, pii.CodeBadRequest)
			if strings.Contains(fmt.Sprint(rep), "emma") {
				t.Errorf("the refusal restored something: %v", rep)
			}
		})
	}
	// The right continuation still works afterwards.
	if rep := ok(t, p, StreamChunk, contChunk(1, "AIL:1>>", true, good)); rep["text"] != "emma@ex.com" {
		t.Errorf("rep = %v", rep)
	}
}

func TestAContinuationHoldsNoRestoredValueAndNothingInClear(t *testing.T) {
	ps := workers(t, 1)
	rep := ok(t, ps[0], StreamChunk, contChunk(0, "Dear <<PERSON:1>>, see <<EMAIL:1>> and <<EMA", false, ""))
	cont := rep["continuation"].(string)
	raw, _ := base64.RawURLEncoding.DecodeString(cont)
	for _, s := range []string{"Emma", "emma@ex.com", "<<EMA", "EMA"} {
		if bytes.Contains(raw, []byte(s)) || strings.Contains(cont, s) {
			t.Errorf("the continuation shows %q", s)
		}
	}
	pos, err := ps[0].OpenContinuation("t", "s", cont)
	if err != nil || pos != (StreamPosition{Next: 1, Held: "<<EMA"}) {
		t.Errorf("position = %+v, %v", pos, err)
	}
}

func TestAStreamWithoutContinuationsStillUsesTheStreamStore(t *testing.T) {
	p := newProcessor(t)
	setupThread(t, p)
	first := ok(t, p, StreamChunk, M{"thread_id": "t", "stream_id": "s", "seq": 0, "text": "Hi <<EMA"})
	if _, has := first["continuation"]; has {
		t.Errorf("a caller that sent no continuation gets one: %v", first)
	}
	second := ok(t, p, StreamChunk, M{"thread_id": "t", "stream_id": "s", "seq": 1, "text": "IL:1>>", "end": true})
	if second["text"] != "emma@ex.com" {
		t.Errorf("second = %v", second)
	}
}

// FuzzContinuation: whatever a caller sends as a continuation, the answer
// is a bad_request or a position a worker sealed; and every position seals
// and opens back to itself.
func FuzzContinuation(f *testing.F) {
	p := newProcessor(f)
	f.Add("t", "s", int64(3), "<<EMA", true, "")
	f.Add("t", "s", int64(0), "", false, p.SealContinuation("t", "s", StreamPosition{Next: 7, Held: "<"}))
	f.Add("", "x", int64(1<<40), "<\u200b<PER", false, "AQVsb2NhbA")
	f.Fuzz(func(t *testing.T, thread, stream string, next int64, held string, ended bool, wire string) {
		pos, err := p.OpenContinuation(thread, stream, wire)
		if err != nil && pii.CodeOf(err) != pii.CodeBadRequest {
			t.Fatalf("open %q: %v", wire, err)
		}
		if err == nil && wire != "" && pos.Next < 0 {
			t.Fatalf("open %q gave %+v", wire, pos)
		}
		if next < 0 || next > maxExactFloat {
			return
		}
		want := StreamPosition{Next: next, Held: held, Ended: ended}
		got, err := p.OpenContinuation(thread, stream, p.SealContinuation(thread, stream, want))
		if err != nil || got != want {
			t.Fatalf("round trip of %+v: %+v, %v", want, got, err)
		}
		if _, err := p.OpenContinuation(thread+"x", stream, p.SealContinuation(thread, stream, want)); err == nil {
			t.Fatalf("a continuation opened for another thread")
		}
	})
}
