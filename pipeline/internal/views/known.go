package views

import (
	"fmt"
	"slices"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// smallThread is the number of values up to which the newest tiers are
// merged whatever their sizes: up to it, rebuilding a matcher costs less
// than scanning every text with one more; past it, only tiers of similar
// size are merged (docs/architecture.md, "Known values in tiers").
const smallThread = 32

// tier is one matcher over some tokenised values; idx maps its value
// indexes to entry indexes.
type tier struct {
	m   knownMatcher
	idx []int32
}

// knownMatcher finds a tier's values as whole words: a
// textfold.ListMatcher (the keys in a list, compared in turn: a slice
// header per value) for a tier of fewer than textfold.ListBelow values, a
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

func (t tier) bytes() int { return allocSize(t.m.Size()) + allocSize(4*cap(t.idx)) }

// tiersBytes is the memory of a view's tiers, their slice included.
func tiersBytes(tiers []tier) int {
	n := allocSize(int(unsafe.Sizeof(tier{})) * cap(tiers))
	for _, t := range tiers {
		n += t.bytes()
	}
	return n
}

// FindKnown returns a detection, at confidence 1, for every whole-word
// occurrence of a tokenised value of the thread.
func (v *View) FindKnown(text string) ([]pii.Detection, error) {
	return v.FindKnownTo(nil, text)
}

// FindKnownTo is FindKnown appending to out, the caller's memory (nil:
// one allocation for a chat message's few values).
func (v *View) FindKnownTo(out []pii.Detection, text string) ([]pii.Detection, error) {
	tiers, err := v.knownTiers()
	if err != nil {
		return nil, err
	}
	for _, t := range tiers {
		found := func(start, end, value int) bool {
			label := v.labelAt(int(t.idx[value]))
			if out == nil {
				out = make([]pii.Detection, 0, 4) // a chat message's few values in one allocation
			}
			out = append(out, pii.Detection{Start: start, End: end, Label: label, Text: text[start:end], Confidence: 1})
			return true
		}
		findAll(t.m, text, found)
	}
	return out, nil
}

// findAll calls m.FindAll on the matcher's own type, so that fn, which
// no matcher keeps, stays on its caller's stack: a call through the
// interface would move it, and what it captures, to the heap on every
// request. m is one of the types tier builds; any other is a bug, and
// panics (the request fails closed) rather than find nothing.
func findAll(m knownMatcher, text string, fn func(start, end, value int) bool) {
	switch m := m.(type) {
	case *textfold.ListMatcher:
		m.FindAll(text, fn)
	case *textfold.WordMatcher:
		m.FindAll(text, fn)
	case *textfold.KeyMatcher:
		m.FindAll(text, fn)
	default:
		panic(fmt.Sprintf("views: a tier holds a %T, which findAll does not call", m))
	}
}

func (v *View) labelAt(idx int) string {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.labels[v.entries[idx].label].name
}

// knownTiers returns the matchers over the tokenised values, first adding
// the entries that arrived since the last call.
func (v *View) knownTiers() ([]tier, error) { return v.knownTiersHashed(nil) }

// knownTiersHashed is knownTiers, the keys of a part of the log hashed
// ahead in h (nil: none).
func (v *View) knownTiersHashed(h *hashedPart) ([]tier, error) {
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
func (v *View) addTiers(h *hashedPart) ([]tier, error) {
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
	for n := len(tiers); n >= 2 && mergeNewest(tiers); n = len(tiers) {
		merged, err := v.tier(slices.Concat(tiers[n-2].idx, tiers[n-1].idx), nil)
		if err != nil {
			return nil, err
		}
		tiers = append(tiers[:n-2], merged)
	}
	after := tiersBytes(tiers)
	v.held[HeldMatchers] += int32(after - before)
	v.tiers, v.matched = tiers, int32(len(v.entries))
	return tiers, nil
}

// mergeNewest reports whether the two newest tiers are merged into one:
// when the newer is at least as large as the older, or both together
// hold smallThread values or fewer.
func mergeNewest(tiers []tier) bool {
	older, newer := len(tiers[len(tiers)-2].idx), len(tiers[len(tiers)-1].idx)
	return newer >= older || older+newer <= smallThread
}

// tier builds a matcher over the entries idx, with the keys h hashed
// ahead (nil: none). The caller holds v.mu.
func (v *View) tier(idx []int32, h *hashedPart) (tier, error) {
	values := make([]string, len(idx))
	for i, e := range idx {
		values[i] = v.entries[e].text()
	}
	var m knownMatcher
	var err error
	switch {
	case len(values) >= keyMatcherFrom:
		m, err = v.keyMatcher(values, idx, h)
	default:
		m, err = textfold.NewMatcher(values, false) // a list below textfold.ListBelow values, a trie from there
	}
	if err != nil {
		// Only a corrupt store holds a blank value: fail closed.
		return tier{}, &pii.Error{Code: pii.CodeUnavailable, Message: "the thread holds a value that cannot be matched", Err: err}
	}
	return tier{m: m, idx: idx}, nil
}

// keyMatcher builds the KeyMatcher of values, those of the entries idx,
// from the keys h hashed ahead when there are some.
func (v *View) keyMatcher(values []string, idx []int32, h *hashedPart) (knownMatcher, error) {
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
