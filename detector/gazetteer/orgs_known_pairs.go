package gazetteer

// A known organisation's name beside other words (see knownOrgs): with a
// capitalised common word after it, the firm's longer name ("Lufthansa
// Cargo", which the rules of people would read as a first name and a
// surname); joined by a conjunction to a known surname, a person's
// surname too ("Smania and Rossi met").

// commonAfter returns the end (exclusive) of the known organisation's
// name at word i: past the capitalised English common word right after
// it ("Lufthansa Cargo", "Samsung Electronics"), free, no first name, no
// word of a closed class, with no capitalised word before i or after the
// common word (a longer run is a person's or a title's); else i+1.
func (s *scratch) commonAfter(i int) int {
	n := s.nextWord(i)
	if n < 0 || s.toks[n].shape != shCap || !s.free(n) || s.toks[n].cls&notFirmClasses != 0 ||
		!s.common(n, s.d.p.commonMax) || s.resolved(n)&attrFirst != 0 {
		return i + 1
	}
	for _, k := range [2]int{s.prevWord(i), s.nextWord(n)} {
		if k >= 0 && s.toks[k].shape == shCap && s.toks[k].flags&tfSentStart == 0 {
			return i + 1
		}
	}
	return n + 1
}

// surnamePartner returns the known surname joined to word i by a
// conjunction ("Smania and Rossi", "Rossi e Smania"), capitalised, no
// common word and no known organisation's name, or -1.
func (s *scratch) surnamePartner(i int) int {
	if n := s.nextWord(i); n >= 0 && s.toks[n].shape == shLower && pairConjunction(s.wordBytes(n)) {
		if m := s.nextWord(n); m >= 0 && s.partnerSurname(m) {
			return m
		}
	}
	if p := s.prevWord(i); p >= 0 && s.toks[p].shape == shLower && pairConjunction(s.wordBytes(p)) {
		if q := s.prevWord(p); q >= 0 && s.partnerSurname(q) {
			return q
		}
	}
	return -1
}

// pairConjunction reports whether w joins two names in the five
// languages.
func pairConjunction(w []byte) bool {
	switch string(w) {
	case "and", "et", "und", "e", "y":
		return true
	}
	return false
}

// partnerSurname reports whether word k is a capitalised known surname
// that is no common word and no known organisation's name.
func (s *scratch) partnerSurname(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && t.attr&attrLast != 0 && !s.common(k, s.d.p.commonMax) &&
		s.d.orgs.lookup(s.wordBytes(k))&attrOrg == 0
}

// pairedSurname labels known organisation's name i, joined to surname k,
// as the person the rules of people found in k ("Smania and Rossi met");
// with k free, both are people; with k taken otherwise (a firm), i is a
// firm.
func (s *scratch) pairedSurname(i, k int) {
	switch {
	case int(s.toks[k].kind) == labelPerson+1:
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
	case s.free(k):
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
		s.add(k, k+1, labelPerson, s.confidence(-0.1))
	default:
		s.add(i, i+1, labelOrg, s.confidence(0))
	}
}
