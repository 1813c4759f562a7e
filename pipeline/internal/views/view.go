package views

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
	kind    Kind
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
// its chunk: no pointer past it is made). A pending token (pending.go) is
// rendered before it is read: reading one panics, so that the request
// fails rather than misses a token.
func (e *entry) token() string {
	if e.tokLen == 0 {
		return ""
	}
	if e.tokLen&tokPending != 0 {
		panic("views: a pending token read before it was rendered")
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

// View is a pipeline's cached state of one thread generation, derived
// from the store's log: entries, per-label numbering, three hash indexes
// (by label and value key, by value key, by token) and matchers over the
// tokenised values, and what it remembers of messages (memos.go). The log
// only grows, so the view only grows too; a new generation gets a new
// view. It is safe for concurrent use.
//
// The view holds nothing twice: value keys are recomputed when an index
// lookup needs to confirm a candidate (textfold.HasKey, without
// allocating), labels are interned, and the indexes keep 32-bit tags and
// entry numbers only. Most cached threads are small, so what only a large
// or corrected thread needs is allocated when it does: the hash indexes
// once the view holds more than scanUpTo entries (below, a lookup scans
// the entries, each marking the indexes it is in), the corrections with
// the first one. held counts what it holds, by kind, for the cache.
type View struct {
	thread string
	gen    uint64 // the generation's number in the store
	shared *Shared

	mu      sync.RWMutex
	labels  []viewLabel // interned labels, by index
	entries []entry
	// chunk is where the entries' values and tokens are copied to, used
	// of its room bytes taken. The strings of a thread share a few
	// allocations (a cold load's one) instead of taking one each, and an
	// entry holds one pointer for both. Taken bytes are never written
	// again, but for a pending token's room (pending.go), written once
	// when the token is rendered, before any string points into it; an
	// older chunk lives as long as entries point into it.
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
	// matched is the number of entries the tiers cover.
	matched int32

	// renders keeps what this process rendered, with the detections it
	// came from. A render is only valid while the log has the length it
	// was rendered at (a longer log may hold values to find again in the
	// text); its detections stay valid, so a text seen before is not
	// detected again.
	renders renderCache
	// memo is what the view remembers of other questions; nil until the
	// first.
	memo *memos
	// corr is what the thread's corrections decided (corrections.go); nil
	// until the first one.
	corr *corrections

	// held is the memory the view holds, by kind (HeldThreads aside: the
	// cache counts it); cache, once the view is cached, is told when it
	// changes.
	held  [NumHeld]int32
	cache atomic.Pointer[Cache]

	// pendingTokens counts the entries whose token a cold load left to
	// render (pending.go); changed under the write lock only.
	pendingTokens atomic.Int32
}

// indexes are a large view's hash indexes. An entry is in one when its
// in field says so, whether or not the view has built them yet.
type indexes struct {
	byKey   index // label and value key → the entity's entry
	byValue index // value key → first entry with that value (provenance)
	byToken index // token → the entry it restores to
	// With a factory of distinct tokens, byToken holds the tokens of the
	// entries before tokensFrom (an older entry given a token later is
	// inserted at once), and those after it that say they are in it
	// (inToken) wait, with room made for them (pending), for the first
	// look-up of a token, which hashes and inserts them (fillTokens): a
	// cold thread's load hashes no token, and a request that restores
	// none never does. tokensMu orders look-ups under the read lock that
	// find tokens waiting.
	tokensFrom atomic.Int32
	pending    int
	tokensMu   sync.Mutex
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

// Init makes v an empty view of the thread's generation gen; v is the
// zero View, in the item that holds it.
func (v *View) Init(thread string, gen uint64, shared *Shared) {
	v.thread, v.gen, v.shared = thread, gen, shared
}

// New returns an empty view of the thread's generation gen.
func New(thread string, gen uint64, shared *Shared) *View {
	v := new(View)
	v.Init(thread, gen, shared)
	return v
}

// Thread returns the view's thread.
func (v *View) Thread() string { return v.thread }

// Held returns the memory the view holds, by kind (HeldThreads aside).
func (v *View) Held() Sizes {
	v.mu.RLock()
	defer v.mu.RUnlock()
	var s Sizes
	for k, n := range v.held {
		s[k] = int64(n)
	}
	return s
}

// resized tells the cache, if any, that the view's size changed. The
// caller does not hold v.mu.
func (v *View) resized() {
	if c := v.cache.Load(); c != nil {
		c.resize(v)
	}
}

// labelOf returns the index of an interned label. The caller holds v.mu.
func (v *View) labelOf(label string) (int, bool) {
	for i, l := range v.labels {
		if l.name == label {
			return i, true
		}
	}
	return 0, false
}

func (v *View) keyHash(label int, value string) uint64 {
	return labelKeyHash(label, maphash.String(v.shared.seed, value))
}

// labelKeyHash is the byKey hash of (label, value), from the value's hash:
// add hashes each value once for both indexes.
func labelKeyHash(label int, valueHash uint64) uint64 {
	return valueHash ^ (uint64(label)+1)*0x9e3779b97f4a7c15
}

// findKey returns the entry of the entity k. The caller holds v.mu.
func (v *View) findKey(k entityKey) (int, bool) {
	label, ok := v.labelOf(k.label)
	if !ok {
		return 0, false
	}
	return v.findKeyHashed(label, k.value, v.keyHash(label, k.value))
}

// findKeyHashed is findKey of (label index, value), whose byKey hash is h.
// The caller holds v.mu.
func (v *View) findKeyHashed(label int, value string, h uint64) (int, bool) {
	match := v.isEntity(label, value)
	if v.idx == nil {
		return v.scan(inKey, h, match)
	}
	return v.idx.byKey.find(h, match)
}

// isEntity matches the entries of (label index, value), for byKey. The
// caller holds v.mu.
func (v *View) isEntity(label int, value string) func(idx int) bool {
	return func(idx int) bool {
		e := &v.entries[idx]
		return int(e.label) == label && textfold.HasKey(e.text(), value)
	}
}

// hasValue matches the entries whose value key is value, for byValue. The
// caller holds v.mu.
func (v *View) hasValue(value string) func(idx int) bool {
	return func(idx int) bool { return textfold.HasKey(v.entries[idx].text(), value) }
}

// scan returns the first entry of the index in, under hash h, for which
// match holds: a lookup in a view without hash indexes. The caller holds
// v.mu.
func (v *View) scan(in indexed, h uint64, match func(idx int) bool) (int, bool) {
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
func (v *View) insertKey(h uint64, idx int) {
	v.mark(inKey, h, idx)
	if v.idx != nil {
		v.idx.byKey.insert(h, idx)
	}
}

func (v *View) insertValue(h uint64, idx int) {
	v.mark(inValue, h, idx)
	if v.idx != nil {
		v.idx.byValue.insert(h, idx)
	}
}

func (v *View) insertToken(h uint64, idx int) {
	x := v.idx
	if x != nil && v.defersTokens() {
		if idx >= int(x.tokensFrom.Load()) {
			// Inserted by the first look-up; the room is made now,
			// under the write lock, so that the table the cache counts
			// does not grow under a read lock.
			v.mark(inToken, 0, idx) // tags serve views without indexes only
			x.pending++
			if n := x.byToken.n + x.pending; 4*n > 3*len(x.byToken.slots) {
				x.byToken.reserve(n)
			}
			return
		}
		h = maphash.String(v.shared.seed, v.entries[idx].token()) // an older entry given a token: nextToken did not hash it
	}
	v.mark(inToken, h, idx)
	if x != nil {
		x.byToken.insert(h, idx)
	}
}

// defersTokens reports whether byToken waits for a look-up to take the
// tokens issued (indexes.tokensFrom): a large view whose factory's tokens
// are distinct, so that issuing one never looks for it. The caller holds
// v.mu.
func (v *View) defersTokens() bool { return v.idx != nil && v.shared.distinct && !v.shared.shared }

// fillTokens inserts into byToken the tokens of the entries from
// tokensFrom on that are in it. The caller holds v.mu (for reading or
// writing), so no entry is added meanwhile.
func (v *View) fillTokens() {
	x := v.idx
	if int(x.tokensFrom.Load()) == len(v.entries) {
		return
	}
	x.tokensMu.Lock()
	defer x.tokensMu.Unlock()
	for i := int(x.tokensFrom.Load()); i < len(v.entries); i++ {
		if e := &v.entries[i]; e.in&inToken != 0 {
			x.byToken.insert(maphash.String(v.shared.seed, e.token()), i)
		}
	}
	x.pending = 0
	x.tokensFrom.Store(int32(len(v.entries)))
}

// mark records that entry idx is in the index in, under hash h. The
// caller holds v.mu.
func (v *View) mark(in indexed, h uint64, idx int) {
	e := &v.entries[idx]
	e.in |= in
	e.tags[in.slot()] = tagOf(h)
}

// index builds the hash indexes of a view growing past scanUpTo entries,
// with room for more keys and values and moreTokens tokens, from what its
// entries say they are in. The caller holds v.mu.
func (v *View) index(more, moreTokens int) {
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
			hv := maphash.String(v.shared.seed, textfold.ValueKey(e.text()))
			if e.in&inKey != 0 {
				x.byKey.insert(labelKeyHash(int(e.label), hv), i)
			}
			if e.in&inValue != 0 {
				x.byValue.insert(hv, i)
			}
		}
		if e.in&inToken != 0 {
			x.byToken.insert(maphash.String(v.shared.seed, e.token()), i)
		}
	}
	x.tokensFrom.Store(int32(len(v.entries)))
	v.idx = x
}

// findValue returns the first entry whose value key is value. The caller
// holds v.mu.
func (v *View) findValue(value string) (int, bool) {
	return v.findValueHashed(value, maphash.String(v.shared.seed, value))
}

// findValueHashed is findValue of a value whose hash is h. The caller
// holds v.mu.
func (v *View) findValueHashed(value string, h uint64) (int, bool) {
	match := v.hasValue(value)
	if v.idx == nil {
		return v.scan(inValue, h, match)
	}
	return v.idx.byValue.find(h, match)
}

// findToken returns the entry token restores to. The caller holds v.mu.
func (v *View) findToken(token string) (int, bool) {
	return v.findTokenHashed(token, maphash.String(v.shared.seed, token))
}

// findTokenHashed is findToken of a token whose hash is h. The caller
// holds v.mu.
func (v *View) findTokenHashed(token string, h uint64) (int, bool) {
	match := func(idx int) bool {
		return v.entries[idx].token() == token
	}
	if v.idx == nil {
		return v.scan(inToken, h, match)
	}
	if v.defersTokens() {
		v.fillTokens()
	}
	return v.idx.byToken.find(h, match)
}

// IsTokenised reports whether the thread holds the value (a value key)
// under label, with a token.
func (v *View) IsTokenised(label, value string) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	idx, ok := v.findKey(entityKey{label, value})
	return ok && v.entries[idx].tokLen != 0
}

// entryOf returns entry idx in the store's form. The caller holds v.mu.
func (v *View) entryOf(idx int) Entry {
	e := &v.entries[idx]
	return Entry{Kind: e.kind, Label: v.labels[e.label].name, Text: e.text(), Role: e.role}
}

// Len is the number of entries the view holds.
func (v *View) Len() int {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return len(v.entries)
}

// Apply adds entries numbered from `from`; entries the view already holds
// are skipped, so concurrent syncs are harmless.
func (v *View) Apply(from int, entries []Entry, f Factory) { v.applyHashed(from, entries, f, nil) }

// applyHashed is Apply, the entries' value keys hashed ahead in h (nil:
// none). The caller does not hold v.mu.
func (v *View) applyHashed(from int, entries []Entry, f Factory, h *hashedPart) {
	if len(entries) == 0 {
		return
	}
	v.mu.Lock()
	table, indexes := v.tableBytes(), v.indexBytes()
	v.entries = slices.Grow(v.entries, max(0, from-1+len(entries)-len(v.entries)))
	// A cold thread's load adds thousands of entries: the indexes grow
	// once, not by doubling.
	sightings, users, texts := 0, 0, 0
	var first *Entry // the first new user sighting
	for i := min(len(entries), max(0, len(v.entries)-from+1)); i < len(entries); i++ {
		e := &entries[i]
		texts += len(e.Text)
		if e.Kind == Sighting {
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
	var lazy *lazyBatch
	if users >= lazyTokensFrom && v.defersTokens() && v.shared.factory != nil {
		lazy = &lazyBatch{maxOrdinal: len(v.entries) + users}
	}
	for i, e := range entries {
		if seq := from + i; seq <= len(v.entries) {
			continue
		}
		v.add(e, f, h.valueHash(i), lazy)
	}
	v.held[HeldEntries] += int32(v.tableBytes() - table)
	v.held[HeldIndexes] += int32(v.indexBytes() - indexes)
	v.mu.Unlock()
	v.resized()
}

// add appends one entry; hv, when not 0, is the hash of its value, which
// is its own key (hashed ahead); lazy, when not nil, leaves its token
// pending. The caller holds v.mu.
func (v *View) add(e Entry, f Factory, hv uint64, lazy *lazyBatch) {
	idx := len(v.entries)
	label, ok := v.labelOf(e.Label)
	if !ok {
		label = len(v.labels)
		v.labels = append(v.labels, viewLabel{name: e.Label})
	}
	v.entries = append(v.entries, entry{p: v.place(e.Text, ""), textLen: uint32(len(e.Text)), label: uint16(label), kind: e.Kind, role: e.Role})
	if e.Kind != Sighting {
		v.applyCorrection(idx, e, label, f)
		return
	}
	value := e.Text
	if hv == 0 {
		value = textfold.ValueKey(e.Text)
		hv = maphash.String(v.shared.seed, value)
	}
	if v.keyNew(label, value, labelKeyHash(label, hv), idx) && e.Role == pii.RoleUser &&
		(lazy == nil || !v.deferToken(idx, e, label, f, lazy)) {
		v.issue(idx, e, label, f)
	}
	v.valueNew(value, hv, idx)
}

// keyNew adds entry idx, of (label index, value), to byKey under hash h,
// unless it holds the entity already; it reports whether it added it. The
// caller holds v.mu.
func (v *View) keyNew(label int, value string, h uint64, idx int) bool {
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
func (v *View) valueNew(value string, h uint64, idx int) {
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
func (v *View) free() int { return int(v.room - v.used) }

// freeBytes returns the first n bytes not taken yet (n ≤ free, n > 0, so
// never a pointer past the chunk's end). The caller holds v.mu.
func (v *View) freeBytes(n int) []byte {
	return unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(v.chunk), v.used)), n)
}

// isFreeStart reports whether token, not empty, is written at the start
// of the free bytes (so that taking len(token) of them keeps it). The
// caller holds v.mu.
func (v *View) isFreeStart(token string) bool {
	return token != "" && len(token) <= v.free() && unsafe.StringData(token) == (*byte)(unsafe.Add(unsafe.Pointer(v.chunk), v.used))
}

// place copies text and token, one after the other, to the free end of the
// view's chunk (a new chunk when it lacks room), and returns where they
// start. The caller holds v.mu.
func (v *View) place(text, token string) *byte {
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
func (v *View) setToken(idx int, token string) {
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
func (v *View) endsChunk(idx int) bool {
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
func (v *View) newChunk(need int) {
	size := allocSize(max(need, min(maxChunk, 40*(len(v.entries)/4+1))))
	v.chunk, v.used, v.room = unsafe.SliceData(make([]byte, size)), 0, uint32(size)
	v.held[HeldEntries] += int32(size)
}

// maxChunk bounds the chunks a growing thread's values take, beyond a
// cold load's (which take all its values at once).
const maxChunk = 4096

// tableBytes is the memory of the entry and label tables, strings aside;
// indexBytes, of the hash indexes. The caller holds v.mu.
func (v *View) tableBytes() int {
	return allocSize(entrySize*cap(v.entries)) + allocSize(labelSize*cap(v.labels))
}

func (v *View) indexBytes() int {
	if v.idx == nil {
		return 0
	}
	return indexesSize + v.idx.byKey.bytes() + v.idx.byValue.bytes() + v.idx.byToken.bytes()
}

var (
	entrySize   = int(unsafe.Sizeof(entry{}))
	labelSize   = int(unsafe.Sizeof(viewLabel{}))
	indexesSize = allocSize(int(unsafe.Sizeof(indexes{})))
)

// nextToken numbers the next tokenised entity of e's label. An ordinal whose
// token is already taken (a short label_hash colliding) is skipped, so a
// token never names two values; every reader applies the same log in the
// same order and skips the same ordinals. The caller holds v.mu.
//
// It also returns the token's hash, and whether the token is free (no
// entry restores to it yet).
func (v *View) nextToken(e Entry, label int, f Factory, inPlace bool) (token string, hash uint64, free bool) {
	if v.shared.shared {
		// Tokens are shared by design (<<PERSON>>, <<REDACT>>, masks):
		// the first entity keeps the restoration.
		v.labels[label].issued++
		token = v.token(f, e, v.labels[label].issued, inPlace)
		hash = maphash.String(v.shared.seed, token)
		_, taken := v.findTokenHashed(token, hash)
		return token, hash, !taken
	}
	for range maxTokenCollisions {
		v.labels[label].issued++
		token = v.token(f, e, v.labels[label].issued, inPlace)
		if v.defersTokens() {
			return token, 0, true // distinct, and hashed when a token is first looked up
		}
		hash = maphash.String(v.shared.seed, token)
		if v.shared.distinct {
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
func (v *View) token(f Factory, e Entry, n int, inPlace bool) string {
	if a, ok := f.(appender); ok && inPlace && v.free() > 0 {
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

// Lookup returns the entry of the value (a value key) under label.
func (v *View) Lookup(label, value string) (int, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.findKey(entityKey{label, value})
}

// Provenance returns the role a new entity of this value (a value key)
// takes: the role of the value's first occurrence under any label, or
// role when it is new.
func (v *View) Provenance(value string, role pii.Role) pii.Role {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if idx, ok := v.findValue(value); ok {
		return v.entries[idx].role
	}
	return role
}

// TokenAt returns the token of entry idx, "" when it has none; a pending
// one is rendered first.
func (v *View) TokenAt(idx int) string {
	v.mu.RLock()
	if !v.isPending(idx) {
		defer v.mu.RUnlock()
		return v.entries[idx].token()
	}
	v.mu.RUnlock()
	v.mu.Lock()
	v.renderToken(idx)
	token := v.entries[idx].token()
	v.mu.Unlock()
	v.resized()
	return token
}

// Preserved reports whether entry idx stays in clear on purpose: its
// value was introduced by the assistant.
func (v *View) Preserved(idx int) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.entries[idx].role == pii.RoleAssistant
}

// IndexOfToken returns the entry token restores to.
func (v *View) IndexOfToken(token string) (int, bool) {
	v.rlockTokens()
	defer v.mu.RUnlock()
	return v.findToken(token)
}

// ValueOf returns the value a token restores to.
func (v *View) ValueOf(token string) (string, bool) {
	v.rlockTokens()
	defer v.mu.RUnlock()
	return v.ValueOfLocked(token)
}

// ValueOfLocked is ValueOf for a caller that holds the view's read lock
// (RLock) across several look-ups.
func (v *View) ValueOfLocked(token string) (string, bool) {
	idx, ok := v.findToken(token)
	if !ok {
		return "", false
	}
	return v.entries[idx].text(), true
}

// RLock locks the view for reading, for ValueOfLocked, every pending token
// rendered first; RUnlock undoes it.
func (v *View) RLock() { v.rlockTokens() }

// RUnlock undoes RLock.
func (v *View) RUnlock() { v.mu.RUnlock() }

// TokenMap returns every token the thread issued, with the value it
// restores to.
func (v *View) TokenMap() map[string]string {
	v.rlockTokens()
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
