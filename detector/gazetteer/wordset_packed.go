package gazetteer

import (
	"cmp"
	"slices"
)

// packedSet is a set of folded words whose membership test costs, for a
// word of up to 8 bytes, two multiplications and two loads (a cuckoo of
// the packed words, see pack) where a map costs a string hash and a
// probe: the lower-case rules ask such sets about most words of a text.
// Longer words are read from a map. A folded word holds no zero byte, so
// packing keeps words apart. Before either, a wordFilter turns most other
// words away with one load. The set is never written after it is built.
type packedSet struct {
	filter wordFilter
	short  cuckoo          // the words of up to 8 bytes, packed, with the value 1
	long   map[string]bool // the words of more than 8 bytes
	words  map[string]bool // every word, for the tables built from the set
}

// packedWordSet returns the set of the space-separated words.
func packedWordSet(words string) packedSet {
	return packedSetOf(wordSet(words))
}

// packedSetOf returns the set of the words of all the sets.
func packedSetOf(sets ...map[string]bool) packedSet {
	p := packedSet{long: map[string]bool{}, words: map[string]bool{}}
	var entries []cuckooSlot
	for _, set := range sets {
		for w := range set {
			if p.words[w] {
				continue
			}
			p.words[w] = true
			p.filter.add(w)
			if len(w) > 8 {
				p.long[w] = true
			} else {
				entries = append(entries, cuckooSlot{key: pack([]byte(w)), val: 1})
			}
		}
	}
	slices.SortFunc(entries, func(a, b cuckooSlot) int { return cmp.Compare(a.key, b.key) })
	p.short = newGzCuckoo(entries)
	return p
}

// has reports whether folded word w is in the set.
func (p *packedSet) has(w []byte) bool {
	if !p.filter.mayHold(w) {
		return false
	}
	if len(w) <= 8 {
		return p.short.get(pack(w)) != 0
	}
	return p.long[string(w)]
}

// wordFilter holds the lengths and first bytes of the words of a set: bit
// b&31 of filter[min(n, 15)] is set if some word of n bytes begins with
// byte b. A word it does not hold is in no such set; one it holds may be.
type wordFilter [16]uint32

// add adds a nonempty word to the filter.
func (f *wordFilter) add(w string) {
	f[min(len(w), len(f)-1)] |= 1 << (w[0] & 31)
}

// mayHold reports whether w may be a word added to the filter: false for
// the empty word.
func (f *wordFilter) mayHold(w []byte) bool {
	return len(w) != 0 && f[min(len(w), len(f)-1)]&(1<<(w[0]&31)) != 0
}
