package gateway_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"

	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/wire"
)

// readiness reads the gateway's /readyz.
func readiness(t testing.TB, ops *httptest.Server) (int, string) {
	t.Helper()
	resp, err := http.Get(ops.URL + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestTheWorkersMustAgreeOnTheTokenGrammar: the gateway takes the token
// delimiters the workers publish; once a worker with other delimiters
// joins, it is no longer ready, and says why.
func TestTheWorkersMustAgreeOnTheTokenGrammar(t *testing.T) {
	t.Parallel()
	s := natstest.Run(t, nil)
	startWorker(t, s.ClientURL(), grammars[1].toml())
	up := newUpstream(t, answerJSON(completion(grammars[1].tokens(answerModel), grammars[1].tokens(argsModel))))
	g, err := gateway.New(gateway.Config{OpenAI: gateway.Upstream{BaseURL: up.srv.URL + "/v1"}}, newClient(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	ops := httptest.NewServer(g.OpsHandler(nil))
	t.Cleanup(ops.Close)
	api := httptest.NewServer(g)
	t.Cleanup(api.Close)
	if err := g.Check(context.Background()); err != nil {
		t.Fatalf("one worker, [[ ]]: %v", err)
	}
	resp, body := post(t, api.URL+"/v1/chat/completions", openAIBody(userText, ""), gatewayThreadHeader, "grammar")
	if content, _ := choice0(t, body); resp.StatusCode != 200 || content != grammars[1].tokens(answerClear) {
		t.Fatalf("status %d, content %q", resp.StatusCode, content)
	}

	startWorker(t, s.ClientURL(), "") // << >>
	natstest.Eventually(t, "the gateway not ready once the workers disagree", func() bool {
		status, body := readiness(t, ops)
		return status == http.StatusServiceUnavailable && strings.Contains(body, "disagree on the token grammar")
	})
	if err := g.Check(context.Background()); !errors.Is(err, gateway.ErrTokenGrammar) {
		t.Errorf("Check = %v, want ErrTokenGrammar", err)
	}
	up.assertNoClear(t)
}

// TestAWorkerThatDoesNotPublishItsGrammarIsRefused: a worker older than
// the gateway (here a service with the worker's name and strategies but
// no token grammar in its metadata) leaves a new gateway unable to serve:
// requests get 503, nothing goes upstream.
func TestAWorkerThatDoesNotPublishItsGrammarIsRefused(t *testing.T) {
	t.Parallel()
	s := natstest.Run(t, nil)
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	svc, err := micro.AddService(nc, micro.Config{Name: wire.ServiceName, Version: "0.1.0", Metadata: map[string]string{
		wire.MetaPrefix: wire.DefaultPrefix, wire.MetaToolStrategy: "full", wire.MetaInventedStrategy: "raise", wire.MetaAssistantStrategy: "preserve",
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = svc.Stop() })
	if err := nc.Flush(); err != nil { // its subscriptions are the server's
		t.Fatal(err)
	}
	up := newUpstream(t, answerJSON(completion(answerModel, argsModel)))
	gw := newGateway(t, newClient(t, s.ClientURL()), up)
	resp, body := post(t, gw.URL+"/v1/chat/completions", openAIBody(userText, ""), gatewayThreadHeader, "old-worker")
	if _, code := errorOf(t, body); resp.StatusCode != 503 || code != "unavailable" || !strings.Contains(string(body), "does not publish its token grammar") {
		t.Errorf("status %d: %s", resp.StatusCode, body)
	}
	if n := len(up.requests()); n != 0 {
		t.Errorf("%d requests reached the upstream", n)
	}
}
