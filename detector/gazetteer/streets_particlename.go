package gazetteer

// particleNameBefore returns the first word of a street's name that a
// particle in small letters splits, before word start, the name's first
// capitalised word after that particle ("Praia de Cavalcanti 71", "Vila
// de Sousa 15, …", "Campo de Costela 74"): one capitalised word on the
// same line, free, no stopword, number or English word, before the
// particle; or start. In a text without capitals no particle is told
// from a word.
func (s *scratch) particleNameBefore(start int) int {
	if s.noUpper || s.toks[start].shape != shCap || s.toks[start].flags&(tfDigit|tfNL) != 0 {
		return start
	}
	p := s.prevWord(start)
	if p < 0 || s.toks[p].shape != shLower || s.toks[p].letters > 3 || s.toks[p].flags&tfNL != 0 || !s.free(p) || !s.streetParticle(p) {
		return start
	}
	q := s.prevWord(p)
	if q < 0 || !s.free(q) || s.toks[q].shape != shCap || s.toks[q].flags&tfNL != 0 || !s.streetNameWord(q) || wordLevel(s.resolved(q)) != 0 {
		return start
	}
	return q
}
