package pipeline

import (
	"sync"
	"time"
)

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

// viewCache is the pipeline's one cache of thread views, least recently
// used first out, bounded in bytes (and, optionally, in threads). It counts
// what each view reports it holds, plus what the store holds per thread,
// and tells the store when it drops a thread.
type viewCache struct {
	maxBytes   int64
	maxThreads int          // 0: no bound
	overhead   int64        // the store's memory per thread
	release    func(string) // nil: the store keeps nothing per thread
	ttl        time.Duration
	now        func() time.Time
	epoch      time.Time // the clock's reading when the cache was made

	mu    sync.Mutex
	views map[string]*cached
	// lru is the sentinel of a ring of the cached views: lru.next is the
	// most recently used, lru.prev the least. The ring's links are in
	// the entries themselves, 16 bytes each where a container/list
	// element costs 48 more.
	lru       cached
	n         int
	bytes     int64
	evictions uint64
}

// cached is one view in the cache, with the size the cache counted for it,
// its last use (for the TTL; on the cache's clock, from its creation) and
// its neighbours in the LRU ring.
type cached struct {
	v          *view
	counted    int64
	used       time.Duration
	prev, next *cached
}

// newViewCache makes a cache; ttl, when positive, also drops the views
// unused for that long (on the clock now).
func newViewCache(maxBytes int64, maxThreads int, ttl time.Duration, now func() time.Time, store Store) *viewCache {
	c := &viewCache{maxBytes: maxBytes, maxThreads: maxThreads, ttl: ttl, now: now, views: map[string]*cached{}}
	c.lru.prev, c.lru.next = &c.lru, &c.lru
	if ttl > 0 {
		c.epoch = now()
	}
	if tc, ok := store.(ThreadCache); ok {
		c.overhead = int64(tc.ThreadOverhead())
		c.release = tc.Release
	}
	return c
}

// get returns the cached view of the thread's generation, or nil
// (dropping a view of an ended generation).
func (c *viewCache) get(thread string, gen Gen) *view {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.expire()
	e, ok := c.views[thread]
	if !ok {
		return nil
	}
	if e.v.gen == gen {
		c.moveToFront(e)
		c.touch(e)
		return e.v
	}
	c.remove(e)
	return nil
}

// holds reports whether a view of the thread is cached, of any
// generation, without touching its place in the LRU.
func (c *viewCache) holds(thread string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.views[thread]
	return ok
}

// put caches a loaded view, unless a view of the same generation got there
// first, which it returns instead.
func (c *viewCache) put(v *view) *view {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.expire()
	if other, ok := c.views[v.thread]; ok {
		if other.v.gen == v.gen {
			c.moveToFront(other)
			c.touch(other)
			return other.v
		}
		c.remove(other)
	}
	e := &cached{v: v, counted: v.size.Load() + c.overhead}
	c.touch(e)
	c.views[v.thread] = e
	c.link(e)
	c.bytes += e.counted
	v.cache.Store(c)
	c.trim()
	return v
}

// resize counts a cached view's new size, and evicts threads beyond the
// bounds.
func (c *viewCache) resize(v *view) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.views[v.thread]
	if !ok || e.v != v {
		return // evicted or replaced meanwhile: no longer counted
	}
	size := v.size.Load() + c.overhead
	c.bytes += size - e.counted
	e.counted = size
	c.trim()
}

// drop removes the thread's view, if cached, and returns it; with
// release, the store is told it may forget the thread too.
func (c *viewCache) drop(thread string, release bool) *view {
	c.mu.Lock()
	defer c.mu.Unlock()
	var v *view
	if e, ok := c.views[thread]; ok {
		v = e.v
		c.remove(e)
	}
	if release {
		c.releaseLocked(thread)
	}
	return v
}

// trim evicts least recently used views, never the most recent one,
// until the cache is within its bounds, and releases their threads. The
// caller holds c.mu.
func (c *viewCache) trim() {
	for c.n > 1 && (c.bytes > c.maxBytes || c.maxThreads > 0 && c.n > c.maxThreads) {
		e := c.lru.prev
		c.remove(e)
		c.evictions++
		c.releaseLocked(e.v.thread)
	}
}

// touch records a view's use, for the TTL. The caller holds c.mu.
func (c *viewCache) touch(e *cached) {
	if c.ttl > 0 {
		e.used = c.now().Sub(c.epoch)
	}
}

// expire drops the views unused for the TTL, least recently used first,
// and releases their threads. The caller holds c.mu.
func (c *viewCache) expire() {
	if c.ttl <= 0 {
		return
	}
	deadline := c.now().Sub(c.epoch) - c.ttl
	for e := c.lru.prev; e != &c.lru && e.used < deadline; e = c.lru.prev {
		c.remove(e)
		c.releaseLocked(e.v.thread)
	}
}

// releaseLocked tells the store it may forget a thread the cache does not
// hold. It runs under c.mu, so that no view of the thread can be cached
// between the removal and the release: a store that forgot a thread a
// cached view was read through could no longer tell that view what it
// lacks. The caller holds c.mu.
func (c *viewCache) releaseLocked(thread string) {
	if _, cached := c.views[thread]; !cached && c.release != nil {
		c.release(thread)
	}
}

// remove takes a view out of the cache. The caller holds c.mu.
func (c *viewCache) remove(e *cached) {
	c.unlink(e)
	delete(c.views, e.v.thread)
	c.bytes -= e.counted
	e.v.cache.CompareAndSwap(c, nil)
}

// link puts e at the front of the LRU ring; unlink takes it out. The
// caller holds c.mu.
func (c *viewCache) link(e *cached) {
	e.prev, e.next = &c.lru, c.lru.next
	e.next.prev, c.lru.next = e, e
	c.n++
}

func (c *viewCache) unlink(e *cached) {
	e.prev.next, e.next.prev = e.next, e.prev
	e.prev, e.next = nil, nil
	c.n--
}

// moveToFront marks e as the most recently used. The caller holds c.mu.
func (c *viewCache) moveToFront(e *cached) {
	c.unlink(e)
	c.link(e)
}

func (c *viewCache) stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return CacheStats{Threads: c.n, Bytes: c.bytes, Evictions: c.evictions}
}
