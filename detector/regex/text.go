package regex

import (
	"net/netip"
	"strings"
	"unicode/utf8"
)

// Hand-written matchers for the built-in patterns anchored on letters or
// punctuation: EMAIL and URL (found from their "@" and "://"), IBAN,
// FR_IBAN, the secrets, and IPV6. See regex_numeric.go for the conventions.

// decodeAt decodes the rune at s[i:], with a fast path for ASCII.
func decodeAt(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// isEmailLocal reports whether r is in the local-part class [\w.%+-]
// (Unicode \w, as upstream's (?u:...) asks).
func isEmailLocal(r rune) bool {
	return isUniWord(r) || r == '.' || r == '%' || r == '+' || r == '-'
}

// matchEmailAt matches EMAIL around the "@" at a,
// (?<![\w.%+-])[\w.%+-]+@(?:[\w-]+\.)+[^\W\d_]{2,} in Unicode mode. The
// look-behind pins the start to the left end of the run of local-part
// characters before the "@", so the match is found from the "@". A match
// may not start before from.
func matchEmailAt(s string, a, from int) (start, end int) {
	start = a
	for start > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:start])
		if !isEmailLocal(r) {
			break
		}
		start -= w
	}
	if start == a || start < from {
		return -1, -1
	}
	end = emailDomainEnd(s, a+1)
	if end < 0 {
		return -1, -1
	}
	return start, end
}

// emailDomainEnd matches (?:[\w-]+\.)+[^\W\d_]{2,} at s[j:]. The greedy
// repeat takes every "label." it can; if no run of two or more letters
// follows the last dot, it gives labels back one at a time.
func emailDomainEnd(s string, j int) int {
	var buf [8]int
	afterDots := buf[:0]
	for {
		k := j
		for k < len(s) {
			r, w := decodeAt(s, k)
			if !isUniWord(r) && r != '-' {
				break
			}
			k += w
		}
		if k == j || byteAt(s, k) != '.' {
			break
		}
		afterDots = append(afterDots, k+1)
		j = k + 1
	}
	for m := len(afterDots) - 1; m >= 0; m-- {
		k, letters := afterDots[m], 0
		for k < len(s) {
			r, w := decodeAt(s, k)
			if !isUniLetter(r) {
				break
			}
			k += w
			letters++
		}
		if letters >= 2 {
			return k
		}
	}
	return -1
}

// matchURLAt matches URL around the "://" at c,
// https?://[^\s<>"']*[^\s<>"'.,;:!?)\]]: the longest run of characters that
// are not spaces, angle brackets or quotes, minus trailing punctuation. A
// match may not start before from.
func matchURLAt(s string, c, from int) (start, end int) {
	switch {
	case c >= 5 && s[c-5:c] == "https":
		start = c - 5
	case c >= 4 && s[c-4:c] == "http":
		start = c - 4
	default:
		return -1, -1
	}
	if start < from {
		return -1, -1
	}
	end = -1
	for j := c + 3; j < len(s); {
		b := s[j]
		if b < utf8.RuneSelf {
			if wsWidth(s, j) > 0 || b == '<' || b == '>' || b == '"' || b == '\'' {
				break
			}
			j++
			if !strings.ContainsRune(".,;:!?)]", rune(b)) {
				end = j
			}
			continue
		}
		if spaceWidth(s, j) > 0 || lineSepWidth(s, j) > 0 {
			break
		}
		_, w := utf8.DecodeRuneInString(s[j:])
		j += w
		end = j
	}
	if end < 0 {
		return -1, -1
	}
	return start, end
}

// ibanChain collects the ends of up to len(ends) repetitions of
// [\s-]?[class] starting at j, and returns how many it found.
func ibanChain(s string, j int, class func(byte) bool, ends []int) int {
	n := 0
	for n < len(ends) {
		w := wsDashWidth(s, j)
		if j+w < len(s) && class(s[j+w]) {
			j += w + 1
		} else if j < len(s) && class(s[j]) {
			j++
		} else {
			break
		}
		ends[n] = j
		n++
	}
	return n
}

func isUpperAlnum(c byte) bool { return isUpper(c) || isDigit(c) }
func isLowerAlnum(c byte) bool { return isLower(c) || isDigit(c) }

// ibanPrefix checks the country letters and check digits at s[i:i+4] and
// returns the character class of the rest: [A-Z0-9] as upstream, or
// [a-z0-9] for an IBAN written all in small letters (a lower-cased text),
// which is accepted only when its country is in the IBAN registry.
func ibanPrefix(s string, i int) func(byte) bool {
	if wordBefore(s, i) || i+4 > len(s) || !digitsAt(s, i+2, 2) {
		return nil
	}
	a, b := s[i], s[i+1]
	switch {
	case isUpper(a) && isUpper(b):
		return isUpperAlnum
	case isLower(a) && isLower(b) && isIBANCountry(a-'a'+'A', b-'a'+'A'):
		return isLowerAlnum
	}
	return nil
}

