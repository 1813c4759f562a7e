package gazetteer

import "bytes"

// A contract's party: the run of names right before a comma or a bracket
// and the phrase that gives the party its role in the contract
// ("Quanex, hereinafter the Supplier", "Ventix, ci-après le Prestataire",
// "Korbel (nachfolgend „Auftragnehmer“)", "Plextro, en adelante el
// Proveedor", "Zenvo (di seguito il Fornitore)"), or the phrase of its
// representative or its register ("Quanex, vertreten durch den
// Geschäftsführer", "Quanex, represented by its CEO", "Quanex,
// representada por", "Quanex, représentée par", "Quanex, rappresentata
// da", "Quanex, eingetragen im Handelsregister", "Quanex (im Folgenden
// …)", "Quanex (nachstehend …)"). A party is a firm
// unless a known first name or an honorific opens it (a person's, left
// to the rules of people), a known place names it (a city or a country
// even when a surname is spelt as it, before a representative), or it is
// one common word or one word after an article ("The Supplier,
// hereinafter the Party", "Le Logiciel, ci-après le Produit"; before a
// representative or a register, only a noun of prose after an article is
// none: "Der Mieter, vertreten durch", but "die Quarvex, vertreten
// durch" is a firm).

// partyStart returns the first token of the phrase "hereinafter" that
// cue word c ends or opens, or -1: "hereinafter", "nachfolgend",
// "nachstehend", "im Folgenden", "ci-après", "en adelante", "di
// seguito", and the verb of a representative or a register with its
// preposition ("vertreten durch", "represented by", "representada por",
// "représentée par", "rappresentata da", "eingetragen im"); rep reports
// the latter.
func (s *scratch) partyStart(c int) (st int, rep bool) {
	if s.representedAt(c) {
		return c, true
	}
	switch string(s.wordBytes(c)) {
	case "hereinafter", "nachfolgend", "ci-apres", "nachstehend":
		return c, false
	case "folgenden":
		if p := s.prevWord(c); p >= 0 && s.wordIs(p, "im") {
			return p, false
		}
	case "adelante":
		if p := s.prevWord(c); p >= 0 && s.wordIs(p, "en") {
			return p, false
		}
	case "seguito":
		if p := s.prevWord(c); p >= 0 && s.wordIs(p, "di") {
			return p, false
		}
	}
	return -1, false
}

// representedAt reports whether cue word c is the verb of a
// representative or a register and its preposition follows it
// ("vertreten durch", "represented by", "representada por", "représentée
// par", "rappresentata da", "eingetragen im").
func (s *scratch) representedAt(c int) bool {
	n := s.nextWord(c)
	if n < 0 {
		return false
	}
	switch string(s.wordBytes(c)) {
	case "vertreten":
		return s.wordIs(n, "durch")
	case "represented":
		return s.wordIs(n, "by")
	case "representada", "representado":
		return s.wordIs(n, "por")
	case "representee", "represente":
		return s.wordIs(n, "par")
	case "rappresentata", "rappresentato":
		switch string(s.wordBytes(n)) {
		case "da", "dal", "dalla", "dallo":
			return true
		}
	case "eingetragen":
		switch string(s.wordBytes(n)) {
		case "im", "in", "beim":
			return true
		}
	}
	return false
}

