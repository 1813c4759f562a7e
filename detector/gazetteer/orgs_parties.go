package gazetteer

import (
	"bytes"
	"slices"
)

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
// "représentée par", "rappresentata da", "eingetragen im").
func (s *scratch) partyStart(c int) int {
	if s.representedAt(c) {
		return c
	}
	switch string(s.wordBytes(c)) {
	case "hereinafter", "nachfolgend", "ci-apres", "nachstehend":
		return c
	case "folgenden":
		if p := s.prevWord(c); p >= 0 && s.wordIs(p, "im") {
			return p
		}
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

// representedAt reports whether cue word c is the verb of a
// representative or a register and its preposition follows it
// ("vertreten durch", "represented by", "representada por", "représentée
// par", "rappresentata da", "eingetragen im").
func (s *scratch) representedAt(c int) bool {
	var after []string // the words one of which must follow c
	switch string(s.wordBytes(c)) {
	case "vertreten":
		after = []string{"durch"}
	case "represented":
		after = []string{"by"}
	case "representada", "representado":
		after = []string{"por"}
	case "representee", "represente":
		after = []string{"par"}
	case "rappresentata", "rappresentato":
		after = []string{"da", "dal", "dalla", "dallo"}
	case "eingetragen":
		after = []string{"im", "in", "beim"}
	default:
		return false
	}
	n := s.nextWord(c)
	return n >= 0 && slices.ContainsFunc(after, func(w string) bool { return s.wordIs(n, w) })
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
	if s.toks[from].shape == shLower && s.representedAt(st) {
		return // "a single wildcard (represented by an empty string)": prose
	}
	if s.toks[from].cls&wcHonorific != 0 {
		return // "Herr Schmidt, vertreten durch seinen Anwalt"
	}
	// One word after an article is a noun of prose ("Das Dokument
	// (nachfolgend …)"), unless a representative or a register follows
	// it and the word reads as a name: a known name, a hyphenated word or,
	// in German text, no German noun ("die Quarvex, vertreten durch";
	// "Der Mieter, vertreten durch", "La Société, représentée par").
	article := s.afterArticle(from) && (!s.representedAt(st) || !s.partyNameAfterArticle(from) || s.plainWordsOnly(from, m))
	if words == 1 && (s.common(from, s.d.p.commonMax) && s.resolved(from)&nameBits == 0 || article) {
		return // "The Supplier, hereinafter the Party", "Das Dokument (nachfolgend …)"
	}
	if pe, a := s.phraseAt(s.d.base, from, placeBits); pe == m && a != 0 && (a&nameBits == 0 || s.representedAt(st) && !smallTownAtMost(a)) {
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
