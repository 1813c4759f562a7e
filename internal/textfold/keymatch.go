package textfold

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"unicode/utf8"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
)

// KeyMatcher finds what WordMatcher finds, under the same rules and in the
// same FindAll order, but is built in linear time with small constants: it
// hashes each value's key (FNV-1a over its key form, without building the
// key) into an open-addressing table, and keeps three filters: the first
// bytes of the keys, the length of the longest key per pair of first
// bytes, and a Bloom filter of the hashes of the keys' prefixes of 4, 8,
// 16 ... bytes. It keeps the values themselves, not copies of their keys.
//
// FindAll hashes the text's key form from every position that can start a
// whole word, while the filters let some key start so, and looks the hash
// up where a key of that length exists and a whole word can end; a hit is
// then compared with the value's key, so a hash collision costs time,
// never a false match. On chat text it matches at 1.1 to 1.7 times
// WordMatcher's cost (BenchmarkMatcherFind) and builds 6 to 9 times
// faster (BenchmarkMatcherBuild): it suits a matcher built on the request
// path, as a thread's first one is. It is immutable, so safe for
// concurrent use.
type KeyMatcher struct {
	caseSensitive bool
	values        []string
	hashes        []uint64 // by value: the hash of its key
	// slots is the hash table: value index + 1 at the slot of its hash, or
	// on from it (linear probing); 0 is empty.
	slots     []int32
	slotShift uint
	// starts is, by the hash of a key's first two bytes (one byte and 0
	// for a one-byte key), the length of the longest key starting so
	// (0: none; maxStartLen: that long or longer).
	starts     []uint16
	startShift uint
	// prefixes is a one-hash Bloom filter of the hashes of every key's
	// prefixes of 4, 8, 16 ... bytes: a walk whose text leaves every key
	// stops there, instead of running to the longest key's length.
	prefixes    []uint64
	prefixShift uint
	// firsts has bit b set when a key starts with byte b: most word starts
	// are turned away with one look at it.
	firsts [4]uint64
	// lengths has bit l set when a key is l bytes long (l < 256); long is
	// set when a key is 256 bytes or longer.
	lengths [4]uint64
	long    bool
}

// maxStartLen caps the lengths starts records: a key that long or longer
// makes every walk from its first two bytes run to the end of the text.
const maxStartLen = 1<<16 - 1

// NewKeyMatcher indexes values (kept, not copied). An empty or
// whitespace-only value is a CodeConfig *Error naming its index (not its
// text), as for NewWordMatcher.
func NewKeyMatcher(values []string, caseSensitive bool) (*KeyMatcher, error) {
	m := newKeyMatcher(values, caseSensitive)
	m.prefixes, m.prefixShift = prefixFilter(len(values))
	for i, v := range values {
		h, n, pair := keyHash(v, caseSensitive, m)
		if n == 0 {
			return nil, blankValue(i)
		}
		m.add(i, h, n, pair)
	}
	return m, nil
}

// blankValue is the error of an empty or whitespace-only value i.
func blankValue(i int) error {
	return pii.NewConfigError(fmt.Sprintf("key matcher: value %d is empty or only whitespace", i))
}

// newKeyMatcher allocates the matcher of values, its prefix filter aside.
func newKeyMatcher(values []string, caseSensitive bool) *KeyMatcher {
	m := &KeyMatcher{caseSensitive: caseSensitive, values: values, hashes: make([]uint64, len(values))}
	slotBits := max(bits.Len(uint(2*len(values))), 3)
	startBits := min(max(bits.Len(uint(2*len(values))), 6), 16)
	m.slots, m.slotShift = make([]int32, 1<<slotBits), uint(64-slotBits)
	m.starts, m.startShift = make([]uint16, 1<<startBits), uint(32-startBits)
	return m
}

// prefixFilter allocates the prefix filter of n keys: 32 bits a key.
func prefixFilter(n int) ([]uint64, uint) {
	prefixBits := max(bits.Len(uint(32*n)), 9)
	return make([]uint64, 1<<(prefixBits-6)), uint(64 - prefixBits)
}

// add indexes value i, whose key hashes to h, is n > 0 bytes long and
// starts with pair (keyHash's results); its prefixes are in the filter
// already.
func (m *KeyMatcher) add(i int, h uint64, n int, pair uint16) {
	m.hashes[i] = h
	mask := len(m.slots) - 1
	for s := int(m.slot(h)); ; s = (s + 1) & mask {
		if m.slots[s] == 0 {
			m.slots[s] = int32(i + 1)
			break
		}
	}
	b0 := pair >> 8
	m.firsts[b0>>6] |= 1 << (b0 & 63)
	st := &m.starts[m.start(pair)]
	*st = uint16(max(int(*st), min(n, maxStartLen)))
	if n < 256 {
		m.lengths[n>>6] |= 1 << (n & 63)
	} else {
		m.long = true
	}
}

