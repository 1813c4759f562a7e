package gazetteer

// A contract's party: the run of names right before a comma or a bracket
// and the phrase that gives the party its role in the contract
// ("Quanex, hereinafter the Supplier", "Ventix, ci-après le Prestataire",
// "Korbel (nachfolgend „Auftragnehmer“)", "Plextro, en adelante el
// Proveedor", "Zenvo (di seguito il Fornitore)"). A party is a firm
// unless a known first name opens it (a person's, left to the rules of
// people), a known place names it, or it is one common word or one
// word after an article ("The Supplier, hereinafter the Party", "Le
// Logiciel, ci-après le Produit").

// partyStart returns the first token of the phrase "hereinafter" that
// cue word c ends, or -1: "hereinafter", "nachfolgend", "ci-après", "en
// adelante", "di seguito".
func (s *scratch) partyStart(c int) int {
	switch string(s.wordBytes(c)) {
	case "hereinafter", "nachfolgend", "ci-apres":
		return c
	case "adelante":
		if p := s.prevWord(c); p >= 0 && s.wordIs(p, "en") {
			return p
		}
	case "seguito":
		if p := s.prevWord(c); p >= 0 && s.wordIs(p, "di") {
			return p
		}
	}
	return -1
}

// orgBeforeParty adds the contract's party before the phrase that cue
// word c (moreCueKind) ends.
func (s *scratch) orgBeforeParty(c int) {
	st := s.partyStart(c)
	if st < 2 || s.toks[st].shape != shLower {
		return
	}
	m := st - 1
	if t := &s.toks[m]; t.flags&(tfWord|tfNL) != 0 || t.r != ',' && t.r != '(' {
		return
	}
	from, words := s.orgRunStart(m, false)
	if words == 0 || words > 5 {
		return
	}
	if words <= 3 && firmAttrs(s.resolved(from))&attrFirst != 0 {
		return // "Anna Becker, hereinafter the Tenant"
	}
	if words == 1 && (s.common(from, s.d.p.commonMax) && s.resolved(from)&nameBits == 0 || s.afterArticle(from)) {
		return // "The Supplier, hereinafter the Party", "Das Dokument (nachfolgend …)"
	}
	if pe, a := s.phraseAt(s.d.base, from, placeBits); pe == m && a != 0 && a&nameBits == 0 {
		return
	}
	s.addOrg(from, m, s.confidence(0))
}
