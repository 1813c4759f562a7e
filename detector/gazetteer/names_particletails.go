package gazetteer

// particleTails completes each person with the particles and the
// surname after it that the rules before left out, on its line
// (particleTail) or the second surname after it (surnameTail), with the
// particles or the surname in capitals before it (nameHead), and a first name alone in its field with the surname in
// the field beside it (siblingSurname).
func (s *scratch) particleTails() {
	s.eachPerson(func(si int) int {
		sp := &s.spans[si]
		if e := int(sp.to); e < len(s.toks) && s.toks[e].cls&wcParticle != 0 && s.toks[e].shape == shLower {
			if m := s.particleTail(si, e); m > 0 {
				si = s.growSpan(si, int(sp.from), m+1)
				sp = &s.spans[si]
			}
		} else if e < len(s.toks) && s.toks[e].shape == shCap {
			if end := s.surnameTail(si); end > 0 && s.spansWithin(si, e, end) {
				si = s.growSpan(si, int(sp.from), end) // "René Iniesta Catalán"
				sp = &s.spans[si]
			}
		}
		if f := int(sp.from); f > 0 && (s.toks[f-1].cls&(wcParticle|wcStopword) != 0 || s.toks[f-1].attr&attrFirst != 0) || s.upperWords != 0 {
			if p := s.nameHead(f, int(sp.to)); p >= 0 && s.spansWithin(si, p, int(sp.to)) {
				si = s.growSpan(si, p, int(sp.to))
			}
		}
		if sp := &s.spans[si]; sp.to == sp.from+1 && int(sp.to) < len(s.toks) && s.toks[sp.to].flags&tfWord == 0 {
			s.siblingSurname(si) // `Person::new("David", "Thurner")`
		}
		return si
	})
}

// growPersons grows each person span to the end that tail returns for
// it, given the span's index and the token right after it, when that end
// lies past the token; tail returns 0 to leave the span as it is.
func (s *scratch) growPersons(tail func(si, e int) int) {
	s.eachPerson(func(si int) int {
		sp := &s.spans[si]
		if e := int(sp.to); e < len(s.toks) {
			if end := tail(si, e); end > e {
				return s.growSpan(si, int(sp.from), end)
			}
		}
		return si
	})
}

// eachPerson calls visit with the index of each person span, in order,
// and goes on after the index visit returns (the span's new index when
// visit grew it with growSpan). It stops after as many persons as there
// were when it began.
func (s *scratch) eachPerson(visit func(si int) int) {
	left := s.kinds[labelPerson]
	for si := 0; si < len(s.spans) && left > 0; si++ {
		if s.spans[si].kind != labelPerson {
			continue
		}
		left--
		si = visit(si)
	}
}

// particleTail returns the surname after the particles that start at
// token e, right after person si, or 0: one or two particles in lower
// case ("du", "de", "do", "das", "van", "de la", "van der"; French
// nobility capitalises the article after "de": "de La Fontaine") and a
// capitalised word, whatever the lists hold it as, a common word, a town
// or a word in no list ("Robert du Voisin", "Hamza de Wit", "Rita do
// Lima", "Yves de la Henry"): after a person's first name a particle
// opens the surname. The word is no stopword, time word, cue, honorific,
// legal form or head of a firm's name ("Marie de Mars à Juin", "Anna von
// Montag bis Freitag"), in German text no German noun that no list holds
// as a surname, and no other detection it would cut runs past it.
func (s *scratch) particleTail(si, e int) int {
	if s.toks[e].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || !tailParticle(s.wordBytes(e)) {
		return 0
	}
	m := s.nextWord(e)
	if m >= 0 && (s.toks[m].shape == shLower || s.toks[m].shape == shCap && s.wordIs(e, "de")) && secondParticle(s.wordBytes(m)) {
		m = s.nextWord(m) // "de la", "van der", "de La Fontaine"
	}
	if m < 0 || !s.particleTailWord(m) || !s.spansWithin(si, e, m+1) {
		return 0
	}
	return m
}

// particleTailWord reports whether capitalised word m may end a name
// after its particles (see particleTail). A French article marks the
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

// tailParticle reports whether folded word w is a particle that opens a
// surname after a first name in the languages of Europe.
func tailParticle(w []byte) bool {
	switch string(w) {
	case "de", "du", "des", "da", "das", "do", "dos", "del", "dei", "di", "van", "von", "der", "den", "ten", "ter", "la", "le", "zu":
		return true
	}
	return false
}

// secondParticle reports whether folded word w follows a first particle
// before the surname ("de la", "van der", "van den", "van het", "de
// los").
func secondParticle(w []byte) bool {
	switch string(w) {
	case "la", "le", "der", "den", "het", "de", "los", "las":
		return true
	}
	return false
}
