package processor

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/streamstate"
)

// streamPath is how a test's stream carries its state: in the stream
// store (no continuation) or in continuations.
type streamPath string

const (
	stored    streamPath = "stored"
	continued streamPath = "continued"
)

var streamPaths = []streamPath{stored, continued}

// streamed sends chunks of one stream in order, the last with end: true,
// and returns each reply.
func streamed(t *testing.T, p *Processor, path streamPath, stream string, chunks ...string) []M {
	t.Helper()
	return streamedIn(t, p, path, "t", stream, chunks...)
}

func streamedIn(t *testing.T, p *Processor, path streamPath, thread, stream string, chunks ...string) []M {
	t.Helper()
	var out []M
	cont := ""
	for i, c := range chunks {
		req := M{"thread_id": thread, "stream_id": stream, "seq": i, "text": c, "end": i == len(chunks)-1}
		if path == continued {
			req["continuation"] = cont
		}
		rep, _ := call(t, p, StreamChunk, req)
		cont, _ = rep["continuation"].(string)
		out = append(out, rep)
	}
	return out
}

func texts(reps []M) []string {
	var out []string
	for _, r := range reps {
		s, _ := r["text"].(string)
		out = append(out, s)
	}
	return out
}

func TestStreamRulesOnTheChannel(t *testing.T) {
	tests := []struct {
		name     string
		invented strategy.InventedPlaceholderStrategy
		chunks   []string
		want     []string
		errCode  pii.Code // on the last reply
	}{
		{"BR-STREAM-01 text that cannot hold a token is shown at once", strategy.InventedRaise,
			[]string{"Hello ", "there", ""}, []string{"Hello ", "there", ""}, ""},
		{"BR-STREAM-02 a token cut across chunks is restored once complete", strategy.InventedRaise,
			[]string{"Hi <<PER", "SON:1>>, mail <<EMA", "IL:1>>.", ""}, []string{"Hi ", "Emma Dupont, mail ", "emma@ex.com.", ""}, ""},
		{"BR-STREAM-03 a trailing < is held", strategy.InventedRaise,
			[]string{"Hi <", "<PERSON:1>>", ""}, []string{"Hi ", "Emma Dupont", ""}, ""},
		{"BR-STREAM-04 an opening unclosed for 128 characters is released", strategy.InventedRaise,
			[]string{"Use cout << x to", "print " + strings.Repeat("z", 130), ""}, []string{"Use cout ", "<< x toprint " + strings.Repeat("z", 130), ""}, ""},
		{"BR-STREAM-05 the tail flushed at end is verbatim, without the policy", strategy.InventedRaise,
			[]string{"see you soon <<EMA"}, []string{"see you soon <<EMA"}, ""},
		{"BR-STREAM-06 RAISE: the text before the invented token, then the error", strategy.InventedRaise,
			[]string{"Hello <<PERSON:", "9>>."}, []string{"Hello ", ""}, pii.CodeInventedPlaceholder},
		{"BR-STREAM-06 DROP removes the invented token", strategy.InventedDrop,
			[]string{"Hello <<PERSON:", "9>>."}, []string{"Hello ", "."}, ""},
		{"BR-STREAM-06 KEEP keeps it", strategy.InventedKeep,
			[]string{"Hello <<PERSON:", "9>>."}, []string{"Hello ", "<<PERSON:9>>."}, ""},
	}
	for _, tt := range tests {
		for _, path := range streamPaths {
			t.Run(tt.name+" ("+string(path)+")", func(t *testing.T) {
				p := newProcessor(t, func(c *Config) { c.Invented = tt.invented })
				setupThread(t, p)
				reps := streamed(t, p, path, "s", tt.chunks...)
				if got := texts(reps); strings.Join(got, "|") != strings.Join(tt.want, "|") {
					t.Errorf("texts = %q, want %q", got, tt.want)
				}
				last := reps[len(reps)-1]
				if tt.errCode != "" {
					if e, _ := last["error"].(M); e == nil || e["code"] != string(tt.errCode) || last["end"] != true {
						t.Errorf("last reply = %v", last)
					}
				} else if _, has := last["error"]; has {
					t.Errorf("unexpected error: %v", last)
				}
			})
		}
	}
}

