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
// The same holds for the other dealings of English text whose other
// party is a firm as often as not: a lawsuit or a dispute ("the lawsuit
// against Smart Move", "sued Clear View"), funding or a stake ("funding
// from Open Door", "a stake in Happy Hound"), a purchase past its object
// ("bought the laptops from Paper Plane") and the start or end of a job
// ("an interview at Iron Bridge", "fired from Open Door", "ten years with
// Second Nature").

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

// dealingPrep reports whether w, folded, after English cue word c names a
// dealing whose other party follows it ("lawsuit against", "funding
// from", "stake in", "fired from", "interview at"). The preposition is
// read first; orgAfterDeal tests c's first letter and length
// (dealingInitial) before it, as most cue words announce no dealing ("team from").
func dealingPrep(c, w []byte) bool {
	switch string(w) {
	case "against":
		switch string(c) {
		case "lawsuit", "lawsuits", "suit", "suits", "litigation", "claims", "complaint", "complaints", "proceedings":
			return true
		}
	case "with":
		switch string(c) {
		case "litigation", "dispute", "disputes", "settlement", "interview", "interviews", "interviewed", "career", "years":
			return true
		}
	case "from":
		switch string(c) {
		case "funding", "investment", "financing", "bought", "purchased", "ordered", "fired", "resigned", "retired",
			"dismissed":
			return true
		}
	case "in":
		switch string(c) {
		case "stake", "stakes", "investor", "investors":
			return true
		}
	case "at":
		switch string(c) {
		case "interview", "interviews", "interviewed", "career", "years":
			return true
		}
	case "by":
		return string(c) == "led"
	}
	return false
}

// dealingInitial reports whether cue word c may be a cue word of
// dealingPrep, suedVerb or purchaseVerb by its first letter and length
// (dealingKeys): byte tests before its look-ups, as most cue words
// announce no dealing ("customer", "team").
func (s *scratch) dealingInitial(c int) bool {
	return dealingKeys&(1<<((uint(s.fold[s.toks[c].fs])*8+uint(s.toks[c].letters))&63)) != 0
}

// dealingKeys has a bit for the first letter and the length of each cue
// word of dealingInitial ("bought": 'b', 6), a filter that lets few
// others through.
const dealingKeys uint64 = 1<<(('b'*8+6)&63) | 1<<(('c'*8+6)&63) | 1<<(('c'*8+9)&63) | 1<<(('c'*8+10)&63) |
	1<<(('d'*8+7)&63) | 1<<(('d'*8+8)&63) | 1<<(('d'*8+9)&63) | 1<<(('f'*8+5)&63) | 1<<(('f'*8+7)&63) |
	1<<(('f'*8+9)&63) | 1<<(('i'*8+8)&63) | 1<<(('i'*8+9)&63) | 1<<(('i'*8+10)&63) | 1<<(('i'*8+11)&63) |
	1<<(('l'*8+7)&63) | 1<<(('l'*8+8)&63) | 1<<(('l'*8+10)&63) | 1<<(('o'*8+7)&63) | 1<<(('p'*8+9)&63) |
	1<<(('p'*8+11)&63) | 1<<(('r'*8+7)&63) | 1<<(('r'*8+8)&63) | 1<<(('s'*8+4)&63) | 1<<(('s'*8+5)&63) |
	1<<(('s'*8+6)&63) | 1<<(('s'*8+10)&63) | 1<<(('y'*8+5)&63) | 1<<(('l'*8+3)&63)

// dealingCue reports whether w, folded, is a cue word of dealingPrep or
// suedVerb: a noun or a verb that also names a firm's trade when
// capitalised inside its name ("Claims Management Ltd", "Funding Circle
// Ltd").
func dealingCue(w []byte) bool {
	switch string(w) {
	case "lawsuit", "lawsuits", "suit", "suits", "litigation", "claims", "complaint", "complaints", "proceedings",
		"dispute", "disputes", "settlement", "funding", "investment", "financing", "bought", "purchased", "ordered",
		"fired", "resigned", "retired", "dismissed", "stake", "stakes", "investor", "investors", "interview", "interviews",
		"interviewed", "career", "years", "sued", "sues", "suing", "applied", "led":
		return true
	}
	return false
}