// KeyHashes are the hashed keys of candidate values, computed before the
// KeyMatcher of some of them is built: on another goroutine, while the
// caller finds out which candidates the matcher takes (a cold thread's
// log is applied meanwhile). They hold the prefix filter of every
// candidate, which the matcher takes over: a candidate left out only adds
// bits to it, which cost a walk a few more bytes, never a match.
type KeyHashes struct {
	caseSensitive bool
	values        []string
	keys          []hashedKey
	prefixes      []uint64
	prefixShift   uint
}

// hashedKey is what keyHash returns for one value.
type hashedKey struct {
	h    uint64
	n    uint32
	pair uint16
}

// HashKeys hashes the keys of values (kept, not copied), as NewKeyMatcher
// would.
func HashKeys(values []string, caseSensitive bool) *KeyHashes {
	k := &KeyHashes{caseSensitive: caseSensitive, values: values, keys: make([]hashedKey, len(values))}
	f := &KeyMatcher{} // its prefix filter only
	f.prefixes, f.prefixShift = prefixFilter(len(values))
	for i, v := range values {
		h, n, pair := keyHash(v, caseSensitive, f)
		k.keys[i] = hashedKey{h: h, n: uint32(n), pair: pair}
	}
	k.prefixes, k.prefixShift = f.prefixes, f.prefixShift
	return k
}

// Matcher returns what NewKeyMatcher(values, caseSensitive) returns, value
// i being candidate at[i] (the same text: a value that is not, or an
// index out of range, is hashed again). It takes the prefix filter over:
// a second call hashes every value again.
func (k *KeyHashes) Matcher(values []string, at []int32) (*KeyMatcher, error) {
	if len(at) != len(values) {
		return nil, fmt.Errorf("textfold: %d values for %d candidates", len(values), len(at))
	}
	if k.prefixes == nil {
		return NewKeyMatcher(values, k.caseSensitive) // a second call
	}
	m := newKeyMatcher(values, k.caseSensitive)
	m.prefixes, m.prefixShift = k.prefixes, k.prefixShift
	k.prefixes = nil
	for i, v := range values {
		c := int(at[i])
		var key hashedKey
		if c >= 0 && c < len(k.keys) && k.values[c] == v {
			key = k.keys[c]
		} else {
			h, n, pair := keyHash(v, k.caseSensitive, m)
			key = hashedKey{h: h, n: uint32(n), pair: pair}
		}
		if key.n == 0 {
			return nil, blankValue(i)
		}
		m.add(i, key.h, int(key.n), key.pair)
	}
	return m, nil
}

// Len returns the number of values.
func (m *KeyMatcher) Len() int { return len(m.values) }

// Size returns the memory the matcher holds, in bytes, the values' own
// bytes aside (the caller holds them).
func (m *KeyMatcher) Size() int {
	return int(unsafe.Sizeof(*m)) + 16*cap(m.values) + 8*cap(m.hashes) + 4*cap(m.slots) + 2*cap(m.starts) + 8*cap(m.prefixes)
}

// FNV-1a, 64 bits.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func (m *KeyMatcher) slot(h uint64) uint64 {
	return ((h ^ h>>29) * 0x9e3779b97f4a7c15) >> m.slotShift
}

func (m *KeyMatcher) start(pair uint16) uint32 {
	return (uint32(pair) * 0x9e3779b1) >> m.startShift
}

// isPrefixLength reports whether the hash of a key's first n bytes is in
// the prefix filter: n is a power of two, 4 or more.
func isPrefixLength(n int) bool { return n >= 4 && n&(n-1) == 0 }

func (m *KeyMatcher) prefixBit(h uint64) (word int, bit uint64) {
	b := ((h ^ h>>31) * 0xbf58476d1ce4e5b9) >> m.prefixShift
	return int(b >> 6), 1 << (b & 63)
}

func (m *KeyMatcher) addPrefix(h uint64) {
	w, b := m.prefixBit(h)
	m.prefixes[w] |= b
}

func (m *KeyMatcher) mayPrefix(h uint64) bool {
	w, b := m.prefixBit(h)
	return m.prefixes[w]&b != 0
}

