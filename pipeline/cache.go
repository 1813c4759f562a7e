package pipeline

import "github.com/piighost/piighost-nats/pipeline/internal/views"

// CacheStats describes a pipeline's cache of threads.
type CacheStats struct {
	// Threads is the number of threads cached now.
	Threads int
	// Bytes is the memory they hold, as counted against Config.CacheBytes:
	// entries, indexes, matchers, rendered messages, and what the store
	// keeps per thread (ThreadCache.ThreadOverhead).
	Bytes int64
	// Held splits Bytes by kind: "threads" (what every cached thread costs
	// whatever it holds: its view, its place in the cache, what the store
	// keeps for it), "entries" (values, tokens, the entry table, what
	// corrections decided), "indexes" (the hash indexes of large threads),
	// "matchers" (what finds known values again), "renders" (the messages
	// rendered, as edits, with their detections) and "memos" (counts of
	// known values, deny-list answers).
	Held map[string]int64
	// Evictions counts threads dropped to stay within the bounds.
	Evictions uint64
	// MemoDrops counts the times a thread's renders and memos were dropped
	// to stay within Config.CacheBytes, the thread kept: over its budget,
	// the cache drops those first, least recently used first, and evicts
	// a thread only when no other thread holds any.
	MemoDrops uint64
}

// CacheBytes returns the bound of the pipeline's cache, in bytes.
func (p *Pipeline) CacheBytes() int64 { return p.cache.MaxBytes() }

// CacheStats reports the pipeline's cache of threads.
func (p *Pipeline) CacheStats() CacheStats {
	st := p.cache.Stats()
	held := make(map[string]int64, views.NumHeld)
	for k, n := range st.Held {
		held[views.Held(k).String()] = n
	}
	return CacheStats{Threads: st.Threads, Bytes: st.Held.Total(), Held: held, Evictions: st.Evictions, MemoDrops: st.Drops}
}
