package gazetteer

// Words that name products, common things or small towns also name firms
// ("Oracle", "Slack"); a cue that only employers or firms take reads them
// as firms, and nothing else does (docs/names.md, "Rules, in order of
// strength").

// employerAt reports whether word r, one capitalised word, follows "at"
// after a word of employment ("works at Oracle", "an engineer at
// Slack"): a firm's name, whatever else the word names, but a country,
// a region or a town of some size ("a student at Oxford"). "works with",
// "works on" and "works for" take software as often and stay out.
func (s *scratch) employerAt(r int) bool {
	t := &s.toks[r]
	if t.shape != shCap || t.cls&(wcStopword|wcDemonym|wcTimeWord) != 0 || t.attr&(attrCountry|attrState) != 0 || cityBucket(t.attr) >= 3 {
		return false
	}
	if n := s.nextWord(r); n >= 0 && s.capWord(n) {
		return false // a longer name: the run rules read it
	}
	p := s.prevWord(r)
	if p < 0 || s.toks[p].shape != shLower || !s.wordIs(p, "at") {
		return false
	}
	j := s.prevWord(p)
	if j < 0 || s.toks[j].shape != shLower {
		return false
	}
	w := s.wordBytes(j)
	switch string(w) {
	case "work", "works", "worked", "working", "employed", "job", "intern", "internship", "interned":
		return true
	}
	return jobNoun(w)
}

// firmRole reports whether w, folded, is a role or a figure only a firm
// has, after a name and "'s" ("Slack's new CEO", "Oracle's earnings"):
// a product has a website, an app or a board, not these.
func firmRole(w []byte) bool {
	switch string(w) {
	case "ceo", "cto", "cfo", "coo", "headquarters", "shareholders", "stockholders", "spokesperson", "spokesman",
		"spokeswoman", "earnings", "profits", "workforce", "subsidiary", "subsidiaries":
		return true
	}
	return false
}

// productBeforeRole reports whether word k, right before "'s" and a
// firmRole, is one capitalised word that names a product or a common
// thing ("Slack's new CEO"): the firm of that name.
func (s *scratch) productBeforeRole(k int, role []byte) bool {
	if k < 0 || !s.isWord(k) || !firmRole(role) || !s.free(k) {
		return false
	}
	t := &s.toks[k]
	if t.shape != shCap || t.cls&(wcStopword|wcDemonym|wcTimeWord) != 0 || t.attr&attrFirst != 0 {
		return false
	}
	if p := s.prevWord(k); p >= 0 && s.toks[k].flags&tfSentStart == 0 && s.capWord(p) {
		return false // a longer name: the run rules read it
	}
	return true
}
