package gazetteer

// particleSurnameIn reports whether the words from..to-1 of a name hold a
// particle and, right after it, a capitalised surname: a known surname,
// or a word of three letters or more in no list, no German noun and no
// place ("Alexander zu Conradi", "Lilly zu Hübel", "Ilka von der
// Seifert"). A first name before a particle and such a word is a name in
// every language, German too, where capitals alone are no evidence.
func (s *scratch) particleSurnameIn(from, to int) bool {
	for k := from; k+1 < to; k++ {
		if !s.isWord(k) || s.toks[k].cls&wcParticle == 0 || s.toks[k].shape != shLower {
			continue
		}
		m := s.nextWord(k)
		for m >= 0 && m < to && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0 {
			m = s.nextWord(m) // "von der", "van den"
		}
		if m >= 0 && m < to && s.particleSurname(m) {
			return true
		}
	}
	return false
}

// particleSurname reports whether capitalised word m, after a particle,
// reads as a surname: a known surname that is no country or region, or a
// word of three letters or more in no list, no German noun and no street
// type.
func (s *scratch) particleSurname(m int) bool {
	t := &s.toks[m]
	if t.shape != shCap || t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit) != 0 {
		return false
	}
	a := s.resolved(m)
	if a&attrLast != 0 {
		return a&(attrCountry|attrState) == 0
	}
	return a == 0 && t.letters >= 3 && !s.germanNoun(m) && !streetWord(s.wordBytes(m))
}

// particleNoun reports whether capitalised word m, after particle k, is a
// German noun that no list holds as a surname after "zu", a preposition
// before a noun as often as a particle: "Anna zu Hause" holds no
// surname. After "von" a noun is a surname as often ("Anselm von
// Scheibe").
func (s *scratch) particleNoun(k, m int) bool {
	return s.wordIs(k, "zu") && s.toks[m].shape == shCap && s.resolved(m)&attrLast == 0 && s.germanNoun(m)
}

// dictFirstAndSurname reports whether the run r..end-1 after a word that
// announces a person or a firm alike ("Kunde", "client", "chez") is a
// first name only the first-name dictionary holds and a known surname or
// a particle and a surname ("der Kunde Ilka Seifert", "die Kundin Aysel
// von der Anders"): a person's name, as a firm is rarely named so.
func (s *scratch) dictFirstAndSurname(r, end int) bool {
	if s.resolved(r)&attrFirst == 0 {
		return false
	}
	if end-r < 2 {
		return s.particleSurnameIn(r+1, min(len(s.toks), r+6)) // "Ilka von der Seifert": the run stops at the particle
	}
	l := end - 1
	return s.capWord(l) && s.resolved(l)&attrLast != 0 && s.resolved(l)&(attrCountry|attrState) == 0 || s.particleSurnameIn(r+1, end)
}

// germanParticleSurnameAfter returns the surname after the German
// particle "von" or "zu" at k in a text without capitals, past a second
// particle ("von der", "zu den"), or -1: a known surname or part of names
// that is no country or region and not among the commonest words ("lilly
// zu hübel", "ilka von der seifert"). Unlike Dutch "van", both are also
// prepositions before words in no list ("zu hause", "von hier"), so a
// word no list holds is none.
func (s *scratch) germanParticleSurnameAfter(k int) int {
	m := s.lowerWordAfterParticles(k)
	if m < 0 {
		return -1
	}
	t := &s.toks[m]
	if t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcCueWord|wcPersonVerb) != 0 || s.nameWordClass(m)&nwEnd != 0 {
		return -1
	}
	if a := s.resolved(m); a&(attrLast|attrPart) != 0 && a&(attrCountry|attrState|attrNounDE) == 0 && !s.common(m, 1) {
		return m
	}
	return -1
}

// unknownParticleName adds the name that capitalised word i starts when
// no list holds it as a first name but it stands before a German or Dutch
// particle and a surname ("Athanasios von Junken", "Ioannis von der
// Häring", "Tadeusz van Dijk"): a word of three letters or more in no list
// but a register's, no German noun and no common English word, then
// "von", "zu", "van", "ten" or "ter" and maybe a second particle, then a
// surname (particleSurname) that is no known first name, as a participle
// before "von" and a full name is none ("Genehmigt von Eberhard Beier").
// The particle and the capitals around it say
// name as plainly as a known first name would. firstNames calls it for
// the capitalised words that are no known first name, before a particle.
func (s *scratch) unknownParticleName(i int) {
	t := &s.toks[i]
	if t.shape != shCap || t.letters < 3 || t.flags&tfHyphen != 0 ||
		t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcCueWord|wcUnit) != 0 {
		return
	}
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != shLower || !nameParticleWord(s.wordBytes(k)) ||
		s.resolved(i)&^(attrRegFirst|attrRegLast) != 0 || s.germanNoun(i) {
		return
	}
	m := s.nextWord(k)
	if m >= 0 && s.free(m) && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0 {
		m = s.nextWord(m) // "von der", "van den"
	}
	if m < 0 || !s.free(m) || !s.particleSurname(m) || s.particleNoun(k, m) || s.resolved(m)&attrFirst != 0 ||
		germanVerbOrAdjectiveShape(s.wordBytes(i)) {
		return // "Genehmigt von Eberhard Beier": a participle, and a first name after the particle
	}
	s.add(i, m+1, labelPerson, s.confidence(-0.05))
}

// nameParticleWord reports whether folded word w is a German or Dutch
// particle that joins a first name to a surname ("von", "zu", "van",
// "ten", "ter").
func nameParticleWord(w []byte) bool {
	switch string(w) {
	case "von", "zu", "van", "ten", "ter":
		return true
	}
	return false
}
