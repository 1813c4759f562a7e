package gazetteer

// lineOfItsOwn reports whether word j and house number n after it fill
// their line, as an address block's street line does ("M. Keller\nHaslerstrasse
// 46"): j opens the line and the number, with its tail, ends it. Such a
// line holds no sentence in which a compound would be a noun.
func (s *scratch) lineOfItsOwn(j, n int) bool {
	if s.toks[j].flags&tfLineStart == 0 {
		return false
	}
	e := s.numberTail(n + 1)
	return e >= len(s.toks) || s.toks[e].flags&tfNL != 0
}
