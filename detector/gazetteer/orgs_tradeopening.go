package gazetteer

// A firm named after its owners may be opened by a word for a firm or a
// trade ("Club Salcido y Ulibarri", "Despacho Díaz, Gallardo y Ferrer",
// "Laboratorios Otero y Badillo", "grupo ayala-alejandro"): whatever rule
// found the owners' names, the word right before them on their line
// belongs to the firm, and left out it tells the firm's trade next to
// its owners. Names that the rules of people took after such a word,
// capitalised, are the firm's owners ("hablé con Club Urrutia y Soliz").
// A capitalised particle right before a firm inside a sentence opens its
// owner's surname ("synced account for Le Gall S.A.S.", "De Oliveira
// SARL").

// ownersOpening reports whether w, folded, opens a firm's name before
// its owners' names: tradeOpening and openingHead, and the words for a
// club, a practice or a corporation that Spanish and Italian firms open
// with.
func ownersOpening(w []byte) bool {
	switch string(w) {
	case "club", "despacho", "bufete", "corporacion", "corporativo", "proyectos", "studio", "estudio":
		return true
	}
	return tradeOpening(w) || openingHead(w)
}

// openingBefore returns the start of a span of kind kind (an
// organisation or a person) that starts at word from, extended over a
// free word right before it on its line that opens firms' names
// (ownersOpening), capitalised before a capitalised name or in small
// letters before one in small letters (for a person: capitalised, no
// word for a family), or, for an organisation, over a capitalised
// particle inside a sentence (surnameParticle); and the kind the span
// takes then. Otherwise it returns from and kind.
func (s *scratch) openingBefore(from, kind int) (int, int) {
	p := s.prevWord(from)
	if p < 0 || s.toks[p].flags&tfUsed != 0 {
		return from, kind
	}
	sp, sf := s.toks[p].shape, s.toks[from].shape
	w := s.wordBytes(p)
	if kind == labelOrg && sp == shCap && sf == shCap && s.toks[p].flags&tfSentStart == 0 && surnameParticle(w) {
		return p, kind // "Le Gall S.A.S."
	}
	if s.toks[p].cls&wcStopword != 0 {
		return from, kind
	}
	switch {
	case sp == shCap && (sf == shCap || sf == shUpper):
	case sp == shLower && sf == shLower && kind == labelOrg:
	default:
		return from, kind
	}
	if !ownersOpening(w) || kind == labelPerson && (string(w) == "familia" || string(w) == "famiglia") {
		return from, kind
	}
	return p, labelOrg
}

// surnameParticle reports whether w, folded, is a particle that opens a
// surname of the Romance languages, Dutch or German ("Le Gall", "Da
// Silva", "De Luca", "Van Dijk").
func surnameParticle(w []byte) bool {
	switch string(w) {
	case "le", "la", "de", "da", "di", "del", "della", "des", "du", "dos", "van", "von", "ten", "ter":
		return true
	}
	return false
}
