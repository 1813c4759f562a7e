package gazetteer

// dutchPlaceSurnameAfter returns the capitalised word that ends a Dutch
// surname after particle k, which follows known first name i, or -1:
// "van" (maybe with "de", "der", "den" or "het" after it), "den", "ter"
// or "ten", then a capitalised word that is no country, stopword, word of
// time or legal form, even a place ("Jasper van de Ven", "Kick van
// Drenthe", "Tygo den Haag"): Dutch surnames name the place a family came
// from, and a first name before the particles says a person is named.
func (s *scratch) dutchPlaceSurnameAfter(i, k int) int {
	if s.toks[k].shape != shLower || s.resolved(i)&attrFirst == 0 || !dutchPlaceParticle(s.wordBytes(k)) {
		return -1
	}
	m := s.nextWord(k)
	if m >= 0 && s.wordIs(k, "van") && s.toks[m].shape == shLower && dutchArticle(s.wordBytes(m)) {
		m = s.nextWord(m) // "van de Ven", "van der Meer"
	}
	if m < 0 || !s.free(m) || s.toks[m].shape != shCap || s.toks[m].letters < 3 ||
		s.toks[m].cls&(wcStopword|wcNonName|wcTimeWord|wcHonorific|wcLegal|wcOrgHead|wcUnit) != 0 || s.resolved(m)&attrCountry != 0 {
		return -1
	}
	return m
}

// dutchPlaceParticle reports whether folded word w opens a Dutch surname
// that may be a place's name.
func dutchPlaceParticle(w []byte) bool {
	switch string(w) {
	case "van", "den", "ter", "ten":
		return true
	}
	return false
}

// dutchArticle reports whether folded word w follows "van" in a Dutch
// surname.
func dutchArticle(w []byte) bool {
	switch string(w) {
	case "de", "der", "den", "het":
		return true
	}
	return false
}

// dutchPlaceSurname reports whether place word m ends a Dutch surname
// after a capitalised known first name and its particles (see
// dutchPlaceSurnameAfter): the places pass leaves it to the name.
func (s *scratch) dutchPlaceSurname(m int) bool {
	return m > 0 && s.toks[m-1].cls&wcParticle != 0 && s.dutchPlaceSurnameAt(m-1, m)
}

// dutchPlaceSurnameAt is dutchPlaceSurname once particle k is found right
// before m.
func (s *scratch) dutchPlaceSurnameAt(k, m int) bool {
	if s.toks[k].shape != shLower || s.toks[k].letters > 3 || s.prevWord(m) != k {
		return false
	}
	if dutchArticle(s.wordBytes(k)) {
		if v := s.prevWord(k); v >= 0 && s.wordIs(v, "van") {
			k = v
		}
	}
	f := s.prevWord(k)
	return f >= 0 && s.free(f) && s.toks[f].shape == shCap && !s.nonName(f) && s.dutchPlaceSurnameAfter(f, k) == m
}
