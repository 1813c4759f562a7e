package client_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/wire"
)

func errorIs(err, target error) bool { return errors.Is(err, target) }

// natsDetector is an external NER detector on a NATS subject, failing
// closed.
func natsDetector(subject string) config.Detector {
	return config.Detector{Type: "nats", NATSOptions: config.NATSOptions{Subject: subject},
		ExternalOptions: config.ExternalOptions{Timeout: config.DurationOf(5 * time.Second)}}
}

// TestEveryErrorTheWorkerAnswersWithMatchesItsSentinel produces each code
// the worker answers with over a real worker, and checks the error the
// client returns: errors.Is with its sentinel, errors.As with the code and
// the message.
func TestEveryErrorTheWorkerAnswersWithMatchesItsSentinel(t *testing.T) {
	t.Parallel()
	_, c := setup(t)
	ctx := ctxT(t)
	th := newThread()
	seed(t, c, th)
	tests := []struct {
		name     string
		call     func() error
		sentinel error
		message  string
	}{
		{"an unknown role is a bad request", func() error {
			_, err := c.ModelIn(ctx, th, []client.Message{{Role: "nobody", Content: "hi"}})
			return err
		}, client.ErrBadRequest, "unknown role"},
		{"a tool result with neither message nor update is a bad request", func() error {
			_, err := c.Chunk(ctx, client.ChunkRequest{ThreadID: th, StreamID: "", Seq: 0})
			return err
		}, client.ErrBadRequest, "stream_id"},
		{"no thread id is refused", func() error {
			_, err := c.ModelIn(ctx, "", []client.Message{client.UserMessage("hi")})
			return err
		}, client.ErrMissingThreadID, "no thread id"},
		{"an invented token under raise", func() error {
			_, err := c.ModelOut(ctx, th, []client.Message{client.AssistantMessage("Hi <<PERSON:1>> and <<PERSON:9>>")})
			return err
		}, client.ErrInventedPlaceholder, "never issued: ['<<PERSON:9>>']"},
		{"a chunk ahead of its stream is out of order", func() error {
			_, err := c.Chunk(ctx, client.ChunkRequest{ThreadID: th, StreamID: "s-ahead", Seq: 5, Text: "x"})
			return err
		}, client.ErrOutOfOrder, "arrived before seq 0"},
		{"a chunk after the end of its stream", func() error {
			last, err := c.Chunk(ctx, client.ChunkRequest{ThreadID: th, StreamID: "s-ended", Seq: 0, Text: "x", End: true})
			if err != nil {
				return err
			}
			_, err = c.Chunk(ctx, client.ChunkRequest{ThreadID: th, StreamID: "s-ended", Seq: 1, Text: "y", Continuation: last.Continuation})
			return err
		}, client.ErrStreamEnded, "already ended"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call()
			var e *client.Error
			if !errors.Is(err, tt.sentinel) || !errors.As(err, &e) {
				t.Fatalf("err = %v, want %v", err, tt.sentinel)
			}
			if !strings.Contains(e.Message, tt.message) || errors.Is(err, client.ErrUnreachable) {
				t.Errorf("code %s, message %q", e.Code, e.Message)
			}
		})
	}
}

func TestAnInventedTokenErrorListsTheTokens(t *testing.T) {
	t.Parallel()
	_, c := setup(t)
	th := newThread()
	seed(t, c, th)
	r, err := c.ModelOut(ctxT(t), th, []client.Message{client.AssistantMessage("<<EMAIL:4>> and <<PERSON:1>> and <<PHONE:3>>")})
	var e *client.Error
	if !errors.As(err, &e) || e.Code != "invented_placeholder" || strings.Join(e.Tokens, ",") != "<<EMAIL:4>>,<<PHONE:3>>" {
		t.Fatalf("%v %#v", err, e)
	}
	if len(r.Messages) != 0 {
		t.Errorf("a failed call returned messages: %+v", r)
	}
}

