package gazetteer

// directionInitial reports whether word k is the initial of a direction
// in capitals, as American and Canadian addresses abbreviate it before
// or after a street ("12 N Main St", "45 Queen St W").
func (s *scratch) directionInitial(k int) bool {
	if s.toks[k].shape != shInitial {
		return false
	}
	switch s.text[s.toks[k].start] {
	case 'N', 'S', 'E', 'W':
		return true
	}
	return false
}

// numberSign reads a flat's number after a number sign at token k,
// glued to it ("#4", "# 12" is none), and returns the end, or k.
func (s *scratch) numberSign(k int) int {
	if k+1 < len(s.toks) && s.toks[k].r == '#' && s.toks[k].flags&tfWord == 0 && s.toks[k].flags&tfNL == 0 &&
		s.isWord(k+1) && s.glued(k+1) && s.houseNumber(k+1) && s.free(k+1) {
		return k + 2
	}
	return k
}
