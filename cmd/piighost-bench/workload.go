package main

import (
	"context"
	"time"
)

// Side says which responder a phase measures: the baseline (the echo
// responder in service mode, the bare JetStream relay in pipeline mode),
// or the worker.
type Side int

// The two sides of a pair of phases.
const (
	Baseline Side = iota
	Worker
)

func (s Side) String() string {
	if s == Baseline {
		return "baseline"
	}
	return "worker"
}

// A Workload is one traffic shape, measured against the baseline and the
// worker in alternating phases. Families of workloads live in files of
// their own (service.go, stream.go, pipeline.go, ...) and are listed by
// allWorkloads; a new family adds a file and one line there.
type Workload interface {
	// Name identifies the workload in flags and reports, as
	// "<channel or family>/<mode>/<parameter>", e.g. "stream.chunk/service/100".
	Name() string
	// Baseline names what the baseline side is, for the report ("echo",
	// "relay").
	Baseline() string
	// Setup runs once before the first phase: seed threads, create
	// streams. It may be called again by a later run of the same process.
	Setup(ctx context.Context, env *Env) error
	// Run drives the workload against one side until budget is spent and
	// returns what it measured. Every operation is checked: a wrong reply
	// is an error, not a sample.
	Run(ctx context.Context, env *Env, side Side, budget time.Duration) (Phase, error)
}

// Phase is what one phase measured: operations completed, the time they
// took in all, and the latency of each.
type Phase struct {
	Ops       int
	Elapsed   time.Duration
	Latencies []time.Duration
}

// Rate is operations per second.
func (p Phase) Rate() float64 {
	if p.Elapsed <= 0 {
		return 0
	}
	return float64(p.Ops) / p.Elapsed.Seconds()
}

// allWorkloads lists every workload family, in report order.
func allWorkloads() []Workload {
	var all []Workload
	all = append(all, serviceWorkloads()...)
	all = append(all, sightingWorkloads()...)
	all = append(all, streamWorkloads()...)
	all = append(all, pipelineWorkloads()...)
	all = append(all, gatewayWorkloads()...)
	return all
}
