package gazetteer

// nameHead returns the start of the particles or the surname in capitals
// right before person word f that the rules left out of the person, or
// -1: the rules of surnames take "Santos" in "de los Santos", "Goff" in
// "Le Goff" and "Heyde" in "von der Heyde" (particleHead), and the cues
// leave out the surname in capitals before a first name ("von STOLZE
// Johanna", "Solicitante: VELÁZQUEZ GARAY Abril": capsSurnameStart) and
// the particles in capitals of a person that opens with its surname in
// capitals and ends with a capitalised first name ("DE LA CRUZ Dean"),
// and a first name that is a common word before a surname that opens a
// person (commonFirstBefore).
// particleTails calls it for each person.
func (s *scratch) nameHead(f, to int) int {
	if p := s.particleHead(f); p >= 0 {
		if p == f-1 && to-f > 1 && romanceArticle(s.wordBytes(p)) {
			return -1 // "La Biblioteca Nacional", "La Gran Vía de Madrid": an article before a phrase
		}
		return p
	}
	k := s.prevWord(f)
	if k < 0 || !s.free(k) {
		return -1
	}
	if s.toks[k].shape == shCap {
		if s.commonFirstBefore(k, f) {
			return k
		}
		return -1
	}
	if s.toks[k].shape != shUpper {
		return -1
	}
	if s.toks[f].shape == shCap {
		return s.capsSurnameStart(k)
	}
	if s.toks[f].shape == shUpper && s.toks[to-1].shape == shCap {
		// "DE LA CRUZ Dean": the particles of a surname in capitals.
		p := -1
		for n := 0; n < 3 && k >= 0 && s.toks[k].shape == shUpper && s.free(k) && headParticle(s.wordBytes(k)); n++ {
			p, k = k, s.prevWord(k)
		}
		return p
	}
	return -1
}

// particleHead returns the first of the particles right before
// capitalised word f that open a surname, or -1: two particles ("de
// los", "van der", "von der", "de la", "della"'s "de La" too), or a
// capitalised one ("Le Goff", "Di Stefano", "Dos Santos", "Van Buren"),
// or one in small letters that opens its line or field, after a mark
// rather than a word ("apellidos: de Guzman", "\"von Arnim\"", "Dipl.-Ing.
// von Arnim"); a particle in small letters after a word is a preposition
// as often ("la commande de Santos").
func (s *scratch) particleHead(f int) int {
	if s.toks[f].shape != shCap {
		return -1
	}
	k := s.prevWord(f)
	if k < 0 || !s.free(k) || !headParticle(s.wordBytes(k)) {
		return -1
	}
	sh := s.toks[k].shape
	if sh != shLower && sh != shCap {
		return -1
	}
	if j := s.prevWord(k); j >= 0 && s.free(j) && s.toks[j].shape == shLower && secondParticle(s.wordBytes(k)) &&
		firstOfTwoParticles(s.wordBytes(j)) {
		return j // "de los Santos", "van der Berg", "von der Heyde", "de La Fontaine"
	}
	if !articleParticle(s.wordBytes(k)) && (sh == shCap || s.prevWord(k) < 0) {
		return k
	}
	return -1
}

// romanceArticle reports whether folded particle w is a Romance article
// as well ("La", "Le", "Lo", "Los", "Las"): it opens a surname of one word
// ("Le Goff", "La Fontaine") and, before several, a phrase far more often.
func romanceArticle(w []byte) bool {
	switch string(w) {
	case "la", "le", "lo", "los", "las":
		return true
	}
	return false
}

// headParticle reports whether folded word w is a particle that may open
// a surname before its capitalised word (tailParticle's, and Italian
// "della", "dal", "dalla", "lo", Spanish "los", "las", German "vom").
func headParticle(w []byte) bool {
	switch string(w) {
	case "della", "dal", "dalla", "lo", "los", "las", "vom":
		return true
	}
	return tailParticle(w)
}

// firstOfTwoParticles reports whether folded word w opens a surname's two
// particles ("de la", "de los", "van der", "von der", "van den").
func firstOfTwoParticles(w []byte) bool {
	switch string(w) {
	case "de", "van", "von":
		return true
	}
	return false
}

// articleParticle reports whether folded particle w is a German or French
// article as well, which alone opens a noun far more often than a
// surname ("Der Kunde", "das Team", "des Lilas"); it opens a surname
// after "van" or "von" only ("von der Heyde").
func articleParticle(w []byte) bool {
	switch string(w) {
	case "der", "den", "des", "das", "dem":
		return true
	}
	return false
}

// commonFirstBefore reports whether capitalised word k, one space before
// person word f, is the person's first name that the rules left out as a
// common word ("Rose Gallet-Royer", "Sol Barrios", "Olive
// Mercier-Clerc"): a known first name before a word that no list holds as
// one, which is then the surname; not a verb of address or a greeting
// opening the sentence ("Ask Jensen", "Hola Barrios"), no stopword,
// honorific, country or region, and no German noun in German text.
func (s *scratch) commonFirstBefore(k, f int) bool {
	t := &s.toks[k]
	if t.attr&attrFirst == 0 || t.letters < 3 || s.toks[f].start-t.end != 1 ||
		t.cls&(wcNonName|wcHonorific|wcTimeWord|wcCueWord|wcParticle|wcLegal|wcOrgHead) != 0 {
		return false
	}
	a := s.resolved(k)
	if a&(attrCountry|attrState) != 0 || s.resolved(f)&attrFirst != 0 || s.lang == langGerman && s.germanNoun(k) {
		return false
	}
	return !s.imperativeOpener(k) && !s.greetingOpener(k)
}
