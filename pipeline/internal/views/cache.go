package views

import (
	"sync"
	"time"
	"unsafe"
)

// Item is what the cache holds for a thread: the pipeline's handle on its
// view.
type Item interface {
	// State returns the item's view. It never changes.
	State() *View
}

// CacheConfig bounds a Cache.
type CacheConfig struct {
	// MaxBytes bounds what the cached threads hold, every kind counted.
	MaxBytes int64
	// MaxThreads, when positive, also bounds the number of threads.
	MaxThreads int
	// ItemSize is the size of an item's struct, its view's included
	// (unsafe.Sizeof).
	ItemSize int
	// StoreBytes is what the store keeps for each thread the cache holds
	// (ThreadCache.ThreadOverhead).
	StoreBytes int
	// Release, when not nil, is told of every thread the cache stops
	// holding (evicted, dropped, expired), once no view of it is cached.
	Release func(thread string)
	// TTL, when positive, drops the threads unused for that long, on the
	// clock Now.
	TTL time.Duration
	Now func() time.Time
}

// CacheStats describes a cache.
type CacheStats struct {
	// Threads is the number of threads cached now.
	Threads int
	// Held is the memory they hold, by kind, as counted against MaxBytes.
	Held Sizes
	// Evictions counts threads dropped to stay within the bounds.
	Evictions uint64
	// Drops counts the times a thread's renders and memos were dropped to
	// stay within MaxBytes, the thread kept.
	Drops uint64
}

// Cache holds a pipeline's views, least recently used first out, within
// one byte budget (and, optionally, a number of threads). It counts what
// each view reports it holds, by kind, plus what every thread costs (its
// item, its entry here, what the store keeps for it), and tells the store
// when it drops a thread.
//
// Over its byte budget, it first drops what views remember of the
// messages they rendered (renders and memos, which the entries and the
// store's message records give again), least recently used first; it
// evicts a thread only when no other thread holds any. The thread in use
// is never evicted, and its renders are not dropped.
type Cache struct {
	cfg   CacheConfig
	epoch time.Time // the clock's reading when the cache was made

	mu    sync.Mutex
	items map[string]*cached
	// lru is the sentinel of a ring of the cached views: lru.next is the
	// most recently used, lru.prev the least. The ring's links are in
	// the entries themselves. memos is the ring of those that hold
	// renders or memos, in the same order.
	lru, memos cached
	n, peak    int // threads cached now, and at most (the map's size)
	held       Sizes
	evictions  uint64
	drops      uint64
}

// cached is one view in the cache, with what the cache counted for it,
// its last use (for the TTL; on the cache's clock, from its creation) and
// its neighbours in the rings.
type cached struct {
	item         Item
	v            *View // item's view, kept to spare a dynamic call per use
	counted      [NumHeld]int32
	used         time.Duration
	prev, next   *cached
	mprev, mnext *cached // nil out of the memos ring
}

// view returns e's view.
func (e *cached) view() *View { return e.v }

var (
	cachedSize = allocSize(int(unsafe.Sizeof(cached{})))
	itemSlot   = int(unsafe.Sizeof(struct {
		k string
		v *cached
	}{}))
)

// NewCache returns an empty cache.
func NewCache(cfg CacheConfig) *Cache {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	c := &Cache{cfg: cfg, items: map[string]*cached{}}
	c.lru.prev, c.lru.next = &c.lru, &c.lru
	c.memos.mprev, c.memos.mnext = &c.memos, &c.memos
	if cfg.TTL > 0 {
		c.epoch = cfg.Now()
	}
	c.held[HeldThreads] = int64(mapBytes(0, itemSlot))
	return c
}

// MaxBytes returns the cache's byte budget.
func (c *Cache) MaxBytes() int64 { return c.cfg.MaxBytes }

// Get returns the cached item of the thread's generation gen, or nil
// (dropping an item of an ended generation).
func (c *Cache) Get(thread string, gen uint64) Item {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.expire()
	e, ok := c.items[thread]
	if !ok {
		return nil
	}
	if e.view().gen == gen {
		c.touch(e)
		return e.item
	}
	c.remove(e)
	return nil
}

// Holds reports whether an item of the thread is cached, of any
// generation, without touching its place in the LRU.
func (c *Cache) Holds(thread string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.items[thread]
	return ok
}

// Put caches a loaded item, unless an item of the same generation got
// there first, which it returns instead.
func (c *Cache) Put(it Item) Item {
	v := it.State()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.expire()
	if other, ok := c.items[v.thread]; ok {
		if other.view().gen == v.gen {
			c.touch(other)
			return other.item
		}
		c.remove(other)
	}
	e := &cached{item: it, v: v}
	e.counted[HeldThreads] = int32(allocSize(c.cfg.ItemSize) + c.cfg.StoreBytes + cachedSize + allocSize(len(v.thread)))
	c.held[HeldThreads] += int64(e.counted[HeldThreads])
	c.items[v.thread] = e
	if len(c.items) > c.peak {
		// A map keeps the room it grew to.
		c.held[HeldThreads] += int64(mapBytes(len(c.items), itemSlot) - mapBytes(c.peak, itemSlot))
		c.peak = len(c.items)
	}
	c.link(e)
	c.recount(e)
	c.setUsed(e)
	v.cache.Store(c)
	c.trim()
	return it
}

