package gazetteer

// honorificEnding reports whether word j is the feminine or diminutive
// ending of an Italian honorific, written after the honorific and its dot
// with no space ("sig.ra", "sig.na", "dott.ssa", "prof.ssa", "avv.ssa"):
// the word before the dot is an honorific, and j one of "ra", "na", "ssa".
func (s *scratch) honorificEnding(j int) bool {
	if j < 2 || s.toks[j].flags&tfSpace != 0 {
		return false
	}
	dot, h := &s.toks[j-1], &s.toks[j-2]
	if dot.flags&(tfWord|tfSpace) != 0 || dot.r != '.' || h.flags&tfWord == 0 || h.cls&wcHonorific == 0 {
		return false
	}
	switch string(s.wordBytes(j)) {
	case "ra", "na":
		return s.wordIs(j-2, "sig")
	case "ssa":
		return h.cls&wcHonorificDot == 0 || s.wordIs(j-2, "avv")
	}
	return false
}
