package gazetteer

// untypedOverTownLine reads a street without a type whose house number n
// ends its line, when the next line is a town's in capitals, a comma, a
// region's code or an empty field's marker and a postcode
// (capsTownCodeLine): "Kleparska steza 13\nRADOVLJICA, nan 3117", "at
// Krležin gvozd 066\nBUJE, SA 54813". Its name is one to three words
// before the number on the line, the first capitalised and no common
// English word, after the line's start, a colon or a word in lower case;
// the line below proves them. It returns the street's span, or -1, -1.
func (s *scratch) untypedOverTownLine(n int) (int, int) {
	end := s.numberTail(n + 1)
	if end >= len(s.toks) || s.toks[end].flags&tfNL == 0 || !s.isWord(end) || s.capsTownCodeLine(end) == end {
		return -1, -1
	}
	f := -1
	for w, k := 0, s.prevWord(n); w < 3 && k >= 0 && s.free(k) && s.toks[k].flags&tfDigit == 0; w, k = w+1, s.prevWord(k) {
		if s.capWord(k) {
			f = k
		} else if s.toks[k].cls&wcTownParticle == 0 && s.toks[k].cls&wcParticle == 0 && wordLevel(s.resolved(k)) != 0 {
			break // "at", "to": the sentence before the street
		}
		if s.toks[k].flags&tfLineStart != 0 {
			break
		}
	}
	if f < 0 || s.toks[f].cls&(wcStopword|wcUnit) != 0 || s.common(f, 3) || s.countNoun(f) {
		return -1, -1
	}
	return f, end
}

// capsTownCodeLine returns the end of a town's line at word k: one to
// six words in capitals, a comma, a region's code of two or three
// capitals or an empty field's marker ("nan"), and a postcode that no
// year could be, before the line's end, a mark or a word in lower case
// ("RADOVLJICA, nan 3117", "SVETI IVAN ZELINA, nan 00499"); or k.
func (s *scratch) capsTownCodeLine(k int) int {
	e := k
	for w := k; w >= 0 && e-k < 6; w = s.nextWord(w) {
		if s.toks[w].shape != shUpper || s.toks[w].flags&tfDigit != 0 {
			break
		}
		e = w + 1
	}
	if e == k || e+1 >= len(s.toks) || s.toks[e].r != ',' || s.toks[e].flags&(tfWord|tfNL) != 0 || !s.isWord(e+1) {
		return k
	}
	r := e + 1
	if t := &s.toks[r]; !s.wordIs(r, "nan") && (t.shape != shUpper || t.letters < 2 || t.letters > 3 || t.flags&tfDigit != 0) {
		return k
	}
	p := s.nextWord(r)
	if p < 0 {
		return k
	}
	if c := s.tailPostcode(p); c > p && (s.lineEndsAtOrLower(c) || s.questionEndsAt(c)) {
		return c
	}
	return k
}