// resize counts a cached view's new size, and evicts threads beyond the
// bounds.
func (c *Cache) resize(v *View) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[v.thread]
	if !ok || e.view() != v {
		return // evicted or replaced meanwhile: no longer counted
	}
	c.recount(e)
	c.trim()
}

// recount reads what e's view holds now, and moves e in or out of the
// memos ring. The caller holds c.mu.
func (c *Cache) recount(e *cached) {
	sizes := e.view().Held()
	for k := HeldEntries; k < NumHeld; k++ {
		c.held[k] += sizes[k] - int64(e.counted[k])
		e.counted[k] = int32(sizes[k])
	}
	switch memos := sizes[HeldRenders]+sizes[HeldMemos] > 0; {
	case memos && e.mnext == nil:
		c.linkMemos(e)
	case !memos && e.mnext != nil:
		c.unlinkMemos(e)
	}
}

// Drop removes the thread's item, if cached, and returns it; with
// release, the store is told it may forget the thread too.
func (c *Cache) Drop(thread string, release bool) Item {
	c.mu.Lock()
	defer c.mu.Unlock()
	var it Item
	if e, ok := c.items[thread]; ok {
		it = e.item
		c.remove(e)
	}
	if release {
		c.releaseLocked(thread)
	}
	return it
}

// trim evicts least recently used views, never the most
// recent one, until the cache is within its bounds, and releases their
// threads. The caller holds c.mu.
func (c *Cache) trim() {
	for c.n > 1 {
		if c.held.Total() <= c.cfg.MaxBytes && (c.cfg.MaxThreads <= 0 || c.n <= c.cfg.MaxThreads) {
			return
		}
		if c.cfg.MaxThreads <= 0 || c.n <= c.cfg.MaxThreads {
			// Over bytes only: renders and memos go before threads.
			if e := c.memos.mprev; e != &c.memos && e != c.lru.next {
				e.view().DropMemos()
				c.recount(e)
				c.drops++
				continue
			}
		}
		e := c.lru.prev
		c.remove(e)
		c.evictions++
		c.releaseLocked(e.view().thread)
	}
}

// touch records a use of e: it becomes the most recently used. The
// caller holds c.mu.
func (c *Cache) touch(e *cached) {
	c.unlink(e)
	c.link(e)
	if e.mnext != nil && c.memos.mnext != e {
		c.unlinkMemos(e)
		c.linkMemos(e)
	}
	c.setUsed(e)
}

// setUsed records a view's use, for the TTL. The caller holds c.mu.
func (c *Cache) setUsed(e *cached) {
	if c.cfg.TTL > 0 {
		e.used = c.cfg.Now().Sub(c.epoch)
	}
}

// expire drops the views unused for the TTL, least recently used first,
// and releases their threads. The caller holds c.mu.
func (c *Cache) expire() {
	if c.cfg.TTL <= 0 {
		return
	}
	deadline := c.cfg.Now().Sub(c.epoch) - c.cfg.TTL
	for e := c.lru.prev; e != &c.lru && e.used < deadline; e = c.lru.prev {
		c.remove(e)
		c.releaseLocked(e.view().thread)
	}
}

// releaseLocked tells the store it may forget a thread the cache does not
// hold. It runs under c.mu, so that no view of the thread can be cached
// between the removal and the release: a store that forgot a thread a
// cached view was read through could no longer tell that view what it
// lacks. The caller holds c.mu.
func (c *Cache) releaseLocked(thread string) {
	if _, cached := c.items[thread]; !cached && c.cfg.Release != nil {
		c.cfg.Release(thread)
	}
}

// remove takes a view out of the cache. The caller holds c.mu.
func (c *Cache) remove(e *cached) {
	c.unlink(e)
	if e.mnext != nil {
		c.unlinkMemos(e)
	}
	delete(c.items, e.view().thread)
	for k, n := range e.counted {
		c.held[k] -= int64(n)
	}
	e.view().cache.CompareAndSwap(c, nil)
}

// link puts e at the front of the LRU ring; unlink takes it out. The
// caller holds c.mu.
func (c *Cache) link(e *cached) {
	e.prev, e.next = &c.lru, c.lru.next
	e.next.prev, c.lru.next = e, e
	c.n++
}

func (c *Cache) unlink(e *cached) {
	e.prev.next, e.next.prev = e.next, e.prev
	e.prev, e.next = nil, nil
	c.n--
}

// linkMemos puts e at the front of the memos ring; unlinkMemos takes it
// out. The caller holds c.mu.
func (c *Cache) linkMemos(e *cached) {
	e.mprev, e.mnext = &c.memos, c.memos.mnext
	e.mnext.mprev, c.memos.mnext = e, e
}

func (c *Cache) unlinkMemos(e *cached) {
	e.mprev.mnext, e.mnext.mprev = e.mnext, e.mprev
	e.mprev, e.mnext = nil, nil
}

// Stats reports the cache.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return CacheStats{Threads: c.n, Held: c.held, Evictions: c.evictions, Drops: c.drops}
}
