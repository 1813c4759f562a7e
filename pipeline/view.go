package pipeline

import (
	"sync"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline/internal/views"
)

// entityKey links the detections of one value: same label, same ValueKey.
type entityKey struct {
	label string
	value string
}

// view is the pipeline's handle on one cached thread generation: its
// state (views.View: entries, tokens, indexes, matchers, memos, which the
// cache counts and bounds), the generation it is of, and the lock of this
// process's writers of the thread. One allocation holds all three.
type view struct {
	views.View
	gen Gen
	// appendMu serialises this process's writers of the thread, so they do
	// not race each other for entry numbers.
	appendMu sync.Mutex
}

func newView(thread string, gen Gen, shared *views.Shared) *view {
	v := &view{gen: gen}
	v.Init(thread, uint64(gen), shared)
	return v
}

// State implements views.Item.
func (v *view) State() *views.View { return &v.View }

// lookup returns the entry of the entity k.
func (v *view) lookup(k entityKey) (int, bool) { return v.Lookup(k.label, k.value) }

// isTokenised reports whether the thread holds k with a token.
func (v *view) isTokenised(k entityKey) bool { return v.IsTokenised(k.label, k.value) }

// provenance returns the role a new entity of this value key takes: the
// role of the value's first occurrence under any label, or role when it
// is new.
func (v *view) provenance(value string, role pii.Role) pii.Role { return v.Provenance(value, role) }

func (v *view) len() int { return v.Len() }

// apply adds entries numbered from `from`, tokens written by f; entries
// the view already holds are skipped, so concurrent syncs are harmless.
func (v *view) apply(from int, entries []Entry, f Factory) {
	v.Apply(from, viewEntries(entries), f)
}

// load applies a part of the log read from the store (views.View.Load).
func (v *view) load(from int, entries []Entry, f Factory, more bool) error {
	return v.Load(from, viewEntries(entries), f, more)
}

// viewEntries returns the entries in the views' form, the same memory:
// the two types have one layout (TestEntriesHaveTheViewsLayout), and a
// view only reads what it is given.
func viewEntries(entries []Entry) []views.Entry {
	return unsafe.Slice((*views.Entry)(unsafe.Pointer(unsafe.SliceData(entries))), len(entries))
}

func viewEntry(e Entry) views.Entry {
	return views.Entry{Kind: views.Kind(e.Kind), Label: e.Label, Text: e.Text, Role: e.Role}
}

// viewCache is the pipeline's cache of views, of *view items.
type viewCache struct{ *views.Cache }

func newViewCache(cfg Config) viewCache {
	cc := views.CacheConfig{MaxBytes: cfg.CacheBytes, MaxThreads: max(0, cfg.MaxCachedThreads), ItemSize: int(unsafe.Sizeof(view{})), TTL: cfg.ViewTTL, Now: cfg.Now}
	if tc, ok := cfg.Store.(ThreadCache); ok {
		cc.StoreBytes = tc.ThreadOverhead()
		cc.Release = tc.Release
	}
	return viewCache{views.NewCache(cc)}
}

// get returns the cached view of the thread's generation, or nil
// (dropping a view of an ended generation).
func (c viewCache) get(thread string, gen Gen) *view {
	it, _ := c.Get(thread, uint64(gen)).(*view)
	return it
}

// put caches a loaded view, unless a view of the same generation got there
// first, which it returns instead.
func (c viewCache) put(v *view) *view { return c.Put(v).(*view) }

// holds reports whether a view of the thread is cached, of any
// generation, without touching its place in the LRU.
func (c viewCache) holds(thread string) bool { return c.Holds(thread) }

// drop removes the thread's view, if cached, and returns it; with
// release, the store is told it may forget the thread too.
func (c viewCache) drop(thread string, release bool) *view {
	it, _ := c.Drop(thread, release).(*view)
	return it
}
