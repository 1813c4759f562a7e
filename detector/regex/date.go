package regex

import (
	"unicode"
	"unicode/utf8"
)

// DATE_OF_BIRTH (group "dob"): a date is personal data when it is a
// person's date of birth, which only its context tells: a plain date, or a
// time, is not PII by default. The scanner finds dates from their first
// digit run, in the spellings of English, French and German (and the month
// names of Spain, Italy, Portugal and the Netherlands):
//
//	14/03/1987  14.03.1987  14-03-1987  03/14/1987  1987-03-14  19.8.1968
//	14.03.87  14 March 1987  14 Mar. 1987  27. März 1990  2 mai 1991
//	1st of May 1990  23 de febrero de 1941  March 14, 1987  Aug. 11 1943
//	1987/03/14  1987.03.14  1987-03-14T00:00:00Z  14-Mar-1987  19870314
//
// with a year from 1900 to 2099 (or of two digits), and scores each with
// the birth cue before it ("born", "DOB", "d.o.b.", "b.", "né le", "date
// de naissance", "DDN", "geboren am", "geb.", "Geburtsdatum", "nac.",
// "nascita"), "geboren" right after it ("am 29.07.2006 geboren"), or a
// birth header over its column (scanner.headerKinds). Without a cue a
// date scores 0.3 and is not reported by default.

// monthNames maps folded month names and abbreviations to their number.
var monthNames = func() map[string]int {
	m := map[string]int{}
	for n, names := range [12][]string{
		{"january", "jan", "janvier", "janv", "januar", "jänner", "enero", "gennaio", "janeiro", "januari"},
		{"february", "feb", "février", "fevrier", "févr", "fevr", "februar", "febrero", "febbraio", "fevereiro", "februari"},
		{"march", "mar", "mars", "märz", "maerz", "mär", "mrz", "marzo", "março", "marco", "maart"},
		{"april", "apr", "avril", "avr", "abril", "aprile"},
		{"may", "mai", "mayo", "maggio", "maio", "mei"},
		{"june", "jun", "juin", "juni", "junio", "giugno", "junho"},
		{"july", "jul", "juillet", "juil", "juli", "julio", "luglio", "julho"},
		{"august", "aug", "août", "aout", "agosto", "augustus"},
		{"september", "sep", "sept", "septembre", "septiembre", "settembre", "setembro"},
		{"october", "oct", "octobre", "oktober", "okt", "octubre", "ottobre", "outubro"},
		{"november", "nov", "novembre", "noviembre", "novembro"},
		{"december", "dec", "décembre", "decembre", "déc", "dezember", "dez", "diciembre", "dicembre", "dezembro"},
	} {
		for _, name := range names {
			m[name] = n + 1
		}
	}
	return m
}()

// monthPrefixes is a bitset of the first two bytes (folded to lower case
// when ASCII) of every month name: a cheap gate before the map lookup,
// since most numbers in a text are followed by no month. Built once.
var monthPrefixes = func() *[1 << 10]uint64 {
	var t [1 << 10]uint64
	for name := range monthNames {
		k := prefixKey(name[0], name[1])
		t[k>>6] |= 1 << (k & 63)
	}
	return &t
}()

func prefixKey(a, b byte) uint16 {
	return uint16(a|0x20)<<8 | uint16(b|0x20)
}

// monthPrefixAt reports whether s[j:] starts like a month name.
func monthPrefixAt(s string, j int) bool {
	if j+1 >= len(s) {
		return false
	}
	k := prefixKey(s[j], s[j+1])
	return monthPrefixes[k>>6]&(1<<(k&63)) != 0
}

