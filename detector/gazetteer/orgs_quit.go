package gazetteer

// A firm is what one quits: the capitalised run right after "quit" is a
// firm ("I quit Lumora after two years", "she quit Silver Fjord"), and
// after "left" when a name is its subject ("Linda Riley left Troplex";
// "Turn left" takes no firm); a run
// that opens with a known first name, a known first name and surname or
// an honorific stays a person's, a known place a place ("she quit Berlin
// for good"), a common word alone nothing ("We quit Slack")
// (docs/names.md, "Rules, in order of strength").

// orgAfterQuit adds the firm after cue word c, "quit" or "left", and
// reports whether c is one (handled, found or not).
func (s *scratch) orgAfterQuit(c int) bool {
	t := &s.toks[c]
	if t.letters != 4 || !s.wordIs(c, "quit") && !s.wordIs(c, "left") {
		return false
	}
	if t.shape != shLower || s.wordIs(c, "left") && !s.nameSubject(c) {
		return true // "LEFT JOIN", "Turn left"
	}
	if r := s.nextWord(c); r >= 0 && (s.capWord(r) || s.noUpper && s.lowerFirmStart(r)) && s.free(r) {
		s.orgAfterCue(r, false)
	}
	return true
}
