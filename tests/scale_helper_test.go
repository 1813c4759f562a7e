package tests

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"runtime/trace"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// The scaling benchmarks measure one party at a time (a worker's CPU, its
// heap, a server's CPU), so each party runs in a process of its own: the
// test binary re-executed in a helper mode. A helper reads one command per
// line on stdin and answers one line on stdout:
//
//	cpu    the process's CPU time so far (user + system), in microseconds
//	heap   the live heap after a full collection, in bytes
//	rss    the resident set size (/proc/self/status VmRSS), in bytes
//	held   what the worker's thread cache holds, as counted against its
//	       budget (piighost_cache_bytes), in bytes; -1 for a server
//	quit   stop and exit
const helperEnv = "PIIGHOST_SCALE_HELPER"

// runHelperFromEnv runs the helper the environment asks for, and exits;
// it returns when the process is an ordinary test run.
func runHelperFromEnv() {
	mode := os.Getenv(helperEnv)
	if mode == "" {
		return
	}
	var err error
	switch mode {
	case "server":
		err = helpServer()
	case "worker":
		err = helpWorker()
	default:
		err = fmt.Errorf("unknown helper mode %q", mode)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "helper:", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// helpServer runs a JetStream server storing under $PIIGHOST_SCALE_STORE
// and prints its client URL first.
func helpServer() error {
	s, err := server.NewServer(&server.Options{
		Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: os.Getenv("PIIGHOST_SCALE_STORE"),
		NoLog: true, NoSigs: true, ServerName: "scale",
	})
	if err != nil {
		return err
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		return fmt.Errorf("server not ready")
	}
	defer func() { s.Shutdown(); s.WaitForShutdown() }()
	fmt.Println(s.ClientURL())
	return serveCommands(nil)
}

// helpWorker runs a worker (service mode, under $PIIGHOST_SCALE_PREFIX)
// on $PIIGHOST_SCALE_URL with the keys in $PIIGHOST_SCALE_KEYS, and prints
// "ready".
func helpWorker() error {
	cfg := config.Default()
	cfg.NATS.URL = os.Getenv("PIIGHOST_SCALE_URL")
	dir, err := os.MkdirTemp("", "scale-worker")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	cfg.NATS.DataDir = dir
	cfg.HTTP.Listen = "127.0.0.1:0"
	cfg.Keys.File = os.Getenv("PIIGHOST_SCALE_KEYS")
	cfg.Worker.Modes = []string{config.ModeService}
	if prefix := os.Getenv("PIIGHOST_SCALE_PREFIX"); prefix != "" {
		cfg.Worker.Prefix = prefix
		// Every worker on the one bucket, whatever its prefix.
		cfg.Memory = &config.Memory{Bucket: wire.NamesOf(wire.DefaultPrefix).Bucket}
	}
	if every := os.Getenv("PIIGHOST_SCALE_CHECK"); every != "" {
		d, err := time.ParseDuration(every)
		if err != nil {
			return fmt.Errorf("PIIGHOST_SCALE_CHECK: %w", err)
		}
		if cfg.Memory == nil {
			cfg.Memory = &config.Memory{}
		}
		cfg.Memory.CheckInterval = config.DurationOf(d)
	}
	if mib := os.Getenv("PIIGHOST_SCALE_CACHE_MIB"); mib != "" {
		n, err := strconv.ParseInt(mib, 10, 64)
		if err != nil {
			return fmt.Errorf("PIIGHOST_SCALE_CACHE_MIB: %w", err)
		}
		if cfg.Memory == nil {
			cfg.Memory = &config.Memory{}
		}
		cfg.Memory.CacheBytes = config.ByteSizeOf(n << 20)
	}
	if mib := os.Getenv("PIIGHOST_SCALE_LIMIT_MIB"); mib != "" {
		n, err := strconv.ParseInt(mib, 10, 64)
		if err != nil {
			return fmt.Errorf("PIIGHOST_SCALE_LIMIT_MIB: %w", err)
		}
		if cfg.Memory == nil {
			cfg.Memory = &config.Memory{}
		}
		cfg.Memory.LimitBytes = config.ByteSizeOf(n << 20)
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	// The Go memory limit, as the worker binary sets it.
	cfg.SetMemoryLimit()
	// PIIGHOST_SCALE_LOG=warn (or info, debug) shows the worker's log on
	// the benchmark's stderr.
	var logTo io.Writer = io.Discard
	level := os.Getenv("PIIGHOST_SCALE_LOG")
	if level != "" {
		logTo = os.Stderr
	} else {
		level = "error"
	}
	// PIIGHOST_SCALE_WORKER_GOGC sets the worker's GOGC alone (the
	// server's and the benchmark's stay at the default).
	if gogc := os.Getenv("PIIGHOST_SCALE_WORKER_GOGC"); gogc != "" {
		n, err := strconv.Atoi(gogc)
		if err != nil {
			return fmt.Errorf("PIIGHOST_SCALE_WORKER_GOGC: %w", err)
		}
		debug.SetGCPercent(n)
	}
	stopProfiles, err := startProfiles()
	if err != nil {
		return err
	}
	defer stopProfiles()
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(logTo, level)))
	if err != nil {
		return err
	}
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Shutdown(ctx)
	}()
	fmt.Println("ready")
	return serveCommands(func() int64 { return w.Pipeline().CacheStats().Bytes })
}