// matchDate finds a date whose first digit run starts at i (a digit not
// preceded by one): a numeric date at i, a day then a month name, or a
// month name right before the day. It returns the date's span, or -1.
// Cheap byte tests come before any lookup: most numbers are no date.
func matchDate(s string, i int) (start, end int) {
	if wordBefore(s, i) {
		return -1, -1
	}
	run := digitRun(s, i)
	switch c := byteAt(s, i+run); {
	case c == '.' || c == '/' || c == '-':
		if end := numericDate(s, i); end > 0 {
			return i, end
		}
		if c != '.' && run <= 2 {
			if end := dayMonthNameYear(s, i); end > 0 {
				return i, end
			}
		}
		if c != '.' || run > 2 {
			return -1, -1
		}
	case run == 8:
		if compactDate(s, i) {
			return i, i + 8
		}
		return -1, -1
	case run > 2:
		return -1, -1
	case c != ' ' && c != ',' && c < utf8.RuneSelf && !ordinalStart(c):
		// A spelled date's day is followed by a space, an ordinal
		// suffix or a comma ("14:30", "3x" are no dates).
		return -1, -1
	}
	// "3 dogs": after a plain space, a day needs a month name or "of"
	// (the commonest case of a number in prose, tested before any parse).
	if byteAt(s, i+run) != ' ' || monthOrOfAt(s, i+run+1) {
		if end := dayMonthYear(s, i); end > 0 {
			return i, end
		}
	}
	if !monthMayEndBefore(s, i) {
		return -1, -1
	}
	return monthDayYear(s, i)
}

// monthOrOfAt reports whether s[j:] starts like a month name or with
// "of " or the Spanish and Portuguese "de " ("1st of May", "23 de
// febrero").
func monthOrOfAt(s string, j int) bool {
	return monthPrefixAt(s, j) || ofAt(s, j) > 0
}

// ofAt returns the width of "of " or "de " at s[j:], or 0.
func ofAt(s string, j int) int {
	if j+2 < len(s) && s[j+2] == ' ' && (s[j] == 'o' && s[j+1] == 'f' || s[j] == 'd' && s[j+1] == 'e') {
		return 3
	}
	return 0
}

// ordinalStart reports whether c starts an English or French ordinal suffix.
func ordinalStart(c byte) bool { return c == 's' || c == 'n' || c == 'r' || c == 't' || c == 'e' }

// monthMayEndBefore reports whether a month name may end right before the
// space before i: a letter or an abbreviation's dot before an ASCII space,
// or a wider space, which the exact test reads.
func monthMayEndBefore(s string, i int) bool {
	if i < 2 {
		return false
	}
	switch c := s[i-1]; {
	case c >= utf8.RuneSelf:
		return true
	case c != ' ':
		return false
	}
	c := s[i-2]
	return c >= utf8.RuneSelf || c == '.' || isUpper(c) || isLower(c)
}

// numericDate matches D.M.Y, D/M/Y, D-M-Y (or M/D/Y) with the same
// separator twice and a four-digit year, D.M.YY and D/M/YY with a
// two-digit one, or Y-M-D.
func numericDate(s string, i int) int {
	a := digitRun(s, i)
	sep := byteAt(s, i+a)
	if sep != '.' && sep != '/' && sep != '-' {
		return -1
	}
	j := i + a + 1
	b := digitRun(s, j)
	if b < 1 || b > 2 || byteAt(s, j+b) != sep {
		return -1
	}
	k := j + b + 1
	c := digitRun(s, k)
	end := k + c
	if a == 4 && sep == '-' && c == 2 && byteAt(s, end) == 'T' {
		end = isoTimeEnd(s, end+1) // "1987-03-14T00:00:00Z": the date with its time
		if end < 0 {
			return -1
		}
	}
	if wordAt(s, end) || byteAt(s, end) == sep && digitAt(s, end+1) {
		return -1
	}
	x, y, z := atoi(s[i:i+a]), atoi(s[j:j+b]), atoi(s[k:k+c])
	switch {
	case a == 4 && c >= 1 && c <= 2:
		// Y-M-D, and Y/M/D or Y.M.D as East Asian and some European
		// forms and exports write it.
		if year(x) && y >= 1 && y <= 12 && z >= 1 && z <= 31 {
			return end
		}
	case a <= 2 && c == 4:
		if year(z) && x >= 1 && y >= 1 && x <= 31 && y <= 31 && (x <= 12 || y <= 12) {
			return end
		}
	case a <= 2 && c == 2 && (sep != '-' || a == 2 && b == 2):
		// A two-digit year ("geboren am 18.12.68", "12-03-85" with two
		// digits in each part): reported after a birth cue only, as
		// every date.
		if x >= 1 && y >= 1 && x <= 31 && y <= 31 && (x <= 12 || y <= 12) {
			return end
		}
	}
	return -1
}

