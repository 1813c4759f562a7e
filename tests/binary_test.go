package tests

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The worker binary, built once per test run from ./cmd/worker, as a user
// would run it, for the tests that need a real process (signals, flags).
var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	buildOut  []byte
)

// workerBinary builds the worker binary, once per run, beside the run's
// key file (workertest.Main removes the directory). The quick tier
// (-short) skips the tests that need it.
func workerBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the worker binary")
	}
	buildOnce.Do(func() {
		binPath = filepath.Join(filepath.Dir(keysPath), "worker")
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/worker")
		cmd.Dir = ".."
		buildOut, buildErr = cmd.CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("go build: %v\n%s", buildErr, buildOut)
	}
	return binPath
}

// cleanEnv is the environment without any setting of the worker's, and
// with a configuration directory of the test's own (where -gen-keys
// writes by default), so that nothing of the machine's leaks in.
func cleanEnv(t *testing.T, extra ...string) []string {
	t.Helper()
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if name == "NATS_URL" || strings.HasPrefix(name, "PIIGHOST_") || name == "XDG_CONFIG_HOME" {
			continue
		}
		env = append(env, kv)
	}
	return append(append(env, "XDG_CONFIG_HOME="+t.TempDir()), extra...)
}

// proc is a running worker binary whose stderr is read line by line.
type proc struct {
	t     *testing.T
	cmd   *exec.Cmd
	mu    sync.Mutex
	lines []string
	more  chan struct{} // closed and replaced on every new line
	done  chan struct{} // closed when the process exited
	err   error         // the exit status, once done
}

// startBinary runs the worker with args and env, in dir (a temporary
// directory when ""), and kills it at the end of the test if it still
// runs.
func startBinary(t *testing.T, dir string, env []string, args ...string) *proc {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	cmd := exec.Command(workerBinary(t), args...)
	cmd.Dir, cmd.Env = dir, env
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = cmd.Stderr
	p := &proc{t: t, cmd: cmd, more: make(chan struct{}), done: make(chan struct{})}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			p.mu.Lock()
			p.lines = append(p.lines, sc.Text())
			close(p.more)
			p.more = make(chan struct{})
			p.mu.Unlock()
		}
		p.err = cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			_ = cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

// waitLine waits for a line matching pattern and returns its submatches;
// it fails when the process exits first.
func (p *proc) waitLine(pattern string) []string {
	p.t.Helper()
	re := regexp.MustCompile(pattern)
	seen := 0
	deadline := time.After(2 * time.Minute)
	for {
		p.mu.Lock()
		for ; seen < len(p.lines); seen++ {
			if m := re.FindStringSubmatch(p.lines[seen]); m != nil {
				p.mu.Unlock()
				return m
			}
		}
		more := p.more
		p.mu.Unlock()
		select {
		case <-more:
		case <-p.done:
			p.mu.Lock()
			last := len(p.lines)
			p.mu.Unlock()
			if seen < last {
				continue
			}
			p.t.Fatalf("the worker exited (%v) before printing /%s/:\n%s", p.err, pattern, p.output())
		case <-deadline:
			p.t.Fatalf("no line /%s/ after 2 min:\n%s", pattern, p.output())
		}
	}
}

// wait waits for the exit and returns its code.
func (p *proc) wait() int {
	p.t.Helper()
	select {
	case <-p.done:
	case <-time.After(2 * time.Minute):
		p.t.Fatalf("the worker did not exit:\n%s", p.output())
	}
	if p.err == nil {
		return 0
	}
	if ee, ok := p.err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	p.t.Fatal(p.err)
	return -1
}

func (p *proc) signal(sig syscall.Signal) {
	p.t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		p.t.Fatal(err)
	}
}

// output is everything the worker printed so far.
func (p *proc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Join(p.lines, "\n")
}

// runBinary runs the worker to its end and returns its exit code and
// output.
func runBinary(t *testing.T, dir string, env []string, args ...string) (int, string) {
	t.Helper()
	p := startBinary(t, dir, env, args...)
	code := p.wait()
	return code, p.output()
}

// freePort asks the kernel for a free port and frees it, for a process
// that must be told its port before it starts.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
