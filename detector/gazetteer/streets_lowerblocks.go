package gazetteer

// The lines of an address block in a text without capitals: a town, a
// state's two letters and a country with its postcode, each alone on its
// line ("10 jones springs suite 407\nport clairefort\nme\nsaint martin
// iv54 9xw", "železničná 1 apt. 785\nondavka\nserbia 898 88").

// lowerCountryLine reads a country and its postcode, or a country that
// ends its line, at the first word k of a line in a text without
// capitals ("denmark 9060", "saint martin iv54 9xw", "canada r7h 1k3").
// It returns the end, or k.
func (s *scratch) lowerCountryLine(k int) int {
	if s.toks[k].flags&tfNL == 0 {
		return k
	}
	cend, a := s.phraseAt(s.d.base, k, attrCountry)
	if cend <= k || a == 0 {
		return k
	}
	if z := s.nextWord(cend - 1); z >= 0 {
		if e := s.countryPostcode(z); e > z {
			return e
		}
		if s.ukPostcode(z) {
			return z + 2
		}
	}
	if s.lineEndsAt(cend) {
		return cend
	}
	return k
}

// lowerBlockLine reports whether the line at word m goes on with a
// lower-case address block: a state's two letters alone on their line,
// or a country line (lowerCountryLine).
func (s *scratch) lowerBlockLine(m int) bool {
	if !s.isWord(m) || !s.free(m) || s.toks[m].flags&tfNL == 0 {
		return false
	}
	if t := &s.toks[m]; t.letters == 2 && t.end-t.start == 2 && t.flags&tfDigit == 0 && m+1 < len(s.toks) && s.toks[m+1].flags&tfNL != 0 {
		return true
	}
	return s.lowerCountryLine(m) > m
}

// lowerStateLine reads a state's two letters alone on the line at word
// k, before a country line ("il\ndenmark 9060"), and returns the end, or
// k.
func (s *scratch) lowerStateLine(k int) int {
	t := &s.toks[k]
	if t.flags&tfNL == 0 || t.letters != 2 || t.end-t.start != 2 || t.flags&tfDigit != 0 || k+1 >= len(s.toks) {
		return k
	}
	if m := s.afterQuoteMarks(k + 1); m < len(s.toks) && s.isWord(m) && s.free(m) && s.lowerCountryLine(m) > m {
		return k + 1
	}
	return k
}

// lowerTownAfterUnit extends an address ending at end, after a flat or a
// suite and its number in a text without capitals, over a town and a
// region written after it on the same line ("suite 112 calgary
// alberta", "apt 4 springfield illinois"): one to three words, none a
// stopword, a time word or a common English word, one of them a place
// the lists know, up to the line's or the clause's end or a word that
// follows an address ("… paris today"), or, for a town no list knows, up
// to the empty region's field after it ("suite 636 petersfurt nan"). It
// returns the new end, or end.
func (s *scratch) lowerTownAfterUnit(end int) int {
	e, known := end, false
	for w, m := 0, s.nextWord(end-1); w < 3 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if t.shape != shLower || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord|wcUnit) != 0 || wordLevel(s.resolved(m)) != 0 || s.wordIs(m, "nan") {
			break
		}
		known = known || s.resolved(m)&placeBits != 0
		e = m + 1
	}
	if e > end && known && (s.lineEndsAt(e) || s.isWord(e) && afterAddressWords[string(s.wordBytes(e))]) {
		return e
	}
	if n := s.nextWord(e - 1); e > end && n >= 0 && s.wordIs(n, "nan") {
		return n + 1 // "suite 636 petersfurt nan": the empty region's field after the town shows the town
	}
	return end
}
