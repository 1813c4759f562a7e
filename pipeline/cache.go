package pipeline

// CacheStats describes a pipeline's cache of threads.
type CacheStats struct {
	// Threads is the number of threads cached now.
	Threads int
	// Bytes is the memory they hold, as counted against Config.CacheBytes:
	// entries, indexes, matchers, rendered messages, and what the store
	// keeps per thread (ThreadCache.ThreadOverhead).
	Bytes int64
	// Evictions counts threads dropped to stay within the bounds.
	Evictions uint64
}

// CacheBytes returns the bound of the pipeline's cache, in bytes.
func (p *Pipeline) CacheBytes() int64 { return p.cache.MaxBytes() }

// CacheStats reports the pipeline's cache of threads.
func (p *Pipeline) CacheStats() CacheStats {
	st := p.cache.Stats()
	return CacheStats{Threads: st.Threads, Bytes: st.Held.Total(), Evictions: st.Evictions}
}
