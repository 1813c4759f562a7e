package pipeline

import (
	"cmp"
	"hash/maphash"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// entityKey links the detections of one value: same label, same ValueKey.
type entityKey struct {
	label string
	value string
}

// entry is one entry of a view's log, in the view's compact form (24
// bytes): its value and its token ("" for an entry without one) are
// consecutive bytes of the view's text chunks, at p; the label is an index
// into the view's label table.
type entry struct {
	p       *byte
	textLen uint32
	tokLen  uint32
	label   uint16
	kind    EntryKind
	role    pii.Role
	in      indexed // the indexes the entry is in
	// tags holds, for each index the entry is in (by indexSlot), the top
	// byte of its hash there: a small view's scan compares values only
	// where the byte agrees.
	tags [3]uint8
}

// text is the entry's value, as the log spells it.
func (e *entry) text() string { return unsafe.String(e.p, e.textLen) }

// token is the entry's token, "" when it has none (then its value may end
// its chunk: no pointer past it is made).
func (e *entry) token() string {
	if e.tokLen == 0 {
		return ""
	}
	return unsafe.String((*byte)(unsafe.Add(unsafe.Pointer(e.p), e.textLen)), e.tokLen)
}

// indexed is a set of the view's indexes (byKey, byValue, byToken).
type indexed uint8

const (
	inKey indexed = 1 << iota
	inValue
	inToken
)

// slot is the index's place in entry.tags.
func (in indexed) slot() int { return bits.TrailingZeros8(uint8(in)) }

// tagOf is the byte of hash h an entry's tags keep.
func tagOf(h uint64) uint8 { return uint8(h >> 56) }

// view is a pipeline's cached state of one thread generation, derived from
// the store's log: entries, per-label numbering, three hash indexes (by
// label and value key, by value key, by token) and matchers over the
// tokenised values. The log only grows, so the view only grows too; a new
// generation gets a new view.
//
// The view holds nothing twice: value keys are recomputed when an index
// lookup needs to confirm a candidate (textfold.HasKey, without
// allocating), labels are interned, and the indexes keep 32-bit tags and
// entry numbers only. Most cached threads are small, so what only a large
// or corrected thread needs is allocated when it does: the hash indexes
// once the view holds more than scanUpTo entries (below, a lookup scans
// the entries, each marking the indexes it is in), the corrections with
// the first one. size tracks what it holds, for the cache's budget.
type view struct {
	thread string
	gen    Gen
	seed   maphash.Seed

	// appendMu serialises this process's writers of the thread, so they do
	// not race each other for entry numbers.
	appendMu sync.Mutex

	mu      sync.RWMutex
	labels  []viewLabel // interned labels, by index
	entries []entry
	// chunk is where the entries' values and tokens are copied to, used
	// of its room bytes taken. The strings of a thread share a few
	// allocations (a cold load's one) instead of taking one each, and an
	// entry holds one pointer for both. Taken bytes are never written
	// again; an older chunk lives as long as entries point into it.
	chunk      *byte
	used, room uint32
	// idx holds the hash indexes of a view of more than scanUpTo entries;
	// nil below.
	idx *indexes

	// tiers find the tokenised values again. New values go into a small
	// matcher, and matchers of similar size are merged, like a binary
	// counter: adding a value never rebuilds the whole thread's matcher,
	// and the total build cost stays O(n log n).
	tiers []tier

	// renders caches Anonymize results of this process, with the
	// detections they came from. A result is only valid while the log has
	// the length it was rendered at (a longer log may hold values to find
	// again in the text); its detections stay valid, so a text seen before
	// is not detected again.
	renders     renderCache
	renderBytes int32
	// matched is the number of entries the tiers cover.
	matched int32
	// memo is what the view remembers of other questions; nil until the
	// first.
	memo *viewMemo
	// corr is what the thread's corrections decided (corrections.go); nil
	// until the first one.
	corr *corrections

	// size is the memory the view holds, in bytes; cache, once the view is
	// published, is told when it changes.
	size  atomic.Int64
	cache atomic.Pointer[viewCache]
}

// indexes are a large view's hash indexes. An entry is in one when its
// in field says so, whether or not the view has built them yet.
type indexes struct {
	byKey   index // label and value key → the entity's entry
	byValue index // value key → first entry with that value (provenance)
	byToken index // token → the entry it restores to
}

// scanUpTo is the number of entries up to which a view has no hash
// indexes: scanning a handful of entries (a string comparison each, most
// ending at the first byte) costs about what hashing the key does, and
// three tables cost 200 bytes or more.
const scanUpTo = 8

// viewLabel is an interned label, and the number of tokens issued under
// it.
type viewLabel struct {
	name   string
	issued int
}

// viewMemo is what a view remembers of questions other than Anonymize.
type viewMemo struct {
	// counts caches CountKnown results as renders are cached; countBytes
	// is its share of size.
	counts     map[Digest]countEntry
	countBytes int
	// denied remembers which values the deny list finds (DenyForce).
	denied deniedMemo
}

// memoLocked returns the view's memo, allocating it. The caller holds
// v.mu for writing.
func (v *view) memoLocked() *viewMemo {
	if v.memo == nil {
		v.memo = new(viewMemo)
		v.size.Add(int64(memoSize))
	}
	return v.memo
}

type countEntry struct {
	n, count int
}

type renderKey struct {
	digest Digest
	author Author
}

// renderCache holds a view's renders by key. Most cached threads have
// rendered one message (a thread used once, or touched once since it was
// loaded), and a Go map's first group of slots costs about 400 bytes: the
// first render is held in the view itself, the others in a map.
type renderCache struct {
	firstKey renderKey
	first    *renderEntry
	more     map[renderKey]*renderEntry
}

func (c *renderCache) get(k renderKey) (*renderEntry, bool) {
	if c.first != nil && c.firstKey == k {
		return c.first, true
	}
	e, ok := c.more[k]
	return e, ok
}

func (c *renderCache) len() int {
	if c.first == nil {
		return 0
	}
	return 1 + len(c.more)
}

// keys calls f with each key.
func (c *renderCache) keys(f func(renderKey)) {
	if c.first != nil {
		f(c.firstKey)
	}
	for k := range c.more {
		f(k)
	}
}

// put stores e under k and returns the heap it adds beyond e itself (map
// slots and header) and the render it replaced, if any.
func (c *renderCache) put(k renderKey, e *renderEntry) (grown int, old *renderEntry) {
	switch {
	case c.first == nil:
		c.firstKey, c.first = k, e
		return 0, nil
	case c.firstKey == k:
		old, c.first = c.first, e
		return 0, old
	}
	if c.more == nil {
		c.more = map[renderKey]*renderEntry{}
		grown = renderMapHeader
	}
	old = c.more[k]
	slots := mapSlots(len(c.more))
	c.more[k] = e
	return grown + (mapSlots(len(c.more))-slots)*renderSlot, old
}

// renderEntry is a kept render (r.at is the log's length it was made at)
// and the detections it came from: 80 bytes.
type renderEntry struct {
	r    rendering
	dets []cachedDetection
}

// cachedDetection is a detection without its text, which is a slice of the
// message: keeping it would keep the whole message.
type cachedDetection struct {
	start, end int32
	label      string
	confidence float64
}

// maxRenders bounds a view's render cache; a full cache starts over.
const maxRenders = 1024

func newView(thread string, gen Gen, seed maphash.Seed) *view {
	v := &view{thread: thread, gen: gen, seed: seed}
	v.size.Store(int64(viewOverhead))
	return v
}

// Memory accounting. Sizes follow the Go allocator closely enough for a
// budget (TestCacheBytesMatchTheHeap holds them to the measured heap).
var (
	// viewOverhead: the struct, its cache entry and map slot.
	viewOverhead = allocSize(int(unsafe.Sizeof(view{}))) + allocSize(int(unsafe.Sizeof(cached{}))) + 48
	// indexesSize: a large view's indexes, their tables aside.
	indexesSize = allocSize(int(unsafe.Sizeof(indexes{})))
	memoSize    = allocSize(int(unsafe.Sizeof(viewMemo{})))
	// renderMapHeader: the map of renders beyond the first.
	renderMapHeader = 48
	entrySize       = int(unsafe.Sizeof(entry{}))
	renderSlot      = int(unsafe.Sizeof(renderKey{})+unsafe.Sizeof(&renderEntry{})) + 1
	detectionSize   = int(unsafe.Sizeof(cachedDetection{}))
	editSize        = int(unsafe.Sizeof(edit{}))
	countSlot       = int(unsafe.Sizeof(Digest{})+unsafe.Sizeof(countEntry{})) + 1
)

// allocSize approximates the heap taken by an allocation of n bytes: the
// allocator's size classes step by 8 bytes up to 32, by 16 up to 256, then
// by about an eighth.
func allocSize(n int) int {
	switch {
	case n == 0:
		return 0
	case n <= 32:
		return (n + 7) &^ 7
	case n <= 256:
		return (n + 15) &^ 15
	default:
		return n + n/8
	}
}

// resized recomputes nothing: it tells the cache, if any, that size
// changed. The caller does not hold v.mu.
func (v *view) resized() {
	if c := v.cache.Load(); c != nil {
		c.resize(v)
	}
}

// authors are the authors a render can be cached for.
var authors = [...]Author{{Role: pii.RoleUser}, {Role: pii.RoleAssistant, Model: true}, {Role: pii.RoleUser, Model: true}, {Role: pii.RoleAssistant}}

// rendered returns the render of text (whose digest is d) by r, if this
// view holds one made at the log's current length.
func (v *view) rendered(d Digest, r Author, text string) (Anonymized, bool) {
	v.mu.RLock()
	e, ok := v.renders.get(renderKey{d, r})
	ok = ok && int(e.r.at) == len(v.entries)
	v.mu.RUnlock()
	if !ok {
		return Anonymized{}, false
	}
	return e.r.apply(text), true
}

// detections returns the detections of a text this view rendered before,
// by any author, rebuilt over text (whose digest is d).
func (v *view) detections(d Digest, text string) ([]pii.Detection, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	for _, r := range authors {
		if e, ok := v.renders.get(renderKey{d, r}); ok {
			out := make([]pii.Detection, len(e.dets))
			for i, c := range e.dets {
				out[i] = pii.Detection{Start: int(c.start), End: int(c.end), Label: c.label, Text: text[c.start:c.end], Confidence: c.confidence}
			}
			return out, true
		}
	}
	return nil, false
}

// messages is the number of distinct messages the view rendered (and
// still holds), whoever wrote them.
func (v *view) messages() int {
	v.mu.RLock()
	defer v.mu.RUnlock()
	seen := make(map[Digest]struct{}, v.renders.len())
	v.renders.keys(func(k renderKey) { seen[k.digest] = struct{}{} })
	return len(seen)
}

func (v *view) remember(d Digest, r Author, out rendering, raw []pii.Detection) {
	v.rememberAt(d, r, out, raw, -1)
}

// rememberAt is remember of a render made when the log held at entries
// (at < 0: as many as now).
func (v *view) rememberAt(d Digest, r Author, out rendering, raw []pii.Detection, at int) {
	dets := make([]cachedDetection, len(raw))
	for i, det := range raw {
		dets[i] = cachedDetection{start: int32(det.Start), end: int32(det.End), label: det.Label, confidence: det.Confidence}
	}
	e := &renderEntry{r: out, dets: dets}
	v.mu.Lock()
	if v.renders.len() >= maxRenders {
		v.renders = renderCache{}
		v.size.Add(-int64(v.renderBytes))
		v.renderBytes = 0
	}
	if at < 0 {
		at = len(v.entries)
	}
	e.r.at = int32(at)
	grown, old := v.renders.put(renderKey{d, r}, e)
	cost := e.bytes() + grown
	if old != nil {
		cost -= old.bytes()
	}
	v.renderBytes += int32(cost)
	v.size.Add(int64(cost))
	v.mu.Unlock()
	v.resized()
}

// bytes is the memory of a cached render, its map slot aside (its tokens
// are the view's own strings).
func (e *renderEntry) bytes() int {
	return allocSize(int(unsafe.Sizeof(*e))) + allocSize(editSize*cap(e.r.edits)) + allocSize(int(e.r.own)) + allocSize(16*cap(e.r.tokens)) + allocSize(detectionSize*len(e.dets))
}

// mapSlots approximates the slots a Go map of n entries allocates: groups
// of 8, kept at most 7/8 full, doubling.
func mapSlots(n int) int {
	if n == 0 {
		return 0
	}
	slots := 8
	for slots*7/8 < n {
		slots *= 2
	}
	return slots
}

// labelOf returns the index of an interned label. The caller holds v.mu.
func (v *view) labelOf(label string) (int, bool) {
	for i, l := range v.labels {
		if l.name == label {
			return i, true
		}
	}
	return 0, false
}

func (v *view) keyHash(label int, value string) uint64 {
	return labelKeyHash(label, maphash.String(v.seed, value))
}

// labelKeyHash is the byKey hash of (label, value), from the value's hash:
// add hashes each value once for both indexes.
func labelKeyHash(label int, valueHash uint64) uint64 {
	return valueHash ^ (uint64(label)+1)*0x9e3779b97f4a7c15
}

// findKey returns the entry of the entity k. The caller holds v.mu.
func (v *view) findKey(k entityKey) (int, bool) {
	label, ok := v.labelOf(k.label)
	if !ok {
		return 0, false
	}
	return v.findKeyHashed(label, k.value, v.keyHash(label, k.value))
}

// findKeyHashed is findKey of (label index, value), whose byKey hash is h.
// The caller holds v.mu.
func (v *view) findKeyHashed(label int, value string, h uint64) (int, bool) {
	match := v.isEntity(label, value)
	if v.idx == nil {
		return v.scan(inKey, h, match)
	}
	return v.idx.byKey.find(h, match)
}

// isEntity matches the entries of (label index, value), for byKey. The
// caller holds v.mu.
func (v *view) isEntity(label int, value string) func(idx int) bool {
	return func(idx int) bool {
		e := &v.entries[idx]
		return int(e.label) == label && textfold.HasKey(e.text(), value)
	}
}

// hasValue matches the entries whose value key is value, for byValue. The
// caller holds v.mu.
func (v *view) hasValue(value string) func(idx int) bool {
	return func(idx int) bool { return textfold.HasKey(v.entries[idx].text(), value) }
}

// scan returns the first entry of the index in, under hash h, for which
// match holds: a lookup in a view without hash indexes. The caller holds
// v.mu.
func (v *view) scan(in indexed, h uint64, match func(idx int) bool) (int, bool) {
	slot, tag := in.slot(), tagOf(h)
	for i := range v.entries {
		if e := &v.entries[i]; e.in&in != 0 && e.tags[slot] == tag && match(i) {
			return i, true
		}
	}
	return 0, false
}

// insertKey adds entry idx to byKey under hash h; insertValue and
// insertToken, to byValue and byToken. The caller holds v.mu.
func (v *view) insertKey(h uint64, idx int) {
	v.mark(inKey, h, idx)
	if v.idx != nil {
		v.idx.byKey.insert(h, idx)
	}
}

func (v *view) insertValue(h uint64, idx int) {
	v.mark(inValue, h, idx)
	if v.idx != nil {
		v.idx.byValue.insert(h, idx)
	}
}

func (v *view) insertToken(h uint64, idx int) {
	v.mark(inToken, h, idx)
	if v.idx != nil {
		v.idx.byToken.insert(h, idx)
	}
}

// mark records that entry idx is in the index in, under hash h. The
// caller holds v.mu.
func (v *view) mark(in indexed, h uint64, idx int) {
	e := &v.entries[idx]
	e.in |= in
	e.tags[in.slot()] = tagOf(h)
}

// index builds the hash indexes of a view growing past scanUpTo entries,
// with room for more keys and values and moreTokens tokens, from what its
// entries say they are in. The caller holds v.mu.
func (v *view) index(more, moreTokens int) {
	x := new(indexes)
	keys, values, tokens := 0, 0, 0
	for _, e := range v.entries {
		keys += b2i(e.in&inKey != 0)
		values += b2i(e.in&inValue != 0)
		tokens += b2i(e.in&inToken != 0)
	}
	x.byKey.reserve(keys + more)
	x.byValue.reserve(values + more)
	x.byToken.reserve(tokens + moreTokens)
	for i, e := range v.entries {
		if e.in&(inKey|inValue) != 0 {
			hv := maphash.String(v.seed, textfold.ValueKey(e.text()))
			if e.in&inKey != 0 {
				x.byKey.insert(labelKeyHash(int(e.label), hv), i)
			}
			if e.in&inValue != 0 {
				x.byValue.insert(hv, i)
			}
		}
		if e.in&inToken != 0 {
			x.byToken.insert(maphash.String(v.seed, e.token()), i)
		}
	}
	v.idx = x
}

// findValue returns the first entry whose value key is value. The caller
// holds v.mu.
func (v *view) findValue(value string) (int, bool) {
	return v.findValueHashed(value, maphash.String(v.seed, value))
}

// findValueHashed is findValue of a value whose hash is h. The caller
// holds v.mu.
func (v *view) findValueHashed(value string, h uint64) (int, bool) {
	match := v.hasValue(value)
	if v.idx == nil {
		return v.scan(inValue, h, match)
	}
	return v.idx.byValue.find(h, match)
}

// findToken returns the entry token restores to. The caller holds v.mu.
func (v *view) findToken(token string) (int, bool) {
	return v.findTokenHashed(token, maphash.String(v.seed, token))
}

// findTokenHashed is findToken of a token whose hash is h. The caller
// holds v.mu.
func (v *view) findTokenHashed(token string, h uint64) (int, bool) {
	match := func(idx int) bool {
		return v.entries[idx].token() == token
	}
	if v.idx == nil {
		return v.scan(inToken, h, match)
	}
	return v.idx.byToken.find(h, match)
}

func (v *view) counted(d Digest) (int, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if v.memo == nil {
		return 0, false
	}
	e, ok := v.memo.counts[d]
	if !ok || e.n != len(v.entries) {
		return 0, false
	}
	return e.count, true
}

func (v *view) rememberCount(d Digest, n, count int) {
	v.mu.Lock()
	m := v.memoLocked()
	if m.counts == nil || len(m.counts) >= maxRenders {
		m.counts = map[Digest]countEntry{}
		v.size.Add(-int64(m.countBytes))
		m.countBytes = 0
	}
	slots := mapSlots(len(m.counts))
	m.counts[d] = countEntry{n: n, count: count}
	cost := (mapSlots(len(m.counts)) - slots) * countSlot
	m.countBytes += cost
	v.size.Add(int64(cost))
	v.mu.Unlock()
	v.resized()
}

// isTokenised reports whether the thread holds k with a token.
func (v *view) isTokenised(k entityKey) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.findKey(k)
	return ok && v.entries[idx].tokLen != 0
}

