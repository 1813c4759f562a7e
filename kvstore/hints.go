package kvstore

import (
	"cmp"
	"sync"
)

// hints is a bounded map of values each taken once: what the store
// remembers of a thread to spare a later request a read or a round trip
// (absentHeads, evictedGens). Past its bound, noting a new key forgets
// another one, which only costs that key the hint. Safe for concurrent
// use; the zero value is ready.
type hints[K comparable] struct {
	mu  sync.Mutex
	m   map[K]uint64
	max int // 0: the bound the caller gives
}

// note remembers v for k, bounded by h.max or else bound, and returns the
// key it forgot to make room, if any (dropped).
func (h *hints[K]) note(k K, v uint64, bound int) (forgot K, dropped bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil {
		h.m = map[K]uint64{}
	}
	if _, ok := h.m[k]; !ok && len(h.m) >= cmp.Or(h.max, bound) {
		for old := range h.m {
			delete(h.m, old)
			forgot, dropped = old, true
			break
		}
	}
	h.m[k] = v
	return forgot, dropped
}

// take returns, and forgets, the value remembered for k.
func (h *hints[K]) take(k K) (v uint64, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	v, ok = h.m[k]
	delete(h.m, k)
	return v, ok
}
