package worker

import (
	"sync"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/worker/internal/durable"
	"github.com/piighost/piighost-nats/worker/internal/handle"
	"github.com/piighost/piighost-nats/worker/internal/pipe"
	"github.com/piighost/piighost-nats/worker/internal/service"
)

// metrics are the worker's Prometheus metrics, on a registry of its own
// (no global state): the parts' own, whatever modes run, and the
// worker's. Labels carry channels, modes and error codes, never content
// or thread ids.
type metrics struct {
	reg       *prometheus.Registry
	messages  *handle.Metrics
	service   *service.Metrics
	pipe      *pipe.Metrics
	consumers *durable.Metrics

	fallbacks *prometheus.CounterVec
	closed    *prometheus.CounterVec
	guard     *prometheus.CounterVec
	// clearKnown counts model.in messages holding known values in clear.
	clearKnown *prometheus.CounterVec
	newValues  prometheus.Counter // requests past [memory] max_new_values

	mu               sync.Mutex
	retired          StoreStats // counters of stores replaced since the start
	retiredEvictions uint64     // cache evictions of the pipelines replaced with them
	retiredMemoDrops uint64     // and their renders' drops
}

func newMetrics() *metrics {
	reg := prometheus.NewRegistry()
	m := &metrics{
		reg:       reg,
		messages:  handle.NewMetrics(reg),
		service:   service.NewMetrics(reg),
		pipe:      pipe.NewMetrics(reg),
		consumers: durable.NewMetrics(reg),
		fallbacks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_detector_fallbacks_total", Help: "External detector failures answered by the embedded fallback, by detector type and reason.",
		}, []string{"detector", "reason"}),
		closed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_detector_fail_closed_total", Help: "External detector failures that failed the message closed, by detector type and reason.",
		}, []string{"detector", "reason"}),
		guard: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_guard_flags_total", Help: "Texts the guard rail failed (pii_remaining), by label it found left in them.",
		}, []string{"label"}),
		clearKnown: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_model_in_clear_known_total",
			Help: "model.in messages holding, in a part upstream's rules pass on unchanged (tool or system message, key the worker does not own), values their thread already tokenised: a client keeping clear tool output in its history. By role, and whether strict mode rewrote them.",
		}, []string{"role", "rewritten"}),
		newValues: prometheus.NewCounter(prometheus.CounterOpts{Name: "piighost_requests_over_new_values_limit_total",
			Help: "Requests refused because they would add more than [memory] max_new_values values to their thread: each failed with limit_exceeded, its thread as it was."}),
	}
	b := ReadBuildInfo()
	build := prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "piighost_build_info", Help: "Always 1; the labels say which build of the worker runs.",
		ConstLabels: prometheus.Labels{"version": b.Version, "module": b.Module, "revision": b.Revision, "goversion": b.GoVersion},
	})
	build.Set(1)
	reg.MustRegister(m.fallbacks, m.closed, m.guard, m.clearKnown, m.newValues, build,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// StoreStats are counters a thread store may expose; the worker exports
// them when the store implements StatsSource.
type StoreStats struct {
	Conflicts   uint64
	Retries     uint64
	CacheHits   uint64
	CacheMisses uint64
	Errors      uint64
	// Watched is the number of threads whose changes the store hears now
	// (a gauge); Events counts those changes; Resyncs counts the times
	// the store stopped trusting what it heard (reconnection, new stream
	// leader) and confirms its threads again.
	Watched int64
	Events  uint64
	Resyncs uint64
	// WholeBucket: the store hears every thread's changes (too many
	// threads in use to watch each by its own subscriptions; a gauge).
	WholeBucket bool
	// Confirmations counts the store-wide confirmations (watching the
	// whole bucket: every cached thread confirmed by one request), and
	// GapsFetched the changes they read because the watch had not heard
	// them, GapsLost the gaps whose message was gone (each started an
	// epoch).
	Confirmations, GapsFetched, GapsLost uint64
	// ShortReads counts reads of a thread's entries that a lagging
	// replica answered short, completed from the stream leader;
	// LeaderChecks the reads from the leader made before a token was
	// reported as never issued (docs/kvstore.md, "Reading as far as the
	// leader").
	ShortReads, LeaderChecks uint64
	// FullWrites counts writes JetStream refused for want of room
	// (store_full); OverLimit the values refused past the store's bound
	// per thread (limit_exceeded).
	FullWrites, OverLimit uint64
}

// StatsSource is implemented by stores that count their work.
type StatsSource interface {
	StoreStats() StoreStats
}

// kvStats exposes the KV store's counters to the metrics.
type kvStats struct{ *kvstore.Store }

// StoreStats implements StatsSource.
func (k kvStats) StoreStats() StoreStats {
	s := k.Stats()
	return StoreStats{
		Conflicts:     s.Conflicts,
		Retries:       s.Retries,
		CacheHits:     s.HeadHits + s.MessageHits,
		CacheMisses:   s.HeadMisses + s.MessageMisses,
		Errors:        s.KVErrors + s.DecryptErrors,
		Watched:       s.Watched,
		Events:        s.Events,
		Resyncs:       s.Resyncs,
		WholeBucket:   s.WholeBucket,
		Confirmations: s.Confirmations,
		GapsFetched:   s.GapsFetched,
		GapsLost:      s.GapsLost,
		ShortReads:    s.ShortReads,
		LeaderChecks:  s.LeaderChecks,
		FullWrites:    s.FullWrites,
		OverLimit:     s.OverLimit,
	}
}

// cacheTotals reads the current pipeline's cache statistics, with the
// evictions and renders' drops of the pipelines it replaced added, so that
// the exported counters never go down.
func (m *metrics) cacheTotals(read func() pipeline.CacheStats) func() pipeline.CacheStats {
	return func() pipeline.CacheStats {
		c := read()
		m.mu.Lock()
		defer m.mu.Unlock()
		c.Evictions += m.retiredEvictions
		c.MemoDrops += m.retiredMemoDrops
		return c
	}
}

// registerStore exports the thread store's counters: those read returns
// for the current store, plus those of the stores it replaced.
func (m *metrics) registerStore(read func() StoreStats) {
	total := func() StoreStats {
		m.mu.Lock()
		defer m.mu.Unlock()
		return read().plus(m.retired)
	}
	counter := func(name, help string, pick func(StoreStats) uint64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help},
			func() float64 { return float64(pick(total())) })
	}
	m.reg.MustRegister(
		counter("piighost_store_conflicts_total", "Lost races for a thread's next entry number (another worker wrote first).", func(s StoreStats) uint64 { return s.Conflicts }),
		counter("piighost_store_retries_total", "Store operations retried.", func(s StoreStats) uint64 { return s.Retries }),
		counter("piighost_store_cache_hits_total", "Thread store reads answered from the local cache.", func(s StoreStats) uint64 { return s.CacheHits }),
		counter("piighost_store_cache_misses_total", "Thread store reads that went to JetStream KV.", func(s StoreStats) uint64 { return s.CacheMisses }),
		counter("piighost_store_errors_total", "Thread store operations that failed.", func(s StoreStats) uint64 { return s.Errors }),
		counter("piighost_store_events_total", "Changes of watched threads heard from the thread store.", func(s StoreStats) uint64 { return s.Events }),
		counter("piighost_store_resyncs_total", "Times the watch may have missed changes (reconnection, new stream leader), after which cached threads are confirmed again.", func(s StoreStats) uint64 { return s.Resyncs }),
		counter("piighost_store_confirmations_total", "Store-wide confirmations: every cached thread confirmed by one request, while the store hears the whole bucket.", func(s StoreStats) uint64 { return s.Confirmations }),
		counter("piighost_store_gaps_fetched_total", "Changes the store-wide confirmation read from the stream because the watch had not heard them.", func(s StoreStats) uint64 { return s.GapsFetched }),
		counter("piighost_store_short_reads_total", "Reads of a thread's entries that a lagging replica answered short, completed from the stream leader.", func(s StoreStats) uint64 { return s.ShortReads }),
		counter("piighost_store_leader_checks_total", "Reads of a thread's new entries from the stream leader before a token is reported as never issued (invented_placeholder, or the drop and keep policies).", func(s StoreStats) uint64 { return s.LeaderChecks }),
		counter("piighost_store_full_writes_total", "Thread store writes JetStream refused for want of room (the bucket at its max_bytes, the account's storage used up): each failed its call with store_full.", func(s StoreStats) uint64 { return s.FullWrites }),
		counter("piighost_store_values_over_limit_total", "New values refused because their thread held [memory] max_values already: each failed its call with limit_exceeded.", func(s StoreStats) uint64 { return s.OverLimit }),
		counter("piighost_store_gaps_lost_total", "Changes the watch had not heard and the stream no longer held: each started a watch epoch, in which every cached thread confirms itself.", func(s StoreStats) uint64 { return s.GapsLost }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_store_watched_threads", Help: "Threads whose changes the thread store hears now."},
			func() float64 { return float64(read().Watched) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_store_watching_bucket", Help: "1 when the thread store hears the changes of every thread of the bucket (more threads in use than it watches one by one), else 0."},
			func() float64 {
				if read().WholeBucket {
					return 1
				}
				return 0
			}),
	)
}

