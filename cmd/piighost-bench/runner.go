package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"time"
)

// plan says how long phases last and how many pairs are run.
type plan struct {
	rounds int
	phase  time.Duration
	warmup time.Duration
	// profileDir, when set, receives a CPU profile of each measured phase.
	profileDir string
}

// PhaseStats summarise one phase.
type PhaseStats struct {
	Ops   int     `json:"ops"`
	Rate  float64 `json:"ops_per_s"`
	P50us float64 `json:"p50_us"`
	P99us float64 `json:"p99_us"`
	// CPUus is this process's CPU time per operation over the phase
	// (clients, and the worker and server when they run in process), 0
	// where the system does not say.
	CPUus float64 `json:"cpu_us_per_op"`
}

// Round is one pair of phases, baseline and worker.
type Round struct {
	Baseline PhaseStats `json:"baseline"`
	Worker   PhaseStats `json:"worker"`
}

// Result is one workload's outcome: the medians over rounds of each side,
// and of the per-round pairs (ratio of rates, added latency).
type Result struct {
	Workload     string  `json:"workload"`
	Baseline     string  `json:"baseline"`
	BaselineRate float64 `json:"baseline_ops_per_s"`
	WorkerRate   float64 `json:"worker_ops_per_s"`
	Ratio        float64 `json:"ratio"`
	// RatioMin and RatioMax are the lowest and highest per-round ratios:
	// how far one round can stray from the median on this machine.
	RatioMin    float64 `json:"ratio_min"`
	RatioMax    float64 `json:"ratio_max"`
	AddedP50us  float64 `json:"added_p50_us"`
	AddedP99us  float64 `json:"added_p99_us"`
	WorkerP50us float64 `json:"worker_p50_us"`
	WorkerP99us float64 `json:"worker_p99_us"`
	// AddedCPUus is the CPU time per operation the worker side costs the
	// process above the baseline side: the worker's own work when it and
	// the server run in this process. CPU time moves far less than
	// throughput with what else the machine runs.
	AddedCPUus    float64 `json:"added_cpu_us_per_op"`
	BaselineCPUus float64 `json:"baseline_cpu_us_per_op"`
	WorkerCPUus   float64 `json:"worker_cpu_us_per_op"`
	Rounds        []Round `json:"rounds"`
}

// measure runs one workload: setup, a warm-up phase on each side, then
// rounds of pairs, the side that goes first alternating so that a drift
// of the machine weighs on both.
func measure(ctx context.Context, env *Env, w Workload, p plan) (Result, error) {
	res := Result{Workload: w.Name(), Baseline: w.Baseline()}
	if err := w.Setup(ctx, env); err != nil {
		return res, fmt.Errorf("%s: setup: %w", w.Name(), err)
	}
	for _, side := range []Side{Baseline, Worker} {
		if _, err := w.Run(ctx, env, side, p.warmup); err != nil {
			return res, fmt.Errorf("%s: warm-up (%s): %w", w.Name(), side, err)
		}
	}
	for r := 0; r < p.rounds; r++ {
		order := []Side{Baseline, Worker}
		if r%2 == 1 {
			order = []Side{Worker, Baseline}
		}
		var round Round
		for _, side := range order {
			stopProfile, err := p.startPhaseProfile(w.Name(), side, r+1)
			if err != nil {
				return res, err
			}
			cpu0, cpuOK := processCPU()
			ph, err := w.Run(ctx, env, side, p.phase)
			if perr := stopProfile(); err == nil {
				err = perr
			}
			if err != nil {
				return res, fmt.Errorf("%s: round %d (%s): %w", w.Name(), r+1, side, err)
			}
			st := summarise(ph)
			if cpu1, ok := processCPU(); ok && cpuOK && ph.Ops > 0 {
				st.CPUus = micros(cpu1-cpu0) / float64(ph.Ops)
			}
			if side == Baseline {
				round.Baseline = st
			} else {
				round.Worker = st
			}
		}
		res.Rounds = append(res.Rounds, round)
	}
	res.settle()
	return res, nil
}

// startPhaseProfile starts a CPU profile of one phase when the plan asks
// for them, and returns what ends it and closes its file.
func (p plan) startPhaseProfile(workload string, side Side, round int) (func() error, error) {
	if p.profileDir == "" {
		return func() error { return nil }, nil
	}
	name := fmt.Sprintf("%s.%s.%d.prof", strings.ReplaceAll(workload, "/", "_"), side, round)
	f, err := os.Create(filepath.Join(p.profileDir, name))
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}

func summarise(p Phase) PhaseStats {
	lat := slices.Clone(p.Latencies)
	slices.Sort(lat)
	return PhaseStats{Ops: p.Ops, Rate: p.Rate(), P50us: micros(quantile(lat, 0.50)), P99us: micros(quantile(lat, 0.99))}
}

// settle computes the medians from the rounds.
func (r *Result) settle() {
	col := func(f func(Round) float64) float64 {
		v := make([]float64, len(r.Rounds))
		for i, rd := range r.Rounds {
			v[i] = f(rd)
		}
		return median(v)
	}
	r.BaselineRate = col(func(x Round) float64 { return x.Baseline.Rate })
	r.WorkerRate = col(func(x Round) float64 { return x.Worker.Rate })
	ratios := make([]float64, len(r.Rounds))
	for i, rd := range r.Rounds {
		ratios[i] = rd.Worker.Rate / rd.Baseline.Rate
	}
	r.Ratio = median(ratios)
	if len(ratios) > 0 {
		r.RatioMin, r.RatioMax = slices.Min(ratios), slices.Max(ratios)
	}
	r.AddedP50us = col(func(x Round) float64 { return x.Worker.P50us - x.Baseline.P50us })
	r.AddedP99us = col(func(x Round) float64 { return x.Worker.P99us - x.Baseline.P99us })
	r.WorkerP50us = col(func(x Round) float64 { return x.Worker.P50us })
	r.WorkerP99us = col(func(x Round) float64 { return x.Worker.P99us })
	r.AddedCPUus = col(func(x Round) float64 { return x.Worker.CPUus - x.Baseline.CPUus })
	r.BaselineCPUus = col(func(x Round) float64 { return x.Baseline.CPUus })
	r.WorkerCPUus = col(func(x Round) float64 { return x.Worker.CPUus })
}

// quantile of sorted durations, nearest rank.
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(q*float64(len(sorted))+0.5) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	v = slices.Clone(v)
	slices.Sort(v)
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

func micros(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
