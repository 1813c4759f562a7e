package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"
)

// Machine describes where a run happened: figures from a shared machine
// mean little without its load.
type Machine struct {
	CPUs        int    `json:"cpus"`
	GoVersion   string `json:"go_version"`
	LoadBefore  string `json:"load_before"`
	LoadAfter   string `json:"load_after"`
	Start       string `json:"start"`
	WorkerSetup string `json:"worker"`
}

// Report is the whole run, as -json writes it.
type Report struct {
	Machine Machine  `json:"machine"`
	Plan    string   `json:"plan"`
	Results []Result `json:"results"`
}

// loadAverage reads the 1, 5 and 15 minute load averages, or "".
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

func newMachine(worker string) Machine {
	return Machine{CPUs: runtime.NumCPU(), GoVersion: runtime.Version(), LoadBefore: loadAverage(),
		Start: time.Now().UTC().Format(time.RFC3339), WorkerSetup: worker}
}

// writeTable prints the results as a Markdown table.
func writeTable(w io.Writer, r Report) {
	fmt.Fprintf(w, "%d CPUs, %s, worker: %s, %s; load average before %s, after %s\n\n",
		r.Machine.CPUs, r.Machine.GoVersion, r.Machine.WorkerSetup, r.Plan, r.Machine.LoadBefore, r.Machine.LoadAfter)
	fmt.Fprintln(w, "| workload | baseline | baseline ops/s | worker ops/s | worker ÷ baseline | rounds' range | added p50 | added p99 | worker p50 | worker p99 | CPU/op baseline, worker | added CPU/op |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, res := range r.Results {
		fmt.Fprintf(w, "| %s | %s | %.0f | %.0f | %.2f | %.2f–%.2f | %s | %s | %s | %s | %.1f, %.1f µs | %.1f µs |\n",
			res.Workload, res.Baseline, res.BaselineRate, res.WorkerRate, res.Ratio, res.RatioMin, res.RatioMax,
			us(res.AddedP50us), us(res.AddedP99us), us(res.WorkerP50us), us(res.WorkerP99us),
			res.BaselineCPUus, res.WorkerCPUus, res.AddedCPUus)
	}
}

// us formats microseconds, in ms from 10 ms up.
func us(v float64) string {
	if v >= 10000 || v <= -10000 {
		return fmt.Sprintf("%.1f ms", v/1000)
	}
	return fmt.Sprintf("%.0f µs", v)
}

func writeJSON(path string, r Report) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
