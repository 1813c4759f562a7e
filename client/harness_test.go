package client_test

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/internal/workertest"
	"github.com/piighost/piighost-nats/worker"
)

// keysPath is the thread store key file every worker of the run shares,
// so that a restarted worker reads the threads of the one before
// (workertest.Main writes it).
var keysPath string

func TestMain(m *testing.M) {
	os.Exit(workertest.Main(m, &keysPath))
}

// runServer starts a nats-server with JetStream in the test process, on
// a port the kernel picks.
func runServer(t testing.TB) *server.Server {
	t.Helper()
	return natstest.Run(t, nil)
}

// startWorker starts a worker on the server at url, both modes
// (workertest.Config, then mutate); it is shut down when the test ends.
func startWorker(t testing.TB, url string, mutate ...func(*config.Config)) *worker.Worker {
	t.Helper()
	return workertest.Start(t, workertest.Config(t, url, keysPath, mutate...))
}

func connect(t testing.TB, url string, opts ...nats.Option) *nats.Conn {
	t.Helper()
	return workertest.Connect(t, url, opts...)
}

func newClient(t testing.TB, nc *nats.Conn, opts ...client.Option) *client.Client {
	t.Helper()
	c, err := client.New(nc, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// setup runs a server and a worker, and returns a client of it.
func setup(t testing.TB, mutate ...func(*config.Config)) (*server.Server, *client.Client) {
	t.Helper()
	s := runServer(t)
	startWorker(t, s.ClientURL(), mutate...)
	return s, newClient(t, connect(t, s.ClientURL()))
}

// callTimeout bounds a request or a wait the test expects to succeed.
const callTimeout = workertest.CallTimeout

var threadSeq atomic.Int64

func newThread() string { return fmt.Sprintf("thread-%d", threadSeq.Add(1)) }

func ctxT(t testing.TB) context.Context { return workertest.Context(t) }

const intro = "I'm Patrick Martin, mail patrick@example.com, phone +44 20 7946 0958"

// seed de-identifies a first message so that the thread knows a name, an
// e-mail address and a phone number.
func seed(t testing.TB, c *client.Client, thread string) {
	t.Helper()
	r, err := c.ModelIn(ctxT(t), thread, []client.Message{client.UserMessage(intro)})
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Messages[0].Content; got != "I'm <<PERSON:1>>, mail <<EMAIL:1>>, phone <<PHONE:1>>" {
		t.Fatalf("seed: the model sees %q", got)
	}
}
