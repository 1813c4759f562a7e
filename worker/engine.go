package worker

import (
	"context"
	"errors"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/worker/internal/threads"
)

// openThreads opens the thread store (retrying while JetStream cannot
// take it yet) with the pipeline and processor on it, and exports their
// counters.
func (w *Worker) openThreads(ctx context.Context) error {
	k, err := threads.Open(ctx, threads.Config{Open: w.openEngine, Log: w.log,
		Retire: func(old *threads.Engine) { w.m.retire(storeStats(old.Store.Threads), old.Pipe.CacheStats()) }})
	if err != nil {
		return err
	}
	w.threads.Store(k)
	if _, ok := k.Engine().Store.Threads.(StatsSource); ok {
		w.m.registerStore(func() StoreStats { return storeStats(w.engine().Store.Threads) })
	}
	if k.Engine().Store.KV != nil {
		threads.RegisterUsage(w.m.reg, k.Usage)
	}
	threads.RegisterCache(w.m.reg, w.m.cacheTotals(func() pipeline.CacheStats { return w.Pipeline().CacheStats() }))
	if m := w.cfg.Memory; m != nil && m.CacheThreads > 0 {
		w.log.Warn("[memory] cache_threads is deprecated and will be removed: the cache is bounded by [memory] cache_bytes (default 256MiB), counted as the threads hold it; cache_threads still bounds their number meanwhile",
			"cache_threads", m.CacheThreads, "cache_bytes", w.Pipeline().CacheBytes())
	}
	return nil
}

// openEngine opens the stores [memory] asks for, JetStream KV (the
// default, shared by every worker) or process memory, and builds the
// pipeline and processor on them.
func (w *Worker) openEngine(ctx context.Context) (*threads.Engine, error) {
	var st threads.Store
	if w.cfg.MemoryType() == config.MemoryInMemory {
		w.log.Warn("threads live in this process only: several workers would not agree on tokens")
		// Keys, when configured, still name threads in error events.
		if kr, err := LoadKeys(w.cfg); err == nil {
			w.keys.Store(kr)
		} else if !errors.Is(err, kvstore.ErrNoKeyring) {
			return nil, err
		}
		var err error
		if st, err = threads.OpenMemory(w.cfg); err != nil {
			return nil, err
		}
	} else {
		keys, err := w.loadKeys()
		if err != nil {
			return nil, err
		}
		w.keys.Store(keys)
		if st, err = threads.OpenKV(ctx, w.cfg, w.conn.js, keys, w.log, w.explainNoJetStream); err != nil {
			return nil, err
		}
		st.Threads = kvStats{st.KV}
	}
	if w.opts.wrapThreads != nil {
		st.Threads = w.opts.wrapThreads(st.Threads)
	}
	pipe, proc, err := buildProcessor(w.cfg, st, detectorBuilders(w.nc()), w.buildHooks(), w.reportClearKnown)
	if err != nil {
		st.Close()
		return nil, err
	}
	return &threads.Engine{Store: st, Pipe: pipe, Proc: proc}, nil
}

// buildHooks reports external detector failures in logs and metrics.
func (w *Worker) buildHooks() config.BuildOptions {
	return config.BuildOptions{
		OnFallback: func(kind, reason string) {
			w.m.fallbacks.WithLabelValues(kind, reason).Inc()
			w.log.Warn("external detector failed; embedded fallback used", "detector", kind, "reason", reason)
		},
		OnFailClosed: func(kind, reason string) {
			w.m.closed.WithLabelValues(kind, reason).Inc()
			w.log.Warn("external detector failed; message failed closed", "detector", kind, "reason", reason)
		},
		OnGuardFlag: func(labels []string) {
			for _, l := range labels {
				w.m.guard.WithLabelValues(l).Inc()
			}
		},
		OnNewValuesRefused: w.m.newValues.Inc,
	}
}

// buildProcessor assembles the pipeline and the processor cfg describes
// on the given stores (and the store's continuation sealer; without one
// the processor seals with a key of its own). Validate runs it on
// in-memory stores.
func buildProcessor(cfg *config.Config, store threads.Store,
	detectors map[string]config.DetectorBuilder, hooks config.BuildOptions, onClearKnown func(processor.ClearKnown)) (*pipeline.Pipeline, *processor.Processor, error) {
	hooks.Store, hooks.Detectors = store.Threads, detectors
	pipe, err := cfg.Build(hooks)
	if err != nil {
		return nil, nil, err
	}
	proc, err := processor.New(processor.Config{
		Pipeline:       pipe,
		ToolStrategy:   cfg.Strategies.Tool,
		ToolStrategies: cfg.Strategies.Tools,
		Invented:       cfg.Strategies.Invented,
		Assistant:      cfg.Strategies.Assistant,
		Strict:         cfg.Strategies.Strict,
		OnClearKnown:   onClearKnown,
		Streams:        store.Streams,
		Continuations:  store.Sealer,
		Limits:         envelope.Limits{MaxDepth: cfg.Worker.MaxDepth, MaxBytes: cfg.Worker.MaxPayload},
	})
	if err != nil {
		return nil, nil, err
	}
	return pipe, proc, nil
}

// engine returns the current engine.
func (w *Worker) engine() *threads.Engine { return w.threads.Load().Engine() }

// Pipeline returns the worker's pipeline (a new one after the thread
// store's bucket was created again).
func (w *Worker) Pipeline() *pipeline.Pipeline { return w.engine().Pipe }

// processor returns the current processor.
func (w *Worker) processor() *processor.Processor { return w.engine().Proc }

// storeTrouble asks the store's watchdog to probe now: a message just
// failed because the store was unavailable.
func (w *Worker) storeTrouble() { w.threads.Load().Trouble() }
