package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/piighost/piighost-nats/wire"
)

// chunkSize is the size of a streamed chunk: a few tokens of a model's
// output, as a chat UI receives them.
const chunkSize = 8

// streamChunks is the length of each streamed reply, in chunks.
const streamChunks = 64

// The service-mode stream workloads: concurrent streams, each sending
// its chunks one after the other, every chunk awaited, with
// continuations (the protocol clients should speak) and without (the
// stream state in the thread store, kept for older clients).
func streamWorkloads() []Workload {
	var out []Workload
	for _, s := range []int{1, 10, 100} {
		out = append(out, &streamWorkload{streams: s, continued: true})
	}
	for _, s := range []int{1, 10, 100} {
		out = append(out, &streamWorkload{streams: s})
	}
	return out
}

// echoContinuation stands for a continuation in baseline phases, so that
// both sides carry payloads of the same size.
const echoContinuation = "AQVsb2NhbKq0vQmV3y1c2Q6o0a7cX3lFhT3v2c0nO1sQk9fJr8aW"

// streamText is a reply of streamChunks chunks holding the thread's three
// tokens again and again, and the same text restored.
func streamText(t seededThread) (text, restored string) {
	sentence := fmt.Sprintf("we wrote to %s about %s, call %s at any time. ", t.tokens[0], t.tokens[1], t.tokens[2])
	var b strings.Builder
	for b.Len() < streamChunks*chunkSize {
		b.WriteString(sentence)
	}
	text = b.String()[:streamChunks*chunkSize]
	// The cut may fall inside a token, which the end of the stream then
	// shows verbatim; end on plain text instead.
	if i := strings.LastIndex(text, "<<"); i > strings.LastIndex(text, ">>") {
		text = text[:i] + strings.Repeat(".", len(text)-i)
	}
	restored = strings.NewReplacer(t.tokens[0], seedEmail, t.tokens[1], seedIBAN, t.tokens[2], seedPhone).Replace(text)
	return text, restored
}

type streamWorkload struct {
	streams   int
	continued bool
	threads   []seededThread
}

func (w *streamWorkload) Name() string {
	if w.continued {
		return fmt.Sprintf("stream.chunk/service/s%d", w.streams)
	}
	return fmt.Sprintf("stream.chunk/service-store/s%d", w.streams)
}

func (w *streamWorkload) Baseline() string { return "echo" }

func (w *streamWorkload) Setup(ctx context.Context, env *Env) error {
	threads, err := seedThreads(ctx, env, w.streams)
	if err != nil {
		return err
	}
	w.threads = threads
	return nil
}

func (w *streamWorkload) Run(ctx context.Context, env *Env, side Side, budget time.Duration) (Phase, error) {
	clients := make([]client, w.streams)
	for i := range clients {
		text, restored := streamText(w.threads[i])
		clients[i] = &streamClient{env: env, side: side, nc: i, thread: w.threads[i].id, text: text, restored: restored, continued: w.continued}
	}
	return closedLoop(ctx, clients, budget)
}

// streamClient streams one reply after another, chunk by chunk, each
// chunk sent once the previous one is answered.
type streamClient struct {
	env       *Env
	side      Side
	nc        int
	thread    string
	text      string
	restored  string
	continued bool

	stream string
	seq    int
	cont   string
	shown  strings.Builder
}

func (c *streamClient) Do(ctx context.Context) error {
	if c.seq == 0 {
		c.stream = c.env.Unique("stream")
		c.shown.Reset()
		c.cont = ""
		if c.side == Baseline {
			c.cont = echoContinuation
		}
	}
	last := (c.seq+1)*chunkSize >= len(c.text)
	req := map[string]any{wire.FieldThreadID: c.thread, wire.FieldStreamID: c.stream, wire.FieldSeq: c.seq,
		wire.FieldText: c.text[c.seq*chunkSize : min((c.seq+1)*chunkSize, len(c.text))], wire.FieldEnd: last}
	if c.continued {
		req[wire.FieldContinuation] = c.cont
	}
	rep, err := c.env.Request(ctx, c.env.Conn(c.nc), c.env.Subject(c.side, wire.StreamChunk), req)
	if err != nil {
		return err
	}
	if c.continued {
		c.cont, _ = rep[wire.FieldContinuation].(string)
	}
	s, _ := rep[wire.FieldText].(string)
	c.shown.WriteString(s)
	c.seq++
	if !last {
		return nil
	}
	c.seq = 0
	return checkStream(c.side, c.shown.String(), c.text, c.restored)
}

// checkStream compares what a stream showed with what it should have.
func checkStream(side Side, shown, text, restored string) error {
	want := restored
	if side == Baseline {
		want = text
	}
	if shown != want {
		return fmt.Errorf("stream showed %q, want %q", shown, want)
	}
	return nil
}
