package gazetteer

// Organisations named by a dealing between firms: a contract, an
// agreement, a partnership or a merger with one ("the contract with
// Lending Club", "Vertrag mit Kabus", "acuerdo con Zentrova", past a
// participle: "Contrat signé avec Dortro"), and a
// competitor or rival written before its name ("our competitor
// Beacon"). A capitalised run after such a word is a firm even when its
// words are common English words, which other cues leave to the name
// rules; a run that opens with a known first name stays a person's
// ("a contract with Anna Becker"), a known place stays a place, and a
// part of the contract is none ("Accordo firmato con Allegato B").

// dealCue reports whether w names a dealing whose other party follows a
// preposition of company (dealPrep): EN, FR, DE, ES, IT.
func dealCue(w []byte) bool {
	switch string(w) {
	case "contract", "contracts", "agreement", "agreements", "partnership", "partnerships", "partnered", "merger",
		"merged", "contrat", "partenariat", "vertrag", "vereinbarung", "partnerschaft", "kooperation", "contrato",
		"acuerdo", "alianza", "contratto", "accordo", "overeenkomst", "samenwerking", "acordo", "parceria":
		return true
	}
	return false
}

// dealPrep reports whether w, after a dealCue, introduces the other party.
func dealPrep(w []byte) bool {
	switch string(w) {
	case "with", "avec", "mit", "con", "met", "com":
		return true
	}
	return false
}

// dealParticiple reports whether w, between a dealCue and its
// preposition, says the dealing was made ("Contrat signé avec",
// "Contratto firmato con", "Acuerdo firmado con", "contract signed with").
func dealParticiple(w []byte) bool {
	switch string(w) {
	case "signed", "concluded", "signe", "signee", "signes", "conclu", "conclue", "unterzeichnet", "unterschrieben",
		"geschlossen", "abgeschlossen", "firmado", "firmada", "suscrito", "suscrita", "firmato", "firmata",
		"stipulato", "stipulata", "sottoscritto":
		return true
	}
	return false
}

// rivalCue reports whether w names a firm's competitor written right
// before its name ("our competitor Beacon", "notre concurrent Zentrova").
func rivalCue(w []byte) bool {
	switch string(w) {
	case "competitor", "competitors", "rival", "rivals", "concurrent", "konkurrent", "wettbewerber", "competidor",
		"concorrente":
		return true
	}
	return false
}

// orgAfterDeal finds the firm that deal or rival cue word c announces and
// reports whether c is such a word before a preposition of company or a
// capitalised word (handled, found or not). The byte tests on the word
// after c come first: most cue words stand before neither.
func (s *scratch) orgAfterDeal(c int) bool {
	p := s.nextWord(c)
	if p < 0 {
		return false
	}
	if dealCue(s.wordBytes(c)) && s.toks[p].shape == shLower && dealParticiple(s.wordBytes(p)) {
		if q := s.nextWord(p); q >= 0 {
			p = q // "Contrat signé avec Dortro", "Contratto firmato con Zenvo"
		}
	}
	r := -1
	switch pt := &s.toks[p]; {
	case pt.shape == shLower && pt.letters <= 4 && dealPrep(s.wordBytes(p)):
		if !dealCue(s.wordBytes(c)) {
			return false
		}
		r = s.nextWord(p)
	case pt.shape == shCap && rivalCue(s.wordBytes(c)):
		r = p
	default:
		return false
	}
	if r >= 0 && contractDocument(s.wordBytes(r)) {
		return true // "Contrat signé avec Avenant n°2": a part of the contract
	}
	if r >= 0 && s.noUpper && s.lowerFirmStart(r) {
		s.addOrg(r, s.headAfter(r+1), s.confidence(-0.1)) // "partnered with nexvo"
		return true
	}
	if r < 0 || !s.capWord(r) || !s.free(r) || s.toks[r].flags&tfSentStart != 0 {
		return true
	}
	end := s.orgRunEnd(r)
	if end <= r {
		return true
	}
	if fe := s.formAfter(end); fe > end {
		end = fe
	} else {
		if noValue(s.wordBytes(r)) || end == r+1 && (s.toks[r].cls&wcNonName != 0 || s.germanNounHere(r)) {
			return true
		}
		if end-r <= 3 && firmAttrs(s.toks[r].attr)&attrFirst != 0 {
			return true // a person: "a contract with Anna Becker"
		}
		if pe, a := s.phraseAt(s.d.base, r, placeBits); pe == end && a != 0 &&
			(a&nameBits == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3) {
			return true // a place: "an agreement with France"
		}
	}
	s.addOrg(r, end, s.confidence(-0.1))
	return true
}
