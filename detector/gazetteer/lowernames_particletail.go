package gazetteer

// lowerParticleTails completes, in a text without capitals, each
// lower-case person with a second surname (lowerSurnameTail) and, in
// English text, with the particles and the surname after it that no
// list holds ("nathalie le goff", "liv de guellec"): one or two
// particles (tailParticle, secondParticle) one space apart, then a word
// in no list or a known surname that is none of the commonest words
// (slotPairSurname), after which the phrase ends (phraseEndsAfter). In
// English every word is in a list, so a word of none after a first name
// and a particle is its surname; in Spanish or Italian text it is as
// often a noun ("maría de vacaciones"), so those are left out.
func (s *scratch) lowerParticleTails() {
	english := s.en != 0 && s.lang == langOther
	s.growPersons(func(si, e int) int {
		if s.toks[e].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[e].shape != shLower {
			return 0
		}
		if !english || !tailParticle(s.wordBytes(e)) {
			if s.toks[e].cls&wcParticle != 0 {
				return 0
			}
			return s.lowerSurnameTail(si, e)
		}
		if !s.free(e) {
			return 0
		}
		m := s.nextWord(e)
		if m >= 0 && s.toks[m].shape == shLower && secondParticle(s.wordBytes(m)) {
			m = s.nextWord(m) // "le goff", "van der keijzer"
		}
		if m < 0 || !s.free(m) || s.toks[m].shape != shLower || !s.unlistedNameWord(m) && !s.slotPairSurname(m) ||
			!s.phraseEndsAfter(m) {
			return 0
		}
		return m + 1
	})
}

// lowerSurnameTail returns the end of the second surname at token e,
// right after lower-case person si of two words or more, or 0 (see
// lowerParticleTails), as Spanish, Portuguese and Catalan names and
// German double names are written ("jessica garcía esteve", "merche haro lloret", "dina jacobi
// jäckel", "paloma lamas vilanova"): a known surname or part of names one
// space apart on the line that is no common English word of SCOWL level
// 35 or below (lineNameWord), or one after a first name that is no such
// word either and ends its phrase and is no adverb that follows a verb ("sean maurice white if
// they…"; not "call crystal richardson back?", pairAdverbs, nor "saturn
// even more"), or a register's surname (the register holds
// no common word of the seven languages), no word of a closed class or
// function word, no country, region that the lists hold as no surname
// ("sofía murillo hidalgo" is one) or place of 100,000 people or more,
// and, if a first name too, one after which the phrase ends
// (phraseEndsAfter: "maría garcía lópez llegó"; not "anna müller bank").
func (s *scratch) lowerSurnameTail(si, e int) int {
	sp := &s.spans[si]
	t := &s.toks[e]
	if t.letters < 3 || t.start-s.toks[e-1].end != 1 || t.cls&pairStops != 0 || !s.free(e) ||
		s.nextWord(int(sp.from)) < 0 || s.nextWord(int(sp.from)) >= e {
		return 0
	}
	a := s.resolved(e)
	ends := s.phraseEndsAfter(e)
	known := a&(attrLast|attrPart) != 0 && (lineNameWord(a) == 2 || ends && s.resolved(e-1)&attrFirst != 0 && lineNameWord(s.resolved(e-1)) == 2 && !pairAdverbs.has(s.wordBytes(e))) ||
		t.letters >= 4 && a&nameBits == 0 && registerTownSurname(a) && s.d.reg.lookup(s.wordBytes(e))&attrRegLast != 0
	if !known || a&(attrCountry|attrCounty) != 0 || a&attrState != 0 && a&attrLast == 0 || cityBucket(a) >= 5 ||
		functionWords.has(s.wordBytes(e)) || s.nameWordClass(e) != 0 || s.stressedWord(e) ||
		a&attrFirst != 0 && !ends {
		return 0
	}
	return e + 1
}
