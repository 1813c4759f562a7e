package tests

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// BenchmarkScaleRestart: the first model.in after a worker binary
// (re)started on a thread of 2,000 values, and the next one on another
// thread the process never saw (its thread's own load in a process that
// served already), with the worker's embedded server (its data kept from
// one start to the next) and joined to a nats-server helper. Each start
// waits for the worker's "worker started" line (gate=log, as a script
// reading the embedded worker's banner does), or for that line and one
// /readyz answering 200 (gate=readyz, as an orchestrator does: its store
// probe writes and reads the bucket on the way), before the request. Besides the round
// trips, the worker process's CPU time over each request is read from
// /proc (schedstat), a figure a loaded machine moves less. Restarts alternate
// between the binaries of PIIGHOST_SCALE_BINARIES ("name=path,...";
// default: this tree's cmd/worker, built once), the order swapped every
// round, so that two builds compare side by side in one run:
//
//	git worktree add /tmp/main main && (cd /tmp/main && go build -o /tmp/worker-main ./cmd/worker)
//	go build -o /tmp/worker-new ./cmd/worker
//	PIIGHOST_SCALE_BINARIES=main=/tmp/worker-main,new=/tmp/worker-new \
//	  go test -run '^$' -bench 'ScaleRestart' -benchtime 1x -timeout 60m ./tests/
//
// PIIGHOST_SCALE_RESTARTS sets the restarts of each binary in each mode
// (20 by default); PIIGHOST_SCALE_RESTART_IDLE, a Go duration, waits that
// long between the first request and the next (past nats-server's 10 s
// cache of a stream's blocks, the next request reads its thread's blocks
// from disk again, as the first does). PIIGHOST_SCALE_RESTART_FRESH=1
// sends both requests to new threads of one value instead: the first
// then costs the next's CPU plus what a start left for the first request
// to do. PIIGHOST_SCALE_RESTART_PERF=<dir> records each request's CPU
// samples of the worker process with perf (Linux; 20 kHz, call graphs;
// perf attaches before the request, which then comes a few milliseconds
// later than without) into <dir>/<mode>-<gate>-<binary>-<first|next>-<restart>.data:
//
//	for f in dir/*-first-*.data; do perf script -i $f; done > first.txt
func BenchmarkScaleRestart(b *testing.B) {
	const values, threads = 2000, 8
	restarts := envInt(b, "PIIGHOST_SCALE_RESTARTS", 20)
	var idle time.Duration
	if os.Getenv("PIIGHOST_SCALE_RESTART_IDLE") != "" {
		idle = envDuration(b, "PIIGHOST_SCALE_RESTART_IDLE", 0)
	}
	fresh := os.Getenv("PIIGHOST_SCALE_RESTART_FRESH") != ""
	perfDir := os.Getenv("PIIGHOST_SCALE_RESTART_PERF")
	bins := restartBinaries(b)
	for _, c := range []struct{ mode, gate string }{{"embedded", "log"}, {"embedded", "readyz"}, {"joined", "log"}, {"joined", "readyz"}} {
		mode := c.mode
		b.Run("mode="+mode+"/gate="+c.gate, func(b *testing.B) {
			dir := b.TempDir()
			cfg := []string{
				`[worker]`, `modes = ["service"]`,
				`[keys]`, `file = "` + keysPath + `"`,
				`[http]`, `listen = "127.0.0.1:0"`,
				`[log]`, `level = "info"`,
				`[nats]`,
			}
			if mode == "embedded" {
				cfg = append(cfg, `listen = "127.0.0.1:0"`, `data_dir = "`+filepath.Join(dir, "data")+`"`)
			} else {
				env := newScaleEnv(b)
				cfg = append(cfg, `url = "`+env.url+`"`)
			}
			path := filepath.Join(dir, "worker.toml")
			if err := os.WriteFile(path, []byte(strings.Join(cfg, "\n")+"\n"), 0o600); err != nil {
				b.Fatal(err)
			}
			// Fill through the first binary's server (the embedded one
			// keeps its data in data_dir).
			w := startRestartWorker(b, bins[0].path, dir, path, true)
			f := newFiller(b, w.nats)
			f.fill(b, 0, threads, values, 4)
			f.close()
			w.stop(b)

			first := make(map[string][]time.Duration)
			next := make(map[string][]time.Duration)
			ready := make(map[string][]time.Duration)
			firstCPU := make(map[string][]time.Duration)
			nextCPU := make(map[string][]time.Duration)
			for r := range restarts {
				order := bins
				if r%2 == 1 {
					order = reversed(bins)
				}
				for _, bin := range order {
					w := startRestartWorker(b, bin.path, dir, path, c.gate == "readyz")
					nc, err := nats.Connect(w.nats)
					if err != nil {
						b.Fatal(err)
					}
					th, th2 := r%threads, (r+1+len(bins))%threads
					thread1, values1 := scaleThread(th), []string{value(th, 0), value(th, values-1)}
					thread2, values2 := scaleThread(th2), []string{value(th2, 1), value(th2, values/2)}
					if fresh {
						round := fmt.Sprintf("fresh-%s-%d-%s", mode, r, bin.name)
						thread1, values1 = round+"-first", []string{"ann.first@example.org"}
						thread2, values2 = round+"-next", []string{"bob.next@example.org"}
					}
					run := func(which, thread string, seq int, vs []string) (time.Duration, time.Duration) {
						if perfDir != "" {
							p := startRestartPerf(b, filepath.Join(perfDir, fmt.Sprintf("%s-%s-%s-%s-%d", mode, c.gate, bin.name, which, r)), w.cmd.Process.Pid)
							defer p.stop(b)
						}
						c0 := w.cpu(b)
						d := request(b, nc, "piighost", thread, seq, vs...)
						return d, w.cpu(b) - c0
					}
					d, cpu := run("first", thread1, 2*r, values1)
					first[bin.name], firstCPU[bin.name] = append(first[bin.name], d), append(firstCPU[bin.name], cpu)
					time.Sleep(idle)
					d, cpu = run("next", thread2, 2*r+1, values2)
					next[bin.name], nextCPU[bin.name] = append(next[bin.name], d), append(nextCPU[bin.name], cpu)
					ready[bin.name] = append(ready[bin.name], w.ready)
					nc.Close()
					w.stop(b)
				}
			}
			for _, bin := range bins {
				b.ReportMetric(ms(percentile(first[bin.name], 50)), bin.name+"-first-p50-ms")
				b.ReportMetric(ms(percentile(first[bin.name], 90)), bin.name+"-first-p90-ms")
				b.ReportMetric(ms(percentile(next[bin.name], 50)), bin.name+"-next-p50-ms")
				b.ReportMetric(ms(percentile(ready[bin.name], 50)), bin.name+"-ready-p50-ms")
				b.ReportMetric(ms(percentile(firstCPU[bin.name], 50)), bin.name+"-first-cpu-p50-ms")
				b.ReportMetric(ms(percentile(nextCPU[bin.name], 50)), bin.name+"-next-cpu-p50-ms")
			}
			if len(bins) == 2 {
				a, c := bins[0].name, bins[1].name
				b.ReportMetric(float64(percentile(first[c], 50))/float64(percentile(first[a], 50)), c+"/"+a+"-first-p50")
			}
		})
	}
}