// keyHash hashes wordKey(v, caseSensitive) without building it, and
// returns its length in bytes and its first two bytes (the second 0 for a
// one-byte key); the hashes of its prefixes go into m's prefix filter,
// unless m is nil.
func keyHash(v string, caseSensitive bool, m *KeyMatcher) (h uint64, n int, pair uint16) {
	if h, ok := keyHashPrintable(v, caseSensitive, m); ok {
		fold := &asciiKeyBytes[b2i(caseSensitive)]
		return h, len(v), uint16(fold[v[0]])<<8 | uint16(fold[v[1]])
	}
	h = fnvOffset
	add := func(c byte) {
		h = (h ^ uint64(c)) * fnvPrime
		switch n {
		case 0:
			pair = uint16(c) << 8
		case 1:
			pair |= uint16(c)
		}
		n++
		if m != nil && isPrefixLength(n) {
			m.addPrefix(h)
		}
	}
	pendingSpace := false
	i := 0
	if len(v) >= 2 {
		// Most keys start with two ASCII bytes that are not spaces.
		fold := &asciiKeyBytes[b2i(caseSensitive)]
		if c0, c1 := fold[v[0]], fold[v[1]]; c0 != 0 && c1 != 0 {
			h = ((h^uint64(c0))*fnvPrime ^ uint64(c1)) * fnvPrime
			i, n, pair = 2, 2, uint16(c0)<<8|uint16(c1)
		}
	}
	for i < len(v) {
		c := v[i]
		if n >= 2 && !pendingSpace && asciiKeyBytes[0][c] != 0 {
			// A run of ASCII bytes other than spaces, past the key's
			// first two: most of a value, hashed as add does, with the
			// prefix filter checked at the next prefix length only.
			i, h, n = hashASCIIRun(v, i, h, n, caseSensitive, m)
			continue
		}
		if c < utf8.RuneSelf {
			i++
			if asciiClass[c]&asciiSpace != 0 {
				pendingSpace = n > 0
				continue
			}
			if pendingSpace {
				add(' ')
				pendingSpace = false
			}
			if !caseSensitive && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			add(c)
			continue
		}
		r, w := utf8.DecodeRuneInString(v[i:])
		i += w
		if IsSpace(r) {
			pendingSpace = n > 0
			continue
		}
		if pendingSpace {
			add(' ')
			pendingSpace = false
		}
		double := false
		if !caseSensitive {
			r, double = FoldRune(r)
		}
		var enc [utf8.UTFMax]byte
		k := utf8.EncodeRune(enc[:], r)
		for range 1 + b2i(double) {
			for _, c := range enc[:k] {
				add(c)
			}
		}
	}
	return h, n, pair
}

// keyHashPrintable is keyHash's hash of a value of eight bytes or more,
// every one printable ASCII other than a space (0x21 to 0x7f): its key is
// the value, folded, as long. It checks, folds and hashes eight bytes at
// a time (the last, fewer than eight, as one word too); every prefix
// length from 8 on ends one of them, so the prefix filter takes the hash
// between two of them (4 aside). ok is false for any other value, whose
// prefixes the filter may then hold already (those of its first bytes,
// which its key starts with).
func keyHashPrintable(v string, caseSensitive bool, m *KeyMatcher) (h uint64, ok bool) {
	if len(v) < 8 {
		return 0, false
	}
	// The last len(v)%8 bytes, the bytes above them filled with 'a' (all
	// eight when there are none: a shift of 64 leaves 0).
	r := uint(len(v) % 8)
	const ones = 0x0101010101010101
	last := wordAt(v, len(v)-8)>>(64-8*r) | 'a'*ones<<(8*r)
	if !printableWord(last) {
		return 0, false
	}
	if !caseSensitive {
		last = lowerWord(last)
	}
	h = fnvOffset
	k := 0
	for ; k+8 <= len(v); k += 8 {
		x := wordAt(v, k)
		if !printableWord(x) {
			return 0, false
		}
		if !caseSensitive {
			x = lowerWord(x)
		}
		h = (h ^ x&0xff) * fnvPrime
		h = (h ^ x>>8&0xff) * fnvPrime
		h = (h ^ x>>16&0xff) * fnvPrime
		h = (h ^ x>>24&0xff) * fnvPrime
		if k == 0 && m != nil {
			m.addPrefix(h) // the first four bytes
		}
		h = (h ^ x>>32&0xff) * fnvPrime
		h = (h ^ x>>40&0xff) * fnvPrime
		h = (h ^ x>>48&0xff) * fnvPrime
		h = (h ^ x>>56) * fnvPrime
		if isPrefixLength(k+8) && m != nil {
			m.addPrefix(h)
		}
	}
	for ; k < len(v); k++ { // no prefix length ends among the last bytes
		h = (h ^ last&0xff) * fnvPrime
		last >>= 8
	}
	return h, true
}

