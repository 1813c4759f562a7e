package tests

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker"
)

// TestWorkerAuthenticatesWithACredsFile sets up decentralised JWT
// authentication in the test: an operator with a system account, an
// account with JetStream signed by it, both preloaded in the server's
// resolver, a user signed by the account, and its .creds file, with which
// the worker connects ([nats] creds_file) and serves both modes.
func TestWorkerAuthenticatesWithACredsFile(t *testing.T) {
	t.Parallel()
	okp, _ := nkeys.CreateOperator()
	opub, _ := okp.PublicKey()
	oc := jwt.NewOperatorClaims(opub)
	oc.Name = "test-operator"
	skp, _ := nkeys.CreateAccount()
	spub, _ := skp.PublicKey()
	sc := jwt.NewAccountClaims(spub)
	sc.Name = "SYS"
	sjwt, err := sc.Encode(okp)
	if err != nil {
		t.Fatal(err)
	}
	oc.SystemAccount = spub
	ojwt, err := oc.Encode(okp)
	if err != nil {
		t.Fatal(err)
	}
	operator, err := jwt.DecodeOperatorClaims(ojwt)
	if err != nil {
		t.Fatal(err)
	}
	akp, _ := nkeys.CreateAccount()
	apub, _ := akp.PublicKey()
	ac := jwt.NewAccountClaims(apub)
	ac.Name = "app"
	ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: -1, DiskStorage: -1, Streams: -1, Consumer: -1}
	ajwt, err := ac.Encode(okp)
	if err != nil {
		t.Fatal(err)
	}
	ukp, _ := nkeys.CreateUser()
	upub, _ := ukp.PublicKey()
	uc := jwt.NewUserClaims(upub)
	uc.Name = "worker"
	ujwt, err := uc.Encode(akp)
	if err != nil {
		t.Fatal(err)
	}
	seed, _ := ukp.Seed()
	creds, err := jwt.FormatUserConfig(ujwt, seed)
	if err != nil {
		t.Fatal(err)
	}
	credsFile := filepath.Join(t.TempDir(), "worker.creds")
	if err := os.WriteFile(credsFile, creds, 0o600); err != nil {
		t.Fatal(err)
	}
	resolver := &server.MemAccResolver{}
	for pub, token := range map[string]string{spub: sjwt, apub: ajwt} {
		if err := resolver.Store(pub, token); err != nil {
			t.Fatal(err)
		}
	}
	s := runServerWith(t, &server.Options{TrustedOperators: []*jwt.OperatorClaims{operator}, SystemAccount: spub, AccountResolver: resolver})

	w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.NATS.CredsFile = credsFile }))
	if rep, err := newServiceChannels(t, w.Conn()).modelIn(t, "t", client.UserMessage("mail a@example.com")); err != nil || text(rep, 0) != "mail <<EMAIL:1>>" {
		t.Fatalf("service: %+v %v", rep, err)
	}
	pc := newPipelineChannels(t, w.Conn())
	if rep, err := pc.modelIn(t, "t", client.UserMessage("mail b@example.com")); err != nil || text(rep, 0) != "mail <<EMAIL:2>>" {
		t.Fatalf("pipeline: %+v %v", rep, err)
	}
	// Without the credentials the server refuses the worker.
	if w, err := worker.Start(context.Background(), testConfig(t, s.ClientURL()), worker.WithLogger(worker.NewLogger(io.Discard, "error"))); err == nil {
		_ = w.Shutdown(context.Background())
		t.Error("a worker without credentials started")
	}
}
