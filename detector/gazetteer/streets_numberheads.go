package gazetteer

// numberHeadBefore extends a street starting at house number start over
// what its country writes before the number and the rules leave out:
// Romania's "Nr." ("Nr. 917 Soseaua Florea") and a building's number and a
// slash glued to it, with a letter ("7b/2 Hercegovačka", "6a/5
// Tkalčićeva"). It returns the new start, or start.
func (s *scratch) numberHeadBefore(start int) int {
	if start < 2 || s.toks[start].flags&tfDigit == 0 {
		return start
	}
	if p := start - 1; s.toks[p].r == '/' && s.toks[p].flags&(tfWord|tfSpace|tfNL) == 0 && s.glued(start) &&
		s.isWord(p-1) && s.toks[p-1].flags&tfDigit != 0 && s.toks[p-1].end-s.toks[p-1].start <= 4 && s.free(p-1) &&
		s.toks[p-1].letters > 0 {
		return p - 1 // "7b/2": digits alone before a slash are unitSlash's
	}
	if d := start - 1; s.toks[d].r == '.' && s.toks[d].flags&tfWord == 0 && s.glued(d) && s.toks[start].flags&tfSpace != 0 &&
		s.isWord(d-1) && s.wordIs(d-1, "nr") && s.capWord(d-1) && s.free(d-1) {
		return d - 1 // "Nr. 917"
	}
	return start
}
