package worker

import (
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// metrics are the worker's Prometheus metrics, on a registry of its own
// (no global state). Labels carry channels, modes and error codes, never
// content or thread ids.
type metrics struct {
	reg       *prometheus.Registry
	messages  *prometheus.CounterVec
	errors    *prometheus.CounterVec
	latency   *prometheus.HistogramVec
	inflight  prometheus.Gauge
	fallbacks *prometheus.CounterVec
	closed    *prometheus.CounterVec
	redeliver *prometheus.CounterVec
	guard     *prometheus.CounterVec
	// duplicates counts outputs the output stream already held.
	duplicates *prometheus.CounterVec
	// recreated counts pipeline-mode consumers deleted under the worker
	// and created again (rebind.go).
	recreated *prometheus.CounterVec
	// clearKnown counts model.in messages holding known values in clear.
	clearKnown *prometheus.CounterVec

	serviceActive prometheus.Gauge
	serviceLimit  prometheus.Gauge
	serviceQueued prometheus.Counter
	// inlineServed and inlineHandedOver count the service requests tried
	// on the delivery goroutine: served there, or handed over to run
	// again where they may wait.
	inlineServed, inlineHandedOver prometheus.Counter
	serviceInline                  *prometheus.CounterVec

	pipelineActive prometheus.Gauge
	pipelineLimit  prometheus.Gauge
	pipelineQueued prometheus.Counter

	mu               sync.Mutex
	retired          StoreStats // counters of stores replaced since the start
	retiredEvictions uint64     // cache evictions of the pipelines replaced with them
}

func newMetrics() *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		messages: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_messages_total", Help: "Messages processed, by channel and mode.",
		}, []string{"channel", "mode"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_errors_total", Help: "Messages that failed, by channel, mode and error code.",
		}, []string{"channel", "mode", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "piighost_latency_seconds", Help: "Processing time of a message, by channel and mode.",
			Buckets: []float64{.00005, .0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
		}, []string{"channel", "mode"}),
		inflight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_inflight", Help: "Messages being processed now.",
		}),
		fallbacks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_detector_fallbacks_total", Help: "External detector failures answered by the embedded fallback, by detector type and reason.",
		}, []string{"detector", "reason"}),
		closed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_detector_fail_closed_total", Help: "External detector failures that failed the message closed, by detector type and reason.",
		}, []string{"detector", "reason"}),
		redeliver: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_redeliveries_total", Help: "Pipeline-mode inputs handed back for redelivery after a transient error, by channel.",
		}, []string{"channel"}),
		guard: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_guard_flags_total", Help: "Texts the guard rail failed (pii_remaining), by label it found left in them.",
		}, []string{"label"}),
		serviceActive: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_service_inflight", Help: "Service-mode requests being handled now, at most [worker] max_inflight.",
		}),
		serviceLimit: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_service_inflight_limit", Help: "[worker] max_inflight: the service-mode requests handled at once.",
		}),
		serviceQueued: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "piighost_service_queued_total", Help: "Service-mode requests that waited for a slot because max_inflight were being handled.",
		}),
		serviceInline: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_service_inline_total",
			Help: "Service-mode requests of the channels that restore (model.out, tool.call, stream.chunk) tried on the goroutine NATS delivered them on: served there (outcome=served: a warm thread, no round trip), or stopped before any side effect where they would wait on the store, and run again on the pool (outcome=handed_over). [worker] hand_over_all = true tries none.",
		}, []string{"outcome"}),
		pipelineActive: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_pipeline_inflight", Help: "Pipeline-mode inputs (channels other than stream.chunk) being handled now, at most [worker] max_inflight.",
		}),
		pipelineLimit: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_pipeline_inflight_limit", Help: "[worker] max_inflight: the pipeline-mode inputs (channels other than stream.chunk) handled at once.",
		}),
		pipelineQueued: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "piighost_pipeline_queued_total", Help: "Pipeline-mode inputs that waited for a slot because max_inflight were being handled.",
		}),
		duplicates: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_duplicate_outputs_total", Help: "Pipeline-mode outputs published again for a redelivered input and dropped by the output stream (delivered once), by channel.",
		}, []string{"channel"}),
		recreated: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_consumers_recreated_total", Help: "Pipeline-mode consumers deleted under the worker (by hand, or a lane retired by another worker while still mapped) and created again, by channel.",
		}, []string{"channel"}),
		clearKnown: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_model_in_clear_known_total",
			Help: "model.in messages holding, in a part upstream's rules pass on unchanged (tool or system message, key the worker does not own), values their thread already tokenised: a client keeping clear tool output in its history. By role, and whether strict mode rewrote them.",
		}, []string{"role", "rewritten"}),
	}
	b := ReadBuildInfo()
	build := prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "piighost_build_info", Help: "Always 1; the labels say which build of the worker runs.",
		ConstLabels: prometheus.Labels{"version": b.Version, "module": b.Module, "revision": b.Revision, "goversion": b.GoVersion},
	})
	build.Set(1)
	m.reg.MustRegister(m.messages, m.errors, m.latency, m.inflight, m.fallbacks, m.closed, m.redeliver, m.guard, m.duplicates, m.recreated, m.clearKnown, build,
		m.serviceActive, m.serviceLimit, m.serviceQueued, m.serviceInline,
		m.pipelineActive, m.pipelineLimit, m.pipelineQueued,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m.inlineServed = m.serviceInline.WithLabelValues("served")
	m.inlineHandedOver = m.serviceInline.WithLabelValues("handed_over")
	return m
}

