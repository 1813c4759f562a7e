package gazetteer

// A firm is what one quits: the capitalised run right after "quit" is a
// firm ("I quit Lumora after two years", "she quit Silver Fjord"); a run
// that opens with a known first name, a known first name and surname or
// an honorific stays a person's, a known place a place ("she quit Berlin
// for good"), a common word alone nothing ("We quit Slack")
// (docs/names.md, "Rules, in order of strength").

// orgAfterQuit adds the firm after cue word c, "quit", and reports
// whether c is "quit" (handled, found or not).
func (s *scratch) orgAfterQuit(c int) bool {
	if t := &s.toks[c]; t.letters != 4 || t.shape != shLower || !s.wordIs(c, "quit") {
		return false
	}
	if r := s.nextWord(c); r >= 0 && s.capWord(r) && s.free(r) {
		s.orgAfterCue(r, false)
	}
	return true
}