// entryOf returns entry idx in the store's form. The caller holds v.mu.
func (v *view) entryOf(idx int) Entry {
	e := &v.entries[idx]
	return Entry{Kind: e.kind, Label: v.labels[e.label].name, Text: e.text(), Role: e.role}
}

func (v *view) len() int {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return len(v.entries)
}

// apply adds entries numbered from `from`; entries the view already holds
// are skipped, so concurrent syncs are harmless.
func (v *view) apply(from int, entries []Entry, f Factory) { v.applyHashed(from, entries, f, nil) }

// applyHashed is apply, the entries' value keys hashed ahead in h (nil:
// none). The caller does not hold v.mu.
func (v *view) applyHashed(from int, entries []Entry, f Factory, h *hashedPart) {
	if len(entries) == 0 {
		return
	}
	v.mu.Lock()
	before := v.heldBytes()
	v.entries = slices.Grow(v.entries, max(0, from-1+len(entries)-len(v.entries)))
	// A cold thread's load adds thousands of entries: the indexes grow
	// once, not by doubling.
	sightings, users, texts := 0, 0, 0
	var first *Entry // the first new user sighting
	for i := min(len(entries), max(0, len(v.entries)-from+1)); i < len(entries); i++ {
		e := &entries[i]
		texts += len(e.Text)
		if e.Kind == EntrySighting {
			sightings++
			if e.Role == pii.RoleUser {
				users++
				first = cmp.Or(first, e)
			}
		}
	}
	// The values and their tokens in one chunk, each token as long as the
	// first's with the highest ordinal the batch may reach.
	need := texts
	if first != nil {
		need += users * len(f.Token(first.Label, len(v.entries)+users, first.Text))
	}
	if need > v.free() {
		v.newChunk(need)
	}
	switch {
	case v.idx != nil:
		v.idx.byKey.reserve(v.idx.byKey.n + sightings)
		v.idx.byValue.reserve(v.idx.byValue.n + sightings)
		v.idx.byToken.reserve(v.idx.byToken.n + users)
	case max(len(v.entries), from-1+len(entries)) > scanUpTo:
		v.index(sightings, users)
	}
	for i, e := range entries {
		if seq := from + i; seq <= len(v.entries) {
			continue
		}
		v.add(e, f, h.valueHash(i))
	}
	v.size.Add(int64(v.heldBytes() - before))
	v.mu.Unlock()
	v.resized()
}

