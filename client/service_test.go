package client_test

import (
	"errors"
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

func TestThePrefixOptionNamesTheWorkersSubjects(t *testing.T) {
	t.Parallel()
	s, _ := setup(t, func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Worker.Prefix = "acme"
	})
	nc := connect(t, s.ClientURL())
	acme := newClient(t, nc, client.WithPrefix("acme"))
	if acme.Subject(wire.ModelIn) != "acme.model.in" {
		t.Errorf("subject %q", acme.Subject(wire.ModelIn))
	}
	r, err := acme.ModelIn(ctxT(t), newThread(), []client.Message{client.UserMessage("mail a@example.com")})
	if err != nil || r.Messages[0].Content != "mail <<EMAIL:1>>" {
		t.Fatalf("%+v %v", r, err)
	}
	_, err = newClient(t, nc, client.WithRetries(0)).ModelIn(ctxT(t), newThread(), []client.Message{client.UserMessage("hi")})
	if !errors.Is(err, client.ErrUnreachable) {
		t.Errorf("the default prefix reached a worker on acme: %v", err)
	}
}

func TestInfoReadsTheWorkersStrategies(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Worker.MaxPayload = 65536
		cfg.Strategies.Invented = strategy.InventedDrop
		cfg.Strategies.Assistant = strategy.AssistantIgnore
		cfg.Strategies.Tools = map[string]strategy.ToolCallStrategy{"crm.lookup": strategy.ToolInput}
		cfg.Strategies.Strict = true
	})
	info, err := c.Info(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	if info.Prefix != "piighost" || info.MaxPayload != 65536 || info.Tool != strategy.ToolFull || info.Invented != strategy.InventedDrop ||
		info.Assistant != strategy.AssistantIgnore || info.ToolStrategy("crm.lookup") != strategy.ToolInput ||
		info.ToolStrategy("other") != strategy.ToolFull || !info.Strict || info.Version == "" || info.ID == "" {
		t.Errorf("%+v", info)
	}
	if want := (client.Placeholder{Type: "label_counter", Prefix: "<<", Suffix: ">>"}); info.Placeholder != want {
		t.Errorf("placeholder %+v, want the defaults %+v", info.Placeholder, want)
	}
}

// TestInfosReadsEveryInstanceAndItsTokenGrammar: every instance of every
// worker answers, once each, with the delimiters it was configured with.
func TestInfosReadsEveryInstanceAndItsTokenGrammar(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	for _, prefix := range []string{"[[", "{{"} {
		startWorker(t, s.ClientURL(), func(cfg *config.Config) {
			cfg.Worker.Modes = []string{config.ModeService}
			cfg.Worker.Instances = 2
			cfg.Anonymizer.Placeholder.Type = "label_hash"
			cfg.Anonymizer.Placeholder.Prefix = prefix
			cfg.Anonymizer.Placeholder.Suffix = "]]"
			if prefix == "{{" {
				cfg.Anonymizer.Placeholder.Suffix = "}}"
			}
		})
	}
	c := newClient(t, connect(t, s.ClientURL()))
	// Four instances answer; one may come after the quiet period on a
	// loaded machine, so ask until all four did at once.
	var infos []client.Info
	natstest.Eventually(t, "every instance answering one Infos call", func() bool {
		var err error
		infos, err = c.Infos(ctxT(t))
		return err == nil && len(infos) == 4
	})
	ids := map[string]bool{}
	grammars := map[client.Placeholder]int{}
	for _, i := range infos {
		ids[i.ID] = true
		grammars[i.Placeholder]++
	}
	want := map[client.Placeholder]int{{Type: "label_hash", Prefix: "[[", Suffix: "]]"}: 2, {Type: "label_hash", Prefix: "{{", Suffix: "}}"}: 2}
	if len(ids) != 4 || !maps.Equal(grammars, want) {
		t.Errorf("ids %v, grammars %v, want %v", ids, grammars, want)
	}

	_, err := newClient(t, connect(t, s.ClientURL()), client.WithService("nobody"), client.WithRetries(0)).Infos(ctxT(t))
	if !errors.Is(err, client.ErrUnreachable) {
		t.Errorf("no instance answered: %v", err)
	}
}

// TestALongHistoryGoesInConsecutiveParts: over the worker's request
// limit, model.in sends the history in parts, in order, and the worker
// numbers values as if it were one request.
func TestALongHistoryGoesInConsecutiveParts(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Worker.MaxPayload = 4096
	})
	ctx := ctxT(t)
	if _, err := c.Info(ctx); err != nil {
		t.Fatal(err)
	}
	var history []client.Message
	for i := range 12 {
		history = append(history, client.UserMessage(fmt.Sprintf("mail user%d@example.com %s", i, strings.Repeat("filler ", 100))))
	}
	th := newThread()
	r, err := c.ModelIn(ctx, th, history)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range r.Messages {
		if want := fmt.Sprintf("mail <<EMAIL:%d>> ", i+1); !strings.HasPrefix(m.Content, want) {
			t.Fatalf("message %d: %q", i, m.Content[:30])
		}
	}
	if !r.Changed || len(r.Messages) != len(history) {
		t.Errorf("changed %v, %d messages", r.Changed, len(r.Messages))
	}
	// One message over the limit cannot be cut: the worker refuses it.
	_, err = c.ModelIn(ctx, th, []client.Message{client.UserMessage(strings.Repeat("x", 5000)), client.UserMessage("hi")})
	if !errors.Is(err, client.ErrBadRequest) {
		t.Errorf("an oversize message: %v", err)
	}
}

func TestAPassthroughToolNeedsNoThread(t *testing.T) {
	t.Parallel()
	_, c := setup(t, func(cfg *config.Config) {
		cfg.Worker.Modes = []string{config.ModeService}
		cfg.Strategies.Tools = map[string]strategy.ToolCallStrategy{"clock": strategy.ToolPassthrough}
	})
	ctx := ctxT(t)
	call, err := c.ToolCall(ctx, "", client.ToolCall{ID: "c", Name: "clock", Args: map[string]any{"tz": "<<LOCATION:1>>"}})
	if err != nil || call.Args["tz"] != "<<LOCATION:1>>" {
		t.Errorf("%+v %v", call, err)
	}
	m, err := c.ToolResult(ctx, "", "clock", client.ToolMessage("c", "Paris 10:00"))
	if err != nil || m.Content != "Paris 10:00" {
		t.Errorf("%+v %v", m, err)
	}
	if _, err := c.ToolCall(ctx, "", client.ToolCall{ID: "c", Name: "send_email"}); !errors.Is(err, client.ErrMissingThreadID) {
		t.Errorf("another tool without a thread: %v", err)
	}
}
