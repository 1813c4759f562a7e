package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/internal/workertest"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// keysPath is the thread store key file every worker of the run shares
// (workertest.Main writes it).
var keysPath string

func TestMain(m *testing.M) {
	runHelperFromEnv()
	os.Exit(workertest.Main(m, &keysPath))
}

// M and L build payloads.
type (
	M = map[string]any
	L = []any
)

// runServer starts a nats-server with JetStream in the test process, on a
// port the kernel picks, storing under a temporary directory.
func runServer(t *testing.T) *server.Server {
	t.Helper()
	return natstest.Run(t, nil)
}

func runServerWith(t *testing.T, opts *server.Options) *server.Server {
	t.Helper()
	return natstest.Run(t, opts)
}

// testConfig is a worker configuration for tests (workertest.Config) with
// the run's key file.
func testConfig(t *testing.T, url string, mutate ...func(*config.Config)) *config.Config {
	t.Helper()
	return workertest.Config(t, url, keysPath, mutate...)
}

// startWorker starts a worker that stops when the test ends.
func startWorker(t *testing.T, cfg *config.Config) *worker.Worker {
	t.Helper()
	return workertest.Start(t, cfg)
}

// startWorkerLogging is startWorker with the worker's log, from info up,
// written to log (a test reads what the worker said).
func startWorkerLogging(t *testing.T, cfg *config.Config, log io.Writer) *worker.Worker {
	t.Helper()
	return startWorkerWith(t, cfg, worker.NewLogger(log, "info"))
}

func startWorkerWith(t *testing.T, cfg *config.Config, logger *slog.Logger) *worker.Worker {
	t.Helper()
	return workertest.Start(t, cfg, worker.WithLogger(logger))
}

func connect(t *testing.T, url string, opts ...nats.Option) *nats.Conn {
	t.Helper()
	return workertest.Connect(t, url, opts...)
}