// wordAt returns the eight bytes of v from i (0 ≤ i ≤ len(v)-8), the
// first the lowest.
func wordAt(v string, i int) uint64 {
	return binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(v)), i)), 8))
}

// hashASCIIRun continues keyHash's hash h of a key's first n ≥ 2 bytes
// over the ASCII bytes of v from i that are not spaces, and returns where
// the run ends, the hash and the length: what keyHash's add computes byte
// by byte, with one table look-up a byte for the folding and the run's
// end, in stretches that end at the next prefix length, where the prefix
// filter takes the hash.
func hashASCIIRun(v string, i int, h uint64, n int, caseSensitive bool, m *KeyMatcher) (int, uint64, int) {
	fold := &asciiKeyBytes[0]
	if caseSensitive {
		fold = &asciiKeyBytes[1]
	}
	next := max(4, 1<<bits.Len(uint(n))) // the next prefix length past n
	for {
		stretch := v[i:min(len(v), i+next-n)]
		j := 0
		for ; j < len(stretch); j++ {
			c := fold[stretch[j]]
			if c == 0 {
				break
			}
			h = (h ^ uint64(c)) * fnvPrime
		}
		i, n = i+j, n+j
		if n == next {
			if m != nil {
				m.addPrefix(h)
			}
			next <<= 1
		}
		if j < len(stretch) || i == len(v) {
			return i, h, n
		}
	}
}

// printableWord reports whether every byte of x is printable ASCII other
// than a space (0x21 to 0x7f): no high bit in x, nor in x less 0x21 in
// each byte (borrows only follow a byte that is flagged already). Each
// such byte is a key byte as it is, up to its case.
func printableWord(x uint64) bool {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	return (x|(x-0x21*ones))&high == 0
}

// lowerWord folds the upper-case letters of x, eight bytes of ASCII
// (printableWord), to lower case: 0x20 added to the bytes from 'A' on that
// do not pass 'Z' (no byte carries into the next, each being below 0x80).
func lowerWord(x uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	fromA, pastZ := x+(0x80-'A')*ones, x+(0x80-'Z'-1)*ones
	return x | (fromA&^pastZ&high)>>2
}

// asciiKeyBytes maps, case-insensitive [0] and case-sensitive [1], each
// ASCII byte other than a space to the byte it is in a key, and every
// other byte (spaces, NUL, bytes of longer runes) to 0.
var asciiKeyBytes = func() (t [2][256]byte) {
	for c := 1; c < utf8.RuneSelf; c++ {
		if asciiClass[c]&asciiSpace != 0 {
			continue
		}
		t[0][c], t[1][c] = byte(c), byte(c)
		if 'A' <= c && c <= 'Z' {
			t[0][c] += 'a' - 'A'
		}
	}
	return t
}()

// hasLength reports whether some key is n bytes long.
func (m *KeyMatcher) hasLength(n int) bool {
	if n >= 256 {
		return m.long
	}
	return m.lengths[n>>6]>>(n&63)&1 != 0
}

