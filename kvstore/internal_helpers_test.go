package kvstore

import (
	"testing"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
)

// serverWithKeys starts a JetStream server named name for the package's
// own tests and benchmarks, connects to it (closed at the test's end) and
// gives a keyring of one zero key.
func serverWithKeys(tb testing.TB, name string) (*server.Server, jetstream.JetStream, *Keyring) {
	tb.Helper()
	s := natstest.Run(tb, &server.Options{StoreDir: tb.TempDir(), ServerName: name})
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		tb.Fatal(err)
	}
	kr, err := NewKeyring("k1", "k1", map[string][]byte{"k1": make([]byte, 32)})
	if err != nil {
		tb.Fatal(err)
	}
	return s, js, kr
}