// isoTimeEnd returns the end of the time of an ISO 8601 date and time
// that starts at j, after the "T": hh:mm, then maybe :ss and a fraction,
// then maybe "Z" or an offset (±hh:mm); or -1.
func isoTimeEnd(s string, j int) int {
	if digitRun(s, j) != 2 || byteAt(s, j+2) != ':' || digitRun(s, j+3) != 2 {
		return -1
	}
	j += 5
	if byteAt(s, j) == ':' && digitRun(s, j+1) == 2 {
		j += 3
		if byteAt(s, j) == '.' && digitRun(s, j+1) > 0 {
			j += 1 + digitRun(s, j+1)
		}
	}
	switch byteAt(s, j) {
	case 'Z':
		j++
	case '+', '-':
		if digitRun(s, j+1) == 2 {
			j += 3
			if byteAt(s, j) == ':' && digitRun(s, j+1) == 2 {
				j += 3
			}
		}
	}
	return j
}

// dayMonthNameYear matches a day, "-" or "/", an English, French or
// German month name or abbreviation, the same separator and a four-digit
// year ("14-Mar-1987", "14/mars/1987"), as forms and database exports
// write dates.
func dayMonthNameYear(s string, i int) int {
	a := digitRun(s, i)
	sep := byteAt(s, i+a)
	if d := atoi(s[i : i+a]); d < 1 || d > 31 || !monthPrefixAt(s, i+a+1) {
		return -1
	}
	m, k := monthAt(s, i+a+1)
	if m == 0 || byteAt(s, k) != sep || digitRun(s, k+1) != 4 || wordAt(s, k+5) || !year(atoi(s[k+1:k+5])) {
		return -1
	}
	return k + 5
}

// compactDate reports whether the eight digits at i are a date written
// YYYYMMDD ("19870314"), as exports and key=value records write it, or
// DDMMYYYY or MMDDYYYY ("12031985"), as forms do.
func compactDate(s string, i int) bool {
	if wordAt(s, i+8) {
		return false
	}
	y, m, d := atoi(s[i:i+4]), atoi(s[i+4:i+6]), atoi(s[i+6:i+8])
	if year(y) && m >= 1 && m <= 12 && d >= 1 && d <= 31 {
		return true
	}
	a, b := atoi(s[i:i+2]), atoi(s[i+2:i+4])
	return year(atoi(s[i+4:i+8])) && a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12)
}

// dayMonthYear matches a day, an optional "." or ordinal suffix and "of",
// a month name (with an optional "."), an optional comma and a year.
func dayMonthYear(s string, i int) int {
	a := digitRun(s, i)
	if a < 1 || a > 2 {
		return -1
	}
	day := atoi(s[i : i+a])
	j := i + a
	j = skipOrdinal(s, j)
	w := spaceWidth(s, j)
	if w == 0 {
		return -1
	}
	j += w
	j += ofAt(s, j)
	if !monthPrefixAt(s, j) {
		return -1
	}
	m, k := monthAt(s, j)
	if m == 0 || day < 1 || day > 31 {
		return -1
	}
	if end := yearAfter(s, k); end > 0 {
		return end
	}
	return shortYearAfter(s, k)
}

// shortYearAfter matches a space and a two-digit year at j, ending there
// ("né le 12 mars 85"): not followed by a word character, a time's colon
// or a decimal part. It returns the end, or -1.
func shortYearAfter(s string, j int) int {
	w := spaceWidth(s, j)
	if w == 0 || digitRun(s, j+w) != 2 {
		return -1
	}
	end := j + w + 2
	if wordAt(s, end) || byteAt(s, end) == ':' || (byteAt(s, end) == '.' || byteAt(s, end) == ',') && digitAt(s, end+1) {
		return -1
	}
	return end
}

