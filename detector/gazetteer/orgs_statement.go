package gazetteer

// A firm speaks through a statement: the capitalised run that opens
// "… said in a statement" is a firm ("Osprey Line said in a statement
// that…", "On Tuesday Quorvex said in a statement…"); a run that opens
// with a known first name or an honorific stays a
// person's ("Anna Becker said in a statement"), a known place a place
// (docs/names.md, "Rules, in order of strength").

// statementVerb reports whether w is a verb of speech before "in a
// statement".
func statementVerb(w []byte) bool {
	switch string(w) {
	case "said", "says", "announced", "confirmed", "stated", "added", "wrote":
		return true
	}
	return false
}

// orgBeforeStatement adds the firm before "said in a statement" whose
// last word "statement" is cue word c, and reports whether c is
// "statement" (handled, found or not).
func (s *scratch) orgBeforeStatement(c int) bool {
	if s.toks[c].letters != 9 || !s.wordIs(c, "statement") {
		return false
	}
	a := s.prevWord(c)
	if a < 0 || !s.wordIs(a, "a") {
		return true
	}
	in := s.prevWord(a)
	if in < 0 || !s.wordIs(in, "in") {
		return true
	}
	v := s.prevWord(in)
	if v < 0 || s.toks[v].shape != shLower || !statementVerb(s.wordBytes(v)) {
		return true
	}
	from, words := s.orgRunStart(v, false)
	if words == 0 || words > 4 || !s.free(from) {
		return true
	}
	if words <= 3 && (firmAttrs(s.toks[from].attr)&attrFirst != 0 || s.dictFirstAndSurname(from, v) ||
		s.honorificOrFirstPair(from, v)) {
		return true // a person: "Anna Becker said in a statement", "Mr Smith said…"
	}
	if words == 1 && (s.toks[from].cls&wcNonName != 0 || s.germanNounHere(from) ||
		s.common(from, s.d.p.commonMax) && s.toks[from].attr&nameBits == 0) {
		return true // "The Board said in a statement"
	}
	if pe, at := s.phraseAt(s.d.base, from, placeBits); pe == v && at != 0 &&
		(at&nameBits == 0 || at&(attrCountry|attrState) != 0 || cityBucket(at) >= 3) {
		return true // a place: "France said in a statement"
	}
	s.addOrg(from, v, s.confidence(-0.1))
	return true
}
