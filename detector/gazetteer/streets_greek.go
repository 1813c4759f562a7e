package gazetteer

import (
	"unicode"
	"unicode/utf8"
)

// Greek-script streets: Greece and Cyprus write the street's name, most
// often a genitive ("Αλεξάνδρας", "Μακροπούλου"), after an optional type
// ("Οδός", "Λεωφ.", "Πλ.", "Πάροδος") and before the house number, and
// close the address with "ΤΚ" and a postcode of five digits, maybe split
// three and two, before the town ("ΤΚ 152 15 Κόρινθος").

// greekWord reports whether word k is written in Greek letters only.
func (s *scratch) greekWord(k int) bool {
	t := &s.toks[k]
	if t.flags&tfDigit != 0 || t.end <= t.start {
		return false
	}
	if c := s.text[t.start]; c != 0xCE && c != 0xCF && c != 0xE1 {
		return false // the lead bytes of the Greek letters in UTF-8
	}
	for _, r := range s.text[t.start:t.end] {
		if !unicode.Is(unicode.Greek, r) || !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// greekFold returns word k in lower case without its accents.
func (s *scratch) greekFold(k int) string {
	t := &s.toks[k]
	var buf [64]byte
	out := buf[:0]
	for _, r := range s.text[t.start:t.end] {
		r = unicode.ToLower(r)
		switch r {
		case 'ά':
			r = 'α'
		case 'έ':
			r = 'ε'
		case 'ή':
			r = 'η'
		case 'ί', 'ϊ', 'ΐ':
			r = 'ι'
		case 'ό':
			r = 'ο'
		case 'ύ', 'ϋ', 'ΰ':
			r = 'υ'
		case 'ώ':
			r = 'ω'
		case 'ς':
			r = 'σ'
		}
		out = utf8.AppendRune(out, r)
	}
	return string(out)
}

// greekStreetTypes are the street types of Greece and Cyprus, folded by
// greekFold, whole or abbreviated.
var greekStreetTypes = wordSet("οδοσ οδ λεωφοροσ λεωφ λ πλατεια πλ πλατ παροδοσ παρ")

// greekGenitive reports whether Greek word k ends as a genitive does
// (-ου, -ας, -ης, -ων), the case of most street names.
func (s *scratch) greekGenitive(k int) bool {
	w := s.greekFold(k)
	if len(w) < 6 { // three letters at least
		return false
	}
	switch w[len(w)-4:] {
	case "ου", "ασ", "ησ", "ων":
		return true
	}
	return false
}

// greekStreet reads a Greek street ending at house number n: one to
// three Greek words, capitalised unless a type opens them, after an
// optional street type and an optional building number ("Λ. Αλεξάνδρας
// 14", "928 Λ. Αλεξάνδρας 14", "Μακροπούλου 9"). Without a type or a
// number before it, the name is a genitive, or any Greek name in English
// text whose number ends the clause or comes before a calm word ("opened
// at Μεγάλη Άμμος 184 last month"), after an address cue, a
// preposition of place or a line's start, or a postcode line follows;
// a noun and its number ("Ο Πίνακας 4", table 4) is no street. It returns
// the street's span, or -1, -1.
func (s *scratch) greekStreet(n int) (int, int) {
	if s.toks[n].flags&(tfSpace|tfNL) != tfSpace {
		return -1, -1
	}
	start, typed := -1, false
	for w, k := 0, s.prevWord(n); w < 3 && k >= 0 && s.free(k) && s.greekWord(k); w, k = w+1, s.prevWord(k) {
		if greekStreetTypes[s.greekFold(k)] {
			start, typed = k, start >= 0 // "Οδός Ερμού", "Πάροδος Χαραδιατίκων"
			break
		}
		if s.greekPreposition(k) || !s.noUpper && !s.capWord(k) {
			break
		}
		start = k
	}
	if start < 0 {
		return -1, -1
	}
	if j := start - 2; !typed && j >= 0 && s.toks[start-1].r == '.' && s.glued(start-1) && s.toks[start].flags&tfNL == 0 &&
		s.isWord(j) && s.free(j) && s.greekWord(j) && greekStreetTypes[s.greekFold(j)] {
		start, typed = j, true // "Λ. Αλεξάνδρας", "Πλ. Καυκωνίας"
	}
	sandwich := false
	if k := s.prevWord(start); k >= 0 && s.free(k) && s.plainNumber(k, 1, 5) && !s.yearLike(k) {
		start, sandwich = k, true
	}
	if typed || sandwich {
		return start, n + 1
	}
	if (s.greekGenitive(n-1) || s.english() && !s.yearLike(n) && (s.lineEndsAt(n+1) || s.calmAfter(n+1))) && (s.addressCueBefore(start) || s.placeBeforeName(start) || s.greekPreposition(s.prevWord(start)) ||
		s.toks[start].flags&tfLineStart != 0) {
		return start, n + 1
	}
	if k := s.afterNumberComma(n + 1); k > n+1 && s.greekPostcode(k) > k {
		return start, n + 1 // "Κωτούλα 5,\nΤΚ 152 15 Κόρινθος"
	}
	return -1, -1
}

// greekPreposition reports whether word k is a Greek preposition of
// place joined to its article ("στην", "στον": at the).
func (s *scratch) greekPreposition(k int) bool {
	if k < 0 || !s.greekWord(k) {
		return false
	}
	switch s.greekFold(k) {
	case "στην", "στη", "στον", "στο":
		return true
	}
	return false
}

// afterNumberComma returns the word after the comma that may follow a
// house number ending before token end, on this line or the next, or end.
func (s *scratch) afterNumberComma(end int) int {
	k := end
	if k < len(s.toks) && s.toks[k].r == ',' && s.toks[k].flags&(tfWord|tfNL) == 0 {
		k++
	}
	if s.isWord(k) {
		return k
	}
	return end
}

// greekPostcode reads "ΤΚ" or "Τ.Κ." at word k, a postcode of five
// digits or of three and two, and the town after it on the same line
// ("ΤΚ 152 15 Κόρινθος", "ΤΚ 37249 Άμφισσα"). It returns the end, or k.
func (s *scratch) greekPostcode(k int) int {
	if !s.isWord(k) || !s.greekWord(k) {
		return k
	}
	m := -1
	switch f := s.greekFold(k); {
	case f == "τκ":
		m = s.nextWord(k)
	case f == "τ" && k+4 < len(s.toks) && s.toks[k+1].r == '.' && s.isWord(k+2) && s.greekFold(k+2) == "κ" && s.toks[k+3].r == '.':
		m = k + 4
		if !s.isWord(m) || s.toks[m].flags&(tfSpace|tfNL) != tfSpace {
			m = -1
		}
	}
	if m < 0 {
		return k
	}
	end := -1
	if s.plainNumber(m, 5, 5) {
		end = m + 1
	} else if z := s.nextWord(m); s.plainNumber(m, 3, 3) && z >= 0 && s.plainNumber(z, 2, 2) {
		end = z + 1
	}
	if end < 0 {
		return k
	}
	if e := s.townWords(end); e > end {
		return e
	}
	return end
}
