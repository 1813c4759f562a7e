package views

import (
	"hash/maphash"
	"slices"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// corrections is what a view learned from the thread's correction
// entries: for each value key and label, the log position (index + 1) of
// the latest mask and of the latest clear. The latest one wins, so every
// reader of the log agrees. Its fields are guarded by the view's mu. Few
// threads are corrected: a view allocates its corrections with the first
// one, and the methods take a nil *corrections as none.
type corrections struct {
	masks  map[string]map[string]int // value → label → position
	clears map[string]map[string]int // value → label ("" for every label) → position
	// promoted lists entries that gained a token after the view's matcher
	// covered them (a mask of a value the assistant introduced).
	promoted []int
}

// applyCorrection applies the correction entry e, at index idx, whose
// label has index label, to the view. The caller holds v.mu.
func (v *View) applyCorrection(idx int, e Entry, label int, f Factory) {
	key := entityKey{label: e.Label, value: textfold.ValueKey(e.Text)}
	if v.corr == nil {
		v.corr = new(corrections)
	}
	before := v.corr.bytes()
	defer func() { v.held[HeldEntries] += int32(v.corr.bytes() - before) }()
	switch e.Kind {
	case Mask:
		v.corr.masks = mark(v.corr.masks, key.value, key.label, idx+1)
		first, ok := v.findKey(key)
		switch {
		case !ok:
			// A value the thread never tokenised: the mask is its first
			// entry, and it takes the next number of its label.
			v.insertKey(v.keyHash(label, key.value), idx)
			if _, seen := v.findValue(key.value); !seen {
				v.insertValue(maphash.String(v.shared.seed, key.value), idx)
			}
			v.issue(idx, e, label, f)
		case v.entries[first].tokLen == 0:
			// A value the assistant introduced: it is tokenised from now
			// on, with the next number of its label.
			v.issue(first, v.entryOf(first), int(v.entries[first].label), f)
			v.corr.promoted = append(v.corr.promoted, first)
		}
	case Clear:
		v.corr.clears = mark(v.corr.clears, key.value, key.label, idx+1)
	}
}

// issue gives entry idx its token. The caller holds v.mu.
func (v *View) issue(idx int, e Entry, label int, f Factory) {
	inPlace := v.endsChunk(idx)
	token, hash, free := v.nextToken(e, label, f, inPlace)
	if inPlace && v.isFreeStart(token) {
		// Written right after the value, as a cold load's tokens are:
		// setToken would find that out again, and copy it onto itself.
		v.used += uint32(len(token))
		v.entries[idx].tokLen = uint32(len(token))
	} else {
		v.setToken(idx, token)
	}
	if free {
		v.insertToken(hash, idx)
	}
}

func mark(m map[string]map[string]int, value, label string, pos int) map[string]map[string]int {
	if m == nil {
		m = map[string]map[string]int{}
	}
	if m[value] == nil {
		m[value] = map[string]int{}
	}
	m[value][label] = pos
	return m
}

// anyClear reports whether the thread cleared any value. The caller holds
// v.mu.
func (c *corrections) anyClear() bool { return c != nil && len(c.clears) > 0 }

// cleared reports whether a correction left the value (label, value) in
// clear: its latest clear, of this label or of every label, comes after
// its latest mask. The caller holds v.mu.
func (c *corrections) cleared(label, value string) bool {
	if c == nil {
		return false
	}
	byLabel := c.clears[value]
	if byLabel == nil {
		return false
	}
	return max(byLabel[label], byLabel[""]) > c.masks[value][label]
}

// clearedEverywhere reports whether the value's latest clear of every
// label comes after its latest mask of any label. The caller holds v.mu.
func (c *corrections) clearedEverywhere(value string) bool {
	if c == nil {
		return false
	}
	latestMask := 0
	for _, pos := range c.masks[value] {
		latestMask = max(latestMask, pos)
	}
	return c.clears[value][""] > latestMask
}

// clearedValue reports whether a correction left value in clear under
// some label: the guard rail's question, which compares values only. The
// caller holds v.mu.
func (c *corrections) clearedValue(value string) bool {
	if c == nil {
		return false
	}
	for label := range c.clears[value] {
		if label == "" {
			if c.clearedEverywhere(value) {
				return true
			}
			continue
		}
		if c.cleared(label, value) {
			return true
		}
	}
	return false
}

// takePromoted returns and forgets the promoted entries. The caller holds
// v.mu.
func (c *corrections) takePromoted() []int {
	if c == nil {
		return nil
	}
	p := c.promoted
	c.promoted = nil
	return p
}

// hasPromoted reports whether entries were promoted since the last
// takePromoted. The caller holds v.mu.
func (c *corrections) hasPromoted() bool { return c != nil && len(c.promoted) > 0 }

// bytes approximates the memory of the corrections: their struct, the
// maps by value and by label, and the value keys. The caller holds v.mu.
func (c *corrections) bytes() int {
	if c == nil {
		return 0
	}
	n := allocSize(int(unsafe.Sizeof(corrections{}))) + allocSize(8*cap(c.promoted))
	for _, m := range []map[string]map[string]int{c.masks, c.clears} {
		if m == nil {
			continue
		}
		n += mapBytes(len(m), correctionSlot)
		for value, byLabel := range m {
			n += allocSize(len(value)) + mapBytes(len(byLabel), labelSlot)
		}
	}
	return n
}

var (
	correctionSlot = int(unsafe.Sizeof(struct {
		k string
		v map[string]int
	}{}))
	labelSlot = int(unsafe.Sizeof(struct {
		k string
		v int
	}{}))
)

// AnyClear reports whether the thread cleared any value.
func (v *View) AnyClear() bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.corr.anyClear()
}