// add appends one entry; hv, when not 0, is the hash of its value, which
// is its own key (hashed ahead). The caller holds v.mu.
func (v *view) add(e Entry, f Factory, hv uint64) {
	idx := len(v.entries)
	label, ok := v.labelOf(e.Label)
	if !ok {
		label = len(v.labels)
		v.labels = append(v.labels, viewLabel{name: e.Label})
	}
	v.entries = append(v.entries, entry{p: v.place(e.Text, ""), textLen: uint32(len(e.Text)), label: uint16(label), kind: e.Kind, role: e.Role})
	if e.Kind != EntrySighting {
		v.applyCorrection(idx, e, label, f)
		return
	}
	value := e.Text
	if hv == 0 {
		value = textfold.ValueKey(e.Text)
		hv = maphash.String(v.seed, value)
	}
	if v.keyNew(label, value, labelKeyHash(label, hv), idx) && e.Role == pii.RoleUser {
		v.issue(idx, e, label, f)
	}
	v.valueNew(value, hv, idx)
}

// keyNew adds entry idx, of (label index, value), to byKey under hash h,
// unless it holds the entity already; it reports whether it added it. The
// caller holds v.mu.
func (v *view) keyNew(label int, value string, h uint64, idx int) bool {
	if v.idx == nil {
		if _, dup := v.findKeyHashed(label, value, h); dup {
			return false
		}
		v.insertKey(h, idx)
		return true
	}
	_, dup := v.idx.byKey.findOrInsert(h, idx, v.isEntity(label, value))
	if !dup {
		v.mark(inKey, h, idx)
	}
	return !dup
}

