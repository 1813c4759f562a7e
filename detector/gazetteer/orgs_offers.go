package gazetteer

// The sender of an offer, a quote or an invoice is a firm as often as a
// person ("Subject: Offer from Morstasta", "offer from morvatix"): after
// such a document and "from", capitalised words with one in no list (no
// known name, place or common English word, no name of code), or in a
// text without capitals in English one word in no list, are the firm.
// Known names and places stay what they are ("The invoice from Anna
// Becker", "Offer from Berlin"), and common words name no firm ("Offer
// from Customer Support"). A job offer and a lay-off are dealings of a
// firm, after which common words name one as after a contract (dealFirm:
// "a job offer from Stone Bridge", "laid off from Clear Water").

// offerDocument reports whether folded w is a document of trade whose
// sender follows "from".
func offerDocument(w []byte) bool {
	switch string(w) {
	case "offer", "offers", "quote", "quotes", "quotation", "proposal", "invoice", "invoices", "estimate", "bid",
		"tender":
		return true
	}
	return false
}

// orgAfterOffer adds the firm after cue word f, "from" right after an
// offerDocument, and reports whether f is such a "from" (handled, found
// or not); a capitalised "From" of a header is the other cues'.
func (s *scratch) orgAfterOffer(f int) bool {
	if !s.wordIs(f, "from") {
		return false
	}
	p := f - 1
	if p < 0 || s.toks[p].flags&tfWord == 0 {
		return false // "From: Jesús Viña <…>": a header's key, which the other cues read
	}
	if q := s.prevWord(p); q >= 0 && (s.wordIs(p, "off") && s.wordIs(q, "laid") || s.wordIs(p, "offer") && s.wordIs(q, "job")) {
		s.dealFirm(s.nextWord(f), true) // "laid off from Clear Water", "a job offer from Stone Bridge": a dealing
		return true
	}
	if !offerDocument(s.wordBytes(p)) {
		return false
	}
	r := s.nextWord(f)
	if r < 0 || !s.free(r) {
		return true
	}
	if s.noUpper {
		if s.lowerFirmStart(r) || s.lowerDealSurname(r) {
			s.addOrg(r, s.headAfter(r+1), s.confidence(-0.1)) // "offer from morvatix"
		}
		return true
	}
	if !s.capWord(r) || s.toks[r].flags&tfSentStart != 0 {
		return true
	}
	end := s.orgRunEnd(r)
	if end <= r || !s.subjectWords(r, end) || !s.unlistedWord(r, end) || s.codeName(r, end) {
		return true
	}
	s.addOrg(r, s.headAfter(end), s.confidence(-0.1))
	return true
}
