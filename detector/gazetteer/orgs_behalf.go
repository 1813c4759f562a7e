package gazetteer

// A firm is who one acts for: the capitalised run after "on behalf of"
// is a firm ("I am writing on behalf of Quorvex", "signed on behalf of
// Red Lantern"); a run that opens with a known first name, a known first
// name and surname or an honorific stays a person's ("on behalf of Anna
// Becker"), a known place a place, a run of common words nothing ("on
// behalf of Customer Support") (docs/names.md, "Rules, in order of
// strength").

// orgAfterBehalf adds the firm after "on behalf of" whose word "behalf"
// is cue word c, and reports whether c is "behalf" (handled, found or
// not).
func (s *scratch) orgAfterBehalf(c int) bool {
	if s.toks[c].letters != 6 || !s.wordIs(c, "behalf") {
		return false
	}
	if on := s.prevWord(c); on < 0 || !s.wordIs(on, "on") {
		return true
	}
	of := s.nextWord(c)
	if of < 0 || !s.wordIs(of, "of") {
		return true
	}
	r := s.nextWord(of)
	if r < 0 || !s.capWord(r) || !s.free(r) {
		return true
	}
	if end := s.orgRunEnd(r); end > r && s.commonWordsOnly(r, end) {
		return true // "on behalf of Customer Support": a team
	}
	s.orgAfterCue(r, false)
	return true
}

// commonWordsOnly reports whether every word of the run [from, to) is a
// common English word that no list holds as a name ("Customer Support").
func (s *scratch) commonWordsOnly(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && (!s.common(k, s.d.p.commonMax) || s.toks[k].attr&nameBits != 0) {
			return false
		}
	}
	return true
}

// orgAfterForeignBehalf adds the firm after the phrases of French,
// German, Dutch, Spanish, Italian and Portuguese that say "on behalf of"
// (`de la part de`, `pour le compte de`, `au nom de`, `im Auftrag von`,
// `im Namen von`, and `im Auftrag der`, `im Namen des` with the
// genitive, `namens`, `in opdracht van`, `en nombre de`, `por
// cuenta de`, `per conto di`, `a nome di`, `em nome da`, `por conta da`),
// whose noun is cue word c, as orgAfterBehalf does, and reports whether
// c is such a noun (handled, found or not): a noun of these phrases
// announces nothing elsewhere ("the part of Hamlet", "Nome: Mario").
func (s *scratch) orgAfterForeignBehalf(c int) bool {
	w := s.wordBytes(c)
	var before, before2, after string // the words the phrase needs around c
	switch string(w) {
	case "part":
		before, before2, after = "la", "de", "de"
	case "compte":
		before, before2, after = "le", "pour", "de"
	case "nom":
		before, after = "au", "de"
	case "auftrag", "namen":
		before, after = "im", "von"
	case "namens":
	case "opdracht":
		before, after = "in", "van"
	case "nombre":
		before, after = "en", "de"
	case "cuenta", "conta":
		before, after = "por", "de"
	case "conto":
		before, after = "per", "di"
	case "nome":
		before, after = "a", "di"
	default:
		return false
	}
	p := s.prevWord(c)
	if before != "" {
		if p < 0 || s.toks[p].shape == shUpper || !s.wordIs(p, before) && !(string(w) == "nome" && (s.wordIs(p, "in") || s.wordIs(p, "em"))) {
			return true
		}
		if before2 != "" {
			if q := s.prevWord(p); q < 0 || !s.wordIs(q, before2) {
				return true
			}
		}
	}
	r := s.nextWord(c)
	genitive := false // "im Auftrag der Quanex", "im Namen des Vereins"
	if after != "" {
		portuguese := string(w) == "nome" || string(w) == "conta" // "em nome de", "por conta da"
		genitive = r >= 0 && after == "von" && (s.wordIs(r, "der") || s.wordIs(r, "des"))
		if r < 0 || !s.wordIs(r, after) && !(portuguese && (s.wordIs(r, "de") || portugueseOf(s.wordBytes(r)))) && !genitive {
			return true
		}
		r = s.nextWord(r)
	}
	if r < 0 || !s.capWord(r) || !s.free(r) && !(genitive && s.toks[r].flags&tfUsed == 0) {
		return true // the article of "im Auftrag der" marked the word as a noun (markGermanNouns): plainWordsOnly reads it
	}
	end := s.orgRunEnd(r)
	if end > r && s.plainWordsOnly(r, end) || end == r+1 && s.resolved(r) == 0 && s.foreignProseWord(r) {
		return true // "de la part de Service Client", "per conto di Amministrazione": a department
	}
	s.orgAfterCue(r, false)
	return true
}

// portugueseOf reports whether w is Portuguese "de" joined to an article
// ("da", "do"), as the phrases of acting for a firm write it ("em nome da
// Zentrova").
func portugueseOf(w []byte) bool {
	return string(w) == "da" || string(w) == "do"
}

// plainWordsOnly reports whether every word of the run [from, to) is a
// common English word, a French word or a German noun, whatever names it
// is too ("Service Client", "Vertrieb").
func (s *scratch) plainWordsOnly(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && !s.common(k, s.d.p.commonMax) && s.resolved(k)&attrFrWord == 0 && !s.germanNoun(k) {
			return false
		}
	}
	return true
}
