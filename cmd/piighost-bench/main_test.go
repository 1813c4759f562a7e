package main

import (
	"bytes"
	"context"
	"encoding/json"
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
)

// TestEveryWorkloadRunsAgainstARealWorker runs the command as a user
// would, with tiny phases: every workload completes on both sides, checks
// every reply, and lands in the table and the JSON.
func TestEveryWorkloadRunsAgainstARealWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a worker and runs every workload")
	}
	jsonPath := filepath.Join(t.TempDir(), "out.json")
	var out, errs bytes.Buffer
	args := []string{"-rounds", "1", "-phase", "30ms", "-warmup", "10ms", "-json", jsonPath}
	if err := run(context.Background(), args, &out, &errs); err != nil {
		t.Fatalf("run: %v\n%s", err, errs.String())
	}
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	all := allWorkloads()
	if len(rep.Results) != len(all) {
		t.Fatalf("%d results, want %d", len(rep.Results), len(all))
	}
	for i, res := range rep.Results {
		if res.Workload != all[i].Name() {
			t.Errorf("result %d is %s, want %s", i, res.Workload, all[i].Name())
		}
		if r := res.Rounds[0]; r.Baseline.Ops == 0 || r.Worker.Ops == 0 {
			t.Errorf("%s: no operation completed: %+v", res.Workload, r)
		}
		if !strings.Contains(out.String(), "| "+res.Workload+" |") {
			t.Errorf("the table lacks %s", res.Workload)
		}
	}
}

func TestGlobRules(t *testing.T) {
	tests := []struct {
		name, pattern, in string
		want              bool
	}{
		{"a name without a star matches itself only", "model.in/service/c1", "model.in/service/c1", true},
		{"a name without a star is no prefix", "model.in/service/c1", "model.in/service/c10", false},
		{"a star matches across slashes", "stream.chunk/*", "stream.chunk/pipeline/s100", true},
		{"stars in the middle match runs", "*/pipeline/*", "stream.chunk/pipeline/s1", true},
		{"the suffix must match", "*/s10", "stream.chunk/service/s100", false},
		{"a lone star matches all", "*", "history/service/m1", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := glob(tt.pattern, tt.in); got != tt.want {
				t.Errorf("glob(%q, %q) = %v", tt.pattern, tt.in, got)
			}
		})
	}
}

func TestSummariesAreMediansOfPerRoundPairs(t *testing.T) {
	r := Result{Rounds: []Round{
		{Baseline: PhaseStats{Rate: 100, P50us: 10, P99us: 20, CPUus: 40}, Worker: PhaseStats{Rate: 50, P50us: 30, P99us: 60, CPUus: 70}},
		{Baseline: PhaseStats{Rate: 200, P50us: 10, P99us: 20, CPUus: 40}, Worker: PhaseStats{Rate: 180, P50us: 12, P99us: 25, CPUus: 45}},
		{Baseline: PhaseStats{Rate: 100, P50us: 50, P99us: 90, CPUus: 50}, Worker: PhaseStats{Rate: 80, P50us: 60, P99us: 100, CPUus: 60}},
	}}
	r.settle()
	// Ratios 0.5, 0.9, 0.8 (median 0.8, range 0.5–0.9); added p50 20,
	// 2, 10; added p99 40, 5, 10; added CPU 30, 5, 10.
	if r.Ratio != 0.8 || r.RatioMin != 0.5 || r.RatioMax != 0.9 || r.AddedP50us != 10 || r.AddedP99us != 10 || r.BaselineRate != 100 || r.WorkerRate != 80 || r.AddedCPUus != 10 {
		t.Errorf("settled = %+v", r)
	}
	if q := quantile([]time.Duration{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.5); q != 5 {
		t.Errorf("p50 of 1..10 = %d", q)
	}
}

// TestTheRelayDeliversItsOutputsAsTheWorkerDoes: the default relay's
// reader gets outputs the stream stored and republished (they carry the
// stream's headers), as the worker's readers do; the capture relay's
// reader gets the publish itself.
func TestTheRelayDeliversItsOutputsAsTheWorkerDoes(t *testing.T) {
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: t.TempDir(), NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	defer func() { s.Shutdown(); s.WaitForShutdown() }()
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		kind, stream string // stream: the Nats-Stream header the reader sees
	}{{relayRepublish, "PIIGHOSTBENCH_RELAY_REP"}, {relayCapture, ""}} {
		t.Run(tt.kind, func(t *testing.T) {
			r, err := startRelay(context.Background(), s.ClientURL(), "file", tt.kind)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			sub, err := nc.SubscribeSync(r.out + ".>")
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Unsubscribe()
			if err := nc.Flush(); err != nil {
				t.Fatal(err)
			}
			data, _ := msgpack.Marshal(map[string]any{"seq": 1})
			if _, err := js.Publish(context.Background(), relayIn+".s1", data); err != nil {
				t.Fatal(err)
			}
			m, err := sub.NextMsg(10 * time.Second)
			if err != nil {
				t.Fatal(err)
			}
			var got map[string]any
			if err := msgpack.Unmarshal(m.Data, &got); err != nil || m.Subject != r.out+".s1" || !sameSeq(got["seq"], 1) {
				t.Errorf("output %s %x (%v), want %s.s1 {seq: 1}", m.Subject, m.Data, err, r.out)
			}
			if got := m.Header.Get(jetstream.StreamHeader); got != tt.stream {
				t.Errorf("Nats-Stream = %q, want %q", got, tt.stream)
			}
		})
	}
}

// TestPhaseProfilesAreOnePerMeasuredPhase checks -phase-cpuprofile: one
// profile file per side and round of each workload, none for the
// warm-ups, and the flag refused beside -cpuprofile.
func TestPhaseProfilesAreOnePerMeasuredPhase(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a worker")
	}
	dir := filepath.Join(t.TempDir(), "profiles")
	var out, errs bytes.Buffer
	args := []string{"-rounds", "2", "-phase", "20ms", "-warmup", "10ms", "-workloads", "model.out/service/c1", "-phase-cpuprofile", dir}
	if err := run(context.Background(), args, &out, &errs); err != nil {
		t.Fatalf("run: %v\n%s", err, errs.String())
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	want := []string{
		"model.out_service_c1.baseline.1.prof", "model.out_service_c1.baseline.2.prof",
		"model.out_service_c1.worker.1.prof", "model.out_service_c1.worker.2.prof",
	}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Fatalf("profiles %v, want %v", names, want)
	}
	if _, err := parseFlags([]string{"-cpuprofile", "x", "-phase-cpuprofile", dir}, &errs); err == nil {
		t.Fatal("-cpuprofile with -phase-cpuprofile accepted")
	}
}

// countingClient counts its operations.
type countingClient struct{ n atomic.Int64 }

func (c *countingClient) Do(context.Context) error { c.n.Add(1); return nil }

func TestEveryClientCompletesOneOperationEvenWithNoBudgetLeft(t *testing.T) {
	clients := []client{&countingClient{}, &countingClient{}, &countingClient{}}
	p, err := closedLoop(context.Background(), clients, 0)
	if err != nil {
		t.Fatal(err)
	}
	if p.Ops < len(clients) {
		t.Fatalf("%d operations, want one per client at least", p.Ops)
	}
	for i, c := range clients {
		if c.(*countingClient).n.Load() == 0 {
			t.Errorf("client %d ran nothing", i)
		}
	}
}
