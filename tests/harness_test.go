package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/vmihailenco/msgpack/v5"
	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// keysPath is a thread store key file every worker of the run shares.
var keysPath string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "piighost-tests")
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
		// Every worker, server and connection the tests started has ended.
		if err := goleak.Find(goleak.IgnoreTopFunction("internal/poll.runtime_pollWait")); err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// M and L build payloads.
type (
	M = map[string]any
	L = []any
)

// runServer starts a nats-server with JetStream in the test process, on a
// random port, storing under a temporary directory.
func runServer(t *testing.T) *server.Server {
	t.Helper()
	return runServerWith(t, &server.Options{})
}

func runServerWith(t *testing.T, opts *server.Options) *server.Server {
	t.Helper()
	opts.Host, opts.Port = "127.0.0.1", -1
	opts.JetStream, opts.NoLog, opts.NoSigs = true, true, true
	if opts.StoreDir == "" {
		opts.StoreDir = t.TempDir()
	}
	s, err := server.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	t.Cleanup(func() { s.Shutdown(); s.WaitForShutdown() })
	return s
}

// testConfig is a worker configuration for tests: the given server, an
// ephemeral operations port, short timeouts.
func testConfig(t *testing.T, url string, mutate ...func(*config.Config)) *config.Config {
	t.Helper()
	cfg := config.Default()
	cfg.NATS.URL = url
	cfg.NATS.DataDir = t.TempDir()
	cfg.HTTP.Listen = "127.0.0.1:0"
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

func startWorker(t *testing.T, cfg *config.Config) *worker.Worker {
	t.Helper()
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Shutdown(ctx)
	})
	return w
}

func connect(t *testing.T, url string, opts ...nats.Option) *nats.Conn {
	t.Helper()
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

func pack(t testing.TB, v any) []byte {
	t.Helper()
	b, err := msgpack.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func unpack(t testing.TB, b []byte) M {
	t.Helper()
	var m M
	if err := msgpack.Unmarshal(b, &m); err != nil {
		t.Fatalf("reply is not msgpack: %v (%q)", err, b)
	}
	return m
}

// transport sends one request to a channel and returns the reply, in
// service mode (request/reply) or pipeline mode (publish on the route's
// input, read the output or the error event).
type transport interface {
	do(t *testing.T, channel string, req M) (M, string) // reply, error code ("" when none)
	name() string
}

// serviceTransport talks to the micro endpoints.
type serviceTransport struct {
	nc     *nats.Conn
	prefix string
}

func (s serviceTransport) name() string { return "service" }

func (s serviceTransport) do(t *testing.T, channel string, req M) (M, string) {
	t.Helper()
	msg, err := s.nc.Request(s.prefix+"."+channel, pack(t, req), 10*time.Second)
	if err != nil {
		t.Fatalf("request %s: %v", channel, err)
	}
	return unpack(t, msg.Data), msg.Header.Get(wire.HeaderErrorCode)
}

// pipelineTransport publishes on the default routes and reads their
// outputs.
type pipelineTransport struct {
	nc     *nats.Conn
	js     jetstream.JetStream
	prefix string
	seq    *atomic.Int64
}

func (p pipelineTransport) name() string { return "pipeline" }

func newPipelineTransport(t *testing.T, nc *nats.Conn, prefix string) pipelineTransport {
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return pipelineTransport{nc: nc, js: js, prefix: prefix, seq: new(atomic.Int64)}
}

func (p pipelineTransport) do(t *testing.T, channel string, req M) (M, string) {
	t.Helper()
	var in, out string
	for _, r := range config.DefaultRoutes(p.prefix) {
		if r.Channel == channel {
			in, out = r.Input, r.Output
		}
	}
	// A unique suffix token keys the reply (stream chunks need one as the
	// stream id; other channels accept any).
	key := fmt.Sprint(req["stream_id"])
	if channel != "stream.chunk" {
		key = fmt.Sprintf("k%d", p.seq.Add(1))
	}
	outs, err := p.nc.SubscribeSync(out + "." + key)
	if err != nil {
		t.Fatal(err)
	}
	defer outs.Unsubscribe()
	errs, err := p.nc.SubscribeSync(p.prefix + ".errors." + channel)
	if err != nil {
		t.Fatal(err)
	}
	defer errs.Unsubscribe()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := p.js.Publish(ctx, in+"."+key, pack(t, req)); err != nil {
		t.Fatalf("publish %s: %v", channel, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if m, err := outs.NextMsg(20 * time.Millisecond); err == nil {
			rep := unpack(t, m.Data)
			code := ""
			if e, ok := rep["error"].(M); ok {
				code, _ = e["code"].(string)
			}
			return rep, code
		}
		if m, err := errs.NextMsg(20 * time.Millisecond); err == nil {
			var ev wire.ErrorEvent
			if err := json.Unmarshal(m.Data, &ev); err != nil {
				t.Fatal(err)
			}
			return M{"error": M{"code": ev.Code, "message": ev.Message}}, ev.Code
		}
	}
	t.Fatalf("no output for %s", channel)
	return nil, ""
}

// modes starts one worker with both modes on a fresh server and returns a
// transport for each.
func modes(t *testing.T, mutate ...func(*config.Config)) []transport {
	t.Helper()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), mutate...)
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	return []transport{serviceTransport{nc: nc, prefix: cfg.Worker.Prefix}, newPipelineTransport(t, nc, cfg.Worker.Prefix)}
}

// thread gives each sub-test its own thread id.
var threadSeq atomic.Int64

func newThread() string { return fmt.Sprintf("thread-%d", threadSeq.Add(1)) }

func contentOf(rep M, i int) any {
	return rep["messages"].(L)[i].(M)["content"]
}

func mustContain(t *testing.T, s string, subs ...string) {
	t.Helper()
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			t.Errorf("%q lacks %q", s, sub)
		}
	}
}

func durationOf(t *testing.T, s string) config.Duration {
	t.Helper()
	d, err := time.ParseDuration(s)
	if err != nil {
		t.Fatal(err)
	}
	return config.DurationOf(d)
}

// pipelineNATSDetector is a [[detector.detectors]] entry of type nats.
func pipelineNATSDetector(subject string) config.Detector {
	return config.Detector{Type: "nats", NATSOptions: config.NATSOptions{Subject: subject},
		ExternalOptions: config.ExternalOptions{Timeout: config.DurationOf(5 * time.Second)}}
}
