// Command piighost-bench measures the worker against the physical limit
// of the NATS server it runs on. It starts a worker in process (with its
// embedded nats-server, or joining -nats-url), or joins workers already
// running (-worker=none), registers an echo responder and a bare
// JetStream relay on the same server, and runs workloads in alternating
// baseline and worker phases, several rounds, printing per workload the
// throughput ratio and the added p50/p99 latency, as medians of per-round
// pairs:
//
//	go run ./cmd/piighost-bench                                  # every workload
//	go run ./cmd/piighost-bench -workloads 'stream.chunk/*' -rounds 7
//	go run ./cmd/piighost-bench -list
//	go run ./cmd/piighost-bench -nats-url nats://host:4222 -worker none -json out.json
//
// docs/performance.md gives the figures it printed and how to read them.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "piighost-bench:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	natsURL   string
	workerArg string
	config    string
	keysFile  string
	prefix    string
	workloads string
	list      bool
	rounds    int
	phase     time.Duration
	warmup    time.Duration
	conns     int
	timeout   time.Duration
	jsonPath  string
	verbose   bool
	cpuProf   string
	relay     string
	memProf   string
	phaseProf string
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("piighost-bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.natsURL, "nats-url", "", "NATS server to join; empty: the in-process worker's embedded server")
	fs.StringVar(&o.workerArg, "worker", "process", "process: start a worker in this process; none: measure the workers already on -nats-url")
	fs.StringVar(&o.config, "config", "", "configuration file of the in-process worker (TOML); empty: the defaults")
	fs.StringVar(&o.keysFile, "keys-file", "", "key file of the in-process worker when it joins -nats-url; empty: a new one")
	fs.StringVar(&o.prefix, "prefix", "piighost", "subject prefix of the workers joined with -worker none")
	fs.StringVar(&o.workloads, "workloads", "*", "comma-separated workload names; * matches any run of characters")
	fs.BoolVar(&o.list, "list", false, "list the workloads and exit")
	fs.IntVar(&o.rounds, "rounds", 5, "pairs of phases (baseline, worker) per workload")
	fs.DurationVar(&o.phase, "phase", time.Second, "length of one phase")
	fs.DurationVar(&o.warmup, "warmup", 300*time.Millisecond, "length of the warm-up phase of each side")
	fs.IntVar(&o.conns, "conns", 4, "client connections the workloads spread over")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, "bound of one operation")
	fs.StringVar(&o.jsonPath, "json", "", "also write the results, per round, as JSON to this file")
	fs.BoolVar(&o.verbose, "v", false, "log the in-process worker's warnings to stderr")
	fs.StringVar(&o.cpuProf, "cpuprofile", "", "write a CPU profile of the whole process (worker, clients, responders) to this file")
	fs.StringVar(&o.relay, "relay", relayRepublish, "pipeline-mode baseline: republish (outputs stored, then republished, as the worker's are) or capture (the output stream captures the subject readers get the publish on: less than the worker does)")
	fs.StringVar(&o.memProf, "memprofile", "", "write an allocation profile of the whole process to this file once the workloads ran (setup included: focus on the worker, e.g. -focus 'worker|processor')")
	fs.StringVar(&o.phaseProf, "phase-cpuprofile", "", "write a CPU profile of each measured phase into this directory, named workload.side.round.prof, so that the worker's phases are read apart from the baseline's (go tool pprof merges the files it is given)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if o.cpuProf != "" && o.phaseProf != "" {
		return o, errors.New("-cpuprofile and -phase-cpuprofile cannot both be given: one CPU profile runs at a time")
	}
	if o.relay != relayRepublish && o.relay != relayCapture {
		return o, fmt.Errorf("-relay must be %s or %s, not %q", relayRepublish, relayCapture, o.relay)
	}
	if o.workerArg != "process" && o.workerArg != "none" {
		return o, fmt.Errorf("-worker must be process or none, not %q", o.workerArg)
	}
	if o.workerArg == "none" && o.natsURL == "" {
		return o, errors.New("-worker none needs -nats-url: the workers to measure")
	}
	if o.rounds < 1 || o.conns < 1 {
		return o, errors.New("-rounds and -conns must be at least 1")
	}
	return o, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.memProf != "" {
		runtime.MemProfileRate = 64 << 10 // before anything allocates: a finer sample than the default
	}
	selected, err := selectWorkloads(allWorkloads(), o.workloads)
	if err != nil {
		return err
	}
	if o.list {
		for _, w := range selected {
			fmt.Fprintf(stdout, "%s\t(baseline: %s)\n", w.Name(), w.Baseline())
		}
		return nil
	}
	machine := newMachine(o.workerArg)
	url, prefix, storage, stopWorker, err := startWorker(ctx, o, stderr)
	if err != nil {
		return err
	}
	defer stopWorker()
	env, err := newEnv(url, prefix, o.conns, o.timeout)
	if err != nil {
		return err
	}
	defer env.Close()
	echo, err := startEcho(url, env.EchoPrefix)
	if err != nil {
		return err
	}
	defer echo.Close()
	rel, err := startRelay(ctx, url, storage, o.relay)
	if err != nil {
		return err
	}
	defer rel.Close()
	env.RelayOut = rel.out

	if o.cpuProf != "" {
		f, err := os.Create(o.cpuProf)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	rep := Report{Machine: machine, Plan: fmt.Sprintf("%d rounds of %s phases, relay: %s", o.rounds, o.phase, o.relay)}
	p := plan{rounds: o.rounds, phase: o.phase, warmup: o.warmup, profileDir: o.phaseProf}
	if p.profileDir != "" {
		if err := os.MkdirAll(p.profileDir, 0o755); err != nil {
			return err
		}
	}
	for _, w := range selected {
		fmt.Fprintf(stderr, "%s ...\n", w.Name())
		res, err := measure(ctx, env, w, p)
		if err != nil {
			return err
		}
		rep.Results = append(rep.Results, res)
	}
	rep.Machine.LoadAfter = loadAverage()
	if o.memProf != "" {
		if err := writeMemProfile(o.memProf); err != nil {
			return err
		}
	}
	writeTable(stdout, rep)
	if o.jsonPath != "" {
		return writeJSON(o.jsonPath, rep)
	}
	return nil
}

