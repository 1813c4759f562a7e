package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/worker"
)

// TestCheckRefusesEveryConfigurationTheStartRefuses runs each
// configuration through `worker -check` and through a plain start: both
// refuse it, with the same message, and -check connects nowhere (nothing
// listens on the URLs below, and a name is never resolved).
func TestCheckRefusesEveryConfigurationTheStartRefuses(t *testing.T) {
	t.Parallel()
	missing := filepath.Join(t.TempDir(), "missing")
	tests := []struct {
		name, doc string
		args      []string
		want      string
	}{
		{"a label factory cannot be restored", "[anonymizer.placeholder]\ntype = \"label\"\n", nil, `factory "label" gives several entities the same token`},
		{"a mask factory cannot be restored", "[anonymizer.placeholder]\ntype = \"mask\"\n", nil, `no recognizable grammar (factory "mask")`},
		{"a worker that joins a server needs keys", "[nats]\nurl = \"nats://127.0.0.1:1\"\n", nil, "no keys for the thread store"},
		{"a URL without its colon", "[nats]\nurl = \"nats//bad\"\n", nil, `nats.url: "nats//bad" is not a NATS server URL`},
		{"a URL given by a flag names the flag", "", []string{"-nats-url", "nats//bad"}, "the -nats-url flag: nats.url"},
		{"an http address without a port", "", []string{"-http", "9464"}, `the -http flag: http.listen: "9464"`},
		{"an embedded listen address without a port", "[nats]\nlisten = \"4222\"\n", nil, "nats.listen"},
		{"a key file that does not exist", "[keys]\nfile = \"" + missing + "\"\n", nil, missing},
		{"a creds file that does not exist", "[nats]\nurl = \"nats://127.0.0.1:1\"\ncreds_file = \"" + missing + "\"\n", nil, "nats.creds_file"},
		{"a TLS certificate that does not exist", "[nats]\nurl = \"tls://127.0.0.1:1\"\ntls_cert = \"" + missing + "\"\ntls_key = \"" + missing + "\"\n", nil, "nats.tls_cert"},
		{"a strategy written as a number", "[strategies]\ntool = 3\n", nil, "strategies.tool: expected a strategy name"},
		{"a value of the wrong type, in TOML's words", "[worker]\ninstances = \"x\"\n", nil, "worker.instances: expected an integer, got a string"},
		{"a nats detector without a subject", "[detector]\ntype = \"nats\"\n", nil, "subject"},
	}
	dir := t.TempDir()
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"-data", t.TempDir(), "-listen", "127.0.0.1:0", "-http", "127.0.0.1:0"}, tt.args...)
			if tt.doc != "" {
				path := filepath.Join(dir, "c"+strconv.Itoa(i)+".toml")
				if err := os.WriteFile(path, []byte(tt.doc), 0o600); err != nil {
					t.Fatal(err)
				}
				args = append(args, "-config", path)
			}
			env := cleanEnv(t)
			code, checked := runBinary(t, "", env, append(args, "-check")...)
			if code != 1 || !strings.Contains(checked, tt.want) || strings.Contains(checked, "configuration ok") {
				t.Fatalf("-check: exit %d, want 1 and %q:\n%s", code, tt.want, checked)
			}
			code, started := runBinary(t, "", env, args...)
			if code != 1 || lastLine(started) != lastLine(checked) {
				t.Errorf("the start says otherwise: exit %d\n start: %s\n check: %s", code, lastLine(started), lastLine(checked))
			}
		})
	}
	if code, out := runBinary(t, "", cleanEnv(t), "-check"); code != 0 || strings.TrimSpace(out) != "configuration ok" {
		t.Errorf("the default configuration: exit %d: %s", code, out)
	}
	// A joined worker with its keys, on servers whose names cannot resolve
	// (.invalid, RFC 6761) and a port nothing listens on: -check neither
	// resolves nor connects, so the configuration is ok.
	keys := filepath.Join(t.TempDir(), "keys.json")
	if code, out := runBinary(t, "", cleanEnv(t), "-gen-keys", keys); code != 0 {
		t.Fatalf("-gen-keys: exit %d: %s", code, out)
	}
	code, out := runBinary(t, "", cleanEnv(t), "-check", "-keys-file", keys, "-nats-url", "nats://nats-1.piighost.invalid:4222,tls://nats-2.piighost.invalid:1")
	if code != 0 || strings.TrimSpace(out) != "configuration ok" {
		t.Errorf("servers that cannot be reached from here: exit %d: %s", code, out)
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

// TestStartAndValidateRefuseTheSameConfigurations is the same rule for
// the Go API: Start refuses what Validate refuses, with its error.
func TestStartAndValidateRefuseTheSameConfigurations(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	for _, env := range []string{"PIIGHOST_KEYS", "PIIGHOST_KEYS_FILE"} {
		t.Setenv(env, "")
	}
	for name, mutate := range map[string]func(*config.Config){
		"mask factory":            func(c *config.Config) { c.Anonymizer.Placeholder.Type = "mask" },
		"joining without keys":    func(c *config.Config) { c.NATS.URL = "nats://127.0.0.1:1"; c.Keys.File = "" },
		"an invalid http address": func(c *config.Config) { c.HTTP.Listen = "nowhere" },
	} {
		cfg := config.Default()
		cfg.NATS.DataDir = t.TempDir()
		mutate(cfg)
		verr := worker.Validate(cfg)
		_, serr := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
		if verr == nil || serr == nil || verr.Error() != serr.Error() {
			t.Errorf("%s: Validate: %v; Start: %v", name, verr, serr)
		}
	}
}

// TestReadinessWaitsForTheEndOfTheStart: while a worker waits for its
// servers, /readyz and /healthz answer 503 "starting" and /livez 200;
// cancelling the start returns an error matching context.Canceled.
func TestReadinessWaitsForTheEndOfTheStart(t *testing.T) {
	t.Parallel()
	port := strconv.Itoa(freePort(t))
	cfg := testConfig(t, "nats://127.0.0.1:"+strconv.Itoa(freePort(t)), func(c *config.Config) { c.HTTP.Listen = "127.0.0.1:" + port })
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
		done <- err
	}()
	for _, path := range []string{"/readyz", "/healthz"} {
		waitFor(t, func() bool {
			resp, err := http.Get("http://127.0.0.1:" + port + path)
			if err != nil {
				return false
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			return resp.StatusCode == 503 && strings.Contains(string(body), `"status":"starting"`)
		})
	}
	// Waiting for its servers, the worker is alive: nothing to restart.
	if resp, err := http.Get("http://127.0.0.1:" + port + "/livez"); err != nil || resp.StatusCode != 200 {
		t.Errorf("livez while starting: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Start = %v, want context.Canceled", err)
	}
}

// TestTheEmbeddedServersLogIsTheWorkers: its lines come out in the
// worker's JSON log, marked as the server's; a port in use fails at once
// with the system's reason.
func TestTheEmbeddedServersLogIsTheWorkers(t *testing.T) {
	t.Parallel()
	var buf syncBuffer
	cfg := testConfig(t, "", func(c *config.Config) { c.NATS.Listen = "127.0.0.1:0"; c.Keys.File = "" })
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))))
	if err != nil {
		t.Fatal(err)
	}
	taken := strings.TrimPrefix(w.ClientURL(), "nats://")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	defer w.Shutdown(ctx)
	mustContain(t, buf.String(), `"component":"nats-server"`, "Starting JetStream", `"msg":"worker started"`)

	other := testConfig(t, "", func(c *config.Config) { c.NATS.Listen = taken; c.Keys.File = "" })
	_, err = worker.Start(context.Background(), other, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if !errors.Is(err, worker.ErrAddressInUse) || !strings.Contains(err.Error(), taken) {
		t.Errorf("a port in use: %v", err)
	}
	if _, err := net.Dial("tcp", taken); err != nil {
		t.Errorf("the first worker's port: %v", err)
	}
}

// TestHealthWhileTheStoreWaitsNamesTheConnection: a worker connected to a
// server without JetStream waits for its store; meanwhile /healthz says
// it is starting and that NATS is connected, which tells an operator that
// the wait is not the network's.
func TestHealthWhileTheStoreWaitsNamesTheConnection(t *testing.T) {
	t.Parallel()
	s := natstest.RunWithoutJetStream(t)
	port := strconv.Itoa(freePort(t))
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) { c.HTTP.Listen = "127.0.0.1:" + port })
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
		done <- err
	}()
	natstest.Eventually(t, "healthz starting, NATS connected", func() bool {
		resp, err := http.Get("http://127.0.0.1:" + port + "/healthz")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		var h worker.Health
		return json.NewDecoder(resp.Body).Decode(&h) == nil && resp.StatusCode == 503 &&
			h.Status == "starting" && h.NATS == "CONNECTED" && !h.Ready
	})
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Start = %v, want context.Canceled", err)
	}
}

// syncBuffer is a bytes.Buffer safe for the logger's goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
