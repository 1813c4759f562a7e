package textfold

import (
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// IsSpace reports whether r separates words: Unicode White_Space plus the
// ASCII information separators U+001C..U+001F, the set Python's str.split
// uses, so value keys agree with upstream piighost.
func IsSpace(r rune) bool {
	if r < utf8.RuneSelf {
		switch r {
		case ' ', '\t', '\n', '\v', '\f', '\r', 0x1c, 0x1d, 0x1e, 0x1f:
			return true
		}
		return false
	}
	return unicode.IsSpace(r)
}

// IsWordRune reports whether r glues onto a word, so that a whole-word match
// may not start right after it or end right before it: a letter, a digit, a
// combining mark, an underscore, or any hyphen (not dashes or apostrophes,
// which bound words: "d'Anne" holds the word "Anne").
func IsWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r == '_' || r == '-' || ('0' <= r && r <= '9') || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z')
	}
	if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsNumber(r) || unicode.Is(unicode.Mn, r) {
		return true
	}
	switch r {
	case 0x00AD, 0x058A, 0x05BE, 0x1400, 0x1806, 0x2010, 0x2011, 0x2E17, 0x2E1A,
		0x2E40, 0x2E5D, 0x30A0, 0xFE63, 0xFF0D, 0x10D6E, 0x10EAD:
		return true
	}
	return false
}

// FoldRune maps r to its case-folded form for value linking. Most runes fold
// to one rune (ToLower of ToUpper, which unifies final sigma and similar
// variants); the German sharp s folds to "ss", which FoldRune reports by
// returning 's' with double set.
func FoldRune(r rune) (folded rune, double bool) {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			return r + ('a' - 'A'), false
		}
		return r, false
	}
	if r == 'ß' || r == 'ẞ' {
		return 's', true
	}
	return unicode.ToLower(unicode.ToUpper(r)), false
}

// ValueKey is the identity of a value for linking and provenance: words
// re-joined by single spaces (any run of Unicode whitespace is one
// separator, leading and trailing space ignored) and case-folded. "Patrick"
// and "patrick" share a key, as do "Paul Martin" and "Paul\u00a0Martin".
func ValueKey(s string) string {
	if isFoldedASCII(s) {
		return s
	}
	return joinWords(s, true)
}

// HasKey reports whether ValueKey(s) == key, without building s's key.
func HasKey(s, key string) bool {
	if isFoldedASCII(s) {
		return s == key
	}
	if isASCII(s) {
		return hasASCIIKey(s, key)
	}
	j := 0
	pendingSpace := false
	for i := 0; i < len(s); {
		r, w := decodeRuneAt(s, i)
		i += w
		if IsSpace(r) {
			pendingSpace = j > 0
			continue
		}
		if pendingSpace {
			if j >= len(key) || key[j] != ' ' {
				return false
			}
			j++
			pendingSpace = false
		}
		f, double := FoldRune(r)
		var enc [utf8.UTFMax]byte
		n := utf8.EncodeRune(enc[:], f)
		for range 1 + b2i(double) {
			if len(key)-j < n || key[j:j+n] != string(enc[:n]) {
				return false
			}
			j += n
		}
	}
	return j == len(key)
}

// hasASCIIKey is HasKey for an ASCII s: the key joinASCIIWords would
// build, compared byte by byte as it is made ("FR76 3000 6000" against
// "fr76 3000 6000" costs a load and a comparison per byte, not a rune
// decoded, folded and encoded again).
func hasASCIIKey(s, key string) bool {
	j := 0
	pendingSpace := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if asciiSpaces[c] {
			pendingSpace = j > 0
			continue
		}
		if pendingSpace {
			if j >= len(key) || key[j] != ' ' {
				return false
			}
			j++
			pendingSpace = false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if j >= len(key) || key[j] != c {
			return false
		}
		j++
	}
	return j == len(key)
}

// joinWords re-joins the words of s with single spaces, case-folding them
// when fold is set: ValueKey, and its case-sensitive variant.
func joinWords(s string, fold bool) string {
	if isASCII(s) {
		return joinASCIIWords(s, fold)
	}
	return joinRunes(s, fold)
}

