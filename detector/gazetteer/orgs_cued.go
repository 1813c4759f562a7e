package gazetteer

// cuedKnownOrg reports whether word r, the only word of the run a firm's
// cue announces (see orgAfterCue), is the name of a real organisation
// that another list holds as a surname, a small town or a rare word
// (orgsCuedData: "arbeitet bei Siemens", "travaille chez Renault",
// "joined Airbus", "customer of Bayer", "trabaja en Uber"): capitalised,
// free, in prose (proseBounds), no word of a closed class but the
// stopwords ("Uber" folds to German "über"), with no
// capitalised word after it ("at Orange County" is a longer name). A
// first name is no such name: the rules of people read it ("chez Grace"),
// and the list holds no common first name, big town or common word.
func (s *scratch) cuedKnownOrg(r int) bool {
	t := &s.toks[r]
	if t.shape != shCap || t.letters < 3 || t.cls&(notFirmClasses&^wcStopword) != 0 || !s.free(r) ||
		s.d.orgs.lookup(s.wordBytes(r))&attrCuedOrg == 0 || !s.proseBounds(r) {
		return false
	}
	n := s.nextWord(r)
	return n < 0 || !s.capWord(n)
}

// cuedOrgsAfterFrom finds the same names after "from" that the rules of
// people and places left free ("an invoice from Airbus"; a name the
// rules of people take stays a person: "from Siemens" reads as a
// surname): "from" is no cue of its own (a place follows it as often:
// "from Jordan", "from Orange County"), but the list holds no big town
// and no first name.
func (s *scratch) cuedOrgsAfterFrom() {
	for _, f := range s.froms {
		if r := s.nextWord(int(f)); r >= 0 && s.cuedKnownOrg(r) {
			s.addOrg(r, r+1, s.confidence(0))
		}
	}
}

// cuedOrgBefore finds the same names before what a firm has, token c
// ("according to the Uber website", "the Siemens homepage"), which the
// run of names before it (orgRunStart) leaves out as a stopword or a
// common word.
func (s *scratch) cuedOrgBefore(c int) {
	if p := s.prevWord(c); p >= 0 && s.cuedKnownOrg(p) {
		s.addOrg(p, p+1, s.confidence(0))
	}
}