// valueNew adds entry idx, of value, to byValue under hash h, unless it
// holds the value already. The caller holds v.mu.
func (v *view) valueNew(value string, h uint64, idx int) {
	if v.idx == nil {
		if _, seen := v.findValueHashed(value, h); !seen {
			v.insertValue(h, idx)
		}
		return
	}
	_, seen := v.idx.byValue.findOrInsert(h, idx, v.hasValue(value))
	if !seen {
		v.mark(inValue, h, idx)
	}
}

// free is the number of bytes of the chunk not taken yet. The caller holds
// v.mu.
func (v *view) free() int { return int(v.room - v.used) }

// freeBytes returns the first n bytes not taken yet (n ≤ free, n > 0, so
// never a pointer past the chunk's end). The caller holds v.mu.
func (v *view) freeBytes(n int) []byte {
	return unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(v.chunk), v.used)), n)
}

// place copies text and token, one after the other, to the free end of the
// view's chunk (a new chunk when it lacks room), and returns where they
// start. The caller holds v.mu.
func (v *view) place(text, token string) *byte {
	n := len(text) + len(token)
	if n == 0 {
		return nil
	}
	if n > v.free() {
		v.newChunk(n)
	}
	b := v.freeBytes(n)
	copy(b, text)
	copy(b[len(text):], token)
	v.used += uint32(n)
	return unsafe.SliceData(b)
}

