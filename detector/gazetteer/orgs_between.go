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

// partyBetween adds word i, followed by conjunction i+1 and article i+2
// (of three letters at most), as a contract's party when "between" or its
// equivalent stands right before it.
func (s *scratch) partyBetween(i int) {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].letters != 3 && s.toks[p].letters != 5 && s.toks[p].letters < 7 || !betweenWord(s.wordBytes(p)) || !familyConjunction(s.wordBytes(i+1)) || !definiteArticle(s.wordBytes(i+2)) ||
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

// betweenWord reports whether w, folded, is "between" in one of the five
// languages.
func betweenWord(w []byte) bool {
	switch string(w) {
	case "between", "zwischen", "entre", "tra", "fra":
		return true
	}
	return false
}

// definiteArticle reports whether w, folded, is a definite article of one
// of the five languages, before the role of a contract's other party.
func definiteArticle(w []byte) bool {
	switch string(w) {
	case "the", "le", "la", "les", "l", "der", "die", "das", "den", "dem", "des", "el", "los", "las", "lo", "il", "gli", "i":
		return true
	}
	return false
}