func pack(t testing.TB, v any) []byte {
	t.Helper()
	b, err := msgpack.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// nextErrorEvent waits for the next error event on errs and returns it
// with its raw JSON.
func nextErrorEvent(t testing.TB, errs *nats.Subscription) (wire.ErrorEvent, []byte) {
	t.Helper()
	m, err := errs.NextMsg(callTimeout)
	if err != nil {
		t.Fatalf("no error event: %v", err)
	}
	var ev wire.ErrorEvent
	if err := json.Unmarshal(m.Data, &ev); err != nil {
		t.Fatal(err)
	}
	return ev, m.Data
}

func unpack(t testing.TB, b []byte) M {
	t.Helper()
	var m M
	if err := msgpack.Unmarshal(b, &m); err != nil {
		t.Fatalf("reply is not msgpack: %v (%q)", err, b)
	}
	return m
}

// channels reaches every channel through package client: in service mode
// (request/reply on the micro endpoints) or in pipeline mode (publish on
// the route's input, read the output or the error event), so that a test
// runs the same conversation in both.
type channels interface {
	name() string
	modelIn(t *testing.T, thread string, msgs ...client.Message) (client.MessagesReply, error)
	modelOut(t *testing.T, thread string, msgs ...client.Message) (client.MessagesReply, error)
	toolCall(t *testing.T, thread string, call client.ToolCall) (client.ToolCall, error)
	toolResult(t *testing.T, thread, tool string, msg client.Message) (client.Message, error)
	chunk(t *testing.T, req client.ChunkRequest) (client.Chunk, error)
	forget(t *testing.T, thread string) (client.Forgotten, error)
	correct(t *testing.T, thread string, cs ...client.Correction) (client.Corrected, error)
}

// serviceChannels calls the micro endpoints.
type serviceChannels struct{ c *client.Client }

func newServiceChannels(t *testing.T, nc *nats.Conn, opts ...client.Option) serviceChannels {
	t.Helper()
	c, err := client.New(nc, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return serviceChannels{c: c}
}

// callCtx is a context for one call: it ends with the test, or after
// workertest.CallTimeout.
func callCtx(t *testing.T) context.Context { return workertest.Context(t) }

// waitFor waits until cond holds, polling (natstest.Eventually).
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	natstest.Eventually(t, "the condition", cond)
}

func (s serviceChannels) name() string { return "service" }

func (s serviceChannels) modelIn(t *testing.T, thread string, msgs ...client.Message) (client.MessagesReply, error) {
	return s.c.ModelIn(callCtx(t), thread, msgs)
}

func (s serviceChannels) modelOut(t *testing.T, thread string, msgs ...client.Message) (client.MessagesReply, error) {
	return s.c.ModelOut(callCtx(t), thread, msgs)
}

func (s serviceChannels) toolCall(t *testing.T, thread string, call client.ToolCall) (client.ToolCall, error) {
	return s.c.ToolCall(callCtx(t), thread, call)
}

func (s serviceChannels) toolResult(t *testing.T, thread, tool string, msg client.Message) (client.Message, error) {
	return s.c.ToolResult(callCtx(t), thread, tool, msg)
}

func (s serviceChannels) chunk(t *testing.T, req client.ChunkRequest) (client.Chunk, error) {
	return s.c.Chunk(callCtx(t), req)
}

func (s serviceChannels) forget(t *testing.T, thread string) (client.Forgotten, error) {
	return s.c.Forget(callCtx(t), thread)
}

func (s serviceChannels) correct(t *testing.T, thread string, cs ...client.Correction) (client.Corrected, error) {
	return s.c.Correct(callCtx(t), thread, cs...)
}

// pipelineChannels publishes on the routes' inputs and reads their
// outputs, or the error event of the input.
type pipelineChannels struct {
	p   *client.Pipeline
	seq *atomic.Int64
}

func newPipelineChannels(t *testing.T, nc *nats.Conn, opts ...client.Option) pipelineChannels {
	t.Helper()
	p, err := client.NewPipeline(nc, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return pipelineChannels{p: p, seq: new(atomic.Int64)}
}

func (p pipelineChannels) name() string { return "pipeline" }

// roundTrip publishes one input under suffix (a fresh one when empty) and
// returns its output, or the error its error event reports.
func (p pipelineChannels) roundTrip(t *testing.T, ch wire.Channel, suffix string, payload client.Payload) (*client.Output, error) {
	t.Helper()
	if suffix == "" {
		suffix = fmt.Sprintf("k%d", p.seq.Add(1))
	}
	outs, err := p.p.Subscribe(ch, suffix)
	if err != nil {
		t.Fatal(err)
	}
	defer outs.Unsubscribe()
	errs, err := p.p.SubscribeErrors(ch)
	if err != nil {
		t.Fatal(err)
	}
	defer errs.Unsubscribe()
	ctx := callCtx(t)
	seq, err := p.p.Publish(ctx, ch, suffix, payload)
	if err != nil {
		t.Fatalf("publish %s: %v", ch, err)
	}
	for ctx.Err() == nil {
		wait, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
		out, err := outs.Next(wait)
		cancel()
		if err == nil {
			return out, nil
		}
		wait, cancel = context.WithTimeout(ctx, 20*time.Millisecond)
		ev, err := errs.Next(wait)
		cancel()
		if err == nil && ev.Sequence == seq {
			if ch == wire.StreamChunk && ev.Code == string(pii.CodeInventedPlaceholder) {
				// A chunk that ends on an invented token still has an
				// output (its text and the error), which the worker
				// publishes after the error event: that is the reply.
				out, err := outs.Next(ctx)
				if err != nil {
					t.Fatalf("no output after the error event of %s: %v", ch, err)
				}
				return out, nil
			}
			return nil, client.EventError(ev)
		}
	}
	t.Fatalf("no output for %s", ch)
	return nil, nil
}

func (p pipelineChannels) messages(t *testing.T, ch wire.Channel, thread string, msgs []client.Message) (client.MessagesReply, error) {
	out, err := p.roundTrip(t, ch, "", client.MessagesRequest{ThreadID: thread, Messages: msgs})
	if err != nil {
		return client.MessagesReply{}, err
	}
	return out.Messages()
}

func (p pipelineChannels) modelIn(t *testing.T, thread string, msgs ...client.Message) (client.MessagesReply, error) {
	return p.messages(t, wire.ModelIn, thread, msgs)
}

func (p pipelineChannels) modelOut(t *testing.T, thread string, msgs ...client.Message) (client.MessagesReply, error) {
	return p.messages(t, wire.ModelOut, thread, msgs)
}

func (p pipelineChannels) toolCall(t *testing.T, thread string, call client.ToolCall) (client.ToolCall, error) {
	out, err := p.roundTrip(t, wire.ToolCall, "", client.ToolCallRequest{ThreadID: thread, Call: call})
	if err != nil {
		return client.ToolCall{}, err
	}
	return out.ToolCall()
}

func (p pipelineChannels) toolResult(t *testing.T, thread, tool string, msg client.Message) (client.Message, error) {
	out, err := p.roundTrip(t, wire.ToolResult, "", client.ToolResultRequest{ThreadID: thread, ToolName: tool, Message: &msg})
	if err != nil {
		return client.Message{}, err
	}
	return out.ToolResult()
}

func (p pipelineChannels) chunk(t *testing.T, req client.ChunkRequest) (client.Chunk, error) {
	out, err := p.roundTrip(t, wire.StreamChunk, req.StreamID, req)
	if err != nil {
		return client.Chunk{}, err
	}
	return out.Chunk()
}

func (p pipelineChannels) forget(t *testing.T, thread string) (client.Forgotten, error) {
	out, err := p.roundTrip(t, wire.ThreadForget, "", client.ForgetRequest{ThreadID: thread})
	if err != nil {
		return client.Forgotten{}, err
	}
	return out.Forgotten()
}

func (p pipelineChannels) correct(t *testing.T, thread string, cs ...client.Correction) (client.Corrected, error) {
	out, err := p.roundTrip(t, wire.ThreadCorrect, "", client.CorrectRequest{ThreadID: thread, Corrections: cs})
	if err != nil {
		return client.Corrected{}, err
	}
	return out.Corrected()
}

// modes starts one worker with both modes on a fresh server and returns
// the channels of each mode.
func modes(t *testing.T, mutate ...func(*config.Config)) []channels {
	t.Helper()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), mutate...)
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	opt := client.WithPrefix(cfg.Worker.Prefix)
	return []channels{newServiceChannels(t, nc, opt), newPipelineChannels(t, nc, opt)}
}

