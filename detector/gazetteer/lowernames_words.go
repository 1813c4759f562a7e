package gazetteer

import (
	"cmp"
	"slices"
)

// Classes of lower-case words that end or stop a lower-case name, held
// packed for the name rules (see lowerNameWords).
const (
	nwEnd        uint32 = 1 << iota // a function word or a day relative to today: functionWords, relativeDays
	nwKin                           // a relative in French, German, Spanish or Italian: ownKin
	nwPossessive                    // a possessive: possessives
)

// lowerNameWords holds the words of functionWords, relativeDays, ownKin and
// possessives of up to 8 bytes, packed (see pack), with their nw classes:
// a probe costs two multiplications where a map costs a string hash, and
// the name rules ask about most words of a lower-case name. Longer words
// are read from the maps. lowerNameFilter holds the lengths and first
// bytes of its words (see wordFilter): most words are in no nw class, and
// the filter says so with one load. Neither is written after it is built.
var lowerNameWords, lowerNameFilter = func() (cuckoo, wordFilter) {
	bits := map[uint64]uint32{}
	var f wordFilter
	for _, c := range []struct {
		set map[string]bool
		nw  uint32
	}{{functionWords.words, nwEnd}, {relativeDays.words, nwEnd}, {ownKin.words, nwKin}, {possessives.words, nwPossessive}} {
		for w := range c.set {
			if len(w) <= 8 {
				bits[pack([]byte(w))] |= c.nw
				f.add(w)
			}
		}
	}
	entries := make([]cuckooSlot, 0, len(bits))
	for k, v := range bits {
		entries = append(entries, cuckooSlot{key: k, val: v})
	}
	slices.SortFunc(entries, func(a, b cuckooSlot) int { return cmp.Compare(a.key, b.key) })
	return newGzCuckoo(entries), f
}()

// nameWordClass returns the nw classes of lower-case word i.
func (s *scratch) nameWordClass(i int) uint32 {
	w := s.wordBytes(i)
	if len(w) <= 8 {
		if !lowerNameFilter.mayHold(w) {
			return 0
		}
		return lowerNameWords.get(pack(w))
	}
	var c uint32
	if functionWords.has(w) || relativeDays.has(w) {
		c |= nwEnd
	}
	if ownKin.has(w) {
		c |= nwKin
	}
	if possessives.has(w) {
		c |= nwPossessive
	}
	return c
}

// kinWord reports whether lower-case word i names a relative or a
// relation ("hermana", "sister", "fratello"), or is a possessive before
// one ("mio fratello"): such a word is no part of a name, though some
// lists hold it as one ("mia rossi" is a name).
func (s *scratch) kinWord(i int) bool {
	c := s.nameWordClass(i)
	if c&nwKin != 0 || kinNouns[string(s.wordBytes(i))] {
		return true
	}
	k := s.nextWord(i)
	return c&nwPossessive != 0 && k >= 0 && (s.nameWordClass(k)&nwKin != 0 || kinNouns[string(s.wordBytes(k))])
}
