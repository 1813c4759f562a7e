package regex

import (
	"unicode"
	"unicode/utf8"
)

// DATE_OF_BIRTH (group "dob"): a date is personal data when it is a
// person's date of birth, which only its context tells: a plain date, or a
// time, is not PII by default. The scanner finds dates from their first
// digit run, in the spellings of English, French and German (and the month
// names of Spain and Italy):
//
//	14/03/1987  14.03.1987  14-03-1987  03/14/1987  1987-03-14  19.8.1968
//	14 March 1987  14 Mar. 1987  27. März 1990  2 mai 1991  1st of May 1990
//	March 14, 1987  Aug. 11 1943
//
// with a year from 1900 to 2099, and scores each with the birth cue before
// it ("born", "DOB", "d.o.b.", "b.", "né le", "date de naissance", "DDN",
// "geboren am", "geb.", "Geburtsdatum") or "geboren" right after it
// ("am 29.07.2006 geboren"). Without a cue a date scores 0.3 and is not
// reported by default.

// monthNames maps folded month names and abbreviations to their number.
var monthNames = func() map[string]int {
	m := map[string]int{}
	for n, names := range [12][]string{
		{"january", "jan", "janvier", "janv", "januar", "jänner", "enero", "gennaio"},
		{"february", "feb", "février", "fevrier", "févr", "fevr", "februar", "febrero", "febbraio"},
		{"march", "mar", "mars", "märz", "maerz", "mär", "mrz", "marzo"},
		{"april", "apr", "avril", "avr", "abril", "aprile"},
		{"may", "mai", "mayo", "maggio"},
		{"june", "jun", "juin", "juni", "junio", "giugno"},
		{"july", "jul", "juillet", "juil", "juli", "julio", "luglio"},
		{"august", "aug", "août", "aout", "agosto"},
		{"september", "sep", "sept", "septembre", "septiembre", "settembre"},
		{"october", "oct", "octobre", "oktober", "okt", "octubre", "ottobre"},
		{"november", "nov", "novembre", "noviembre"},
		{"december", "dec", "décembre", "decembre", "déc", "dezember", "dez", "diciembre", "dicembre"},
	} {
		for _, name := range names {
			m[name] = n + 1
		}
	}
	return m
}()

// matchDate finds a date whose first digit run starts at i (a digit not
// preceded by one): a numeric date at i, a day then a month name, or a
// month name right before the day. It returns the date's span, or -1.
func matchDate(s string, i int) (start, end int) {
	if wordBefore(s, i) {
		return -1, -1
	}
	if end := numericDate(s, i); end > 0 {
		return i, end
	}
	if end := dayMonthYear(s, i); end > 0 {
		return i, end
	}
	return monthDayYear(s, i)
}

// numericDate matches D.M.Y, D/M/Y, D-M-Y (or M/D/Y) with the same
// separator twice and a four-digit year, or Y-M-D.
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
	if wordAt(s, end) || byteAt(s, end) == sep && digitAt(s, end+1) {
		return -1
	}
	x, y, z := atoi(s[i:i+a]), atoi(s[j:j+b]), atoi(s[k:end])
	switch {
	case a == 4 && c >= 1 && c <= 2 && sep == '-':
		if year(x) && y >= 1 && y <= 12 && z >= 1 && z <= 31 {
			return end
		}
	case a <= 2 && c == 4:
		if year(z) && x >= 1 && y >= 1 && x <= 31 && y <= 31 && (x <= 12 || y <= 12) {
			return end
		}
	}
	return -1
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
	if len(s) >= j+3 && s[j:j+3] == "of " {
		j += 3
	}
	m, k := monthAt(s, j)
	if m == 0 || day < 1 || day > 31 {
		return -1
	}
	return yearAfter(s, k)
}

// monthDayYear matches a month name right before the day at i ("March 14,
// 1987"); the date then starts at the month name.
func monthDayYear(s string, i int) (int, int) {
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
	if b == e || precededByWord(s, b) {
		return -1, -1
	}
	var buf [16]byte
	n := foldWord(buf[:], s[b:e])
	if n < 0 || monthNames[string(buf[:n])] == 0 {
		return -1, -1
	}
	a := digitRun(s, i)
	if a < 1 || a > 2 || atoi(s[i:i+a]) < 1 || atoi(s[i:i+a]) > 31 {
		return -1, -1
	}
	j := skipOrdinal(s, i+a)
	if byteAt(s, j) == ',' {
		j++
	}
	if end := yearAfter(s, j); end > 0 {
		return b, end
	}
	return -1, -1
}

// skipOrdinal skips a "." or an English ordinal suffix after a day.
func skipOrdinal(s string, j int) int {
	if byteAt(s, j) == '.' {
		return j + 1
	}
	if len(s) >= j+2 {
		switch s[j : j+2] {
		case "st", "nd", "rd", "th":
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

// yearAfter matches an optional comma, a space and a four-digit year from
// 1900 to 2099 at j, not followed by a word character; it returns the end.
func yearAfter(s string, j int) int {
	if byteAt(s, j) == ',' {
		j++
	}
	w := spaceWidth(s, j)
	if w == 0 {
		return -1
	}
	j += w
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
	if cueBefore(s, start, cueBirth) || gebornAfter(s, end) {
		return scoreCued
	}
	return scoreWeak
}

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