// writeMemProfile writes the allocations made so far.
func writeMemProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// startWorker starts the in-process worker, or checks the flags for
// joining running ones; it returns the server URL, the workers' prefix,
// the pipeline storage and how to stop.
func startWorker(ctx context.Context, o options, stderr io.Writer) (url, prefix, storage string, stop func(), err error) {
	if o.workerArg == "none" {
		return o.natsURL, o.prefix, "file", func() {}, nil
	}
	cfg, err := config.Load(o.config)
	if err != nil {
		return "", "", "", nil, err
	}
	dir, err := os.MkdirTemp("", "piighost-bench")
	if err != nil {
		return "", "", "", nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	cfg.NATS.URL = o.natsURL
	cfg.NATS.DataDir = filepath.Join(dir, "data")
	cfg.NATS.Listen = "127.0.0.1:-1"
	cfg.HTTP.Listen = "off"
	if o.natsURL != "" && cfg.Keys.File == "" {
		cfg.Keys.File = o.keysFile
		if cfg.Keys.File == "" {
			cfg.Keys.File = filepath.Join(dir, "keys.json")
			if _, err := kvstore.GenerateKeyFile(cfg.Keys.File); err != nil {
				cleanup()
				return "", "", "", nil, err
			}
		}
	}
	if err := cfg.Validate(); err != nil {
		cleanup()
		return "", "", "", nil, err
	}
	logTo, level := io.Discard, "error"
	if o.verbose {
		logTo, level = stderr, "warn"
	}
	w, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(logTo, level)))
	if err != nil {
		cleanup()
		return "", "", "", nil, err
	}
	stop = func() {
		sctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = w.Shutdown(sctx)
		cleanup()
	}
	storage = cfg.Worker.Storage
	return w.ClientURL(), cfg.Worker.Prefix, storage, stop, nil
}

// selectWorkloads keeps the workloads whose name matches one of the
// comma-separated patterns, in the order allWorkloads lists them.
func selectWorkloads(all []Workload, patterns string) ([]Workload, error) {
	var out []Workload
	for _, w := range all {
		for _, p := range strings.Split(patterns, ",") {
			if p = strings.TrimSpace(p); p != "" && glob(p, w.Name()) {
				out = append(out, w)
				break
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no workload matches %q (see -list)", patterns)
	}
	return out, nil
}

// glob matches name against a pattern where * stands for any run of
// characters, slashes included.
func glob(pattern, name string) bool {
	parts := strings.Split(pattern, "*")
	if len(parts) == 1 {
		return pattern == name
	}
	if !strings.HasPrefix(name, parts[0]) {
		return false
	}
	name = name[len(parts[0]):]
	for _, p := range parts[1 : len(parts)-1] {
		i := strings.Index(name, p)
		if i < 0 {
			return false
		}
		name = name[i+len(p):]
	}
	return strings.HasSuffix(name, parts[len(parts)-1])
}