// monthDayYear matches a month name right before the day at i ("March 14,
// 1987"); the date then starts at the month name.
func monthDayYear(s string, i int) (int, int) {
	// The day and the year first, which few numbers have after them.
	a := digitRun(s, i)
	if a < 1 || a > 2 {
		return -1, -1
	}
	j := skipOrdinal(s, i+a)
	if byteAt(s, j) == ',' {
		j++
	}
	yearEnd := yearAfter(s, j)
	if yearEnd < 0 {
		return -1, -1
	}
	w := sepBefore(s, i, spaceWidth)
	if w == 0 {
		return -1, -1
	}
	e := i - w
	if e > 0 && s[e-1] == '.' {
		e--
	}
	b := e
	for b > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:b])
		if !unicode.IsLetter(r) {
			break
		}
		b -= size
	}
	if b == e || precededByWord(s, b) || !monthPrefixAt(s, b) {
		return -1, -1
	}
	var buf [16]byte
	n := foldWord(buf[:], s[b:e])
	if n < 0 || monthNames[string(buf[:n])] == 0 {
		return -1, -1
	}
	if d := atoi(s[i : i+a]); d < 1 || d > 31 {
		return -1, -1
	}
	return b, yearEnd
}

// skipOrdinal skips a "." or an English or French ordinal suffix after
// a day ("1st", "1er").
func skipOrdinal(s string, j int) int {
	if byteAt(s, j) == '.' {
		return j + 1
	}
	if len(s) >= j+2 {
		switch s[j : j+2] {
		case "st", "nd", "rd", "th", "er":
			if !wordAt(s, j+2) {
				return j + 2
			}
		}
	}
	return j
}

// monthAt reads a month name at j, with an optional "." after it; it
// returns the month (0 if none) and the end.
func monthAt(s string, j int) (int, int) {
	k := j
	for k < len(s) {
		r, size := decodeAt(s, k)
		if !unicode.IsLetter(r) {
			break
		}
		k += size
	}
	if k == j {
		return 0, j
	}
	var buf [16]byte
	n := foldWord(buf[:], s[j:k])
	if n < 0 {
		return 0, j
	}
	m := monthNames[string(buf[:n])]
	if m != 0 && byteAt(s, k) == '.' {
		k++
	}
	return m, k
}

// yearAfter matches an optional comma, a space, an optional "de " (the
// Spanish "23 de febrero de 1941") and a four-digit year from 1900 to
// 2099 at j, not followed by a word character; it returns the end.
func yearAfter(s string, j int) int {
	if byteAt(s, j) == ',' {
		j++
	}
	w := spaceWidth(s, j)
	if w == 0 {
		return -1
	}
	j += w
	if byteAt(s, j) == 'd' && ofAt(s, j) > 0 {
		j += 3
	}
	if digitRun(s, j) != 4 || wordAt(s, j+4) || !year(atoi(s[j:j+4])) {
		return -1
	}
	return j + 4
}

func year(v int) bool { return v >= 1900 && v <= 2099 }

// atoi converts a short run of ASCII digits.
func atoi(d string) int {
	v := 0
	for i := 0; i < len(d); i++ {
		v = v*10 + int(d[i]-'0')
	}
	return v
}

// scoreBirth rates a date: a date of birth when the birth cue precedes it,
// or "geboren" follows it.
func scoreBirth(s string, start, end int) float64 {
	if cueBefore(s, start, cueBirth) || gebornAfter(s, end) ||
		datePrepositionBefore(s, start) && cueWithin(s, start, cueBirth, birthPlaceWindow) || birthParentKey(s, start) ||
		correctsBirthDate(s, start) {
		return scoreCued
	}
	return scoreWeak
}

// correctionWindow is how far after a date of birth a second date may
// correct it.
const correctionWindow = 64

// correctsBirthDate reports whether the date at start corrects or doubts
// a date of birth before it in the same sentence: a word of contrast or
// alternative between them ("DOB 12.08.1984 but the passport says
// 21.08.1984", "né le 12/03/1985 ou 13/03/1985 ?", "geboren am 3.4.1970,
// nicht 4.3.1970").
func correctsBirthDate(s string, start int) bool {
	lo := max(0, start-correctionWindow)
	for p := start - 1; p >= lo; p-- {
		switch c := s[p]; {
		case c == '\n' || c == ';' || c == '!' || c == '?' || c == '.' && p+1 < len(s) && s[p+1] == ' ':
			return false // another sentence
		case !isDigit(c) || p > 0 && (isDigit(s[p-1]) || wordBefore(s, p)):
			continue
		}
		ps, pe := matchDate(s, p)
		if pe < 0 || pe > start {
			continue
		}
		return contrastBetween(s[pe:start]) && (cueBefore(s, ps, cueBirth) || gebornAfter(s, pe))
	}
	return false
}

