package gazetteer

// lineOfItsOwn reports whether word j and house number n after it fill
// their line, as an address block's street line does ("M. Keller\nHaslerstrasse
// 46"): j opens the line and the number, with its tail, ends it. Such a
// line holds no sentence in which a compound would be a noun.
func (s *scratch) lineOfItsOwn(j, n int) bool {
	if s.toks[j].flags&tfLineStart == 0 && !s.listItemStart(j) {
		return false
	}
	e := s.numberTail(n + 1)
	return e >= len(s.toks) || s.toks[e].flags&tfNL != 0
}

// listItemStart reports whether word j opens a numbered list's item:
// after a number of one or two digits that opens the line, its dot and a
// space ("1. Elisabethsteeg 84"). There the word stands where a line's
// first word does, not where a sentence's does.
func (s *scratch) listItemStart(j int) bool {
	return j >= 2 && s.toks[j].flags&(tfSpace|tfNL) == tfSpace && s.toks[j-1].flags&tfWord == 0 && s.toks[j-1].r == '.' &&
		s.glued(j-1) && s.toks[j-2].flags&tfLineStart != 0 && s.plainNumber(j-2, 1, 2)
}