// Cleared reports whether a correction left the value (a value key) in
// clear under label.
func (v *View) Cleared(label, value string) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	return v.corr.cleared(label, value)
}

// StaysClear reports whether the thread keeps value (a value key) in
// clear on purpose: the assistant introduced it (and nothing tokenised it
// since), or a correction cleared it.
func (v *View) StaysClear(value string) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if v.corr.clearedValue(value) {
		return true
	}
	idx, ok := v.findValue(value)
	if !ok || v.entries[idx].role != pii.RoleAssistant {
		return false
	}
	first, ok := v.findKey(entityKey{label: v.labels[v.entries[idx].label].name, value: value})
	return ok && v.entries[first].tokLen == 0
}

// InEffect reports whether the thread already says what the correction
// e says.
func (v *View) InEffect(e Entry) bool {
	v.mu.RLock()
	defer v.mu.RUnlock()
	value := textfold.ValueKey(e.Text)
	switch e.Kind {
	case Mask:
		idx, ok := v.findKey(entityKey{label: e.Label, value: value})
		return ok && v.entries[idx].tokLen != 0 && !v.corr.cleared(e.Label, value)
	case Clear:
		if e.Label != "" {
			return v.corr.cleared(e.Label, value)
		}
		return v.corr.clearedEverywhere(value)
	}
	return false
}

// TokensOf returns the tokens of the value a correction is about: of its
// label, or of every label when it has none.
func (v *View) TokensOf(e Entry) []string {
	v.rlockTokens()
	defer v.mu.RUnlock()
	value := textfold.ValueKey(e.Text)
	if e.Label != "" {
		if idx, ok := v.findKey(entityKey{label: e.Label, value: value}); ok && v.entries[idx].tokLen != 0 {
			return []string{v.entries[idx].token()}
		}
		return nil
	}
	var out []string
	for idx, en := range v.entries {
		// An entity's token sits on its first entry, the one its key finds.
		if en.tokLen == 0 || !textfold.HasKey(en.text(), value) {
			continue
		}
		if first, ok := v.findKey(entityKey{label: v.labels[en.label].name, value: value}); ok && first == idx {
			out = append(out, en.token())
		}
	}
	slices.Sort(out)
	return out
}
