package views

import (
	"crypto/sha256"
	"strings"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
)

// A view remembers what this process answered about its thread's
// messages, so that a history sent again is answered from memory: the
// render of each text (HeldRenders) and, as memos (HeldMemos), how many
// known values a text holds and which values the deny list finds. All of
// it can be worked out again from the entries: the cache drops it before
// it evicts a thread (DropMemos).

// Digest identifies a message (the pipeline's SHA-256 of its text).
type Digest = [sha256.Size]byte

// Author says who wrote a rendered text, as the pipeline's Author does:
// a render is kept for one author.
type Author struct {
	Role  pii.Role
	Model bool
}

// authors are the authors a render can be kept for.
var authors = [...]Author{{Role: pii.RoleUser}, {Role: pii.RoleAssistant, Model: true}, {Role: pii.RoleUser, Model: true}, {Role: pii.RoleAssistant}}

// Render is a de-identified text as the edits that make it from the
// original (tokens for values, neutralised literals), so that a view
// keeps a render without a copy of the text: the text comes again with
// the request that finds it by its digest.
type Render struct {
	Edits  []Edit // in order, not overlapping
	Tokens []string
	// Own is the bytes of the edits' replacements that are not the view's
	// tokens (neutralised literals).
	Own int32
	// at is the log's length when the view kept it: here, it fills what
	// would be padding.
	at int32
}

// Edit replaces text[Start:End] with With.
type Edit struct {
	Start, End int32
	With       string
}

