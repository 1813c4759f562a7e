package gazetteer

// A contract's party named between its parties: one word right after
// "between", "zwischen", "entre", "tra" or "fra" and before a conjunction
// and an article, where a contract names its parties and the other one
// by its role ("Zwischen Hermighausen und dem Auftragnehmer wird
// folgender Vertrag geschlossen", "Entre Quarvex et le Prestataire",
// "tra Zenvo e il Fornitore", "entre Plextro y el Cliente"). The word is
// a firm's name, or a person's surname, masked either way; a known first
// name, a place, a time, a German noun or a common word stays what it is
// ("zwischen Weihnachten und dem Jahresende", "entre Paris et la côte",
// "zwischen Anna und dem Vermieter").

// partyBetween adds the word after "between" or its equivalent, cue word
// c, as a contract's party when a conjunction and a definite article
// follow it.
func (s *scratch) partyBetween(c int) {
	i := s.nextWord(c)
	if i < 0 || i+2 >= len(s.toks) || s.toks[i+1].cls&wcConj == 0 || !familyConjunction(s.wordBytes(i+1)) ||
		!s.isWord(i+2) || s.toks[i+2].shape != shLower || !definiteArticle(s.wordBytes(i+2)) ||
		!s.free(i) || s.toks[i].flags&(tfDigit|tfHyphen) != 0 || s.toks[i].cls&(wcStopword|wcNonName|wcTimeWord|wcTimeAbbrev|wcDemonym) != 0 {
		return
	}
	a := firmAttrs(s.resolved(i))
	if a&(attrFirst|attrCountry|attrState) != 0 || cityBucket(a) >= 3 || s.germanNoun(i) || a&attrFrWord != 0 {
		return
	}
	switch t := &s.toks[i]; {
	case t.shape == shCap:
		if s.common(i, s.d.p.commonMax) && a&attrLast == 0 {
			return
		}
	case t.shape == shLower && s.noUpper:
		if !s.lowerUnknown(i) && (a&attrLast == 0 || s.common(i, s.d.p.commonMax)) {
			return
		}
	default:
		return
	}
	s.addOrg(i, i+1, s.confidence(-0.1))
}

// definiteArticle reports whether w, folded, is a definite article of one
// of the five languages, before the role of a contract's other party
// ("und dem Auftragnehmer", "et les Prestataires"). Unlike orgArticle, it
// takes the plural articles, which may open a party's role but would let
// a list of things pass for a firm's name there.
func definiteArticle(w []byte) bool {
	switch string(w) {
	case "the", "le", "la", "les", "l", "der", "die", "das", "den", "dem", "des", "el", "los", "las", "lo", "il", "gli", "i":
		return true
	}
	return false
}
