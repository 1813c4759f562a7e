package regex

import (
	"unicode"
	"unicode/utf8"
)

// Character classes shared by the built-in pattern scanners.
//
// Upstream compiles its patterns with re.ASCII (\d is 0-9, \w is
// [A-Za-z0-9_], \b is an ASCII word boundary) and runs them on
// normalize_spaces(text), which maps the Unicode space separators to " " and
// the line separators to "\n", one character for one. The scanners here run
// on the text as given, so wherever an upstream pattern says " " or \s they
// accept those separators directly, at their UTF-8 width.

// isDigit reports whether c is an ASCII digit (re.ASCII \d).
func isDigit(c byte) bool { return c-'0' < 10 }

// isUpper reports whether c is an ASCII capital letter.
func isUpper(c byte) bool { return c-'A' < 26 }

// isLower reports whether c is an ASCII small letter.
func isLower(c byte) bool { return c-'a' < 26 }

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool { return isDigit(c) || isUpper(c) || isLower(c) }

// isASCIIWord reports whether c is in re.ASCII \w. A byte of a multi-byte
// UTF-8 sequence never is, exactly as a non-ASCII character is not in
// Python's ASCII \w.
func isASCIIWord(c byte) bool { return isAlnum(c) || c == '_' }

// isHex reports whether c is an ASCII hexadecimal digit.
func isHex(c byte) bool { return isDigit(c) || c|0x20-'a' < 6 }

// wordBefore reports whether the byte before i is an ASCII word character:
// a \b (or (?<!\w)) before a word character fails there.
func wordBefore(s string, i int) bool { return i > 0 && isASCIIWord(s[i-1]) }

// wordAt reports whether the byte at i is an ASCII word character: a \b
// (or (?!\w)) after a word character fails there.
func wordAt(s string, i int) bool { return i < len(s) && isASCIIWord(s[i]) }

// digitAt reports whether s[i] exists and is an ASCII digit.
func digitAt(s string, i int) bool { return i < len(s) && isDigit(s[i]) }

// digitsAt reports whether s[i:i+n] exists and is all ASCII digits.
func digitsAt(s string, i, n int) bool {
	if i+n > len(s) {
		return false
	}
	for k := i; k < i+n; k++ {
		if !isDigit(s[k]) {
			return false
		}
	}
	return true
}

// digitRun returns the number of consecutive ASCII digits at s[i:].
func digitRun(s string, i int) int {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	return j - i
}

// byteAt returns s[i], or 0 past the end, so that look-ahead checks need no
// bounds test of their own.
func byteAt(s string, i int) byte {
	if i < len(s) {
		return s[i]
	}
	return 0
}

// spaceWidth returns the byte width of a space at s[i:] as upstream's
// normalized text sees a literal " ": U+0020 or one of the separators
// normalize_spaces maps to it (U+00A0, U+1680, U+2000-U+200A, U+202F,
// U+205F, U+3000). It returns 0 when there is none.
func spaceWidth(s string, i int) int {
	if i >= len(s) {
		return 0
	}
	switch s[i] {
	case ' ':
		return 1
	case 0xC2:
		if byteAt(s, i+1) == 0xA0 {
			return 2
		}
	case 0xE1:
		if byteAt(s, i+1) == 0x9A && byteAt(s, i+2) == 0x80 {
			return 3
		}
	case 0xE2:
		b1, b2 := byteAt(s, i+1), byteAt(s, i+2)
		if b1 == 0x80 && (b2 >= 0x80 && b2 <= 0x8A || b2 == 0xAF) || b1 == 0x81 && b2 == 0x9F {
			return 3
		}
	case 0xE3:
		if byteAt(s, i+1) == 0x80 && byteAt(s, i+2) == 0x80 {
			return 3
		}
	}
	return 0
}

// lineSepWidth returns the byte width of U+0085, U+2028 or U+2029 at s[i:],
// which normalize_spaces maps to "\n", or 0.
func lineSepWidth(s string, i int) int {
	switch byteAt(s, i) {
	case 0xC2:
		if byteAt(s, i+1) == 0x85 {
			return 2
		}
	case 0xE2:
		if byteAt(s, i+1) == 0x80 && (byteAt(s, i+2) == 0xA8 || byteAt(s, i+2) == 0xA9) {
			return 3
		}
	}
	return 0
}

// wsWidth returns the byte width of one \s character at s[i:] (re.ASCII \s
// on normalized text: space, \t, \n, \v, \f, \r, and the Unicode separators
// above), or 0.
func wsWidth(s string, i int) int {
	switch c := byteAt(s, i); {
	case c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
		return 1
	case c < 0xC2:
		// Neither a space nor a line separator of more than one byte
		// starts below 0xC2 (U+0085 and U+00A0 are the first): most bytes
		// asked about are digits, letters and punctuation.
		return 0
	}
	if w := spaceWidth(s, i); w > 0 {
		return w
	}
	return lineSepWidth(s, i)
}

// wsDotDashWidth matches [\s.-].
func wsDotDashWidth(s string, i int) int {
	if c := byteAt(s, i); c == '.' || c == '-' {
		return 1
	}
	return wsWidth(s, i)
}

// wsDashWidth matches [\s-].
func wsDashWidth(s string, i int) int {
	if byteAt(s, i) == '-' {
		return 1
	}
	return wsWidth(s, i)
}

// spaceDashWidth matches [ -] (the credit-card separator).
func spaceDashWidth(s string, i int) int {
	if byteAt(s, i) == '-' {
		return 1
	}
	return spaceWidth(s, i)
}

// sepBefore returns the width of the separator ending at i, as matched by
// width, or 0. The separators are at most three bytes long.
func sepBefore(s string, i int, width func(string, int) int) int {
	for w := 1; w <= 3 && w <= i; w++ {
		if width(s, i-w) == w {
			return w
		}
	}
	return 0
}

// isUniWord reports whether r is a word character of Python's Unicode \w
// (letters, numbers, underscore). Combining marks are added so that text in
// decomposed form (e + U+0301) keeps its words whole.
func isUniWord(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIIWord(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r)
}

// isUniLetter reports whether r is in Python's [^\W\d_]: a word character
// that is neither a decimal digit nor the underscore.
func isUniLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return isUpper(byte(r)) || isLower(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r) && !unicode.IsDigit(r)
}