// startProfiles starts what the environment asks of a worker helper:
// PIIGHOST_SCALE_CPUPROFILE=<file> a CPU profile, PIIGHOST_SCALE_TRACE=<file>
// an execution trace (go tool trace), each of the whole process, and
// PIIGHOST_SCALE_HEAPPROFILE=<file> a heap profile of every allocation,
// written at each "heap" command (go tool pprof -sample_index=inuse_space).
// Helpers of several sub-benchmarks write the same file in turn: the last
// one stays.
func startProfiles() (stop func(), err error) {
	if os.Getenv("PIIGHOST_SCALE_HEAPPROFILE") != "" {
		runtime.MemProfileRate = 1
	}
	var stops []func()
	stop = func() {
		for _, f := range slices.Backward(stops) {
			f()
		}
	}
	if path := os.Getenv("PIIGHOST_SCALE_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return stop, err
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			_ = f.Close()
			return stop, err
		}
		stops = append(stops, func() { pprof.StopCPUProfile(); _ = f.Close() })
	}
	if path := os.Getenv("PIIGHOST_SCALE_TRACE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			stop()
			return func() {}, err
		}
		if err := trace.Start(f); err != nil {
			_ = f.Close()
			stop()
			return func() {}, err
		}
		stops = append(stops, func() { trace.Stop(); _ = f.Close() })
	}
	return stop, nil
}

// serveCommands answers the commands on stdin; held, when not nil, is
// what the worker's thread cache holds.
func serveCommands(held func() int64) error {
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch in.Text() {
		case "cpu":
			fmt.Println(cpuMicros())
		case "heap":
			runtime.GC()
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			if err := writeHeapProfile(); err != nil {
				return err
			}
			fmt.Println(ms.HeapAlloc)
		case "rss":
			fmt.Println(rssBytes())
		case "held":
			if held == nil {
				fmt.Println(-1)
				continue
			}
			fmt.Println(held())
		case "quit":
			return nil
		default:
			fmt.Println("unknown command")
		}
	}
	return in.Err()
}

// writeHeapProfile writes the heap profile PIIGHOST_SCALE_HEAPPROFILE asks
// for, if any.
func writeHeapProfile() error {
	path := os.Getenv("PIIGHOST_SCALE_HEAPPROFILE")
	if path == "" {
		return nil
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// rssBytes is the process's resident set size, as /proc/self/status
// gives it (VmRSS), or -1 where there is no /proc.
func rssBytes() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return -1
			}
			return kb << 10
		}
	}
	return -1
}

// cpuMicros is the process's CPU time (getrusage: user + system).
func cpuMicros() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return -1
	}
	return ru.Utime.Nano()/1000 + ru.Stime.Nano()/1000
}

// helper is a running helper process.
type helper struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// startHelper starts the test binary in a helper mode and reads its first
// line (the server's URL, or "ready").
func startHelper(tb testing.TB, mode string, env ...string) (*helper, string) {
	tb.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), helperEnv+"="+mode), env...)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	h := &helper{cmd: cmd, in: in, out: bufio.NewReader(out)}
	tb.Cleanup(h.stop)
	first, err := h.out.ReadString('\n')
	if err != nil {
		tb.Fatalf("helper %s did not start: %v", mode, err)
	}
	return h, strings.TrimSpace(first)
}

func (h *helper) call(tb testing.TB, command string) int64 {
	tb.Helper()
	if _, err := fmt.Fprintln(h.in, command); err != nil {
		tb.Fatal(err)
	}
	line, err := h.out.ReadString('\n')
	if err != nil {
		tb.Fatal(err)
	}
	n, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64)
	if err != nil {
		tb.Fatalf("helper answered %q to %s", line, command)
	}
	return n
}

// stop asks the helper to quit and waits for it.
func (h *helper) stop() {
	if h.cmd.ProcessState != nil {
		return
	}
	_, _ = fmt.Fprintln(h.in, "quit")
	_ = h.in.Close()
	done := make(chan struct{})
	go func() { _ = h.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		_ = h.cmd.Process.Kill()
		<-done
	}
}
