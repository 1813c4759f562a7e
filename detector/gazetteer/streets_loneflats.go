package gazetteer

// loneFlatUnits are the units whose number names a flat by itself, with
// no street around it ("Apt. 591", "Suite 408", "apartment 12"): an
// address's secondary line, written alone.
var loneFlatUnits = wordSet("apt appt apartment suite ste")

// loneFlats finds a flat or a suite with its number that no street took
// ("at Apt. 595 now", "dest=Suite 370", "(Suite 541)"), with the town
// and the rest of the address that may follow it. The number has two
// characters or more and is no version, share or time; a suite's is no
// year either; the word in lower case after it is no plural noun or verb
// it would count or do ("Suite 120 failed", "Apartment 12 units"). The flat opens its phrase (flatOpensPhrase): it ends no
// name ("Creative Suite 6", "the test suite 123").
func (s *scratch) loneFlats() {
	for _, ni := range s.nums {
		n := int(ni)
		if !s.free(n) || !s.houseNumber(n) || s.toks[n].flags&tfNL != 0 {
			continue
		}
		u := s.unitBeforeNumber(n)
		if u < 0 || !s.free(u) || !loneFlatUnits[string(s.wordBytes(u))] {
			continue
		}
		if s.wordIs(u, "ste") && u+1 == n {
			continue // "Ste" without its dot is a saint ("Ste 12" is no suite)
		}
		if s.toks[n].end-s.toks[n].start < 2 || !s.numberEndsValue(n) {
			continue // "Apt. 4 has 3 Rooms": one digit numbers rooms and things as often
		}
		if k := s.nextWord(n); k >= 0 && s.wordIs(k, "of") {
			continue // "Apt. 12 of the guide", "Suite 12 of 40": a part of a whole
		}
		if k := s.nextWord(n); k >= 0 && s.toks[k].shape == shLower && !s.calmAfter(k) && countOrVerb(s.wordBytes(k)) &&
			!(k+1 < len(s.toks) && s.glued(k+1) && (s.toks[k+1].r == '=' || s.toks[k+1].r == ':')) { // "status=new": a log's next key
			continue // "Suite 120 failed", "Apartment 12 units": a count or a name before its verb
		}
		suite := s.wordIs(u, "suite") || s.wordIs(u, "ste")
		if suite && s.yearLike(n) || !s.flatOpensPhrase(u, suite) {
			continue
		}
		end := s.addressTail(s.unitPart(u))
		s.add(u, max(end, n+1), labelStreet, s.confidence(0.2))
	}
}

// numberEndsValue reports whether number n ends where a value may end: at
// the line's end or before a space, or before a punctuation mark that
// closes a clause or a field, not a version's dot, a share or a time.
func (s *scratch) numberEndsValue(n int) bool {
	k := n + 1
	if k >= len(s.toks) || !s.glued(k) || s.isWord(k) {
		return k >= len(s.toks) || !s.glued(k)
	}
	switch s.toks[k].r {
	case ',', ';', ')', '"', '\'', '?', '!', '<', '|':
		return true
	case '.':
		return k+1 >= len(s.toks) || !s.glued(k+1) || !s.isWord(k+1)
	}
	return false
}

// flatOpensPhrase reports whether flat word u opens its phrase: the
// line's or the field's first word, or after a preposition of place ("at
// Suite 501", "near Suite 408"), or, for a flat that is no suite, after
// any word in lower case or stopword ("moved apt. 12"); not after a
// capitalised word, whose name it would end ("3 Cats Apt. 45", "Creative
// Suite 6"), nor a suite after another word ("notes for Suite 12").
func (s *scratch) flatOpensPhrase(u int, suite bool) bool {
	p := s.prevWord(u)
	if p < 0 {
		return true
	}
	t := &s.toks[p]
	return placePrepositions[string(s.wordBytes(p))] || !suite && (t.cls&wcStopword != 0 || t.shape == shLower)
}

// placePrepositions name where something stands or goes, in English and
// as the other languages send things ("à", "an", "nach", "para", "naar").
var placePrepositions = wordSet("at in on to from near outside inside opposite behind beside into via is then a an nach para naar")

// countOrVerb reports whether lower-case word w reads as a plural noun or
// a verb after a number: it ends in -s (not -ss) or -ed ("units",
// "tests", "runs", "failed"; not "still", "carrier").
func countOrVerb(w []byte) bool {
	n := len(w)
	return n > 3 && (w[n-1] == 's' && w[n-2] != 's' || w[n-2] == 'e' && w[n-1] == 'd')
}

// unitBeforeNumber returns the unit word right before number n, maybe
// with its dot ("Apt. 595", "suite 636", "Flat 4"), or -1.
func (s *scratch) unitBeforeNumber(n int) int {
	u := s.prevWord(n)
	if u < 0 && n >= 2 && s.toks[n].flags&(tfSpace|tfNL) == tfSpace && s.toks[n-1].r == '.' && s.glued(n-1) && s.isWord(n-2) {
		u = n - 2 // "Apt. 595"
	}
	if u < 0 || s.toks[u].cls&wcUnit == 0 {
		return -1
	}
	return u
}
