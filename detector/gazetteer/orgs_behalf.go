package gazetteer

// A firm is who one acts for: the capitalised run after "on behalf of"
// is a firm ("I am writing on behalf of Quorvex", "signed on behalf of
// Red Lantern"); a run that opens with a known first name, a known first
// name and surname or an honorific stays a person's ("on behalf of Anna
// Becker"), a known place a place, a run of common words nothing ("on
// behalf of Customer Support") (docs/names.md, "Rules, in order of
// strength").

// orgAfterBehalf adds the firm after "on behalf of" whose word "behalf"
// is cue word c, and reports whether c is "behalf" (handled, found or
// not).
func (s *scratch) orgAfterBehalf(c int) bool {
	if s.toks[c].letters != 6 || !s.wordIs(c, "behalf") {
		return false
	}
	if on := s.prevWord(c); on < 0 || !s.wordIs(on, "on") {
		return true
	}
	of := s.nextWord(c)
	if of < 0 || !s.wordIs(of, "of") {
		return true
	}
	r := s.nextWord(of)
	if r < 0 || !s.capWord(r) || !s.free(r) {
		return true
	}
	if end := s.orgRunEnd(r); end > r && s.commonWordsOnly(r, end) {
		return true // "on behalf of Customer Support": a team
	}
	s.orgAfterCue(r, false)
	return true
}

// commonWordsOnly reports whether every word of the run [from, to) is a
// common English word that no list holds as a name ("Customer Support").
func (s *scratch) commonWordsOnly(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && (!s.common(k, s.d.p.commonMax) || s.toks[k].attr&nameBits != 0) {
			return false
		}
	}
	return true
}
