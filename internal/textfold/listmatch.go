package textfold

import (
	"fmt"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
)

// ListMatcher finds what WordMatcher finds, under the same rules and in the
// same FindAll order, for a handful of values: it keeps their keys in a
// list and, from every position that can start a whole word and whose
// first byte some key starts with, compares the text's key form with each
// key in turn; on an ASCII text it jumps from one such byte to the next
// (strings.IndexByte) instead of walking every byte. Its cost per candidate position grows with the number of
// values, so it suits the few values of a small thread, where a trie's
// tables (a few hundred bytes even for five values) would outweigh the
// values themselves: it holds a slice header per value, and a key of its
// own only for a value that is not already in key form (ValueKey returns
// such a value itself). It is immutable, so safe for concurrent use.
type ListMatcher struct {
	keys          []string
	caseSensitive bool
	ownKeys       int32 // bytes of the keys that are not the values themselves
	// firsts has bit b&63 set when a key starts with byte b: most word
	// starts are turned away with one look at it.
	firsts uint64
}

// NewListMatcher compiles values. An empty or whitespace-only value is a
// CodeConfig *Error naming its index (not its text), as for
// NewWordMatcher.
func NewListMatcher(values []string, caseSensitive bool) (*ListMatcher, error) {
	m := &ListMatcher{keys: make([]string, len(values)), caseSensitive: caseSensitive}
	for i, v := range values {
		k := wordKey(v, caseSensitive)
		if k == "" {
			return nil, pii.NewConfigError(fmt.Sprintf("list matcher: value %d is empty or only whitespace", i))
		}
		m.keys[i] = k
		if unsafe.StringData(k) != unsafe.StringData(v) {
			m.ownKeys += int32(len(k))
		}
		m.firsts |= 1 << (k[0] & 63)
	}
	return m, nil
}

// Len returns the number of values.
func (m *ListMatcher) Len() int { return len(m.keys) }

// Size returns the memory the matcher holds, in bytes, the keys that are
// the values themselves aside (the caller holds them).
func (m *ListMatcher) Size() int {
	return int(unsafe.Sizeof(*m)) + 16*cap(m.keys) + int(m.ownKeys)
}

// FindAll calls fn for every whole-word occurrence of every value, ordered
// by start, then longer first, then by value index; overlapping occurrences
// are all reported. fn returns false to stop.
func (m *ListMatcher) FindAll(text string, fn func(start, end, value int) bool) {
	if len(m.keys) == 0 {
		return
	}
	if firsts, ok := m.asciiFirsts(); ok && isASCII(text) {
		m.findASCII(text, firsts, fn)
		return
	}
	prevWord := false
	for i := 0; i < len(text); {
		c := text[i]
		if c >= utf8.RuneSelf {
			r, w := utf8.DecodeRuneInString(text[i:])
			if !prevWord && !IsSpace(r) && !m.at(text, i, 0, fn) {
				return
			}
			prevWord = IsWordRune(r)
			i += w
			continue
		}
		class := asciiClass[c]
		if !prevWord && class&asciiSpace == 0 {
			if !m.caseSensitive && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if m.firsts>>(c&63)&1 != 0 && !m.at(text, i, c, fn) {
				return
			}
		}
		i++
		prevWord = class&asciiWord != 0
		if prevWord {
			i = asciiWordEnd(text, i) // the rest of an ASCII word cannot start a whole word
		}
	}
}

// firstBytes are the bytes an occurrence can start with in an ASCII
// text, at most maxFirstBytes of them.
type firstBytes struct {
	b [maxFirstBytes]byte
	n int
}

// maxFirstBytes bounds the bytes findASCII looks for: each costs a pass
// of strings.IndexByte over the text (and a call per occurrence), so
// past eight the byte walk of FindAll is as fast. Three values of
// different first bytes, case-folded, make six.
const maxFirstBytes = 8

// asciiFirsts returns the bytes that start an occurrence in an ASCII
// text: each key's first byte, and its upper case too unless the matcher
// is case-sensitive. A key that starts with a multi-byte rune cannot
// occur in an ASCII text (folding maps no ASCII letter outside ASCII), so
// it adds nothing. ok is false when there are more than maxFirstBytes.
func (m *ListMatcher) asciiFirsts() (f firstBytes, ok bool) {
	add := func(c byte) bool {
		for _, b := range f.b[:f.n] {
			if b == c {
				return true
			}
		}
		if f.n == maxFirstBytes {
			return false
		}
		f.b[f.n] = c
		f.n++
		return true
	}
	for _, key := range m.keys {
		c := key[0]
		if c >= utf8.RuneSelf {
			continue
		}
		if !add(c) {
			return f, false
		}
		if !m.caseSensitive && 'a' <= c && c <= 'z' && !add(c-('a'-'A')) {
			return f, false
		}
	}
	return f, true
}