// restartBinary is a worker binary to restart, by name.
type restartBinary struct{ name, path string }

func reversed(bins []restartBinary) []restartBinary {
	out := make([]restartBinary, len(bins))
	for i, b := range bins {
		out[len(bins)-1-i] = b
	}
	return out
}

// restartBinaries reads PIIGHOST_SCALE_BINARIES, or builds this tree's
// worker.
func restartBinaries(b *testing.B) []restartBinary {
	spec := os.Getenv("PIIGHOST_SCALE_BINARIES")
	if spec == "" {
		path := filepath.Join(b.TempDir(), "worker")
		cmd := exec.Command("go", "build", "-o", path, "./cmd/worker")
		cmd.Dir = ".."
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("go build: %v\n%s", err, out)
		}
		return []restartBinary{{"worker", path}}
	}
	var bins []restartBinary
	for _, s := range strings.Split(spec, ",") {
		name, path, ok := strings.Cut(s, "=")
		if !ok || name == "" || path == "" {
			b.Fatalf("PIIGHOST_SCALE_BINARIES: %q is not name=path", s)
		}
		bins = append(bins, restartBinary{name, path})
	}
	return bins
}

// restartWorker is a running worker binary.
type restartWorker struct {
	cmd   *exec.Cmd
	nats  string        // its NATS server's URL
	ready time.Duration // from its start to its gate
}