func TestBRSTREAM07ChunksRestoredSeparatelyLoseCutTokens(t *testing.T) {
	// Why the decoder exists: restoring each chunk on its own, as
	// model.out would, never sees a token cut in two.
	p := newProcessor(t, func(c *Config) { c.Invented = strategy.InventedKeep })
	setupThread(t, p)
	var got []string
	for _, c := range []string{"Hello <<PERSON:", "1>>."} {
		rep := ok(t, p, ModelOut, M{"thread_id": "t", "messages": L{assistant(c)}})
		got = append(got, contents(rep)[0].(string))
	}
	if strings.Join(got, "") != "Hello <<PERSON:1>>." {
		t.Errorf("got %q", got)
	}
	for _, path := range streamPaths {
		if joined := strings.Join(texts(streamed(t, p, path, "s-"+string(path), "Hello <<PERSON:", "1>>.")), ""); joined != "Hello Emma Dupont." {
			t.Errorf("with the decoder (%s): %q", path, joined)
		}
	}
}

func TestStreamDuplicatesAndDisorder(t *testing.T) {
	p := newProcessor(t)
	setupThread(t, p)
	chunk := func(seq int, text string, end bool) M {
		return M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": text, "end": end}
	}
	first := ok(t, p, StreamChunk, chunk(0, "Hi <<PERSON:1>> <<EM", false))
	if first["text"] != "Hi Emma Dupont " {
		t.Fatalf("first = %v", first)
	}
	t.Run("the latest chunk sent again gets the same reply, marked duplicate", func(t *testing.T) {
		again := ok(t, p, StreamChunk, chunk(0, "Hi <<PERSON:1>> <<EM", false))
		if again["text"] != first["text"] || again["duplicate"] != true {
			t.Errorf("again = %v", again)
		}
	})
	t.Run("a chunk ahead of the expected seq is out of order and changes nothing", func(t *testing.T) {
		fails(t, p, StreamChunk, chunk(2, "x", false), pii.CodeOutOfOrder)
	})
	second := ok(t, p, StreamChunk, chunk(1, "AIL:1>>!", false))
	if second["text"] != "emma@ex.com!" {
		t.Fatalf("second = %v", second)
	}
	t.Run("an older chunk gets an empty text: nothing is emitted twice", func(t *testing.T) {
		old := ok(t, p, StreamChunk, chunk(0, "Hi <<PERSON:1>> <<EM", false))
		if old["text"] != "" || old["duplicate"] != true {
			t.Errorf("old = %v", old)
		}
	})
	ok(t, p, StreamChunk, chunk(2, " bye", true))
	t.Run("a chunk after the end is refused", func(t *testing.T) {
		fails(t, p, StreamChunk, chunk(3, "more", false), pii.CodeStreamEnded)
	})
	t.Run("bad chunks are bad requests", func(t *testing.T) {
		fails(t, p, StreamChunk, M{"thread_id": "t", "seq": 0, "text": "x"}, pii.CodeBadRequest)
		fails(t, p, StreamChunk, M{"thread_id": "t", "stream_id": "z", "seq": -1}, pii.CodeBadRequest)
		fails(t, p, StreamChunk, M{"thread_id": "t", "stream_id": "z", "seq": "1"}, pii.CodeBadRequest)
		fails(t, p, StreamChunk, M{"thread_id": "t", "stream_id": "z", "seq": 0, "text": 5}, pii.CodeBadRequest)
	})
}