// joinRunes is joinWords for any string.
func joinRunes(s string, fold bool) string {
	var b strings.Builder
	b.Grow(len(s))
	pendingSpace := false
	for _, r := range s {
		if IsSpace(r) {
			pendingSpace = b.Len() > 0
			continue
		}
		if pendingSpace {
			b.WriteByte(' ')
			pendingSpace = false
		}
		if !fold {
			b.WriteRune(r)
			continue
		}
		f, double := FoldRune(r)
		b.WriteRune(f)
		if double {
			b.WriteRune(f)
		}
	}
	return b.String()
}

// joinASCIIWords is joinWords for an ASCII string: a byte loop and one
// allocation.
func joinASCIIWords(s string, fold bool) string {
	var b strings.Builder
	b.Grow(len(s))
	pendingSpace := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if asciiSpaces[c] {
			pendingSpace = b.Len() > 0
			continue
		}
		if pendingSpace {
			b.WriteByte(' ')
			pendingSpace = false
		}
		if fold && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// asciiSpaces marks the ASCII bytes IsSpace accepts.
var asciiSpaces = func() (t [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		t[c] = IsSpace(rune(c))
	}
	return t
}()

// isASCII reports whether s is all ASCII, eight bytes at a time.
func isASCII(s string) bool {
	i := 0
	for ; len(s)-i >= 8; i += 8 {
		b := s[i : i+8]
		x := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if x&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// IsFoldedASCII reports whether s is ASCII already in value key form
// (no upper case, words separated by single spaces), so that
// ValueKey(s) == s, without building the key. False does not say the
// key differs: a folded non-ASCII text is its own key too.
func IsFoldedASCII(s string) bool { return isFoldedASCII(s) }

// isFoldedASCII reports whether s is already its own value key: ASCII
// without upper case, words separated by single spaces.
func isFoldedASCII(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return s == ""
	}
	// Words of eight printable bytes without upper case are kept as they
	// are, the last eight bytes too (over the last word looked at, when
	// the length is not a multiple of 8); from the first other word on,
	// bytes are looked at one by one.
	i := 0
	all := unsafe.Slice(unsafe.StringData(s), len(s))
	for b := all; len(b) >= 8 && plainWord(binary.LittleEndian.Uint64(b)); b = b[8:] {
		i += 8
	}
	if len(s)-i < 8 && len(s) >= 8 && plainWord(binary.LittleEndian.Uint64(all[len(s)-8:])) {
		return true
	}
	for ; i < len(s); i++ {
		switch foldedClass[s[i]] {
		case foldedKeep:
		case foldedSpace:
			if s[i-1] == ' ' { // i > 0: s does not start with a space
				return false
			}
		default:
			return false
		}
	}
	return true
}

// plainWord reports whether every byte of x is printable ASCII other than
// a space or an upper-case letter (0x21 to 0x7f, 'A' to 'Z' aside): a
// high bit in x, in x less 0x21 in each byte (borrows only follow a byte
// that is flagged already), or in the bytes from 'A' on that do not pass
// 'Z'.
func plainWord(x uint64) bool {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	fromA, pastZ := x+(0x80-'A')*ones, x+(0x80-'Z'-1)*ones
	return (x|(x-0x21*ones)|fromA&^pastZ)&high == 0
}

// foldedClass sorts bytes for isFoldedASCII: kept as they are in a key,
// a space (kept unless it follows another), or anything else (upper case,
// other whitespace, bytes of longer runes), which a key spells otherwise.
var foldedClass = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c >= utf8.RuneSelf || ('A' <= c && c <= 'Z') || (c < ' ' && IsSpace(rune(c))):
			t[c] = foldedOther
		case c == ' ':
			t[c] = foldedSpace
		}
	}
	return t
}()

// The classes of foldedClass.
const (
	foldedKeep uint8 = iota
	foldedSpace
	foldedOther
)

// hasNonSpace reports whether s holds anything but whitespace.
func HasNonSpace(s string) bool {
	for _, r := range s {
		if !IsSpace(r) {
			return true
		}
	}
	return false
}

// WholeWordAt reports whether text[start:end] is bounded on both sides by
// something that is not a word rune (see IsWordRune) or by the ends of the
// text.
func WholeWordAt(text string, start, end int) bool {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:start])
		if IsWordRune(r) {
			return false
		}
	}
	if end < len(text) {
		r, _ := utf8.DecodeRuneInString(text[end:])
		if IsWordRune(r) {
			return false
		}
	}
	return true
}