// TestAStoreThatStoppedIsUnavailable: with JetStream off, the worker
// cannot reach its thread store and says so; the client retries, then
// fails closed with ErrUnavailable (not ErrUnreachable: the worker did
// answer).
func TestAStoreThatStoppedIsUnavailable(t *testing.T) {
	t.Parallel()
	s, _ := setup(t, func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Worker.Timeout = config.DurationOf(500 * time.Millisecond) // the worker gives up on its store sooner
	})
	c := newClient(t, connect(t, s.ClientURL()), client.WithRetries(1), client.WithBackoff(time.Millisecond, time.Millisecond))
	if err := s.DisableJetStream(); err != nil {
		t.Fatal(err)
	}
	r, err := c.ModelIn(ctxT(t), newThread(), []client.Message{client.UserMessage(intro)})
	if !errors.Is(err, client.ErrUnavailable) || errors.Is(err, client.ErrUnreachable) {
		t.Fatalf("err = %v", err)
	}
	if len(r.Messages) != 0 {
		t.Errorf("clear text came back: %+v", r)
	}
}

// TestAFailingDetectorFailsClosed: an external NER service that does not
// answer fails the message closed with detector_failed.
func TestAFailingDetectorFailsClosed(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Detector.Detectors = append(cfg.Detector.Detectors, natsDetector("ner.nobody"))
	})
	r, err := c.ModelIn(ctxT(t), newThread(), []client.Message{client.UserMessage(intro)})
	if !errors.Is(err, client.ErrDetector) || len(r.Messages) != 0 {
		t.Fatalf("%+v %v", r, err)
	}
}

// TestNoWorkerIsAnErrorNeverTheTextUnchanged: on a prefix nobody serves,
// every channel fails with ErrUnreachable (an ErrUnavailable error) that
// unwraps to NATS' no-responders error, after the client's retries.
func TestNoWorkerIsAnErrorNeverTheTextUnchanged(t *testing.T) {
	t.Parallel()
	s, _ := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	nc := connect(t, s.ClientURL())
	seen := 0
	spy, err := nc.Subscribe("nobody.>", func(*nats.Msg) { seen++ })
	if err != nil {
		t.Fatal(err)
	}
	spy.Unsubscribe() // a subscription ended: still no responder
	c := newClient(t, nc, client.WithPrefix("nobody"), client.WithRetries(2), client.WithBackoff(time.Millisecond, time.Millisecond))
	ctx := ctxT(t)
	th := newThread()
	calls := map[string]func() error{
		"model.in": func() error { _, err := c.ModelIn(ctx, th, []client.Message{client.UserMessage(intro)}); return err },
		"model.out": func() error {
			_, err := c.ModelOut(ctx, th, []client.Message{client.AssistantMessage("<<PERSON:1>>")})
			return err
		},
		"tool.call": func() error {
			_, err := c.ToolCall(ctx, th, client.ToolCall{Name: "t", Args: map[string]any{"a": "<<EMAIL:1>>"}})
			return err
		},
		"tool.result": func() error {
			_, err := c.ToolResult(ctx, th, "t", client.ToolMessage("c", "patrick@example.com"))
			return err
		},
		"stream.chunk":  func() error { _, err := c.Stream(th).Write(ctx, "<<PERSON:1>>"); return err },
		"thread.forget": func() error { _, err := c.Forget(ctx, th); return err },
		"info":          func() error { _, err := newClient(t, nc, client.WithService("nobody")).Info(ctx); return err },
	}
	for name, call := range calls {
		err := call()
		if !errors.Is(err, client.ErrUnreachable) || !errors.Is(err, client.ErrUnavailable) || !errors.Is(err, nats.ErrNoResponders) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if seen != 0 {
		t.Errorf("the unsubscribed spy saw %d requests", seen)
	}
}

// TestATimeoutIsRetriedThenFailsClosed: a worker blocked on a slow NER
// service answers nothing within the client's timeout; the client resends
// (the same bytes) and then fails closed with ErrUnreachable, unwrapping
// to context.DeadlineExceeded.
func TestATimeoutIsRetriedThenFailsClosed(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	release := make(chan struct{})
	requests := make(chan []byte, 16)
	ner, err := nc.Subscribe("ner.slow", func(m *nats.Msg) {
		requests <- m.Data
		go func() {
			<-release
			b, _ := msgpack.Marshal([]any{})
			_ = m.Respond(b)
		}()
	})
	if err != nil {
		t.Fatal(err)
	}
	defer ner.Unsubscribe()
	defer close(release)
	startWorker(t, s.ClientURL(), func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Detector.Detectors = append(cfg.Detector.Detectors, natsDetector("ner.slow"))
	})
	c := newClient(t, connect(t, s.ClientURL()), client.WithTimeout(200*time.Millisecond), client.WithRetries(1),
		client.WithBackoff(time.Millisecond, time.Millisecond))
	r, err := c.ModelIn(ctxT(t), newThread(), []client.Message{client.UserMessage(intro)})
	if !errors.Is(err, client.ErrUnreachable) || !errors.Is(err, context.DeadlineExceeded) || len(r.Messages) != 0 {
		t.Fatalf("%+v %v", r, err)
	}
	// Both attempts reached the worker, which asked the NER service twice.
	natstest.Eventually(t, "two requests to the NER service", func() bool { return len(requests) >= 2 })
}

