package tests

import (
	"strings"
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker"
)

// A client that keeps a tool's clear output in its history sends, in a
// tool message that model.in passes on, a value its thread tokenised. The
// worker counts and logs it, without content, in every mode.
func TestAHistoryHoldingClearToolOutputIsCountedAndLoggedWithoutContent(t *testing.T) {
	t.Parallel()
	for _, strict := range []bool{false, true} {
		s := runServer(t)
		var logs syncBuffer
		w, err := worker.Start(t.Context(), testConfig(t, s.ClientURL(), func(c *config.Config) {
			c.Worker.Modes = []string{config.ModeService}
			c.Strategies.Strict = strict
		}), worker.WithLogger(worker.NewLogger(&logs, "info")))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = w.Shutdown(t.Context()) })
		nc := connect(t, s.ClientURL())
		ask := func(req M) M {
			t.Helper()
			msg, err := nc.Request("piighost.model.in", pack(t, req), callTimeout)
			if err != nil {
				t.Fatal(err)
			}
			return unpack(t, msg.Data)
		}
		ask(M{"thread_id": "conv-7", "messages": L{user("Find the order of olga.petrova@example.com")}})
		rep := ask(M{"thread_id": "conv-7", "messages": L{
			user("Find the order of olga.petrova@example.com"),
			M{"role": "tool", "tool_call_id": "c1", "content": "order 42 belongs to olga.petrova@example.com"},
		}})
		tool := rep["messages"].(L)[1].(M)["content"]
		if strict != (tool == "order 42 belongs to <<EMAIL:1>>") {
			t.Errorf("strict=%v: the tool message reached the model as %q", strict, tool)
		}
		want := `piighost_model_in_clear_known_total{rewritten="` + map[bool]string{false: "false", true: "true"}[strict] + `",role="tool"} 1`
		waitFor(t, func() bool { return strings.Contains(metricsOf(t, w), want) })
		out := logs.String()
		if !strings.Contains(out, "clear tool output") {
			t.Errorf("strict=%v: nothing logged:\n%s", strict, out)
		}
		for _, clear := range []string{"olga", "conv-7"} {
			if strings.Contains(strings.ToLower(out), clear) {
				t.Errorf("strict=%v: the log holds %q:\n%s", strict, clear, out)
			}
		}
	}
}

// TestStrictModeIsPublishedAndApplied: a client sees strict mode in the
// service metadata; system messages are de-identified.
func TestStrictModeIsPublishedAndApplied(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Strategies.Strict = true
	}))
	nc := connect(t, s.ClientURL())
	info, err := nc.Request("$SRV.INFO.piighost", nil, callTimeout)
	if err != nil || !strings.Contains(string(info.Data), `"strategy.strict":"true"`) {
		t.Fatalf("service info: %v %s", err, msgData(info))
	}
	msg, err := nc.RequestMsg(&nats.Msg{Subject: "piighost.model.in", Header: nats.Header{"Content-Type": {"application/json"}},
		Data: []byte(`{"thread_id":"t","messages":[{"role":"system","content":"The customer is olga.petrova@example.com"}]}`)}, callTimeout)
	if err != nil || !strings.Contains(string(msg.Data), `"content":"The customer is <<EMAIL:1>>"`) {
		t.Fatalf("model.in: %v %s", err, msgData(msg))
	}
}
