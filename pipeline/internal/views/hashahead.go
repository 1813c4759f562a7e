package views

import (
	"hash/maphash"
	"runtime"
	"sync/atomic"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// hashedPart holds what another goroutine hashed of a part of a thread's
// log while the part was applied to the view: a cold thread's first
// request applies thousands of entries, then builds their known-value
// matcher, and much of both is hashing (BenchmarkViewLoad).
//
// First, with the view's seed, the value key of each sighting whose key
// is its text (most are: folded ASCII), for the view's indexes: the apply
// takes those hashed when it reaches them (ready) and hashes the others
// itself. Then the matcher keys of the part's user sightings: the apply
// alone decides which of them the matcher takes (duplicates and values
// the assistant introduced take no token), so every candidate is hashed,
// and the matcher takes the hashes of those it holds (textfold.KeyHashes).
//
// Only on two processors or more, and for a part large enough for a
// KeyMatcher (keyMatcherFrom entries). The request waits for at most one
// stride of the first stage (valueStride entries) once the apply is done:
// the goroutine checks before each stride, and the request claims the
// second stage when the goroutine has not begun it (a loaded machine that
// gave it no processor), the matcher then hashing its values itself, as
// without this.
type hashedPart struct {
	first int // the view's index of the part's first entry
	// values holds, by entry of the part, the hash of its value key when
	// that key is its text, or 0; the first ready are set.
	values  []uint64
	ready   atomic.Int64
	applied atomic.Bool // the apply is done: the first stage is of no use
	claimed atomic.Bool // the second stage is the goroutine's, or given up
	pos     []int32     // by entry of the part: its place among the candidates, or -1
	keys    *textfold.KeyHashes
	done    chan struct{}
}

// valueStride is the number of entries the goroutine hashes between two
// updates of ready.
const valueStride = 64

// Load applies a part of the log read from the store, entries numbered
// from `from`. When more is on its way, it builds the part's known-value
// matcher meanwhile (the rest, a few entries, then makes a small tier of
// its own), hashing ahead on another goroutine while the part is applied.
func (v *View) Load(from int, entries []Entry, f Factory, more bool) error {
	if !more {
		v.Apply(from, entries, f)
		return nil
	}
	ahead := hashAhead(entries, from-1, v.shared.seed)
	v.applyHashed(from, entries, f, ahead)
	_, err := v.knownTiersHashed(ahead.wait())
	return err
}

// hashAhead starts hashing the values of entries, which the view holds
// from index first on and hashes with seed, or returns nil when a
// goroutine is not worth it: a part too small for a KeyMatcher, or a
// single processor.
func hashAhead(entries []Entry, first int, seed maphash.Seed) *hashedPart {
	if len(entries) < keyMatcherFrom || runtime.GOMAXPROCS(0) < 2 {
		return nil
	}
	h := &hashedPart{first: first, values: make([]uint64, len(entries)), done: make(chan struct{})}
	go func() {
		defer close(h.done)
		h.hashValues(entries, seed)
		if h.claimed.CompareAndSwap(false, true) {
			h.hashKeys(entries)
		}
	}()
	return h
}

// hashValues is the first stage; it ends early once the apply is done.
func (h *hashedPart) hashValues(entries []Entry, seed maphash.Seed) {
	for i := range entries {
		if i%valueStride == 0 && h.applied.Load() {
			return
		}
		// Only texts in key form as they are: the view hashes the others'
		// keys itself, and building each key here to compare it would
		// be garbage during the load.
		if e := &entries[i]; e.Kind == Sighting && textfold.IsFoldedASCII(e.Text) {
			h.values[i] = maphash.String(seed, e.Text)
		}
		if (i+1)%valueStride == 0 {
			h.ready.Store(int64(i + 1))
		}
	}
	h.ready.Store(int64(len(entries)))
}

// hashKeys is the second stage.
func (h *hashedPart) hashKeys(entries []Entry) {
	pos := make([]int32, len(entries))
	texts := make([]string, 0, len(entries))
	for i := range entries {
		pos[i] = -1
		if e := &entries[i]; e.Kind == Sighting && e.Role == pii.RoleUser {
			pos[i] = int32(len(texts))
			texts = append(texts, e.Text)
		}
	}
	h.pos, h.keys = pos, textfold.HashKeys(texts, false)
}

// valueHash returns the hash of entry i's value key when it is hashed
// already and is the hash of its text, or 0. A nil h has none.
func (h *hashedPart) valueHash(i int) uint64 {
	if h == nil || int64(i) >= h.ready.Load() {
		return 0
	}
	return h.values[i]
}

// wait is called once the part is applied: it returns h when the
// goroutine hashed the matcher keys, after it ended, and nil when it had
// not begun them (they are then given up) or h is nil.
func (h *hashedPart) wait() *hashedPart {
	if h == nil {
		return nil
	}
	h.applied.Store(true)
	given := h.claimed.CompareAndSwap(false, true)
	<-h.done
	if given {
		return nil
	}
	return h
}

// matcher builds the KeyMatcher of values, those of the view's entries
// idx, from the hashed keys; a value that is not one of the part's
// candidates (a value a correction promoted, an entry outside the part)
// is hashed again by the matcher. It serves one matcher: the matcher
// takes its prefix filter over.
func (h *hashedPart) matcher(values []string, idx []int32) (*textfold.KeyMatcher, error) {
	at := make([]int32, len(idx))
	for i, e := range idx {
		at[i] = -1
		if j := int(e) - h.first; j >= 0 && j < len(h.pos) {
			at[i] = h.pos[j]
		}
	}
	return h.keys.Matcher(values, at)
}
