package gazetteer

// germanArticleFirms finds, in German text, the firm named by a surname
// alone after a preposition and the feminine "der" of "die Firma"
// ("zwischen der Reinhardt und dem Kunden", "mit der Ortmann"): a
// capitalised known surname that no rule took (the article marked it as
// a noun: see markGermanNouns), no German noun, place, first name only
// or stopword, with no capitalised word after it (a first name and
// surname there are a person: "bei der Anna Reinhardt").
func (s *scratch) germanArticleFirms() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		if i < 2 || s.toks[i].shape != shCap || !s.wordIs(i-1, "der") || s.toks[i-1].shape != shLower || s.toks[i].flags&(tfSpace|tfNL|tfUsed) != tfSpace {
			continue
		}
		a := s.resolved(i)
		if a&attrLast == 0 && a&(attrPart|attrFirst) != attrPart || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3 ||
			s.toks[i].cls&(wcStopword|wcNonName) != 0 || s.germanNoun(i) {
			continue
		}
		p := s.prevWord(i - 1)
		if p < 0 || s.toks[p].shape != shLower || !dativePreposition(s.wordBytes(p)) {
			continue
		}
		if n := s.nextWord(i); n >= 0 && s.capWord(n) && !s.germanNoun(n) {
			continue
		}
		s.addOrg(i, i+1, s.confidence(-0.1))
	}
}

// dativePreposition reports whether w, folded, is a German preposition
// that takes the dative, after which "der" is feminine ("bei der", "mit
// der", "zwischen der"); not "von", whose "von der" opens a surname
// ("von der Leyen").
func dativePreposition(w []byte) bool {
	switch string(w) {
	case "zwischen", "bei", "mit", "zu", "aus", "nach", "gegenuber", "seitens":
		return true
	}
	return false
}