func TestConcurrentWorkersNeverProcessAChunkTwice(t *testing.T) {
	// Two processors (two workers) share one stream store and one thread
	// store, and race on every chunk.
	pipe, _ := pipeline.New(pipeline.Config{Detector: testDetector(t)})
	streams := streamstate.NewMemStore(streamstate.MemConfig{})
	a, _ := New(Config{Pipeline: pipe, Streams: streams})
	b, _ := New(Config{Pipeline: pipe, Streams: streams})
	setupThread(t, a)
	text := "Dear <<PERSON:1>>, your mail <<EMAIL:1>> and <<EMAIL:2>> are noted. "
	var emitted strings.Builder
	for seq := 0; seq < len(text); seq++ {
		var wg sync.WaitGroup
		reps := make([]M, 2)
		for i, p := range []*Processor{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				reps[i] = ok(t, p, StreamChunk, M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": text[seq : seq+1], "end": seq == len(text)-1})
			}()
		}
		wg.Wait()
		if reps[0]["text"] != reps[1]["text"] {
			t.Fatalf("seq %d: workers disagree: %v vs %v", seq, reps[0], reps[1])
		}
		emitted.WriteString(reps[0]["text"].(string))
	}
	if want := "Dear Emma Dupont, your mail emma@ex.com and jo@ex.com are noted. "; emitted.String() != want {
		t.Errorf("emitted %q", emitted.String())
	}
}