// ibanEnds matches IBAN, \b[A-Z]{2}\d{2}(?:[\s-]?[A-Z0-9]){11,30}\b, and
// with fr FR_IBAN, \bFR\d{2}(?:[\s-]?[A-Z0-9]){23}\b (either also in
// small letters), at i: the end of each match, or -1. IBAN's repeat
// backtracks: the longest count (at most 30) whose last character is
// followed by a non-word character wins; a French IBAN is the same chain
// cut at 23 characters. One walk of the chain serves both: a walk for
// each took a fifth of the regex tier's time on a message with one IBAN.
// matchIBAN and matchFRIBAN (iban_ref_test.go), one walk each, are the
// reference it is tested against.
func ibanEnds(s string, i int, fr bool) (ibanEnd, frEnd int) {
	ibanEnd, frEnd = -1, -1
	class := ibanPrefix(s, i)
	if class == nil {
		return
	}
	var ends [30]int
	n := ibanChain(s, i+4, class, ends[:])
	for k := n; k >= 11; k-- {
		if !wordAt(s, ends[k-1]) {
			ibanEnd = ends[k-1]
			break
		}
	}
	if fr && (s[i] == 'F' && s[i+1] == 'R' || s[i] == 'f' && s[i+1] == 'r') && n >= 23 && !wordAt(s, ends[22]) {
		frEnd = ends[22]
	}
	return
}

// runOf returns the length of the run of bytes in class at s[i:].
func runOf(s string, i int, class func(byte) bool) int {
	j := i
	for j < len(s) && class(s[j]) {
		j++
	}
	return j - i
}

func isKeyChar(c byte) bool  { return isAlnum(c) || c == '_' || c == '-' }
func isWordChar(c byte) bool { return isASCIIWord(c) }

// matchOpenAI matches OPENAI_API_KEY,
// (?<![A-Za-z0-9])sk-(?!ant-)(?:proj-)?[A-Za-z0-9_-]{20,}. "proj-" is made
// of key characters, so taking it or not ends the match at the same place.
func matchOpenAI(s string, i int) int {
	if i > 0 && isAlnum(s[i-1]) || !strings.HasPrefix(s[i:], "sk-") || strings.HasPrefix(s[i+3:], "ant-") {
		return -1
	}
	n := runOf(s, i+3, isKeyChar)
	if n < 20 {
		return -1
	}
	return i + 3 + n
}

// matchAWS matches AWS_ACCESS_KEY, \bAKIA[0-9A-Z]{16}\b.
func matchAWS(s string, i int) int {
	if wordBefore(s, i) || !strings.HasPrefix(s[i:], "AKIA") || runOf(s, i+4, isUpperAlnum) < 16 || wordAt(s, i+20) {
		return -1
	}
	return i + 20
}

// matchGitHub matches GITHUB_TOKEN,
// \b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{82})\b.
func matchGitHub(s string, i int) int {
	if wordBefore(s, i) {
		return -1
	}
	if strings.HasPrefix(s[i:], "gh") && len(s) >= i+4 && strings.IndexByte("pousr", s[i+2]) >= 0 && s[i+3] == '_' {
		n := runOf(s, i+4, isAlnum)
		if n >= 36 && !wordAt(s, i+4+n) {
			return i + 4 + n
		}
		return -1
	}
	if strings.HasPrefix(s[i:], "github_pat_") && runOf(s, i+11, isWordChar) >= 82 && !wordAt(s, i+93) {
		return i + 93
	}
	return -1
}

// matchStripe matches STRIPE_KEY, \b[sr]k_(?:live|test)_[A-Za-z0-9]{24,}\b.
func matchStripe(s string, i int) int {
	if wordBefore(s, i) || i+8 > len(s) || s[i] != 's' && s[i] != 'r' {
		return -1
	}
	if p := s[i+1 : i+8]; p != "k_live_" && p != "k_test_" {
		return -1
	}
	n := runOf(s, i+8, isAlnum)
	if n < 24 || wordAt(s, i+8+n) {
		return -1
	}
	return i + 8 + n
}

// ipv6Span finds an IPv6 address in the run s[a:b] of hex digits, colons
// and dots around a colon. Upstream has no IPV6 pattern; this one accepts
// what net/netip parses as an IPv6 address without zone (full, "::"
// compressed, or with a dotted IPv4 tail), bounded by non-word characters.
// Times (12:30:45) and MAC addresses have too few groups and no "::";
// letter-only compressed forms with fewer than three groups (C++'s
// "abc::def") are refused.
func ipv6Span(s string, a, b int) (start, end int, ok bool) {
	for b > a && s[b-1] == '.' {
		b--
	}
	if b-a >= 2 && s[b-1] == ':' && s[b-2] != ':' {
		b--
	}
	if b-a >= 2 && s[a] == ':' && s[a+1] != ':' {
		a++
	}
	if b-a < 3 || a > 0 && s[a-1] != ':' && precededByWord(s, a) || b < len(s) && followedByWord(s, b) {
		return 0, 0, false
	}
	t := s[a:b]
	colons, compressed := strings.Count(t, ":"), strings.Contains(t, "::")
	dotted := strings.IndexByte(t, '.') >= 0
	if !compressed && colons != 7 && !(dotted && colons == 6) {
		return 0, 0, false
	}
	if compressed && !strings.ContainsAny(t, "0123456789") && hexGroups(t) < 3 {
		return 0, 0, false
	}
	ip, err := netip.ParseAddr(t)
	if err != nil || !ip.Is6() || ip.Zone() != "" {
		return 0, 0, false
	}
	return a, b, true
}

// hexGroups counts the non-empty colon-separated groups of t.
func hexGroups(t string) int {
	n := 0
	for _, g := range strings.Split(t, ":") {
		if g != "" {
			n++
		}
	}
	return n
}

// precededByWord reports whether the rune before i is a (Unicode) word
// character.
func precededByWord(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isUniWord(r)
}

// followedByWord reports whether the rune at i is a (Unicode) word
// character.
func followedByWord(s string, i int) bool {
	r, _ := decodeAt(s, i)
	return isUniWord(r)
}
