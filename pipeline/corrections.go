package pipeline

import (
	"hash/maphash"

	"github.com/piighost/piighost-nats/internal/textfold"
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
func (v *view) applyCorrection(idx int, e Entry, label int, f Factory) {
	key := entityKey{label: e.Label, value: textfold.ValueKey(e.Text)}
	if v.corr == nil {
		v.corr = new(corrections)
	}
	switch e.Kind {
	case EntryMask:
		v.corr.masks = mark(v.corr.masks, key.value, key.label, idx+1)
		first, ok := v.findKey(key)
		switch {
		case !ok:
			// A value the thread never tokenised: the mask is its first
			// entry, and it takes the next number of its label.
			v.insertKey(v.keyHash(label, key.value), idx)
			if _, seen := v.findValue(key.value); !seen {
				v.insertValue(maphash.String(v.seed, key.value), idx)
			}
			v.issue(idx, e, label, f)
		case v.entries[first].tokLen == 0:
			// A value the assistant introduced: it is tokenised from now
			// on, with the next number of its label.
			v.issue(first, v.entryOf(first), int(v.entries[first].label), f)
			v.corr.promoted = append(v.corr.promoted, first)
		}
	case EntryClear:
		v.corr.clears = mark(v.corr.clears, key.value, key.label, idx+1)
	}
}

// issue gives entry idx its token. The caller holds v.mu.
func (v *view) issue(idx int, e Entry, label int, f Factory) {
	token, hash, free := v.nextToken(e, label, f, v.endsChunk(idx))
	v.setToken(idx, token)
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