// startRestartWorker runs the worker binary with the configuration file,
// in dir, and returns once it logged "worker started" and, with readyz
// set, its /readyz answered 200.
func startRestartWorker(b *testing.B, bin, dir, config string, readyz bool) *restartWorker {
	b.Helper()
	cmd := exec.Command(bin, "-config", config)
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if name != "NATS_URL" && !strings.HasPrefix(name, "PIIGHOST_") && name != "XDG_CONFIG_HOME" && name != "GOMEMLIMIT" {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "XDG_CONFIG_HOME="+dir)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	w := &restartWorker{cmd: cmd}
	b.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	var started struct {
		Msg  string `json:"msg"`
		NATS string `json:"nats"`
		HTTP string `json:"http"`
	}
	lines := bufio.NewScanner(stderr)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	var seen []string
	for started.Msg != "worker started" {
		if !lines.Scan() {
			b.Fatalf("%s exited before it started:\n%s", bin, strings.Join(seen, "\n"))
		}
		seen = append(seen, lines.Text())
		_ = json.Unmarshal(lines.Bytes(), &started)
	}
	go func() { // the rest of the log, unread
		for lines.Scan() {
		}
	}()
	w.nats = started.NATS
	for readyz {
		resp, err := http.Get("http://" + started.HTTP + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Since(start) > time.Minute {
			b.Fatalf("%s: /readyz not 200 after a minute", bin)
		}
		time.Sleep(time.Millisecond)
	}
	w.ready = time.Since(start)
	return w
}

// cpu is the CPU time the worker process used so far: the sum over its
// threads of /proc/<pid>/task/<tid>/schedstat's first field (time on a
// CPU, in nanoseconds), which the machine's load does not stretch as it
// stretches wall time.
func (w *restartWorker) cpu(b *testing.B) time.Duration {
	b.Helper()
	tasks, err := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", w.cmd.Process.Pid))
	if err != nil || len(tasks) == 0 {
		b.Fatalf("schedstat of the worker: %v", err)
	}
	var sum time.Duration
	for _, path := range tasks {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // a thread that ended
		}
		f := strings.Fields(string(data))
		if len(f) == 0 {
			continue
		}
		ns, err := strconv.ParseInt(f[0], 10, 64)
		if err == nil {
			sum += time.Duration(ns)
		}
	}
	return sum
}

// stop stops the worker as an orchestrator does (SIGTERM) and waits.
func (w *restartWorker) stop(b *testing.B) {
	b.Helper()
	if err := w.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		b.Fatal(err)
	}
	if err := w.cmd.Wait(); err != nil {
		b.Fatalf("worker exit: %v", err)
	}
}

// restartPerf is a perf record of a worker process, enabled from its
// start to stop (perf's control FIFOs: the recording begins once perf
// acknowledges, not after a guessed delay).
type restartPerf struct {
	cmd      *exec.Cmd
	ctl, ack *os.File
	acks     *bufio.Reader
}

// startRestartPerf attaches perf to the process pid, recording into
// path + ".data", and returns once perf records.
func startRestartPerf(b *testing.B, path string, pid int) *restartPerf {
	b.Helper()
	ctl, ack := path+".ctl", path+".ack"
	for _, f := range []string{ctl, ack} {
		_ = os.Remove(f)
		if err := syscall.Mkfifo(f, 0o600); err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = os.Remove(f) })
	}
	cmd := exec.Command("perf", "record", "-q", "-F", "20000", "-e", "cpu-clock", "-g", "-D", "-1",
		"--control=fifo:"+ctl+","+ack, "-o", path+".data", "-p", strconv.Itoa(pid))
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		b.Fatalf("perf: %v", err)
	}
	p := &restartPerf{cmd: cmd}
	var err error
	// Opening a FIFO waits for its other end: perf's, once it runs.
	if p.ctl, err = os.OpenFile(ctl, os.O_WRONLY, 0); err != nil {
		b.Fatal(err)
	}
	if p.ack, err = os.Open(ack); err != nil {
		b.Fatal(err)
	}
	p.acks = bufio.NewReader(p.ack)
	p.command(b, "enable")
	return p
}

// command sends perf a control command and waits for its ack (perf
// ends each with a NUL byte).
func (p *restartPerf) command(b *testing.B, c string) {
	b.Helper()
	if _, err := p.ctl.WriteString(c + "\n"); err != nil {
		b.Fatalf("perf %s: %v", c, err)
	}
	if line, err := p.acks.ReadString('\n'); err != nil || strings.Trim(line, "\x00\n") != "ack" {
		b.Fatalf("perf %s: %q, %v", c, line, err)
	}
}

// stop ends the recording and waits for perf to write it.
func (p *restartPerf) stop(b *testing.B) {
	b.Helper()
	p.command(b, "disable")
	_ = p.ctl.Close()
	_ = p.ack.Close()
	if err := p.cmd.Process.Signal(syscall.SIGINT); err != nil {
		b.Fatal(err)
	}
	_ = p.cmd.Wait() // perf exits with the signal's status
}
