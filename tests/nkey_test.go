package tests

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
)

func TestWorkerAuthenticatesWithAnNKey(t *testing.T) {
	t.Parallel()
	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	seed, _ := kp.Seed()
	seedFile := filepath.Join(t.TempDir(), "worker.nk")
	if err := os.WriteFile(seedFile, seed, 0o600); err != nil {
		t.Fatal(err)
	}
	s := runServerWith(t, &server.Options{Nkeys: []*server.NkeyUser{{Nkey: pub}}})
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.NATS.NKeyFile = seedFile
		c.Worker.Modes = []string{config.ModeService}
	})
	w := startWorker(t, cfg)
	r, err := newServiceChannels(t, w.Conn()).c.ModelIn(callCtx(t), "t", []client.Message{client.UserMessage("mail a@example.com")})
	if err != nil || text(r, 0) != "mail <<EMAIL:1>>" {
		t.Fatalf("%v %+v", err, r)
	}
}