// TestACancelledCallIsNotRetried: the call's context bounds the whole
// call.
func TestACancelledCallIsNotRetried(t *testing.T) {
	t.Parallel()
	s, _ := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	c := newClient(t, connect(t, s.ClientURL()), client.WithPrefix("nobody"), client.WithRetries(1000), client.WithBackoff(time.Hour, time.Hour))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := c.ModelIn(ctx, newThread(), []client.Message{client.UserMessage("hi")})
	if !errors.Is(err, client.ErrUnreachable) || !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

func TestAClosedConnectionFailsAtOnce(t *testing.T) {
	t.Parallel()
	s, _ := setup(t, func(cfg *config.Config) { cfg.Worker.Modes = []string{config.ModeService} })
	nc := connect(t, s.ClientURL())
	c := newClient(t, nc, client.WithBackoff(time.Hour, time.Hour))
	nc.Close()
	_, err := c.ModelIn(ctxT(t), newThread(), []client.Message{client.UserMessage("hi")})
	if !errors.Is(err, client.ErrUnreachable) || !errors.Is(err, nats.ErrConnectionClosed) {
		t.Fatalf("err = %v", err)
	}
}

func TestOptionsAreChecked(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	for name, opt := range map[string]client.Option{
		"a wildcard prefix":     client.WithPrefix("piighost.*"),
		"an empty prefix":       client.WithPrefix(""),
		"a zero timeout":        client.WithTimeout(0),
		"negative retries":      client.WithRetries(-1),
		"an inverted backoff":   client.WithBackoff(time.Second, time.Millisecond),
		"a zero payload limit":  client.WithMaxPayload(0),
		"a dotted service name": client.WithService("a.b"),
	} {
		if _, err := client.New(nc, opt); !errors.Is(err, client.ErrConfig) {
			t.Errorf("%s: %v", name, err)
		}
		if _, err := client.NewPipeline(nc, opt); !errors.Is(err, client.ErrConfig) {
			t.Errorf("%s (pipeline): %v", name, err)
		}
	}
	if _, err := client.New(nil); !errors.Is(err, client.ErrConfig) {
		t.Errorf("a nil connection: %v", err)
	}
	if _, err := client.NewPipeline(nc, client.WithRoute(wire.Route{Channel: "model.inn", Input: "a", Output: "b"})); !errors.Is(err, client.ErrConfig) {
		t.Errorf("a route of no channel: %v", err)
	}
}