// setToken gives entry idx its token: right after its value when the value
// ends where the free bytes start (the entry just added, whose token may
// already be written there), otherwise with a copy of its value (a value
// promoted later). The caller holds v.mu.
func (v *view) setToken(idx int, token string) {
	e := &v.entries[idx]
	if n := len(token); v.endsChunk(idx) && n > 0 && n <= v.free() {
		copy(v.freeBytes(n), token) // a no-op when the token is written in place
		v.used += uint32(n)
		e.tokLen = uint32(n)
		return
	}
	e.p = v.place(e.text(), token)
	e.tokLen = uint32(len(token))
}

// endsChunk reports whether entry idx, without a token, is what was last
// placed in the current chunk, so that its token can follow it there. The
// caller holds v.mu.
func (v *view) endsChunk(idx int) bool {
	e := &v.entries[idx]
	// Compared as addresses: a value ending an older chunk has no valid
	// pointer past it. The value must also start in the current chunk:
	// an older chunk may end where the current one begins in memory, and
	// a token written there would not keep the older chunk's value alive
	// nor be kept alive by it.
	start, end := uintptr(unsafe.Pointer(e.p)), uintptr(unsafe.Pointer(e.p))+uintptr(e.textLen)
	base := uintptr(unsafe.Pointer(v.chunk))
	return e.tokLen == 0 && e.p != nil && v.free() > 0 &&
		start >= base && end == base+uintptr(v.used)
}

