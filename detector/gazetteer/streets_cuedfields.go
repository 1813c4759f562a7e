package gazetteer

// A street without a number that an address cue's colon announces and
// the comma fields of a town and a country close ("Address: Lindeweg,
// Wijlre, Gabon").

// cuedFieldStreet reads, after address cue i and its colon, a street
// without a number, a comma, a town and, after another comma, a country,
// that end the line or the sentence, and adds them as one address. The
// street says it is one by a street type or ending ("Lindeweg", "Anita
// Corso", "Beckmannstr."), or, when the country the lists know closes the
// fields, by words no list knows ("Address: Rynek, Żyrardów, Chad");
// "Address: Paris, France" and "Address: see below" stay as they are.
func (s *scratch) cuedFieldStreet(i int) {
	k, colon := i+1, false
	for ; k < len(s.toks) && k <= i+2 && s.toks[k].flags&(tfWord|tfNL) == 0 && s.toks[k].r == ':'; k++ {
		colon = true
	}
	if !colon || k >= len(s.toks) || !s.isWord(k) || s.toks[k].flags&tfNL != 0 || !s.capWord(k) {
		return
	}
	e1, typed := s.fieldWords(k)
	if e1 <= k || e1+1 >= len(s.toks) || s.toks[e1].r != ',' || s.toks[e1].flags&(tfWord|tfNL) != 0 {
		return
	}
	e2, _ := s.fieldWords(e1 + 1)
	if e2 <= e1+1 {
		return
	}
	end, country := e2, false
	if e2+1 < len(s.toks) && s.toks[e2].r == ',' && s.toks[e2].flags&(tfWord|tfNL) == 0 {
		e3, _ := s.fieldWords(e2 + 1)
		if e3 <= e2+1 {
			return
		}
		ce, a := s.phraseAt(s.d.base, s.countryTitle(e2+1), attrCountry)
		end, country = e3, ce == e3 && a != 0
	}
	if !s.townClauseEnd(end) || !s.allFree(k, end) {
		return
	}
	if !typed && !(country && s.unlistedWords(k, e1)) {
		return
	}
	s.add(k, end, labelStreet, s.confidence(0.2))
}

// fieldWords returns the end of a comma field of up to five capitalised
// words and particles without digits from word k on its line, and
// whether one of them is a street type or has a street ending; the end
// is k when none is there.
func (s *scratch) fieldWords(k int) (int, bool) {
	end, typed := k, false
	for w, m := 0, k; w < 5 && m < len(s.toks) && s.isWord(m) && s.toks[m].flags&(tfNL|tfDigit) == 0; w++ {
		if !s.capWord(m) && !(m > k && s.streetParticle(m)) {
			break
		}
		if s.streetEndingWord(m) || s.streetType(m) {
			typed = true
		}
		end = m + 1
		if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) && s.toks[m].letters >= 3 && s.streetEndingWord(m) {
			end++ // "Beckmannstr."
		}
		m = s.nextWord(end - 1)
		if m < 0 || m != end {
			break
		}
	}
	return end, typed
}

// unlistedWords reports whether every capitalised word from..to is one no
// list knows: no English word, name or place.
func (s *scratch) unlistedWords(from, to int) bool {
	for m := from; m < to; m++ {
		if !s.isWord(m) || !s.capWord(m) {
			continue
		}
		if a := s.resolved(m); wordLevel(a) != 0 || a&(nameBits|placeBits) != 0 {
			return false
		}
	}
	return true
}
