package kvstore_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// startServer runs a JetStream server storing under dir, on a random port.
func startServer(t testing.TB, dir string) *server.Server {
	t.Helper()
	return natstest.Run(t, &server.Options{StoreDir: dir, ServerName: "kvstore-test"})
}

func stopServer(s *server.Server) {
	s.Shutdown()
	s.WaitForShutdown()
}

// connect opens a connection and a JetStream context, closed at cleanup.
func connect(t testing.TB, url string) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	nc, err := nats.Connect(url, nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return nc, js
}

// secret returns a deterministic test secret.
func secret(seed string) []byte {
	sum := sha256.Sum256([]byte("kvstore test secret " + seed))
	return sum[:]
}

func testKeys(t testing.TB) *kvstore.Keyring {
	t.Helper()
	kr, err := kvstore.NewKeyring("k1", "k1", map[string][]byte{"k1": secret("k1")})
	if err != nil {
		t.Fatal(err)
	}
	return kr
}

// newStore opens a store, closed at cleanup.
func newStore(t testing.TB, js jetstream.JetStream, cfg kvstore.Config) *kvstore.Store {
	t.Helper()
	if cfg.Keys == nil {
		cfg.Keys = testKeys(t)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	st, err := kvstore.New(ctx, js, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

// Values of the tests: long enough that no random byte run contains them.
var testValues = []exact.Value{
	{Value: "Alice Martindale", Label: "PERSON"},
	{Value: "Bruno Kellerman", Label: "PERSON"},
	{Value: "Chiara Lombardini", Label: "PERSON"},
	{Value: "Dmitri Volkonsky", Label: "PERSON"},
	{Value: "Evelyne Chaumont", Label: "PERSON"},
	{Value: "Farouk Benyahia", Label: "PERSON"},
	{Value: "alice.martindale@example.org", Label: "EMAIL"},
	{Value: "bruno.kellerman@example.net", Label: "EMAIL"},
	{Value: "chiara.lombardini@example.com", Label: "EMAIL"},
	{Value: "dmitri.volkonsky@example.org", Label: "EMAIL"},
	{Value: "0612345678", Label: "PHONE"},
	{Value: "0798765432", Label: "PHONE"},
	{Value: "0155512345", Label: "PHONE"},
	{Value: "Villeurbanne", Label: "CITY"},
	{Value: "Castelnaudary", Label: "CITY"},
	{Value: "Montbrisonnais", Label: "CITY"},
}

func newPipeline(t testing.TB, st pipeline.Store) *pipeline.Pipeline {
	t.Helper()
	return pipelineKnowing(t, st, testValues)
}

// pipelineKnowing is a pipeline on st whose detector knows values.
func pipelineKnowing(t testing.TB, st pipeline.Store, values []exact.Value) *pipeline.Pipeline {
	t.Helper()
	det, err := exact.New(exact.Config{Values: values})
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// chatMessage is a realistic ~1 KB chat message holding three values.
func chatMessage(person, email, phone string) string {
	var b strings.Builder
	b.WriteString("Hi, I hope you are doing well. I am writing on behalf of ")
	b.WriteString(person)
	b.WriteString(" about the renewal of the service contract we discussed during last week's call. ")
	b.WriteString("We went through the quotation again with the finance team and there are still a few open questions: ")
	b.WriteString("first, whether the maintenance window can move from Tuesday night to Sunday morning, since most of our ")
	b.WriteString("customers are located in other time zones and a Tuesday outage affects their business hours; second, ")
	b.WriteString("whether the support plan includes weekend escalations or only business days; and third, how the ")
	b.WriteString("migration of the archived tickets will be handled, because we need to keep them for seven years. ")
	b.WriteString("Could you send the updated proposal to ")
	b.WriteString(email)
	b.WriteString(" before Friday? If anything is unclear, the fastest way to reach us is by phone at ")
	b.WriteString(phone)
	b.WriteString(", any day between nine and six. We would also appreciate a short summary of the changes compared ")
	b.WriteString("to the previous version, so that the legal department can review only the modified clauses. ")
	b.WriteString("Thank you again for your patience and for the detailed answers so far. Best regards, the operations team.")
	return b.String()
}

func ctxT(t testing.TB) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func mustAnonymize(t testing.TB, p *pipeline.Pipeline, thread, text string, role pii.Role) pipeline.Anonymized {
	t.Helper()
	a, err := p.Anonymize(ctxT(t), thread, text, role)
	if err != nil {
		t.Fatalf("anonymize: %v", err)
	}
	return a
}

func mustRestore(t testing.TB, p *pipeline.Pipeline, thread, text string) pipeline.Restored {
	t.Helper()
	r, err := p.Deanonymize(ctxT(t), thread, text)
	if err != nil {
		t.Fatalf("deanonymize: %v", err)
	}
	return r
}

func threadID(t testing.TB, n int) string {
	return fmt.Sprintf("conversation-%s-%d", t.Name(), n)
}