// Apply returns the de-identified text.
func (r *Render) Apply(text string) string {
	if len(r.Edits) == 0 {
		return text
	}
	size := len(text)
	for _, e := range r.Edits {
		size += len(e.With) - int(e.End-e.Start)
	}
	var out strings.Builder
	out.Grow(size)
	last := 0
	for _, e := range r.Edits {
		out.WriteString(text[last:e.Start])
		out.WriteString(e.With)
		last = int(e.End)
	}
	out.WriteString(text[last:])
	return out.String()
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

// put stores e under k and returns the heap it adds beyond e itself (the
// map's growth) and the render it replaced, if any.
func (c *renderCache) put(k renderKey, e *renderEntry) (grown int, old *renderEntry) {
	switch {
	case c.first == nil:
		c.firstKey, c.first = k, e
		return 0, nil
	case c.firstKey == k:
		old, c.first = c.first, e
		return 0, old
	}
	before := 0
	if c.more == nil {
		c.more = map[renderKey]*renderEntry{}
	} else {
		before = mapBytes(len(c.more), renderSlot)
	}
	old = c.more[k]
	c.more[k] = e
	return mapBytes(len(c.more), renderSlot) - before, old
}

// renderEntry is a kept render (r.at is the log's length it was made at)
// and the detections it came from.
type renderEntry struct {
	r    Render
	dets []cachedDetection
}

// cachedDetection is a detection without its text, which is a slice of the
// message: keeping it would keep the whole message.
type cachedDetection struct {
	start, end int32
	label      string
	confidence float64
}

// maxRenders bounds a view's render cache, and its count memo; a full one
// starts over.
const maxRenders = 1024

// memos is what a view remembers of questions other than a render.
type memos struct {
	// counts caches CountKnown results as renders are cached.
	counts map[Digest]countEntry
	// denied remembers whether the deny list finds a value (by value
	// key), so that a value is given to the deny list once per view.
	denied map[string]bool
}

type countEntry struct {
	n, count int
}

var (
	renderEntrySize = allocSize(int(unsafe.Sizeof(renderEntry{})))
	editSize        = int(unsafe.Sizeof(Edit{}))
	detectionSize   = int(unsafe.Sizeof(cachedDetection{}))
	memosSize       = allocSize(int(unsafe.Sizeof(memos{})))
	renderSlot      = int(unsafe.Sizeof(struct {
		k renderKey
		v *renderEntry
	}{}))
	countSlot = int(unsafe.Sizeof(struct {
		k Digest
		v countEntry
	}{}))
	deniedSlot = int(unsafe.Sizeof(struct {
		k string
		v bool
	}{}))
)

// bytes is the memory of a kept render, its map slot aside (its tokens
// are the view's own strings).
func (e *renderEntry) bytes() int {
	return renderEntrySize + allocSize(editSize*cap(e.r.Edits)) + allocSize(int(e.r.Own)) + allocSize(16*cap(e.r.Tokens)) + allocSize(detectionSize*len(e.dets))
}

// Rendered returns the render of the text whose digest is d, by author
// a, if the view holds one made at the log's current length.
func (v *View) Rendered(d Digest, a Author) (Render, bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	e, ok := v.renders.get(renderKey{d, a})
	if !ok || int(e.r.at) != len(v.entries) {
		return Render{}, false
	}
	return e.r, true
}

// Detections returns the detections of a text (whose digest is d) this
// view rendered before, by any author, rebuilt over text.
func (v *View) Detections(d Digest, text string) ([]pii.Detection, bool) {
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

// Seen reports whether the view rendered the text whose digest is d, by
// any author: every value the text held then has an entry.
func (v *View) Seen(d Digest) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	for _, r := range authors {
		if _, ok := v.renders.get(renderKey{d, r}); ok {
			return true
		}
	}
	return false
}

// Messages is the number of distinct messages the view rendered (and
// still holds), whoever wrote them.
func (v *View) Messages() int {
	v.mu.RLock()
	defer v.mu.RUnlock()
	seen := make(map[Digest]struct{}, v.renders.len())
	v.renders.keys(func(k renderKey) { seen[k.digest] = struct{}{} })
	return len(seen)
}

// Remember keeps r, the render of the text whose digest is d by author
// a, made at the log's current length, with the detections it came from.
func (v *View) Remember(d Digest, a Author, r Render, raw []pii.Detection) {
	dets := make([]cachedDetection, len(raw))
	for i, det := range raw {
		dets[i] = cachedDetection{start: int32(det.Start), end: int32(det.End), label: det.Label, confidence: det.Confidence}
	}
	e := &renderEntry{r: r, dets: dets}
	v.mu.Lock()
	if v.renders.len() >= maxRenders {
		v.dropRendersLocked()
	}
	e.r.at = int32(len(v.entries))
	grown, old := v.renders.put(renderKey{d, a}, e)
	cost := e.bytes() + grown
	if old != nil {
		cost -= old.bytes()
	}
	v.held[HeldRenders] += int32(cost)
	v.mu.Unlock()
	v.resized()
}

// Counted returns the count of known values of the text whose digest is
// d, if the view holds one made at the log's current length.
func (v *View) Counted(d Digest) (int, bool) {
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

// RememberCount keeps count, the known values of the text whose digest is
// d, counted when the log held n entries.
func (v *View) RememberCount(d Digest, n, count int) {
	v.mu.Lock()
	m := v.memoLocked()
	before := mapBytes(len(m.counts), countSlot)
	if m.counts == nil || len(m.counts) >= maxRenders {
		m.counts = map[Digest]countEntry{}
	}
	m.counts[d] = countEntry{n: n, count: count}
	v.held[HeldMemos] += int32(mapBytes(len(m.counts), countSlot) - before)
	v.mu.Unlock()
	v.resized()
}

// Denied returns what the deny list said of the value (a value key), if
// the view remembers it.
func (v *View) Denied(value string) (yes, ok bool) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if v.memo != nil {
		yes, ok = v.memo.denied[value]
	}
	return yes, ok
}

// RememberDenied keeps what the deny list said of the value.
func (v *View) RememberDenied(value string, yes bool) {
	v.mu.Lock()
	m := v.memoLocked()
	before := mapBytes(len(m.denied), deniedSlot)
	if m.denied == nil {
		m.denied = map[string]bool{}
	}
	if _, ok := m.denied[value]; !ok {
		v.held[HeldMemos] += int32(allocSize(len(value)))
	}
	m.denied[value] = yes
	v.held[HeldMemos] += int32(mapBytes(len(m.denied), deniedSlot) - before)
	v.mu.Unlock()
	v.resized()
}

// memoLocked returns the view's memos, allocating them. The caller holds
// v.mu for writing.
func (v *View) memoLocked() *memos {
	if v.memo == nil {
		v.memo = new(memos)
		v.held[HeldMemos] += int32(memosSize)
	}
	return v.memo
}

// DropMemos forgets every render and memo of the view: the next call on
// a text detects (or recalls) and renders it again.
func (v *View) DropMemos() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.dropRendersLocked()
	v.memo = nil
	v.held[HeldMemos] = 0
}

// dropRendersLocked forgets the view's renders. The caller holds v.mu.
func (v *View) dropRendersLocked() {
	v.renders = renderCache{}
	v.held[HeldRenders] = 0
}
