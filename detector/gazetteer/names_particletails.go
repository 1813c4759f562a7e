package gazetteer

// particleTails completes each person whose name a particle continues
// that the rules before left out: right after the person, on its line,
// one or two particles in lower case ("du", "de", "do", "das", "van",
// "de la", "van der") and a capitalised word, whatever the lists hold it
// as, a common word, a town or a word in no list ("Robert du Voisin",
// "Hamza de Wit", "Rita do Lima", "Yves de la Henry"): after a person's
// first name a particle opens the surname. The word is no stopword, time
// word, cue, honorific, legal form or head of a firm's name ("Marie de
// Mars à Juin", "Anna von Montag bis Freitag"), in German text no German
// noun that no list holds as a surname, and no other detection it would
// cut runs past it.
func (s *scratch) particleTails() {
	for si := 0; si < len(s.spans); si++ {
		sp := &s.spans[si]
		if sp.kind != labelPerson {
			continue
		}
		e := int(sp.to)
		if !s.isWord(e) || s.toks[e].flags&(tfSpace|tfNL) != tfSpace || s.toks[e].shape != shLower || !tailParticles[string(s.wordBytes(e))] {
			continue
		}
		m := s.nextWord(e)
		if m >= 0 && s.toks[m].shape == shLower && secondParticles[string(s.wordBytes(m))] {
			m = s.nextWord(m) // "de la", "van der"
		}
		if m < 0 || !s.particleTailWord(m) || !s.spansWithin(si, e, m+1) {
			continue
		}
		si = s.growSpan(si, int(sp.from), m+1)
	}
}

// particleTailWord reports whether capitalised word m may end a name
// after its particles (see particleTails). A French article marks the
// word after it as a noun ("du Voisin", "de la Henry"): after a first
// name it is the surname all the same; an allow-listed word is none.
func (s *scratch) particleTailWord(m int) bool {
	t := &s.toks[m]
	if t.shape != shCap || t.letters < 2 || t.flags&tfDigit != 0 || t.flags&(tfBlocked|tfNoun) == tfBlocked ||
		t.cls&(wcStopword|wcTimeWord|wcTimeAbbrev|wcCueWord|wcHonorific|wcLegal|wcOrgHead|wcUnit|wcParticle) != 0 {
		return false
	}
	return s.lang != langGerman || !s.germanNoun(m) || s.resolved(m)&attrLast != 0
}

// spansWithin reports whether every detection but span si that holds a
// token of from..to-1 lies within it, so that growing si over them cuts
// none.
func (s *scratch) spansWithin(si, from, to int) bool {
	for j := range s.spans {
		o := &s.spans[j]
		if j != si && int(o.from) < to && int(o.to) > from && (int(o.from) < from || int(o.to) > to) {
			return false
		}
	}
	return true
}

// tailParticles are the particles, folded, that open a surname after a
// first name in the languages of Europe.
var tailParticles = wordSet("de du des da das do dos del della dello dei di van von der den ten ter la le zu")

// secondParticles follow a first particle before the surname ("de la",
// "van der", "van den", "van het", "de los").
var secondParticles = wordSet("la le der den het de los las 't")
