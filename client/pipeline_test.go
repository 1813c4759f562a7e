package client_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/wire"
)

func newPipeline(t *testing.T, nc *nats.Conn, opts ...client.Option) *client.Pipeline {
	t.Helper()
	p, err := client.NewPipeline(nc, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// next reads one output of sub.
func next(t *testing.T, ctx context.Context, sub *client.Subscription) *client.Output {
	t.Helper()
	out, err := sub.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func subscribe(t *testing.T, p *client.Pipeline, ch wire.Channel, suffix string) *client.Subscription {
	t.Helper()
	sub, err := p.Subscribe(ch, suffix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Unsubscribe() })
	return sub
}

// TestAWholeTurnInPipelineMode: the clear side publishes, the model side
// reads tokens; the model side publishes, the clear side reads values.
func TestAWholeTurnInPipelineMode(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, s.ClientURL(), func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModePipeline} })
	clear := newPipeline(t, connect(t, s.ClientURL()))
	model := newPipeline(t, connect(t, s.ClientURL()))
	ctx := ctxT(t)
	th := newThread()

	safeIn := subscribe(t, model, wire.ModelIn, ">")
	if _, err := clear.Publish(ctx, wire.ModelIn, "turn1", client.MessagesRequest{ThreadID: th, Messages: []client.Message{client.UserMessage(intro)}},
		client.WithHeader("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"), client.WithHeader("X-Secret", "patrick@example.com")); err != nil {
		t.Fatal(err)
	}
	out := next(t, ctx, safeIn)
	r, err := out.Messages()
	if err != nil || r.Messages[0].Content != "I'm <<PERSON:1>>, mail <<EMAIL:1>>, phone <<PHONE:1>>" || out.Suffix != "turn1" || out.ThreadID() != th {
		t.Fatalf("model.in output %+v %v (suffix %q)", r, err, out.Suffix)
	}
	if out.Header.Get("traceparent") == "" || out.Header.Get("X-Secret") != "" || out.InputSeq() == 0 || out.MsgID() == "" {
		t.Errorf("headers towards the model side: %v", out.Header)
	}

	clearCalls := subscribe(t, clear, wire.ToolCall, "c1")
	if _, err := model.Publish(ctx, wire.ToolCall, "c1", client.ToolCallRequest{ThreadID: th, Call: client.ToolCall{ID: "c1", Name: "send_email",
		Args: map[string]any{"to": "<<EMAIL:1>>"}}}); err != nil {
		t.Fatal(err)
	}
	if call, err := next(t, ctx, clearCalls).ToolCall(); err != nil || call.Args["to"] != "patrick@example.com" {
		t.Errorf("tool.call output %+v %v", call, err)
	}

	safeResults := subscribe(t, model, wire.ToolResult, "c1")
	if _, err := clear.Publish(ctx, wire.ToolResult, "c1", client.ToolResultRequest{ThreadID: th, ToolName: "send_email",
		Message: &client.Message{Role: "tool", ToolCallID: "c1", Content: "sent to patrick@example.com"}}); err != nil {
		t.Fatal(err)
	}
	if m, err := next(t, ctx, safeResults).ToolResult(); err != nil || m.Content != "sent to <<EMAIL:1>>" {
		t.Errorf("tool.result output %+v %v", m, err)
	}

	clearOut := subscribe(t, clear, wire.ModelOut, "turn1")
	if _, err := model.Publish(ctx, wire.ModelOut, "turn1", client.MessagesRequest{ThreadID: th, Messages: []client.Message{client.AssistantMessage("Done, <<PERSON:1>>.")}}); err != nil {
		t.Fatal(err)
	}
	if r, err := next(t, ctx, clearOut).Messages(); err != nil || r.Messages[0].Content != "Done, Patrick Martin." {
		t.Errorf("model.out output %+v %v", r, err)
	}

	stream := model.Stream(th)
	chunks := subscribe(t, clear, wire.StreamChunk, stream.ID())
	for _, piece := range []string{"Bye <<PER", "SON:1>>, see <<EMAIL:1>>"} {
		if err := stream.Write(ctx, piece); err != nil {
			t.Fatal(err)
		}
	}
	if err := stream.Close(ctx); err != nil {
		t.Fatal(err)
	}
	var shown strings.Builder
	for {
		c, err := next(t, ctx, chunks).Chunk()
		if err != nil {
			t.Fatal(err)
		}
		shown.WriteString(c.Text)
		if c.End {
			break
		}
	}
	if shown.String() != "Bye Patrick Martin, see patrick@example.com" {
		t.Errorf("the user sees %q", shown.String())
	}

	forgotten := subscribe(t, clear, wire.ThreadForget, "f")
	if _, err := clear.Publish(ctx, wire.ThreadForget, "f", client.ForgetRequest{ThreadID: th}); err != nil {
		t.Fatal(err)
	}
	if f, err := next(t, ctx, forgotten).Forgotten(); err != nil || f.Entities != 3 {
		t.Errorf("forget output %+v %v", f, err)
	}
}

