package gazetteer

// lowerParticleTails completes, in English text without capitals, each
// lower-case person with the particles and the surname after it that no
// list holds ("nathalie le goff", "liv de guellec"): one or two
// particles (tailParticle, secondParticle) one space apart, then a word
// in no list or a known surname that is none of the commonest words
// (slotPairSurname), after which the phrase ends (phraseEndsAfter). In
// English every word is in a list, so a word of none after a first name
// and a particle is its surname; in Spanish or Italian text it is as
// often a noun ("maría de vacaciones"), so those are left out.
func (s *scratch) lowerParticleTails() {
	if s.en == 0 || s.lang != langOther {
		return
	}
	s.growPersons(func(_, e int) int {
		if s.toks[e].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[e].shape != shLower ||
			!tailParticle(s.wordBytes(e)) || !s.free(e) {
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