// TestConversation follows one conversation through every channel: the
// model only ever sees tokens, the tool and the user get real values.
func TestConversation(t *testing.T) {
	p := newProcessor(t)
	in := ok(t, p, ModelIn, M{"thread_id": "conv", "messages": L{
		M{"role": "system", "content": "You are a helpful assistant."},
		user("I'm Emma Dupont, email emma@ex.com, IBAN FR76 3000 6000 0112 3456 7890 189. Please email me the statement."),
	}})
	if got := contents(in)[1]; got != "I'm <<PERSON:1>>, email <<EMAIL:1>>, IBAN <<IBAN:1>>. Please email me the statement." {
		t.Fatalf("model sees %q", got)
	}
	// The model replies with tokens and calls a tool.
	out := ok(t, p, ModelOut, M{"thread_id": "conv", "messages": L{M{"role": "assistant", "content": "Sending to <<EMAIL:1>>.",
		"tool_calls": L{M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>", "body": "Statement for <<PERSON:1>>"}}}}}})
	if got := contents(out)[0]; got != "Sending to emma@ex.com." {
		t.Errorf("user reads %q", got)
	}
	call := ok(t, p, ToolCall, M{"thread_id": "conv", "tool_call": M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>", "body": "Statement for <<PERSON:1>>"}}})
	if args := call["tool_call"].(M)["args"].(M); args["to"] != "emma@ex.com" || args["body"] != "Statement for Emma Dupont" {
		t.Errorf("tool receives %v", args)
	}
	res := ok(t, p, ToolResult, M{"thread_id": "conv", "tool_name": "send_email", "message": M{"role": "tool", "tool_call_id": "c1",
		"content": "Sent to emma@ex.com. Support line: +33 1 42 68 53 00"}})
	if got := res["message"].(M)["content"]; got != "Sent to <<EMAIL:1>>. Support line: <<FR_PHONE:1>>" {
		t.Errorf("model sees tool result %q", got)
	}
	final := "Done, <<PERSON:1>>: the statement went to <<EMAIL:1>>; call <<FR_PHONE:1>> if needed."
	want := "Done, Emma Dupont: the statement went to emma@ex.com; call +33 1 42 68 53 00 if needed."
	for _, path := range streamPaths {
		for cut := 0; cut <= len(final); cut++ {
			stream := fmt.Sprintf("final-%s-%d", path, cut)
			got := strings.Join(texts(streamedIn(t, p, path, "conv", stream, final[:cut], final[cut:])), "")
			if got != want {
				t.Fatalf("%s, cut at %d: %q", path, cut, got)
			}
		}
	}
}

// flakyThreads fails every call while down is set, like a KV bucket that
// cannot be reached for a moment.
type flakyThreads struct {
	*pipeline.MemStore
	down *atomic.Bool
}

func (s flakyThreads) Entries(ctx context.Context, thread string, gen pipeline.Gen, from int) ([]pipeline.Entry, error) {
	if s.down.Load() {
		return nil, errors.New("bucket unreachable")
	}
	return s.MemStore.Entries(ctx, thread, gen, from)
}

func TestATransientStoreErrorDoesNotEndTheStream(t *testing.T) {
	var down atomic.Bool
	store := flakyThreads{pipeline.NewMemStore(pipeline.MemStoreConfig{}), &down}
	seeder, _ := pipeline.New(pipeline.Config{Detector: testDetector(t), Store: store})
	setupThread(t, must(New(Config{Pipeline: seeder})))
	// Another worker, with nothing cached, while the store is down.
	pipe, _ := pipeline.New(pipeline.Config{Detector: testDetector(t), Store: store})
	p, _ := New(Config{Pipeline: pipe})
	chunk := func(seq int, text string) M {
		return M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": text, "end": false}
	}
	down.Store(true)
	fails(t, p, StreamChunk, chunk(0, "Write to <<EMAIL:1>> "), pii.CodeUnavailable)
	down.Store(false)
	rep := ok(t, p, StreamChunk, chunk(0, "Write to <<EMAIL:1>> "))
	if rep["text"] != "Write to emma@ex.com " || rep["end"] != false {
		t.Fatalf("retry after recovery = %v", rep)
	}
	if next := ok(t, p, StreamChunk, chunk(1, "now")); next["text"] != "now" {
		t.Fatalf("next chunk = %v", next)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// A malformed chunk changes nothing: the retry of its seq with the right
// types gets its own text, not the previous chunk's (a UI that appends
// would show that twice).
func TestAMalformedChunkIsRefusedAndTheStreamStaysWhereItWas(t *testing.T) {
	p := newProcessor(t)
	setupThread(t, p)
	chunk := func(seq int, text any) M {
		return M{"thread_id": "t", "stream_id": "s", "seq": seq, "text": text, "end": false}
	}
	var shown strings.Builder
	first := ok(t, p, StreamChunk, chunk(0, "Hi <<EMA"))
	shown.WriteString(first["text"].(string))
	fails(t, p, StreamChunk, chunk(1, 5), pii.CodeBadRequest)
	// The same malformed chunk gets the same answer.
	fails(t, p, StreamChunk, chunk(1, 5), pii.CodeBadRequest)
	again := ok(t, p, StreamChunk, chunk(1, "IL:1>> bye"))
	if again["duplicate"] != nil {
		t.Errorf("the corrected chunk is answered as a duplicate: %v", again)
	}
	shown.WriteString(again["text"].(string))
	if shown.String() != "Hi emma@ex.com bye" {
		t.Errorf("shown %q", shown.String())
	}
}

// An integral number is a seq, whatever its encoding (JSON "seq": 1.0);
// any other number is refused and the stream goes on.
func TestAnIntegralNumberIsASeqAndAnyOtherIsRefused(t *testing.T) {
	p := newProcessor(t)
	setupThread(t, p)
	send := func(body string) (M, error) {
		out, err := p.Handle(context.Background(), StreamChunk, []byte(body), JSON)
		var m M
		if jerr := json.Unmarshal(out, &m); jerr != nil {
			t.Fatalf("reply %q: %v", out, jerr)
		}
		return m, err
	}
	if rep, err := send(`{"thread_id":"t","stream_id":"j","seq":0,"text":"Hi <<EMA"}`); err != nil || rep["text"] != "Hi " {
		t.Fatalf("seq 0: %v %v", rep, err)
	}
	for _, bad := range []string{"1.5", "-1.0", "1e300", "\"1\""} {
		if _, err := send(`{"thread_id":"t","stream_id":"j","seq":` + bad + `,"text":"IL:1>>"}`); pii.CodeOf(err) != pii.CodeBadRequest {
			t.Errorf("seq %s: err = %v, want bad_request", bad, err)
		}
	}
	rep, err := send(`{"thread_id":"t","stream_id":"j","seq":1.0,"text":"IL:1>> bye","end":true}`)
	if err != nil || rep["text"] != "emma@ex.com bye" || rep["end"] != true {
		t.Errorf("seq 1.0: %v %v", rep, err)
	}
}