// newChunk replaces the view's free bytes with a new chunk of at least
// need bytes, and counts it. A growing thread's chunks grow with it, up to
// maxChunk bytes, so that its values are not one allocation each. The
// caller holds v.mu.
func (v *view) newChunk(need int) {
	size := allocSize(max(need, min(maxChunk, 40*(len(v.entries)/4+1))))
	v.chunk, v.used, v.room = unsafe.SliceData(make([]byte, size)), 0, uint32(size)
	v.size.Add(int64(size))
}

// maxChunk bounds the chunks a growing thread's values take, beyond a
// cold load's (which take all its values at once).
const maxChunk = 4096

// heldBytes is the memory of the entry table and indexes, strings aside.
// The caller holds v.mu.
func (v *view) heldBytes() int {
	n := allocSize(entrySize*cap(v.entries)) + allocSize(int(unsafe.Sizeof(viewLabel{}))*cap(v.labels))
	if v.idx != nil {
		n += indexesSize + v.idx.byKey.bytes() + v.idx.byValue.bytes() + v.idx.byToken.bytes()
	}
	return n
}

// nextToken numbers the next tokenised entity of e's label. An ordinal whose
// token is already taken (a short label_hash colliding) is skipped, so a
// token never names two values; every reader applies the same log in the
// same order and skips the same ordinals. The caller holds v.mu.
//
// It also returns the token's hash, and whether the token is free (no
// entry restores to it yet).
func (v *view) nextToken(e Entry, label int, f Factory, inPlace bool) (token string, hash uint64, free bool) {
	if !f.Capabilities().PreservesIdentity {
		// Tokens are shared by design (<<PERSON>>, <<REDACT>>, masks):
		// the first entity keeps the restoration.
		v.labels[label].issued++
		token = v.token(f, e, v.labels[label].issued, inPlace)
		hash = maphash.String(v.seed, token)
		_, taken := v.findTokenHashed(token, hash)
		return token, hash, !taken
	}
	distinct := tokenTraits(f)&distinct != 0
	for range maxTokenCollisions {
		v.labels[label].issued++
		token = v.token(f, e, v.labels[label].issued, inPlace)
		hash = maphash.String(v.seed, token)
		if distinct {
			return token, hash, true // every token the view holds has another ordinal or label
		}
		if _, taken := v.findTokenHashed(token, hash); !taken {
			return token, hash, true
		}
	}
	return "", 0, false // out of tokens: rendering this value fails closed
}