// thread gives each sub-test its own thread id.
// callTimeout bounds a request or a wait the test expects to succeed.
const callTimeout = workertest.CallTimeout

var threadSeq atomic.Int64

func newThread() string { return fmt.Sprintf("thread-%d", threadSeq.Add(1)) }

func contentOf(rep M, i int) any {
	return rep["messages"].(L)[i].(M)["content"]
}

// text returns the content of a reply's i-th message, or "" when the call
// failed.
func text(r client.MessagesReply, i int) string {
	if i >= len(r.Messages) {
		return ""
	}
	return r.Messages[i].Content
}

func mustContain(t *testing.T, s string, subs ...string) {
	t.Helper()
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			t.Errorf("%q lacks %q", s, sub)
		}
	}
}

func durationOf(t *testing.T, s string) config.Duration {
	t.Helper()
	d, err := time.ParseDuration(s)
	if err != nil {
		t.Fatal(err)
	}
	return config.DurationOf(d)
}

// pipelineNATSDetector is a [[detector.detectors]] entry of type nats.
func pipelineNATSDetector(subject string) config.Detector {
	return config.Detector{Type: "nats", NATSOptions: config.NATSOptions{Subject: subject},
		ExternalOptions: config.ExternalOptions{Timeout: config.DurationOf(5 * time.Second)}}
}