// contrastBetween reports whether text holds a word of contrast or
// alternative in EN, FR, DE, ES or IT.
func contrastBetween(text string) bool {
	for i := 0; i < len(text); {
		if !isLetterByte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isLetterByte(text[j]) {
			j++
		}
		var buf [16]byte
		if n := foldWord(buf[:], text[i:j]); n > 0 && contrastWords[string(buf[:n])] {
			return true
		}
		i = j
	}
	return false
}

// contrastWords are the words of contrastBetween.
var contrastWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"but", "or", "not", "instead", "rather", "vs", "versus", "mais", "ou", "pas", "plutôt",
		"aber", "oder", "nicht", "sondern", "pero", "o", "no", "sino", "ma", "oppure", "non", "invece"} {
		m[w] = true
	}
	return m
}()

// birthParentKey reports whether the date at start is the value of a key
// nested, in a YAML record, under a parent key that is a birth cue
// ("naissance:\n  lieu: Lyon\n  date: 1985-03-12"), or in an indented
// JSON object under its key ("\"birth\": {"): the nearest line before the
// date's, within eight lines, that is indented less and ends with a colon
// (and maybe the object's brace).
func birthParentKey(s string, start int) bool {
	ls := lineStart(s, start)
	ind := indentOf(s, ls)
	if ind == 0 {
		return false // a top-level key has no parent
	}
	for n, e := 0, ls; n < 8 && e > 0; n++ {
		b := lineStart(s, e-1)
		line := s[b : e-1]
		if i := indentOf(s, b); i < ind && len(line) > i {
			k := len(line)
			for k > i && (line[k-1] == ' ' || line[k-1] == '\r' || line[k-1] == '{') {
				k-- // a JSON object opens after its key: "naissance": {
			}
			return k > i && line[k-1] == ':' && cueWithin(s, b+k-1, cueBirth, k-1-i)
		}
		e = b
	}
	return false
}

// lineStart returns the offset of the start of the line holding i.
func lineStart(s string, i int) int {
	for i > 0 && s[i-1] != '\n' {
		i--
	}
	return i
}

// indentOf returns the indentation of the line starting at b: its
// leading spaces and the dash of a YAML list item.
func indentOf(s string, b int) int {
	i := b
	for i < len(s) && (s[i] == ' ' || s[i] == '-' && i+1 < len(s) && s[i+1] == ' ') {
		i++
	}
	return i - b
}

// birthPlaceWindow is how far before a date its birth cue may be when a
// preposition of dates introduces the date: a place of birth, which may
// be long, stands between them ("née à Saint-Étienne-du-Rouvray
// (Seine-Maritime) le 12 mars 1985", "nato a Reggio nell'Emilia il …").
const birthPlaceWindow = 112

// datePrepositionBefore reports whether the word right before start is a
// preposition that introduces a date: "le", "am", "il", "el", "on",
// "em", "op".
func datePrepositionBefore(s string, start int) bool {
	if start < 3 || s[start-1] != ' ' {
		return false
	}
	w := s[start-3 : start-1]
	if start > 3 && isLetterByte(s[start-4]) {
		return false
	}
	switch w {
	case "le", "Le", "am", "il", "el", "on", "em", "op":
		return true
	}
	return false
}

func isLetterByte(c byte) bool { return isLower(c) || isUpper(c) || c >= utf8.RuneSelf }

// gebornAfter reports whether "geboren" follows the date at end, after a
// space ("am 29.07.2006 geboren").
func gebornAfter(s string, end int) bool {
	w := spaceWidth(s, end)
	if w == 0 {
		return false
	}
	const g = "geboren"
	k := end + w
	return len(s) >= k+len(g) && s[k:k+len(g)] == g && !wordAt(s, k+len(g))
}
