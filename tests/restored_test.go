package tests

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
)

// The restorations of model.in hold the values in clear: a caller that
// gets the reply itself (service mode) may ask for them; a pipeline-mode
// input, whose output goes to the model side, is refused instead.
func TestModelInsRestorationsAreRefusedWhereTheOutputGoesToTheModelSide(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService, config.ModePipeline}
	})
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	errs, _ := nc.SubscribeSync("piighost.errors.model.in")
	outs, _ := nc.SubscribeSync("piighost.safe.model.in.>")
	secret := "patrick@example.com"
	req := pack(t, M{"thread_id": "conv-r", "messages": L{M{"role": "user", "content": "mail " + secret}}, "restore": true})

	reply, err := nc.Request("piighost.model.in", req, callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if got := unpack(t, reply.Data); !strings.Contains(jsonString(t, got["restored"]), secret) {
		t.Fatalf("service mode: restored = %v", got["restored"])
	}

	if _, err := js.Publish(context.Background(), "piighost.clear.model.in.x", req); err != nil {
		t.Fatal(err)
	}
	ev, data := nextErrorEvent(t, errs)
	if ev.Code != "bad_request" || strings.Contains(string(data), secret) {
		t.Errorf("event = %s", data)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	if n, _, _ := outs.Pending(); n != 0 {
		t.Errorf("%d outputs reached the model side", n)
	}
}

func jsonString(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