// FindAll calls fn for every whole-word occurrence of every value, ordered
// by start, then longer first, then by value index; overlapping occurrences
// are all reported. fn returns false to stop.
func (m *KeyMatcher) FindAll(text string, fn func(start, end, value int) bool) {
	if len(m.values) == 0 {
		return
	}
	var buf [8]kmHit
	prevWord := false
	for i := 0; i < len(text); {
		c := text[i]
		if c >= utf8.RuneSelf {
			r, w := utf8.DecodeRuneInString(text[i:])
			if !prevWord && !IsSpace(r) && !m.walk(text, i, buf[:0], fn) {
				return
			}
			prevWord = IsWordRune(r)
			i += w
			continue
		}
		class := asciiClass[c]
		if !prevWord && class&asciiSpace == 0 {
			fc := c
			if !m.caseSensitive && 'A' <= c && c <= 'Z' {
				fc += 'a' - 'A'
			}
			if m.firsts[fc>>6]>>(fc&63)&1 != 0 && !m.pairMisses(text, i, fc) && !m.walk(text, i, buf[:0], fn) {
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

// pairMisses reports, for the common case of two ASCII letters, digits or
// punctuation at i (the first folded to fc), that no key starts with them,
// without a walk.
func (m *KeyMatcher) pairMisses(text string, i int, fc byte) bool {
	if i+1 >= len(text) || m.hasLength(1) {
		return false
	}
	c := text[i+1]
	if c >= utf8.RuneSelf || asciiClass[c]&asciiSpace != 0 {
		return false
	}
	if !m.caseSensitive && 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return m.starts[m.start(uint16(fc)<<8|uint16(c))] == 0
}

// kmHit is an occurrence found during one walk.
type kmHit struct {
	end   int
	value int32
}

// walk reads the text's key form from start, which can start a whole word,
// and reports the occurrences starting there, longest first (collected in
// hits, a scratch buffer). It returns false when fn asked to stop.
func (m *KeyMatcher) walk(text string, start int, hits []kmHit, fn func(start, end, value int) bool) bool {
	h := uint64(fnvOffset)
	n := 0         // key-form bytes read
	limit := -1    // the longest key with these first two bytes; -1: not known yet
	var first byte // the first key-form byte
	var enc [2 * utf8.UTFMax]byte
	for i := start; i < len(text); {
		// The next character in key form: enc[:k] (or c alone, for most
		// ASCII), read from text[i:i+w].
		c := text[i]
		space := false
		if c < utf8.RuneSelf && asciiClass[c]&asciiSpace == 0 {
			if !m.caseSensitive && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			i++
			h = (h ^ uint64(c)) * fnvPrime
			n++
			if !m.took(n, c, h, &first, &limit) {
				break
			}
		} else {
			k, w := 1, 0
			r, rw := decodeRuneAt(text, i)
			w = rw
			if IsSpace(r) {
				// A whitespace run reads as one space.
				for i+w < len(text) {
					r, rw := decodeRuneAt(text, i+w)
					if !IsSpace(r) {
						break
					}
					w += rw
				}
				enc[0], space = ' ', true
			} else {
				double := false
				if !m.caseSensitive {
					r, double = FoldRune(r)
				}
				k = utf8.EncodeRune(enc[:], r)
				if double {
					copy(enc[k:], enc[:k])
					k *= 2
				}
			}
			i += w
			live := true
			for _, b := range enc[:k] {
				h = (h ^ uint64(b)) * fnvPrime
				n++
				if live = m.took(n, b, h, &first, &limit); !live {
					break
				}
			}
			if !live {
				break
			}
		}
		if space {
			continue // a key never ends with a space
		}
		if n == 1 {
			// Only a one-byte key can end here; it is listed under its
			// byte and 0.
			if !m.hasLength(1) || m.starts[m.start(uint16(first)<<8)] == 0 {
				continue
			}
		} else if !m.hasLength(n) {
			continue
		}
		if i < len(text) {
			if c := text[i]; c < utf8.RuneSelf {
				if asciiClass[c]&asciiWord != 0 {
					continue
				}
			} else if r, _ := utf8.DecodeRuneInString(text[i:]); IsWordRune(r) {
				continue
			}
		}
		hits = m.lookup(text[start:i], h, i, hits)
	}
	for k := len(hits) - 1; k >= 0; k-- {
		if !fn(start, hits[k].end, int(hits[k].value)) {
			return false
		}
	}
	return true
}

// took accounts for the n-th key-form byte b of a walk, h the hash so far,
// and reports whether some key may still start with what the walk read:
// the first two bytes set the walk's limit, the prefixes of 4, 8, 16 ...
// bytes must be in the prefix filter.
func (m *KeyMatcher) took(n int, b byte, h uint64, first *byte, limit *int) bool {
	switch {
	case n == 1:
		*first = b
		return true
	case n == 2:
		*limit = int(m.starts[m.start(uint16(*first)<<8|uint16(b))])
		if *limit == maxStartLen {
			*limit = math.MaxInt
		}
	}
	return n <= *limit && (!isPrefixLength(n) || m.mayPrefix(h))
}

// lookup appends the values whose key hashes to h and is the key of span,
// which ends at end, in decreasing index order (walk reports hits from the
// last one).
func (m *KeyMatcher) lookup(span string, h uint64, end int, hits []kmHit) []kmHit {
	mask := len(m.slots) - 1
	from := len(hits)
	var key string
	for s := int(m.slot(h)); m.slots[s] != 0; s = (s + 1) & mask {
		v := m.slots[s] - 1
		if m.hashes[v] != h {
			continue
		}
		if key == "" {
			key = wordKey(span, m.caseSensitive)
		}
		if wordKey(m.values[v], m.caseSensitive) == key {
			hits = append(hits, kmHit{end: end, value: v})
		}
	}
	if found := hits[from:]; len(found) > 1 {
		slices.SortFunc(found, func(a, b kmHit) int { return int(b.value - a.value) })
	}
	return hits
}