// orgBeforeParty adds the contract's party before the phrase that cue
// word c (moreCueKind) ends.
func (s *scratch) orgBeforeParty(c int) {
	st, rep := s.partyStart(c)
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
	if s.toks[from].shape == shLower && rep {
		return // "a single wildcard (represented by an empty string)": prose
	}
	if s.toks[from].cls&wcHonorific != 0 {
		return // "Herr Schmidt, vertreten durch seinen Anwalt"
	}
	if s.partyOfProse(from, m) && !(rep && words > 1 && s.partyCueNamesSomeone(st)) {
		return // "Boolean Values, represented by 0 and 1", "Allgemeine Geschäftsbedingungen (im Folgenden „AGB“)"
	}
	// One word after an article is a noun of prose ("Das Dokument
	// (nachfolgend …)"), unless a representative or a register follows
	// it and the word reads as a name: a known name, a hyphenated word or,
	// in German text, no German noun ("die Quarvex, vertreten durch";
	// "Der Mieter, vertreten durch", "La Société, représentée par").
	article := s.afterArticle(from) && (!rep || !s.partyNameAfterArticle(from) || s.plainWordsOnly(from, m))
	if words == 1 && (s.common(from, s.d.p.commonMax) && s.resolved(from)&nameBits == 0 || article) {
		return // "The Supplier, hereinafter the Party", "Das Dokument (nachfolgend …)"
	}
	if pe, a := s.phraseAt(s.d.base, from, placeBits); pe == m && a != 0 && (a&nameBits == 0 || rep && !smallTownAtMost(a)) {
		return // a place; a city or a country is represented too ("Berlin, vertreten durch den Senat")
	}
	s.addOrg(from, m, s.confidence(0))
}

// partyNameAfterArticle reports whether word k, after an article, reads as a
// name rather than a noun: a word of the name lists, a hyphenated word
// ("der Brandt-Kessler") or, in German text, a word no German noun.
func (s *scratch) partyNameAfterArticle(k int) bool {
	return s.resolved(k)&nameBits != 0 || bytes.IndexByte(s.wordBytes(k), '-') >= 0 || s.germanLike() && !s.germanNoun(k)
}

// partyOfProse reports whether the run of words from from to token m
// names a thing of prose, not a party: no word of it a known name that is
// no common word, a legal form or a firm's head word, and its first or
// last word a noun of prose ("Boolean Values", "Kubernetes Pods",
// "Allgemeine Geschäftsbedingungen", "Wortmarke Sonnenschein",
// "Datenschutzhinweise"; "Lindner Hoffmann", "Quarvex Solutions" and
// "Kranz Logistik" are parties).
func (s *scratch) partyOfProse(from, m int) bool {
	last := -1
	for k := from; k >= 0 && k < m; k = s.nextWord(k) {
		if s.resolved(k)&nameBits != 0 && !s.common(k, s.d.p.commonMax) || s.toks[k].cls&(wcLegal|wcOrgHead) != 0 {
			return false
		}
		last = k
	}
	return last >= 0 && (s.proseNoun(from) || s.proseNoun(last))
}

// proseNoun reports whether word k is the English plural of a listed word
// ("Values", "Pods") or a German compound noun ("Geschäftsbedingungen",
// "Wortmarke"; a simple noun such as "Logistik" or "Bau" names firms).
func (s *scratch) proseNoun(k int) bool {
	return s.pluralOfCommonWord(k) || s.germanCompoundNoun(s.wordBytes(k))
}

// partyCueNamesSomeone reports whether the representative or register
// that cue word c opens names someone: a capitalised word, an article or
// a possessive of a firm after the preposition ("represented by its CEO",
// "represented by John Smith", "vertreten durch den Geschäftsführer",
// "vertreten durch Frau Weber"), or the commercial register after
// eingetragen ("eingetragen im Handelsregister"); a digit, a word in
// capitals or "their" name none ("represented by 0 and 1", "represented
// by YAML files", "eingetragen beim DPMA").
func (s *scratch) partyCueNamesSomeone(c int) bool {
	n := s.nextWord(s.nextWord(c))
	if n < 0 {
		return false
	}
	w := string(s.wordBytes(n))
	if s.wordIs(c, "eingetragen") {
		return w == "handelsregister" || w == "hrb" || w == "hra" || w == "amtsgericht"
	}
	switch w {
	case "its", "his", "her", "the", "den", "die", "der", "dem", "seinen", "seine", "ihren", "ihre":
		return true
	}
	return s.toks[n].shape == shCap
}
