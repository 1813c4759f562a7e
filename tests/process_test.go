package tests

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/internal/natstest"
)

// runWorkerCommand runs the worker binary to completion (a one-shot flag
// such as -thread-digest) and returns its standard output.
func runWorkerCommand(t *testing.T, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command(workerBinary(t), args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("worker %v: %v\n%s", args, err, stderr.String())
	}
	return string(out)
}

// workerProcess is a worker running as its own process.
type workerProcess struct {
	cmd  *exec.Cmd
	http string // address of its operations endpoint
	done chan struct{}
}

// startWorkerProcess starts the worker binary with a configuration file
// and waits until it logged that it started.
func startWorkerProcess(t *testing.T, toml string, env ...string) *workerProcess {
	t.Helper()
	path := filepath.Join(t.TempDir(), "worker.toml")
	if err := os.WriteFile(path, []byte(toml), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(workerBinary(t), "-config", path)
	cmd.Env = append(os.Environ(), env...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &workerProcess{cmd: cmd, done: make(chan struct{})}
	started := make(chan string, 1)
	var logs bytes.Buffer
	var mu sync.Mutex
	go func() {
		defer close(p.done)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			mu.Lock()
			logs.WriteString(sc.Text() + "\n")
			mu.Unlock()
			var line struct {
				Msg  string `json:"msg"`
				HTTP string `json:"http"`
			}
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "worker started" {
				started <- line.HTTP
			}
		}
		_ = cmd.Wait()
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-p.done
	})
	select {
	case p.http = <-started:
	case <-p.done:
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("the worker exited before it started:\n%s", logs.String())
	case <-time.After(natstest.StartTimeout):
		t.Fatalf("the worker did not start in %v", natstest.StartTimeout)
	}
	return p
}

// tomlString quotes a string for a TOML file.
func tomlString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