// toDealing reports whether w, folded, names a dealing whose other party
// follows "to": an application or a firm's trade ("applied to", "a
// vendor to", "a supplier to").
func toDealing(w []byte) bool {
	return string(w) == "applied" || string(w) == "vendor" || string(w) == "supplier"
}

// dealingOnlyCue reports whether cue word w, folded, announces a firm
// only in a dealing that orgAfterDeal reads ("applied to Paper Plane", "a
// round led by Iron Gate"): alone, a capitalised word after it is a
// subject's or a title's ("Applied Cryptography", "LED lighting").
func dealingOnlyCue(w []byte) bool {
	return string(w) == "applied" || string(w) == "led"
}

// purchaseVerb reports whether w, folded, is a purchase whose seller may
// follow "from" past its object ("bought the laptops from").
func purchaseVerb(w []byte) bool {
	return string(w) == "bought" || string(w) == "purchased" || string(w) == "ordered"
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

// wordsNamingNoOne reports whether the words of [from, to), after a
// first name, are common English words that no list holds as a name
// ("Golden Anchor": no one's surname), so that the run names a thing or
// a firm rather than a person ("Grace Hill" is one).
func (s *scratch) wordsNamingNoOne(from, to int) bool {
	if from >= to {
		return false
	}
	for k := from; k < to; k++ {
		if s.isWord(k) && (!s.common(k, s.d.p.commonMax) || s.resolved(k)&nameBits != 0) {
			return false
		}
	}
	return true
}

// suedVerb reports whether w, folded, is a lawsuit's verb whose
// defendant follows it ("sued Clear View").
func suedVerb(w []byte) bool {
	return string(w) == "sued" || string(w) == "sues" || string(w) == "suing"
}

// roundBefore reports whether "led" at word c follows a round of funding,
// maybe past a comma or "was" ("the seed round, led by", "the round was
// led by").
func (s *scratch) roundBefore(c int) bool {
	k := c - 1
	if k >= 0 && s.toks[k].flags&tfWord == 0 && s.toks[k].r == ',' {
		k--
	} else if k = s.prevWord(c); k >= 0 && (s.wordIs(k, "was") || s.wordIs(k, "is") || s.wordIs(k, "were")) {
		k = s.prevWord(k)
	}
	if k < 0 || s.toks[k].flags&tfWord == 0 {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "round", "rounds", "funding", "financing", "investment":
		return true
	}
	return false
}

// proposalDash returns the first word after a partnership's proposal and
// a dash ("Partnership proposal - Open Door") when word p after dealCue
// word c is "proposal", or -1.
func (s *scratch) proposalDash(c, p int) int {
	if !s.wordIs(p, "proposal") || !s.wordIs(c, "partnership") || p+2 >= len(s.toks) {
		return -1
	}
	if d := &s.toks[p+1]; d.flags&(tfWord|tfNL) != 0 || d.r != '-' && d.r != '–' && d.r != ':' {
		return -1
	}
	if s.toks[p+2].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace {
		return -1
	}
	return p + 2
}

// pastObject returns the word "from" after purchase word p's object, up
// to three words in small letters or numbers on the same line with
// nothing else between them ("the new laptops from", "40 chairs from"),
// or p.
func (s *scratch) pastObject(p int) int {
	for k, n := p, 0; k >= 0 && n < 4; k, n = s.nextWord(k), n+1 {
		if s.toks[k].shape != shLower && !(s.toks[k].flags&tfDigit != 0 && s.toks[k].letters == 0) {
			return p
		}
		if s.wordIs(k, "from") {
			return k
		}
	}
	return p
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
	if pt := &s.toks[p]; pt.letters == 2 && pt.shape == shLower && s.wordIs(p, "to") {
		if !toDealing(s.wordBytes(c)) {
			return false
		}
		s.dealFirm(s.nextWord(p), true) // "applied to Paper Plane", "a supplier to Iron Gate"
		return true
	}
	if s.dealingInitial(c) {
		if r := s.dealingParty(c, p); r >= -1 {
			s.dealFirm(r, true)
			return true
		}
	}
	if dealCue(s.wordBytes(c)) && s.toks[p].shape == shLower && dealParticiple(s.wordBytes(p)) {
		if q := s.nextWord(p); q >= 0 {
			p = q // "Contrat signé avec Dortro", "Contratto firmato con Zenvo"
		}
	}
	r := -1
	if s.toks[p].letters == 8 {
		if f := s.proposalDash(c, p); f >= 0 {
			s.dealFirm(f, true) // one common word names no firm: "Partnership proposal - Draft"
			return true
		}
	}
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
	s.dealFirm(r, false)
	return true
}

// dealingParty returns the first word of the other party of the dealing
// that cue word c, before word p, announces (dealingPrep, suedVerb, a
// purchase past its object), -1 when none follows, or -2 when c
// announces no dealing there. It is not inlined: its rare path stays out
// of orgAfterDeal, which every cue word of organisations enters.
//
//go:noinline
func (s *scratch) dealingParty(c, p int) int {
	if l := s.toks[c].letters; (l == 6 || l == 7 || l == 9) && purchaseVerb(s.wordBytes(c)) && !(s.noUpper && s.wordIs(c, "ordered")) {
		p = s.pastObject(p) // "bought the laptops from"; not "an ordered dictionary with keys from iterable"
	}
	switch pt := &s.toks[p]; {
	case pt.shape == shLower && pt.letters <= 7 && dealingPrep(s.wordBytes(c), s.wordBytes(p)):
		if s.toks[c].letters == 3 && !s.roundBefore(c) {
			return -2 // "the meeting was led by": a round of funding only
		}
		return s.nextWord(p)
	case pt.shape == shCap && s.toks[c].letters <= 5 && suedVerb(s.wordBytes(c)):
		return p
	}
	return -2
}

// lowerDealSurname reports whether word r, after a dealing's cue in a
// text without capitals, is a known surname alone that names the firm
// of its family ("offer from perrin", "the contract with kowalczyk"): four
// letters or more, in text the language guess leaves to English, no
// first name, place, common English word or closed class, and no name
// after it, where it would be a person's.
func (s *scratch) lowerDealSurname(r int) bool {
	t := &s.toks[r]
	if s.lang != langOther || t.shape != shLower || t.letters < 4 || t.flags&(tfDigit|tfHyphen) != 0 || !s.free(r) || t.cls != 0 {
		return false
	}
	if a := s.resolved(r); a&attrLast == 0 || firmAttrs(a)&attrFirst != 0 || a&placeBits != 0 || s.common(r, s.d.p.commonMax) {
		return false
	}
	n := s.nextWordAfter(r)
	return n < 0 || s.toks[n].cls != 0 || functionWords.has(s.wordBytes(n)) || s.resolved(n)&nameBits == 0
}

// dealFirm adds the firm whose name starts at word r after a dealing's
// cue (orgAfterDeal); dealing says an English dealing of dealingParty
// announced it, after which one common word names no firm ("an
// interview at Noon").
func (s *scratch) dealFirm(r int, dealing bool) {
	if r >= 0 && contractDocument(s.wordBytes(r)) {
		return // "Contrat signé avec Avenant n°2": a part of the contract
	}
	if r >= 0 && s.noUpper && (s.lowerFirmStart(r) || dealing && s.lang == langOther && s.lowerUnknown(r) || s.lowerDealSurname(r)) {
		s.addOrg(r, s.headAfter(r+1), s.confidence(-0.1)) // "partnered with nexvo"
		return
	}
	if r < 0 || !s.capWord(r) || !s.free(r) || s.toks[r].flags&tfSentStart != 0 || s.toks[r].cls&wcTimeWord != 0 {
		return // "funding from January"
	}
	end := s.orgRunEnd(r)
	if end <= r {
		return
	}
	if fe := s.formAfter(end); fe > end {
		end = fe
	} else {
		if noValue(s.wordBytes(r)) || end == r+1 && (s.toks[r].cls&wcNonName != 0 || s.germanNounHere(r)) {
			return
		}
		if dealing && end == r+1 && s.common(r, s.d.p.commonMax) {
			return // "an interview at Noon": one common word names a firm after a contract only
		}
		if end-r <= 3 && firmAttrs(s.toks[r].attr)&attrFirst != 0 && !s.wordsNamingNoOne(r+1, end) {
			return // a person: "a contract with Anna Becker"; not "the lawsuit against Golden Anchor"
		}
		if pe, a := s.phraseAt(s.d.base, r, placeBits); pe == end && a != 0 &&
			(a&nameBits == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3) {
			return // a place: "an agreement with France"
		}
	}
	s.addOrg(r, end, s.confidence(-0.1))
}
