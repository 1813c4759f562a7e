package regex

// Hand-written matchers for the numeric built-in patterns. Each one answers
// "does the upstream pattern match at start position i, and where does the
// match end?" (-1 when it does not), with the backtracking order of Python's
// re: greedy quantifiers take as much as they can and give back one step at
// a time, optional items are tried present first. Look-arounds and \b are
// checked in place. The scanner calls them only at positions where a match
// can start, and moves past each match before trying the same label again,
// as re.finditer does.
//
// Most of these patterns are deterministic once you notice that an optional
// separator can only be skipped if the next item accepts the separator
// itself, which it never does; the comments point out the two that really
// backtrack (CREDIT_CARD and IBAN, whose repeat counts are ranges).

// matchCard matches CREDIT_CARD, \b(?:\d[ -]?){12,18}\d\b: 13 to 19 digits,
// each optionally followed by one space or hyphen. The repeat backtracks: the
// longest digit count whose last digit is followed by a non-word character
// wins.
//
// It also accepts a 12-digit run (no separator, not part of a longer digit
// chain, not preceded by "+") that starts with a Maestro issuer prefix (50,
// 56-69) and passes Luhn: Maestro cards may be 12 digits long and the
// upstream shape misses them. The Luhn check keeps this extension from
// catching arbitrary 12-digit numbers.
func matchCard(s string, i int) int {
	if wordBefore(s, i) || !digitAt(s, i) {
		return -1
	}
	var ends [19]int
	n, j, seps := 0, i, 0
	for n < len(ends) && digitAt(s, j) {
		j++
		ends[n] = j
		n++
		if w := spaceDashWidth(s, j); w > 0 && digitAt(s, j+w) && n < len(ends) {
			j += w
			seps++
		}
	}
	for k := n; k >= 13; k-- {
		if !wordAt(s, ends[k-1]) {
			return ends[k-1]
		}
	}
	if n == 12 && seps == 0 && isMaestro12(s, i) {
		return ends[11]
	}
	return -1
}

// isMaestro12 applies the 12-digit Maestro rule to s[i:i+12], already known
// to be a run of exactly 12 digits starting at a word boundary.
func isMaestro12(s string, i int) bool {
	end := i + 12
	if wordAt(s, end) || i > 0 && s[i-1] == '+' {
		return false
	}
	// Not the tail of a longer chain ("1234 567890123456").
	if w := sepBefore(s, i, spaceDashWidth); w > 0 && i-w > 0 && isDigit(s[i-w-1]) {
		return false
	}
	if w := spaceDashWidth(s, end); w > 0 && digitAt(s, end+w) {
		return false
	}
	a, b := s[i], s[i+1]
	if !(a == '5' && (b == '0' || b >= '6') || a == '6') {
		return false
	}
	return luhnValid(s[i:end])
}

// matchSSN matches US_SSN, \b\d{3}-\d{2}-\d{4}\b.
func matchSSN(s string, i int) int {
	if wordBefore(s, i) || !digitsAt(s, i, 3) || byteAt(s, i+3) != '-' ||
		!digitsAt(s, i+4, 2) || byteAt(s, i+6) != '-' || !digitsAt(s, i+7, 4) || wordAt(s, i+11) {
		return -1
	}
	return i + 11
}

// matchZip matches US_ZIP, \b\d{5}(?:-\d{4})?\b: the ZIP+4 form first, then
// the five digits alone.
func matchZip(s string, i int) int {
	if wordBefore(s, i) || !digitsAt(s, i, 5) {
		return -1
	}
	if byteAt(s, i+5) == '-' && digitsAt(s, i+6, 4) && !wordAt(s, i+10) {
		return i + 10
	}
	if wordAt(s, i+5) {
		return -1
	}
	return i + 5
}

// matchITIN matches US_ITIN, (?<!\w)9\d{2}-[7-8]\d-\d{4}(?!\w).
func matchITIN(s string, i int) int {
	if wordBefore(s, i) || byteAt(s, i) != '9' || !digitsAt(s, i+1, 2) || byteAt(s, i+3) != '-' {
		return -1
	}
	if c := byteAt(s, i+4); c != '7' && c != '8' {
		return -1
	}
	if !digitAt(s, i+5) || byteAt(s, i+6) != '-' || !digitsAt(s, i+7, 4) || wordAt(s, i+11) {
		return -1
	}
	return i + 11
}

// matchUSPhone matches US_PHONE,
// (?<![\w+])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d).
// The optional "+1" prefix can only be taken when the text has it and left
// out when it does not (the rest starts with "(" or 2-9), so there is one
// path to try.
func matchUSPhone(s string, i int) int {
	if i > 0 && (isASCIIWord(s[i-1]) || s[i-1] == '+') {
		return -1
	}
	j := i
	if byteAt(s, j) == '+' {
		j++
		if byteAt(s, j) != '1' {
			return -1
		}
	}
	if byteAt(s, j) == '1' {
		j++
		j += wsDotDashWidth(s, j)
	}
	if byteAt(s, j) == '(' {
		j++
	}
	if c := byteAt(s, j); c < '2' || c > '9' || !digitsAt(s, j+1, 2) {
		return -1
	}
	j += 3
	if byteAt(s, j) == ')' {
		j++
	}
	j += wsDotDashWidth(s, j)
	if !digitsAt(s, j, 3) {
		return -1
	}
	j += 3
	j += wsDotDashWidth(s, j)
	if !digitsAt(s, j, 4) || digitAt(s, j+4) {
		return -1
	}
	return j + 4
}

