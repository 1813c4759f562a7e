package gazetteer

// appositiveNoun reports whether w is a word for a firm that names it in
// an apposition after a possessive or an article ("my bank, Lantern,
// charged me twice", "our insurer, Silver Oak."): EN, FR, DE, ES, IT.
func appositiveNoun(w []byte) bool {
	switch string(w) {
	case "company", "firm", "employer", "bank", "insurer", "lender", "carrier", "airline", "provider", "supplier",
		"vendor", "agency", "startup", "retailer", "manufacturer", "publisher", "client", "customer", "societe",
		"entreprise", "fournisseur", "employeur", "firma", "unternehmen", "arbeitgeber", "lieferant", "empresa", "proveedor", "empleador",
		"azienda", "ditta", "fornitore", "rival", "competitor", "sponsor", "distributor", "wholesaler", "concurrent",
		"concurrente", "konkurrent", "wettbewerber", "competidor", "concorrente", "rivale":
		return true
	}
	return false
}

// appositiveDeterminer reports whether w may open the noun phrase of an
// apposition (appositiveNoun).
func appositiveDeterminer(w []byte) bool {
	return possessive(w) || string(w) == "the" || string(w) == "a" || string(w) == "an" || string(w) == "its"
}

// appositiveAdjective reports whether w may stand between the determiner
// and the word for a firm of an apposition ("her previous employer,
// Ratenomics,", "our main supplier, Zentrova,").
func appositiveAdjective(w []byte) bool {
	switch string(w) {
	case "previous", "current", "former", "old", "new", "main", "biggest", "largest", "only", "usual", "local",
		"preferred", "primary", "last", "first":
		return true
	}
	return false
}

// orgAppositive adds the firm that stands in apposition to firm word c,
// between commas or before the sentence's end ("my bank, Lantern,
// charged me", "our insurer, Silver Oak."), and reports whether it did.
// A run that opens with a known first name is a person ("our client,
// Anna Becker,"), a known place a place, and a run that goes on into
// the sentence no apposition ("As a company, Security is…").
func (s *scratch) orgAppositive(c int) bool {
	k := c + 1
	if k+1 >= len(s.toks) || s.toks[k].r != ',' || s.toks[k].flags&(tfWord|tfSpace|tfNL) != 0 || !appositiveNoun(s.wordBytes(c)) {
		return false
	}
	p := s.prevWord(c)
	if p >= 0 && s.toks[p].shape == shLower && appositiveAdjective(s.wordBytes(p)) {
		p = s.prevWord(p) // "her previous employer, Ratenomics,"
	}
	if p < 0 || s.toks[p].shape != shLower && s.toks[p].flags&tfSentStart == 0 || !appositiveDeterminer(s.wordBytes(p)) {
		return false
	}
	r := k + 1
	if !s.isWord(r) || s.toks[r].flags&(tfSpace|tfNL) != tfSpace || !s.capWord(r) || !s.free(r) {
		return false
	}
	end := s.orgRunEnd(r)
	if end <= r {
		return false
	}
	if fe := s.formAfter(end); fe > end {
		end = fe
	}
	if end < len(s.toks) {
		if t := &s.toks[end]; t.flags&tfNL == 0 && (t.flags&tfWord != 0 || t.r != ',' && t.r != '.' && t.r != '!' && t.r != '?' && t.r != ';') {
			return false
		}
	}
	if end-r <= 3 && firmAttrs(s.toks[r].attr)&attrFirst != 0 || s.toks[r].cls&wcNonName != 0 || s.germanNounHere(r) {
		return false
	}
	if pe, a := s.phraseAt(s.d.base, r, placeBits); pe == end && a != 0 &&
		(a&nameBits == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3) {
		return false
	}
	s.addOrg(r, end, s.confidence(-0.1))
	return true
}
