package main

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// The pipeline-mode stream workloads: concurrent streams published on the
// chunk route's input, each chunk published once the previous one's
// output arrived, against a bare JetStream relay that consumes, decodes,
// re-encodes and publishes the same chunks, its outputs stored and
// republished as the worker's are (relay.go).
func pipelineWorkloads() []Workload {
	var out []Workload
	for _, s := range []int{1, 10, 100} {
		out = append(out, &pipelineWorkload{streams: s})
	}
	return out
}

type pipelineWorkload struct {
	streams int
	threads []seededThread
}

func (w *pipelineWorkload) Name() string     { return fmt.Sprintf("stream.chunk/pipeline/s%d", w.streams) }
func (w *pipelineWorkload) Baseline() string { return "relay" }

func (w *pipelineWorkload) Setup(ctx context.Context, env *Env) error {
	threads, err := seedThreads(ctx, env, w.streams)
	if err != nil {
		return err
	}
	w.threads = threads
	return nil
}

// routeSubjects are where chunks go in and come out on one side.
func routeSubjects(env *Env, side Side) (in, out string) {
	if side == Baseline {
		return relayIn, env.RelayOut
	}
	for _, r := range wire.DefaultRoutes(env.Prefix) {
		if r.Channel == wire.StreamChunk {
			return r.Input, r.Output
		}
	}
	panic("no default stream.chunk route")
}

func (w *pipelineWorkload) Run(ctx context.Context, env *Env, side Side, budget time.Duration) (Phase, error) {
	in, out := routeSubjects(env, side)
	outputs := newOutputs()
	sub, err := env.Conns[0].Subscribe(out+".>", outputs.deliver)
	if err != nil {
		return Phase{}, err
	}
	defer sub.Unsubscribe()
	_ = sub.SetPendingLimits(-1, -1)
	if err := env.Conns[0].Flush(); err != nil {
		return Phase{}, err
	}
	clients := make([]client, w.streams)
	for i := range clients {
		text, restored := streamText(w.threads[i])
		clients[i] = &pipelineClient{env: env, side: side, nc: i, in: in, outputs: outputs,
			thread: w.threads[i].id, text: text, restored: restored}
	}
	return closedLoop(ctx, clients, budget)
}

// outputs hands each chunk output to the stream waiting for it.
type outputs struct {
	mu      sync.Mutex
	waiting map[string]chan map[string]any
}

func newOutputs() *outputs { return &outputs{waiting: map[string]chan map[string]any{}} }

func (o *outputs) register(stream string) chan map[string]any {
	ch := make(chan map[string]any, 16)
	o.mu.Lock()
	o.waiting[stream] = ch
	o.mu.Unlock()
	return ch
}

func (o *outputs) done(stream string) {
	o.mu.Lock()
	delete(o.waiting, stream)
	o.mu.Unlock()
}

func (o *outputs) deliver(m *nats.Msg) {
	stream := m.Subject[strings.LastIndexByte(m.Subject, '.')+1:]
	o.mu.Lock()
	ch := o.waiting[stream]
	o.mu.Unlock()
	if ch == nil {
		return
	}
	var rep map[string]any
	if msgpack.Unmarshal(m.Data, &rep) != nil {
		rep = map[string]any{wire.FieldError: map[string]any{wire.FieldErrorCode: "bench", wire.FieldErrorMessage: "output is not msgpack"}}
	}
	select {
	case ch <- rep:
	default: // duplicates beyond the buffer; the seq check ignores them anyway
	}
}

// pipelineClient publishes one stream's chunks and waits for each
// output.
type pipelineClient struct {
	env      *Env
	side     Side
	nc       int
	in       string
	outputs  *outputs
	thread   string
	text     string
	restored string

	stream string
	out    chan map[string]any
	seq    int
	shown  strings.Builder
}

func (c *pipelineClient) Do(ctx context.Context) error {
	if c.seq == 0 {
		c.stream = c.env.Unique("stream")
		c.out = c.outputs.register(c.stream)
		c.shown.Reset()
	}
	last := (c.seq+1)*chunkSize >= len(c.text)
	data, err := msgpack.Marshal(map[string]any{wire.FieldThreadID: c.thread, wire.FieldStreamID: c.stream, wire.FieldSeq: c.seq,
		wire.FieldText: c.text[c.seq*chunkSize : min((c.seq+1)*chunkSize, len(c.text))], wire.FieldEnd: last})
	if err != nil {
		return err
	}
	if err := c.env.Conn(c.nc).Publish(c.in+"."+c.stream, data); err != nil {
		return err
	}
	if err := c.await(ctx); err != nil {
		return err
	}
	c.seq++
	if !last {
		return nil
	}
	c.seq = 0
	c.outputs.done(c.stream)
	return checkStream(c.side, c.shown.String(), c.text, c.restored)
}

// await reads outputs until the one of the current chunk.
func (c *pipelineClient) await(ctx context.Context) error {
	timer := time.NewTimer(c.env.Timeout)
	defer timer.Stop()
	for {
		select {
		case rep := <-c.out:
			if e, ok := rep[wire.FieldError].(map[string]any); ok {
				return fmt.Errorf("stream %s seq %d: %v: %v", c.stream, c.seq, e[wire.FieldErrorCode], e[wire.FieldErrorMessage])
			}
			if !sameSeq(rep[wire.FieldSeq], c.seq) {
				continue // an output of an earlier chunk, delivered again
			}
			s, _ := rep[wire.FieldText].(string)
			c.shown.WriteString(s)
			return nil
		case <-timer.C:
			return fmt.Errorf("stream %s seq %d: no output in %s", c.stream, c.seq, c.env.Timeout)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// sameSeq compares a decoded msgpack integer of any width with seq.
func sameSeq(v any, seq int) bool {
	switch n := v.(type) {
	case int8:
		return int(n) == seq
	case int16:
		return int(n) == seq
	case int32:
		return int(n) == seq
	case int64:
		return int(n) == seq
	case uint8:
		return int(n) == seq
	case uint16:
		return int(n) == seq
	case uint32:
		return int(n) == seq
	case uint64:
		return int(n) == seq
	}
	return false
}
