package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/internal/deploysecrets"
)

// TestMain runs the worker's main instead of the tests when the test binary
// is started again by runWorker, so the tests drive the real command line.
func TestMain(m *testing.M) {
	if os.Getenv("PIIGHOST_TEST_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runWorker runs the worker command with args; it returns its stdout,
// stderr and exit code.
func runWorker(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = []string{"PIIGHOST_TEST_RUN_MAIN=1", "HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
}

const upstreamExample = "../../config/testdata/piighost-upstream.toml"

func TestCheckGivesOneLinePerUpstreamKeyToChange(t *testing.T) {
	stdout, stderr, code := runWorker(t, "-check", "-config", upstreamExample)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if code != 1 || stdout != "" || len(lines) != 6 {
		t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, stdout, stderr)
	}
	for i, want := range []string{"detector.detectors[0].catalogs: ", "memory.type: ", "memory.url: ", "memory.namespace: ", "memory.hasher: ", "memory.cipher: "} {
		if !strings.HasPrefix(lines[i], "piighost worker: "+upstreamExample+":") || !strings.Contains(lines[i], want) || !strings.Contains(lines[i], "write") && !strings.Contains(lines[i], "delete") {
			t.Errorf("line %d = %q, want the file, its line, %q and what to write", i+1, lines[i], want)
		}
	}
}

func TestCheckSaysConfigurationOKOnceTheLinesAreApplied(t *testing.T) {
	b, err := os.ReadFile(upstreamExample)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, r := range [][2]string{
		{`catalogs = ["catalog:piighost/generic", "catalog:piighost/fr"]`, `groups = ["generic", "fr"]`},
		{`type = "redis"`, `type = "nats_kv"`},
		{"url = \"redis://redis.internal:6379/0\"\n", ""},
		{`namespace = "piighost"`, `bucket = "piighost"`},
		{"[memory.hasher]\ntype = \"argon2\"\n", ""},
		{"[memory.cipher]\ntype = \"aesgcm\"\n", ""},
	} {
		doc = strings.Replace(doc, r[0], r[1], 1)
	}
	fixed := filepath.Join(t.TempDir(), "piighost.toml")
	if err := os.WriteFile(fixed, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{fixed, "../../pipeline.example.toml", composeWorkerConfig(t)} {
		stdout, stderr, code := runWorker(t, "-check", "-config", file)
		if code != 0 || stdout != "configuration ok\n" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", file, code, stdout, stderr)
		}
	}
}

// composeWorkerConfig is deploy/worker.toml with its /run/secrets files
// (which -check reads) written by deploysecrets into a directory of the
// test's own.
func composeWorkerConfig(t *testing.T) string {
	t.Helper()
	for _, v := range []string{"WORKER_PASSWORD", "AGENT_PASSWORD", "MODEL_PASSWORD"} {
		t.Setenv(v, "unused")
	}
	secrets := filepath.Join(t.TempDir(), "secrets")
	if err := deploysecrets.Write(deploysecrets.Config{Dir: secrets, Permissions: "../../deploy/nats-permissions.conf"}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("../../deploy/worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "worker.toml")
	if err := os.WriteFile(path, bytes.ReplaceAll(b, []byte("/run/secrets"), []byte(secrets)), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
