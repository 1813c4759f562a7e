package threads

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/pipeline"
)

// RegisterCache exports on reg what the thread cache holds: threads and
// bytes, bytes by kind, and the evictions and renders' drops that read
// reports (totals that never go down).
func RegisterCache(reg prometheus.Registerer, read func() pipeline.CacheStats) {
	for _, kind := range []string{"threads", "entries", "indexes", "matchers", "renders", "memos"} {
		reg.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name:        "piighost_cache_held_bytes",
			Help:        "Memory the cached threads hold, by kind, as counted against [memory] cache_bytes (docs/operations.md, \"Memory\").",
			ConstLabels: prometheus.Labels{"kind": kind},
		}, func() float64 { return float64(read().Held[kind]) }))
	}
	reg.MustRegister(
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "piighost_cache_memo_drops_total", Help: "Times a cached thread's renders and memos were dropped, the thread kept, to stay within [memory] cache_bytes."},
			func() float64 { return float64(read().MemoDrops) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_cache_threads", Help: "Threads cached in memory."},
			func() float64 { return float64(read().Threads) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_cache_bytes", Help: "Memory the cached threads hold, as counted against [memory] cache_bytes."},
			func() float64 { return float64(read().Bytes) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "piighost_cache_evictions_total", Help: "Threads dropped from the cache to stay within [memory] cache_bytes."},
			func() float64 { return float64(read().Evictions) }),
	)
}

// RegisterUsage exports on reg how full the thread store's bucket is, as
// its latest probe read it.
func RegisterUsage(reg prometheus.Registerer, read func() Usage) {
	reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_store_bytes", Help: "Bytes the thread store's KV bucket holds, as the latest store probe read them."},
			func() float64 { return float64(read().Bytes) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_store_max_bytes", Help: "The thread store's KV bucket's max_bytes ([memory] max_bytes), 0 when it has none; past it new values fail with store_full."},
			func() float64 { return float64(read().MaxBytes) }),
	)
}