// channelMetrics are the series of one channel in one mode, looked up
// once: a label lookup hashes its values and takes a lock, on every
// message.
type channelMetrics struct {
	messages prometheus.Counter
	latency  prometheus.Observer
	errors   *prometheus.CounterVec // curried with the channel and mode: by code
}

// channel binds the series of channel in mode.
func (m *metrics) channel(channel, mode string) channelMetrics {
	return channelMetrics{
		messages: m.messages.WithLabelValues(channel, mode),
		latency:  m.latency.WithLabelValues(channel, mode),
		errors:   m.errors.MustCurryWith(prometheus.Labels{"channel": channel, "mode": mode}),
	}
}

// observe records one processed message.
func (c channelMetrics) observe(start time.Time, err error) {
	c.messages.Inc()
	c.latency.Observe(time.Since(start).Seconds())
	if err != nil {
		c.errors.WithLabelValues(string(pii.CodeOf(err))).Inc()
	}
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
	}
}

// registerCache exports the current pipeline's cache: threads and bytes
// held, and evictions (counting those of the pipelines replaced with
// their store, so that the counter never goes down).
func (m *metrics) registerCache(read func() pipeline.CacheStats) {
	evictions := func() float64 {
		m.mu.Lock()
		defer m.mu.Unlock()
		return float64(read().Evictions + m.retiredEvictions)
	}
	m.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_cache_threads", Help: "Threads cached in memory."},
			func() float64 { return float64(read().Threads) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_cache_bytes", Help: "Memory the cached threads hold, as counted against [memory] cache_bytes."},
			func() float64 { return float64(read().Bytes) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "piighost_cache_evictions_total", Help: "Threads dropped from the cache to stay within [memory] cache_bytes."},
			evictions),
	)
}

// registerChunkQueues exports the pipeline-mode chunk queues: the chunks
// held (queued behind their stream's earlier chunks, or running), the
// streams they belong to, the bound, and the chunks handed back for
// redelivery, by reason.
func (m *metrics) registerChunkQueues(read func() chunkQueueStats) {
	handedBack := func(reason string, pick func(chunkQueueStats) uint64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "piighost_chunk_queue_handed_back_total",
			Help:        "Pipeline-mode stream chunks the worker's chunk queue handed back for redelivery without running them: reason full (the queue held piighost_chunk_queue_limit chunks when they came in) or behind (their stream's running chunk gave up waiting for its predecessor).",
			ConstLabels: prometheus.Labels{"reason": reason}},
			func() float64 { return float64(pick(read())) })
	}
	m.reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_chunk_queue_chunks", Help: "Pipeline-mode stream chunks held by the worker: running, or queued behind an earlier chunk of their stream."},
			func() float64 { return float64(read().Chunks) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_chunk_queue_streams", Help: "Streams with a chunk held by the worker (pipeline mode)."},
			func() float64 { return float64(read().Streams) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_chunk_queue_limit", Help: "The most pipeline-mode stream chunks the worker holds: 128 × max([worker] stream_partitions, 64)."},
			func() float64 { return float64(read().Limit) }),
		handedBack("full", func(s chunkQueueStats) uint64 { return s.Full }),
		handedBack("behind", func(s chunkQueueStats) uint64 { return s.Behind }),
	)
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
	m.mu.Unlock()
}

func (s StoreStats) plus(o StoreStats) StoreStats {
	return StoreStats{Conflicts: s.Conflicts + o.Conflicts, Retries: s.Retries + o.Retries,
		CacheHits: s.CacheHits + o.CacheHits, CacheMisses: s.CacheMisses + o.CacheMisses, Errors: s.Errors + o.Errors,
		Watched: s.Watched, WholeBucket: s.WholeBucket, // gauges: the current store's alone
		Events: s.Events + o.Events, Resyncs: s.Resyncs + o.Resyncs,
		Confirmations: s.Confirmations + o.Confirmations, GapsFetched: s.GapsFetched + o.GapsFetched, GapsLost: s.GapsLost + o.GapsLost}
}
