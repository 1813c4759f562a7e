package gazetteer

// surnameTail returns the end of person si grown over one more surname
// right after it, or 0: a person of two words or more, then, one space
// away on its line, a capitalised known surname or name part that the
// rules of names left out as a demonym, a common word or a town, as
// Spanish writes two surnames after the first names ("René Iniesta
// Catalán", "Gregorio Madrid Aparicio"); no country or region, no word
// of a closed class, and no capitalised word after it, which would make
// it the start of another name or of a firm's, nor any word after a
// demonym, which is then an adjective ("John Smith English teacher").
// particleTails calls it.
func (s *scratch) surnameTail(si int) int {
	sp := &s.spans[si]
	if sp.to-sp.from < 2 {
		return 0
	}
	m := s.nextWord(int(sp.to) - 1)
	if m < 0 || !s.free(m) || s.toks[m].shape != shCap || s.toks[m].start-s.toks[m-1].end != 1 || s.toks[m].letters < 3 ||
		s.toks[m].cls&(wcStopword|wcTimeWord|wcTimeAbbrev|wcCueWord|wcHonorific|wcLegal|wcOrgHead|wcUnit|wcParticle) != 0 {
		return 0
	}
	a := s.resolved(m)
	if a&(attrLast|attrPart) == 0 || a&(attrCountry|attrState) != 0 {
		return 0
	}
	if n := s.nextWord(m); n >= 0 && (s.capWord(n) || s.toks[m].cls&wcDemonym != 0) {
		return 0 // "John Smith English teacher": a demonym before a word is an adjective
	}
	return m + 1
}