// token renders e's token of ordinal n. inPlace: e is the entry just
// placed, so a factory that can write the token into the chunk's free
// bytes, right after the value, does (setToken then takes them); the
// bytes are not taken yet, so a candidate found taken is written over.
// Otherwise the factory allocates it. The caller holds v.mu.
func (v *view) token(f Factory, e Entry, n int, inPlace bool) string {
	if a, ok := f.(tokenAppender); ok && inPlace && v.free() > 0 {
		room := v.freeBytes(v.free())
		if b := a.AppendToken(room[:0], e.Label, n, e.Text); unsafe.SliceData(b) == unsafe.SliceData(room) {
			return unsafe.String(unsafe.SliceData(b), len(b))
		}
	}
	return f.Token(e.Label, n, e.Text)
}

// maxTokenCollisions bounds the search for a free token; only a short
// label_hash in a huge thread can exhaust it.
const maxTokenCollisions = 1 << 16

func (v *view) lookup(k entityKey) (int, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.findKey(k)
}

// provenance returns the role a new entity of this value takes: the role of
// the value's first occurrence under any label, or role when it is new.
func (v *view) provenance(value string, role pii.Role) pii.Role {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if idx, ok := v.findValue(value); ok {
		return v.entries[idx].role
	}
	return role
}

func (v *view) tokenAt(idx int) string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.entries[idx].token()
}

// preserved reports whether the entry stays in clear on purpose: its value
// was introduced by the assistant.
func (v *view) preserved(idx int) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.entries[idx].role == pii.RoleAssistant
}

func (v *view) indexOfToken(token string) (int, bool) {
	if v == nil {
		return 0, false
	}
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.findToken(token)
}

// valueOf returns the value a token restores to. A nil view knows nothing.
func (v *view) valueOf(token string) (string, bool) {
	if v == nil {
		return "", false
	}
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.findToken(token)
	if !ok {
		return "", false
	}
	return v.entries[idx].text(), true
}

func (v *view) tokenMap() map[string]string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	m := make(map[string]string)
	for i := range v.entries {
		e := &v.entries[i]
		if _, ok := m[e.token()]; e.tokLen != 0 && !ok {
			m[e.token()] = e.text() // the first entity with a token keeps it
		}
	}
	return m
}

// smallThread is the number of values up to which a thread keeps a single
// known-value matcher.
const smallThread = 64

// tier is one matcher over some tokenised values; idx maps its value
// indexes to entry indexes.
type tier struct {
	m   knownMatcher
	idx []int32
}

// knownMatcher finds a tier's values as whole words: a
// textfold.ListMatcher (the keys in a list, compared in turn: a slice
// header per value) for a tier of fewer than listMatcherBelow values, a
// textfold.WordMatcher (a trie: quick to match, slower to build, a few
// hundred bytes even for five values) for a small tier, a
// textfold.KeyMatcher (hashed keys: built 6 to 9 times faster, matching at
// 1.1 to 1.7 times the trie's cost) from keyMatcherFrom values on, so
// that a cold thread's first request, which builds one tier over the whole
// thread, does not wait for a trie (BenchmarkMatcherBuild in textfold).
type knownMatcher interface {
	FindAll(text string, fn func(start, end, value int) bool)
	Size() int
}

// keyMatcherFrom is the size of tier from which a KeyMatcher is built: below
// it, a trie costs little to build (about 0.1 ms for 256 values) and
// matches a little faster.
const keyMatcherFrom = 256

// listMatcherBelow is the size of tier below which a ListMatcher is built:
// it matches as fast as the trie up to about 5 values and 1.7 times slower
// at 16 (BenchmarkSmallMatcherFind in textfold), and holds 120 bytes for 5
// values where the trie holds 410.
const listMatcherBelow = 8

func (t tier) bytes() int { return allocSize(t.m.Size()) + allocSize(4*cap(t.idx)) }

// tiersBytes is the memory of a view's tiers, their slice included.
func tiersBytes(tiers []tier) int {
	n := allocSize(int(unsafe.Sizeof(tier{})) * cap(tiers))
	for _, t := range tiers {
		n += t.bytes()
	}
	return n
}