// TestAPipelineFailureIsAnErrorEvent: a bad input publishes an error
// event and no output; a stream chunk that invents a token publishes the
// text before it with the error.
func TestAPipelineFailureIsAnErrorEvent(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, s.ClientURL(), func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModePipeline} })
	p := newPipeline(t, connect(t, s.ClientURL()))
	ctx := ctxT(t)
	th := newThread()
	events, err := p.SubscribeErrors(">")
	if err != nil {
		t.Fatal(err)
	}
	defer events.Unsubscribe()
	seq, err := p.Publish(ctx, wire.ModelIn, "bad", client.MessagesRequest{ThreadID: th, Messages: []client.Message{{Role: "nobody", Content: "patrick@example.com"}}})
	if err != nil {
		t.Fatal(err)
	}
	ev, err := events.Next(ctx)
	if err != nil || ev.Code != "bad_request" || ev.Sequence != seq || ev.Channel != "model.in" ||
		!errors.Is(client.EventError(ev), client.ErrBadRequest) || strings.Contains(ev.Message, "patrick") {
		t.Errorf("event %+v %v", ev, err)
	}
	// The event names the thread by its keyed digest, never by its id.
	kr, err := kvstore.LoadKeyringFile(keysPath)
	if err != nil {
		t.Fatal(err)
	}
	if ev.ThreadDigest != kr.ThreadDigest(th) {
		t.Errorf("event names the thread %q, want its digest %q", ev.ThreadDigest, kr.ThreadDigest(th))
	}

	stream := p.Stream(th)
	chunks := subscribe(t, p, wire.StreamChunk, stream.ID())
	if err := stream.Write(ctx, "Hi <<PERSON:9>>"); err != nil {
		t.Fatal(err)
	}
	c, err := next(t, ctx, chunks).Chunk()
	if !errors.Is(err, client.ErrInventedPlaceholder) || c.Text != "Hi " || !c.End {
		t.Errorf("chunk %+v %v", c, err)
	}
}

func TestPipelineSubjectsAndRoutes(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	p := newPipeline(t, nc, client.WithPrefix("acme"), client.WithRoute(wire.Route{Channel: wire.ModelIn, Input: "in.x", Output: "out.x"}))
	if got := p.InputSubject(wire.ModelIn, "c1"); got != "in.x.c1" {
		t.Errorf("custom route input %q", got)
	}
	if got := p.OutputSubject(wire.ToolResult, ""); got != "acme.safe.tool.result" {
		t.Errorf("default route output %q", got)
	}
	if got := p.ErrorSubject(wire.StreamChunk); got != "acme.errors.stream.chunk" {
		t.Errorf("error subject %q", got)
	}
	ctx := ctxT(t)
	if _, err := p.Publish(ctx, wire.ModelOut, "x", client.ForgetRequest{ThreadID: "t"}); !errors.Is(err, client.ErrBadRequest) {
		t.Errorf("a forget request on model.out: %v", err)
	}
	if _, err := p.Publish(ctx, wire.StreamChunk, "other", client.ChunkRequest{ThreadID: "t", StreamID: "s"}); !errors.Is(err, client.ErrBadRequest) {
		t.Errorf("a chunk under another stream's subject: %v", err)
	}
}

// TestAPublishNoStreamStoresFailsClosed: without a worker in pipeline
// mode, nothing stores the input, and Publish says so.
func TestAPublishNoStreamStoresFailsClosed(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	p := newPipeline(t, connect(t, s.ClientURL()), client.WithRetries(1), client.WithBackoff(0, 0))
	_, err := p.Publish(ctxT(t), wire.ModelIn, "x", client.MessagesRequest{ThreadID: "t", Messages: []client.Message{client.UserMessage("hi")}})
	if !errors.Is(err, client.ErrUnreachable) {
		t.Errorf("err = %v", err)
	}
}