// matchFRPhone matches FR_PHONE,
// (?<!\d)(?:\+33\s?(?:\(0\)\s?)?|0)[1-9](?:[\s.-]?\d{2}){4}(?!\d), with
// word boundaries instead of digit boundaries: upstream's look-arounds let
// it take ten digits glued between letters, as inside an API key
// ("...xyz0123456789ABC"), which are part of a longer token, not a number.
func matchFRPhone(s string, i int) int {
	if i > 0 && isASCIIWord(s[i-1]) {
		return -1
	}
	j := i
	switch {
	case byteAt(s, j) == '+':
		if byteAt(s, j+1) != '3' || byteAt(s, j+2) != '3' {
			return -1
		}
		j += 3
		j += wsWidth(s, j)
		if byteAt(s, j) == '(' && byteAt(s, j+1) == '0' && byteAt(s, j+2) == ')' {
			j += 3
			j += wsWidth(s, j)
		}
	case byteAt(s, j) == '0':
		j++
	default:
		return -1
	}
	if c := byteAt(s, j); c < '1' || c > '9' {
		return -1
	}
	j++
	for range 4 {
		j += wsDotDashWidth(s, j)
		if !digitsAt(s, j, 2) {
			return -1
		}
		j += 2
	}
	if wordAt(s, j) {
		return -1
	}
	return j
}

// matchNIR matches FR_NIR,
// \b[12][\s.-]?\d{2}[\s.-]?(?:0[1-9]|1[0-2])[\s.-]?(?:2A|2B|\d{2})[\s.-]?\d{3}[\s.-]?\d{3}[\s.-]?\d{2}\b,
// and Corsica's 2A and 2B in small letters too (lower-cased text).
func matchNIR(s string, i int) int {
	if wordBefore(s, i) {
		return -1
	}
	if c := byteAt(s, i); c != '1' && c != '2' {
		return -1
	}
	j := i + 1
	j += wsDotDashWidth(s, j)
	if !digitsAt(s, j, 2) {
		return -1
	}
	j += 2
	j += wsDotDashWidth(s, j)
	switch a, b := byteAt(s, j), byteAt(s, j+1); {
	case a == '0' && b >= '1' && b <= '9', a == '1' && b >= '0' && b <= '2':
	default:
		return -1
	}
	j += 2
	j += wsDotDashWidth(s, j)
	if !(byteAt(s, j) == '2' && indexByte("ABab", byteAt(s, j+1)) >= 0) && !digitsAt(s, j, 2) {
		return -1
	}
	j += 2
	for _, n := range [...]int{3, 3, 2} {
		j += wsDotDashWidth(s, j)
		if !digitsAt(s, j, n) {
			return -1
		}
		j += n
	}
	if wordAt(s, j) {
		return -1
	}
	return j
}

// matchDigitGroups matches \b then digit groups of the given sizes joined by
// optional [\s-] separators, then \b. It returns the end, or -1.
func matchDigitGroups(s string, i int, sizes ...int) int {
	if wordBefore(s, i) {
		return -1
	}
	j := i
	for k, n := range sizes {
		if k > 0 {
			j += wsDashWidth(s, j)
		}
		if !digitsAt(s, j, n) {
			return -1
		}
		j += n
	}
	if wordAt(s, j) {
		return -1
	}
	return j
}

// matchSIRET matches FR_SIRET, \b\d{3}[\s-]?\d{3}[\s-]?\d{3}[\s-]?\d{5}\b.
func matchSIRET(s string, i int) int { return matchDigitGroups(s, i, 3, 3, 3, 5) }

// matchSIREN matches FR_SIREN, \b\d{3}[\s-]?\d{3}[\s-]?\d{3}\b(?![\s-]?\d):
// the look-ahead keeps it off the first nine digits of a SIRET.
func matchSIREN(s string, i int) int {
	j := matchDigitGroups(s, i, 3, 3, 3)
	if j < 0 {
		return -1
	}
	if w := wsDashWidth(s, j); w > 0 && digitAt(s, j+w) {
		return -1
	}
	return j
}

// matchIPv4 matches IPV4: four dot-separated decimal octets of one to three
// digits, each at most 255. Upstream's pattern has no boundaries, so it finds
// "56.1.1.1" inside "256.1.1.1" and "1.1.1.25" inside "1.1.1.256"; this one
// requires what a reader would: no word character or dot before, no word
// character and no ".digit" after (so a version number like 1.2.3.4.5 is not
// an address).
func matchIPv4(s string, i int) int {
	if i > 0 && (isASCIIWord(s[i-1]) || s[i-1] == '.') {
		return -1
	}
	j := i
	for k := range 4 {
		if k > 0 {
			if byteAt(s, j) != '.' {
				return -1
			}
			j++
		}
		n := digitRun(s, j)
		if n == 0 || n > 3 || n == 3 && s[j:j+3] > "255" {
			return -1
		}
		j += n
	}
	if wordAt(s, j) || byteAt(s, j) == '.' && digitAt(s, j+1) {
		return -1
	}
	return j
}
