package tests

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/worker"
)

// TestModelSidePermissionsKeepClearTextAway runs a server with the
// documented permissions file (deploy/nats-permissions.conf, subjects.md).
func TestModelSidePermissionsKeepClearTextAway(t *testing.T) {
	t.Setenv("WORKER_PASSWORD", "w-secret")
	t.Setenv("AGENT_PASSWORD", "a-secret")
	t.Setenv("MODEL_PASSWORD", "m-secret")
	opts, err := server.ProcessConfigFile("../deploy/nats-permissions.conf")
	if err != nil {
		t.Fatal(err)
	}
	s := runServerWith(t, opts)
	cfg := testConfig(t, s.ClientURL(), func(c *worker.Config) { c.NATS.User, c.NATS.Password = "worker", "w-secret" })
	startWorker(t, cfg)

	violations := make(chan error, 8)
	model := connect(t, s.ClientURL(), nats.UserInfo("model", "m-secret"),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { violations <- err }))
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"))

	if _, err := model.SubscribeSync("piighost.clear.>"); err != nil {
		t.Fatal(err)
	}
	model.Flush()
	select {
	case err := <-violations:
		if !errors.Is(err, nats.ErrPermissionViolation) && !strings.Contains(strings.ToLower(err.Error()), "permissions violation") {
			t.Errorf("err = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the model side subscribed to clear subjects")
	}
	// Nor can it ask the service to restore tokens.
	if _, err := model.Request("piighost.model.out", pack(t, M{"thread_id": "t", "messages": L{assistant("<<EMAIL:1>>")}}), time.Second); err == nil {
		t.Error("the model side called a restoring endpoint")
	}
	// The agent publishes clear text; the model side receives tokens only.
	safe, err := model.SubscribeSync("piighost.safe.model.in.>")
	if err != nil {
		t.Fatal(err)
	}
	model.Flush()
	if err := agent.Publish("piighost.clear.model.in.c1", pack(t, M{"thread_id": "t", "messages": L{user("I am jane@example.com")}})); err != nil {
		t.Fatal(err)
	}
	m, err := safe.NextMsg(10 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if got := contentOf(unpack(t, m.Data), 0); got != "I am <<EMAIL:1>>" {
		t.Errorf("model side reads %q", got)
	}
}