// findKnown returns a detection, at confidence 1, for every whole-word
// occurrence of a tokenised value of the thread.
func (v *view) findKnown(text string) ([]pii.Detection, error) {
	tiers, err := v.knownTiers()
	if err != nil {
		return nil, err
	}
	var out []pii.Detection
	for _, t := range tiers {
		t.m.FindAll(text, func(start, end, value int) bool {
			label := v.labelAt(int(t.idx[value]))
			if out == nil {
				out = make([]pii.Detection, 0, 4) // a chat message's few values in one allocation
			}
			out = append(out, pii.Detection{Start: start, End: end, Label: label, Text: text[start:end], Confidence: 1})
			return true
		})
	}
	return out, nil
}

func (v *view) labelAt(idx int) string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.labels[v.entries[idx].label].name
}

// knownTiers returns the matchers over the tokenised values, first adding
// the entries that arrived since the last call.
func (v *view) knownTiers() ([]tier, error) { return v.knownTiersHashed(nil) }

// knownTiersHashed is knownTiers, the keys of a part of the log hashed
// ahead in h (nil: none).
func (v *view) knownTiersHashed(h *hashedPart) ([]tier, error) {
	v.mu.RLock()
	if int(v.matched) == len(v.entries) && !v.corr.hasPromoted() {
		t := v.tiers
		v.mu.RUnlock()
		return t, nil
	}
	v.mu.RUnlock()

	v.mu.Lock()
	tiers, err := v.addTiers(h)
	v.mu.Unlock()
	v.resized()
	return tiers, err
}

// addTiers builds the matchers of the entries the tiers do not cover yet,
// with the keys h hashed ahead (nil: none). The caller holds v.mu.
func (v *view) addTiers(h *hashedPart) ([]tier, error) {
	promoted := v.corr.takePromoted()
	n := len(promoted)
	for i := int(v.matched); i < len(v.entries); i++ {
		n += b2i(v.entries[i].tokLen != 0)
	}
	// fresh becomes a tier's index: allocated at its size, as the tier
	// keeps it.
	fresh := make([]int32, 0, n)
	for _, i := range promoted {
		fresh = append(fresh, int32(i))
	}
	for i := int(v.matched); i < len(v.entries); i++ {
		// Only the few promoted entries can already be in fresh: checking
		// them alone keeps a cold thread's first build linear.
		if v.entries[i].tokLen != 0 && !slices.Contains(promoted, i) {
			fresh = append(fresh, int32(i))
		}
	}
	if len(fresh) == 0 {
		v.matched = int32(len(v.entries))
		return v.tiers, nil
	}
	before := tiersBytes(v.tiers)
	t, err := v.tier(fresh, h)
	if err != nil {
		return nil, err
	}
	tiers := append(v.tiers[:len(v.tiers):len(v.tiers)], t)
	// A small thread keeps one matcher: rebuilding it is cheaper than
	// scanning every text once per tier.
	for n := len(tiers); n >= 2 && (len(tiers[n-1].idx) >= len(tiers[n-2].idx) || len(tiers[n-1].idx)+len(tiers[n-2].idx) <= smallThread); n = len(tiers) {
		merged, err := v.tier(slices.Concat(tiers[n-2].idx, tiers[n-1].idx), nil)
		if err != nil {
			return nil, err
		}
		tiers = append(tiers[:n-2], merged)
	}
	after := tiersBytes(tiers)
	v.size.Add(int64(after - before))
	v.tiers, v.matched = tiers, int32(len(v.entries))
	return tiers, nil
}

// tier builds a matcher over the entries idx, with the keys h hashed
// ahead (nil: none). The caller holds v.mu.
func (v *view) tier(idx []int32, h *hashedPart) (tier, error) {
	values := make([]string, len(idx))
	for i, e := range idx {
		values[i] = v.entries[e].text()
	}
	var m knownMatcher
	var err error
	switch {
	case len(values) >= keyMatcherFrom:
		m, err = v.keyMatcher(values, idx, h)
	case len(values) < listMatcherBelow:
		m, err = textfold.NewListMatcher(values, false)
	default:
		m, err = textfold.NewWordMatcher(values, false)
	}
	if err != nil {
		// Only a corrupt store holds a blank value: fail closed.
		return tier{}, &pii.Error{Code: pii.CodeUnavailable, Message: "the thread holds a value that cannot be matched", Err: err}
	}
	return tier{m: m, idx: idx}, nil
}

// keyMatcher builds the KeyMatcher of values, those of the entries idx,
// from the keys h hashed ahead when there are some.
func (v *view) keyMatcher(values []string, idx []int32, h *hashedPart) (knownMatcher, error) {
	if h != nil {
		return h.matcher(values, idx)
	}
	return textfold.NewKeyMatcher(values, false)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
