package gazetteer

// nounNameBefore returns the start of a street's name of a capitalised
// word and a noun in small letters before house number n, as South
// Slavic languages name streets with an adjective and a noun ("Krvavi
// most 8b", "Gupčeva zvijezda 2a/1", "Kraljevečki ogranak 1"), when a
// postcode no year could be and a town, or a known town, close the
// address after the number, on its line after a comma or on the next line ("…, 35438 Donja
// Stubica", "…\n69059 Otok"); or -1. The capitalised word is no English
// word and the noun no English word ("Zorbex units 3, 12345 Widgets"
// stays out), and a text without capitals shows no such name.
func (s *scratch) nounNameBefore(n int) int {
	p := s.prevWord(n)
	if p < 0 || s.noUpper {
		return -1
	}
	t := &s.toks[p]
	if t.shape != shLower || t.letters < 3 || t.cls&(wcStopword|wcTimeWord) != 0 || !s.free(p) || wordLevel(s.resolved(p)) != 0 {
		return -1 // the common case, tested first: a number after an English word in small letters is a count
	}
	q := s.prevWord(p)
	if q < 0 || s.toks[q].shape != shCap || !s.free(q) || !s.streetNameWord(q) || wordLevel(s.resolved(q)) != 0 {
		return -1
	}
	if e := s.numberTail(n + 1); !s.townAfterComma(e-1) && !s.postcodeTownLine(e) {
		return -1
	}
	return q
}

// postcodeTownLine reports whether word k opens a line with a postcode no
// year could be and a town's words, not a count of one common noun
// ("69059 Otok", "810 81 Čeľadice"; not "1024 Connections").
func (s *scratch) postcodeTownLine(k int) bool {
	return s.postcodeTownStart(k) >= 0
}

// postcodeTownStart returns the first word of the town after the postcode
// that opens a line at word k (postcodeTownLine), or -1.
func (s *scratch) postcodeTownStart(k int) int {
	if k >= len(s.toks) || s.toks[k].flags&tfNL == 0 || !s.isWord(k) || !s.free(k) {
		return -1
	}
	t := k + 1
	if s.spacedPostcode(k) {
		t = k + 2 // "810 81 Čeľadice": Czechia's and Slovakia's postcode in two parts
	} else if !s.postcode(k) || s.yearLike(k) {
		return -1
	}
	end := s.townWords(t)
	if end <= t || end == t+1 && s.commonNoun(t) && !s.knownTown(t, end) {
		return -1 // "…\n1024 Connections" counts things
	}
	return t
}