// findASCII is FindAll on an ASCII text: instead of walking every byte,
// it jumps from one byte that can start an occurrence to the next with
// strings.IndexByte (a few of them, merged in text order), and tries the
// keys where that byte starts a whole word, as FindAll's walk would: a
// position starts one when the byte before it is not a word character.
// Most of a chat message holds none of the few bytes a small thread's
// values start with.
func (m *ListMatcher) findASCII(text string, f firstBytes, fn func(start, end, value int) bool) {
	var next [maxFirstBytes]int // next[k]: where f.b[k] occurs next, or len(text)
	for k := range f.n {
		next[k] = indexByteFrom(text, 0, f.b[k])
	}
	for {
		k := 0
		for j := 1; j < f.n; j++ {
			if next[j] < next[k] {
				k = j
			}
		}
		i := next[k]
		if i >= len(text) {
			return
		}
		next[k] = indexByteFrom(text, i+1, f.b[k])
		if i > 0 && asciiClass[text[i-1]]&asciiWord != 0 {
			continue
		}
		c := text[i]
		if !m.caseSensitive && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if !m.at(text, i, c, fn) {
			return
		}
	}
}

// indexByteFrom returns the index of the first c in text at or after
// from, or len(text).
func indexByteFrom(text string, from int, c byte) int {
	if i := strings.IndexByte(text[from:], c); i >= 0 {
		return from + i
	}
	return len(text)
}

// at reports the occurrences starting at start, which can start a whole
// word, longest first, then by value index; first is the key form of an
// ASCII byte there, 0 for another. It returns false when fn asked to stop.
// Most candidates match no key: they cost a look at each key's first byte.
func (m *ListMatcher) at(text string, start int, first byte, fn func(start, end, value int) bool) bool {
	for v, key := range m.keys {
		if first != 0 && key[0] != first {
			continue
		}
		if end := m.match(text, start, key); end >= 0 && WholeWordAt(text, start, end) {
			return m.collect(text, start, first, kmHit{end: end, value: int32(v)}, fn)
		}
	}
	return true
}

// collect gathers the occurrences at start from the one at hit on, and
// reports them all, longest first, then by value index.
func (m *ListMatcher) collect(text string, start int, first byte, hit kmHit, fn func(start, end, value int) bool) bool {
	var buf [8]kmHit
	hits := append(buf[:0], hit)
	for v := int(hit.value) + 1; v < len(m.keys); v++ {
		key := m.keys[v]
		if first != 0 && key[0] != first {
			continue
		}
		end := m.match(text, start, key)
		if end < 0 || !WholeWordAt(text, start, end) {
			continue
		}
		// Insert by decreasing end; keys are visited in index order, so
		// equal ends stay in increasing value order.
		k := len(hits)
		hits = append(hits, kmHit{})
		for k > 0 && hits[k-1].end < end {
			hits[k] = hits[k-1]
			k--
		}
		hits[k] = kmHit{end: end, value: int32(v)}
	}
	for _, h := range hits {
		if !fn(start, h.end, int(h.value)) {
			return false
		}
	}
	return true
}

// match returns where the text's key form from start spells key, or -1:
// read as WordMatcher reads it (folded unless case-sensitive, a whitespace
// run as one space), ending at a character boundary.
func (m *ListMatcher) match(text string, start int, key string) int {
	i, j := start, 0
	for j < len(key) {
		if i >= len(text) {
			return -1
		}
		if c := text[i]; c < utf8.RuneSelf && asciiClass[c]&asciiSpace == 0 {
			if !m.caseSensitive && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if key[j] != c {
				return -1
			}
			i++
			j++
			continue
		}
		r, w := decodeRuneAt(text, i)
		i += w
		if IsSpace(r) {
			if key[j] != ' ' {
				return -1
			}
			j++
			for i < len(text) {
				if r, w = decodeRuneAt(text, i); !IsSpace(r) {
					break
				}
				i += w
			}
			continue
		}
		double := false
		if !m.caseSensitive {
			r, double = FoldRune(r)
		}
		var enc [utf8.UTFMax]byte
		n := utf8.EncodeRune(enc[:], r)
		for range 1 + b2i(double) {
			if len(key)-j < n || key[j:j+n] != string(enc[:n]) {
				return -1
			}
			j += n
		}
	}
	return i
}