// storeStats reads the counters of store, none when it counts nothing.
func storeStats(store pipeline.Store) StoreStats {
	if src, ok := store.(StatsSource); ok {
		return src.StoreStats()
	}
	return StoreStats{}
}

// retire keeps the counters of a store and pipeline being replaced, so
// that the exported counters never go down.
func (m *metrics) retire(st StoreStats, cache pipeline.CacheStats) {
	m.mu.Lock()
	m.retired = m.retired.plus(st)
	m.retiredEvictions += cache.Evictions
	m.retiredMemoDrops += cache.MemoDrops
	m.mu.Unlock()
}

func (s StoreStats) plus(o StoreStats) StoreStats {
	return StoreStats{Conflicts: s.Conflicts + o.Conflicts, Retries: s.Retries + o.Retries,
		CacheHits: s.CacheHits + o.CacheHits, CacheMisses: s.CacheMisses + o.CacheMisses, Errors: s.Errors + o.Errors,
		Watched: s.Watched, WholeBucket: s.WholeBucket, // gauges: the current store's alone
		Events: s.Events + o.Events, Resyncs: s.Resyncs + o.Resyncs,
		Confirmations: s.Confirmations + o.Confirmations, GapsFetched: s.GapsFetched + o.GapsFetched, GapsLost: s.GapsLost + o.GapsLost,
		ShortReads: s.ShortReads + o.ShortReads, LeaderChecks: s.LeaderChecks + o.LeaderChecks,
		FullWrites: s.FullWrites + o.FullWrites, OverLimit: s.OverLimit + o.OverLimit}
}
