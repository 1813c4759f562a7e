package workertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

// StopTimeout bounds how long Stop lets a worker finish its in-flight work.
const StopTimeout = 10 * time.Second

// CallTimeout bounds one call a test makes (Context): as generous as a
// server's start, so that a loaded machine makes a call slower, never a
// failure.
const CallTimeout = natstest.StartTimeout

// Main runs the tests of m and returns the code to exit with; a TestMain
// calls it as os.Exit(workertest.Main(m, &keys)). Before the tests it
// writes a thread store key file in a directory of its own and sets *keys
// to its path: every worker of the run shares it, so that workers on one
// server read each other's threads, and a test may keep other files of
// the run beside it. It runs the tests as natstest.Main does (more of
// them at once than there are cores). After the tests it removes the
// directory and, when they passed, fails the run if a goroutine outlived
// them.
func Main(m *testing.M, keys *string) int {
	dir, err := os.MkdirTemp("", "piighost-workertest")
	if err != nil {
		fmt.Fprintln(os.Stderr, "workertest:", err)
		return 1
	}
	*keys = filepath.Join(dir, "keys.json")
	if _, err := kvstore.GenerateKeyFile(*keys); err != nil {
		fmt.Fprintln(os.Stderr, "workertest:", err)
		os.RemoveAll(dir)
		return 1
	}
	code := natstest.Main(m)
	os.RemoveAll(dir)
	if code == 0 {
		// Every worker, server and connection the tests started has ended.
		if err := goleak.Find(goleak.IgnoreTopFunction("internal/poll.runtime_pollWait")); err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		}
	}
	return code
}

// Config returns a worker configuration for a test: the server at url (an
// embedded one when url is ""), both modes, two instances and two stream
// partitions, the thread store keys in the file keys, its data under the
// test's temporary directory and its operations endpoint on a port the
// kernel picks. Each mutate then changes it in turn; the test fails if the
// result does not validate.
func Config(t testing.TB, url, keys string, mutate ...func(*config.Config)) *config.Config {
	t.Helper()
	cfg := config.Default()
	cfg.NATS.URL = url
	cfg.NATS.DataDir = t.TempDir()
	cfg.HTTP.Listen = "127.0.0.1:0"
	cfg.Worker.Instances = 2
	cfg.Worker.StreamPartitions = 2
	cfg.Keys.File = keys
	for _, m := range mutate {
		m(cfg)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// StartTimeout bounds a worker's start in Start: far beyond any start that
// succeeds on a loaded machine, so that a start retrying what will not pass
// fails its test with what the worker said, not the whole package by its
// timeout.
const StartTimeout = 3 * time.Minute

// Start starts a worker with cfg and stops it (Stop) when the test ends.
// Unless opts sets a logger, its log is kept from warnings up, and only
// shown when the start fails or takes longer than StartTimeout.
func Start(t testing.TB, cfg *config.Config, opts ...worker.Option) *worker.Worker {
	t.Helper()
	said := &tail{max: 16 << 10}
	opts = append([]worker.Option{worker.WithLogger(worker.NewLogger(said, "warn"))}, opts...)
	ctx, cancel := context.WithTimeout(context.Background(), StartTimeout)
	defer cancel()
	w, err := worker.Start(ctx, cfg, opts...)
	if err != nil {
		t.Fatalf("%v\nthe worker's log, from warnings up:\n%s", err, said)
	}
	t.Cleanup(func() { _ = Stop(w) })
	return w
}

// Stop shuts w down gracefully, letting its in-flight work finish for up
// to StopTimeout.
func Stop(w *worker.Worker) error {
	ctx, cancel := context.WithTimeout(context.Background(), StopTimeout)
	defer cancel()
	return w.Shutdown(ctx)
}

// Connect connects to the servers at url; the connection closes when the
// test ends.
func Connect(t testing.TB, url string, opts ...nats.Option) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// Context returns a context for one call of a test: it ends after
// CallTimeout, or with the test.
func Context(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), CallTimeout)
	t.Cleanup(cancel)
	return ctx
}
