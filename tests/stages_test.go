package tests

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// guardedConfig detects names only, with a guard rail that knows e-mails:
// an e-mail the detector misses is caught before it reaches the model.
func guardedConfig(c *config.Config) {
	c.Detector = &config.Detector{Type: "gazetteer"}
	c.Guard = &config.GuardRail{Type: "detector", Detector: &config.Detector{Type: "regex", RegexOptions: config.RegexOptions{Groups: []string{"generic"}}}}
}

func TestTheGuardRailFailsClosedInBothModes(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), guardedConfig)
	w := startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	secret := "patrick.martin@example.com"
	leaky := client.UserMessage("I'm Patrick Martin, mail " + secret)
	opt := client.WithPrefix(cfg.Worker.Prefix)
	for _, tr := range []channels{newServiceChannels(t, nc, opt), newPipelineChannels(t, nc, opt)} {
		t.Run(tr.name(), func(t *testing.T) {
			r, err := tr.modelIn(t, newThread(), leaky)
			var e *client.Error
			if !errors.As(err, &e) || !errors.Is(err, client.ErrPIIRemaining) {
				t.Fatalf("err = %v (%+v)", err, r)
			}
			if e.Message != "Anonymized text still contains PII: ['EMAIL']" {
				t.Errorf("message = %q", e.Message)
			}
			if len(r.Messages) != 0 || strings.Contains(e.Error(), secret) || strings.Contains(e.Error(), "Patrick") {
				t.Errorf("the failure carries content: %+v %v", r, e)
			}
			r, err = tr.modelIn(t, newThread(), client.UserMessage("I'm Patrick Martin"))
			if err != nil || text(r, 0) != "I'm <<PERSON:1>>" {
				t.Errorf("a text the guard passes: %v %+v", err, r)
			}
		})
	}
	t.Run("the service reply is the error alone", func(t *testing.T) {
		msg, err := nc.Request(cfg.Worker.Prefix+".model.in", pack(t, M{"thread_id": newThread(), "messages": L{user("mail " + secret)}}), callTimeout)
		if err != nil {
			t.Fatal(err)
		}
		rep := unpack(t, msg.Data)
		if _, has := rep["messages"]; has || strings.Contains(string(msg.Data), secret) || msg.Header.Get("Nats-Service-Error-Code") != "422" {
			t.Errorf("reply %v, headers %v", rep, msg.Header)
		}
	})
	t.Run("pipeline mode keeps the input", func(t *testing.T) {
		p := newPipelineChannels(t, nc, opt).p
		errs, err := p.SubscribeErrors(wire.ToolResult)
		if err != nil {
			t.Fatal(err)
		}
		defer errs.Unsubscribe()
		ctx := callCtx(t)
		msg := client.ToolMessage("c1", "owner "+secret)
		seq, err := p.Publish(ctx, wire.ToolResult, "g1", client.ToolResultRequest{ThreadID: newThread(), ToolName: "crm", Message: &msg})
		if err != nil {
			t.Fatal(err)
		}
		ev, err := errs.Next(ctx)
		if err != nil || ev.Code != "pii_remaining" || ev.Sequence != seq {
			t.Fatalf("event = %+v (%v)", ev, err)
		}
		if strings.Contains(jsonOf(t, ev), secret) {
			t.Errorf("the error event leaks the value: %+v", ev)
		}
		js, _ := jetstream.New(nc)
		stream, _ := js.Stream(ctx, wire.InputStream)
		if _, err := stream.GetMsg(ctx, seq); err != nil {
			t.Errorf("the refused input was not kept: %v", err)
		}
	})
	t.Run("flags are counted by label", func(t *testing.T) {
		waitFor(t, func() bool {
			return strings.Contains(metricsOf(t, w), `piighost_guard_flags_total{label="EMAIL"} 4`)
		})
		if body := metricsOf(t, w); strings.Contains(body, secret) || !strings.Contains(body, `piighost_errors_total{channel="model.in",code="pii_remaining",mode="service"} 2`) {
			t.Errorf("metrics: %s", body)
		}
	})
}

func metricsOf(t *testing.T, w *worker.Worker) string {
	t.Helper()
	resp, err := http.Get("http://" + w.HTTPAddr() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}

// TestACorrectionOnOneWorkerHoldsOnAnother: worker A takes the
// correction (service or pipeline mode), worker B, on the same bucket and
// keys but its own subject prefix, answers model.in and model.out
// afterwards. B had the thread cached before the correction: it learns it
// from the bucket (its watcher), then masks the missed value, leaves the
// cleared one in clear, and restores both tokens.
func TestACorrectionOnOneWorkerHoldsOnAnother(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	cfgA := testConfig(t, s.ClientURL())
	startWorker(t, cfgA)
	cfgB := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Prefix = "other"
		c.Worker.Modes = []string{config.ModeService}
		setBucket(c, cfgA.Names().Bucket) // A's bucket, shared on purpose
	})
	startWorker(t, cfgB)
	nc := connect(t, s.ClientURL())
	b := newServiceChannels(t, nc, client.WithPrefix(cfgB.Worker.Prefix))
	history := client.UserMessage("I'm Patrick Martin from Paris, codename Bluebird")
	opt := client.WithPrefix(cfgA.Worker.Prefix)
	for _, a := range []channels{newServiceChannels(t, nc, opt), newPipelineChannels(t, nc, opt)} {
		t.Run(a.name(), func(t *testing.T) {
			th := newThread()
			r, err := b.modelIn(t, th, history)
			if err != nil || text(r, 0) != "I'm <<PERSON:1>> from <<LOCATION:1>>, codename Bluebird" {
				t.Fatalf("before: %v %+v", err, r)
			}
			c, err := a.correct(t, th, client.MaskValue("Bluebird", "CODENAME"), client.ClearValue("Paris", "LOCATION"))
			if err != nil || !c.Changed || len(c.Corrections) != 2 {
				t.Fatalf("thread.correct: %v %+v", err, c)
			}
			if got := c.Corrections[0].Tokens; !slices.Equal(got, []string{"<<CODENAME:1>>"}) {
				t.Errorf("mask tokens = %v", got)
			}
			if got := c.Corrections[1].Tokens; !slices.Equal(got, []string{"<<LOCATION:1>>"}) {
				t.Errorf("clear tokens = %v", got)
			}
			want := "I'm <<PERSON:1>> from Paris, codename <<CODENAME:1>>"
			waitFor(t, func() bool {
				r, err := b.modelIn(t, th, history)
				return err == nil && text(r, 0) == want
			})
			r, err = b.modelOut(t, th, client.AssistantMessage("<<CODENAME:1>> is closed, <<PERSON:1>> (<<LOCATION:1>>)."))
			if err != nil || text(r, 0) != "Bluebird is closed, Patrick Martin (Paris)." {
				t.Errorf("model.out on the other worker: %v %+v", err, r)
			}
			again, err := a.correct(t, th, client.MaskValue("Bluebird", "CODENAME"))
			if err != nil || again.Changed || !slices.Equal(again.Corrections[0].Tokens, []string{"<<CODENAME:1>>"}) {
				t.Errorf("a resent correction: %v %+v", err, again)
			}
		})
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
