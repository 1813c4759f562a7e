package gazetteer

// A firm named after its owners may be opened by a word for a firm or a
// trade ("Club Salcido y Ulibarri", "Despacho Díaz, Gallardo y Ferrer",
// "Laboratorios Otero y Badillo", "grupo ayala-alejandro"): whatever rule
// found the owners' names, the word right before them on their line
// belongs to the firm, and left out it tells the firm's trade next to
// its owners. A capitalised particle right before a firm inside a sentence opens its
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

// openingBefore returns the start of an organisation that starts at
// word from, extended over a free word right before it on its line that
// opens firms' names (ownersOpening), capitalised before a capitalised
// name or in small letters before one in small letters, or over a
// capitalised particle inside a sentence (surnameParticle) before a name
// that is no head noun and after no capitalised word; otherwise from. The word's shape and classes are tested before its letters.
func (s *scratch) openingBefore(from int) int {
	p := from - 1
	if p < 0 {
		return from
	}
	tp, tf := &s.toks[p], &s.toks[from]
	if tp.flags&(tfWord|tfUsed) != tfWord || tf.flags&(tfSpace|tfNL) != tfSpace || tp.letters < 2 {
		return from
	}
	switch {
	case tp.shape == shCap && (tf.shape == shCap || tf.shape == shUpper):
	case tp.shape == shLower && tf.shape == shLower:
	default:
		return from
	}
	if tp.letters <= 5 && tp.shape == shCap && tf.shape == shCap && tp.flags&tfSentStart == 0 && tf.cls&wcOrgHead == 0 && surnameParticle(s.wordBytes(p)) {
		if q := s.prevWord(p); q >= 0 && s.toks[q].shape == shCap {
			return from // "Samuel Le Grand-Lelijveld": the particle is inside a person's name
		}
		return p // "Le Gall S.A.S."; not "La Universidad de Salamanca"
	}
	if tp.letters < 4 || tp.cls&^wcOrgHead != 0 || !ownersOpening(s.wordBytes(p)) {
		return from
	}
	return p
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

// lowerOpenedPair adds, in a text without capitals, the firm of two
// owners joined by a conjunction other than English "and" ("after
// consulting smith and jones" is a gerund and two people) at words i and i+2 after a word that
// opens firms' names ("proyectos soria y heredia", "despacho valles y
// holguín", "laboratorios otero y badillo"): without that word two names
// joined so are as often two people. Each name is a known surname or a
// word of no list, no stopword, function word or closed class.
func (s *scratch) lowerOpenedPair(i int) {
	p := s.openingBefore(i) // the rarest condition first
	if p == i || s.toks[p].letters < 4 || !s.free(i) {
		return
	}
	c, k := i+1, i+2
	if !s.isWord(c) || !familyConjunction(s.wordBytes(c)) || s.wordIs(c, "and") || s.toks[c].flags&(tfSpace|tfNL) != tfSpace || !s.isWord(k) ||
		s.toks[k].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].shape != shLower || !s.lowerOwnerName(i) || !s.lowerOwnerName(k) {
		return
	}
	if n := s.nextWordAfter(k); n >= 0 && s.toks[n].shape == shLower && s.lowerOwnerName(n) && s.resolved(n)&attrLast != 0 {
		return // more of a name after it
	}
	s.add(p, k+1, labelOrg, s.confidence(-0.1))
}
