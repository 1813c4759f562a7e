package client_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

// keysPath is a thread store key file every worker of the run shares, so
// that a restarted worker reads the threads of the one before.
var keysPath string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "piighost-client")
	if err != nil {
		panic(err)
	}
	keysPath = filepath.Join(dir, "keys.json")
	if _, err := kvstore.GenerateKeyFile(keysPath); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	if code == 0 {
		if err := goleak.Find(goleak.IgnoreTopFunction("internal/poll.runtime_pollWait")); err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// runServer starts a nats-server with JetStream in the test process, on
// an ephemeral port.
func runServer(t testing.TB) *server.Server {
	t.Helper()
	return natstest.Run(t, nil)
}

// workerConfig is a worker on the server at url, both modes, no HTTP.
func workerConfig(t testing.TB, url string, mutate ...func(*config.Config)) *config.Config {
	t.Helper()
	cfg := config.Default()
	cfg.NATS.URL = url
	cfg.NATS.DataDir = t.TempDir()
	cfg.HTTP.Listen = "off"
	cfg.Worker.Instances = 2
	cfg.Worker.StreamPartitions = 2
	cfg.Keys.File = keysPath
	for _, m := range mutate {
		m(cfg)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// startWorker starts a worker; it is shut down when the test ends.
func startWorker(t testing.TB, url string, mutate ...func(*config.Config)) *worker.Worker {
	t.Helper()
	w, err := worker.Start(context.Background(), workerConfig(t, url, mutate...), worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopWorker(w) })
	return w
}

func stopWorker(w *worker.Worker) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = w.Shutdown(ctx)
}

func connect(t testing.TB, url string, opts ...nats.Option) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
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

var threadSeq atomic.Int64

func newThread() string { return fmt.Sprintf("thread-%d", threadSeq.Add(1)) }

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func waitFor(t testing.TB, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in 30 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

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
