package gazetteer

// townStateLines finds an address's last line written without its
// street: one to three capitalised words of a town, a comma, a region's
// code in two or three capitals and a postcode of any country's shape
// ("Toddborough, QLD 2957", "Pune, NI 041375", "Wilsonshire, NI L1F
// 9HZ"). The postcode is no year, and no capitalised word or number
// follows it on its line; the town's first word is no common English
// word unless a known place ("Hello, OK 12345" is none), and the line
// stands where an address does: after a preposition of place or
// destination, or with an address cue among the four words before it
// ("Nueva Suiza, QRO 12996 is far" names a place, "(Luhn, ISO 7064)" two
// standards).
func (s *scratch) townStateLines() {
	for _, ci := range s.caps {
		r := int(ci)
		t := &s.toks[r]
		if t.shape != shUpper || t.letters < 2 || t.letters > 3 || int(t.letters) != t.end-t.start || r < 2 ||
			s.toks[r-1].flags&tfWord != 0 || s.toks[r-1].r != ',' || t.flags&tfNL != 0 || !s.free(r) {
			continue
		}
		if codeLabels[string(s.wordBytes(r))] || t.cls&wcTechTerm != 0 {
			continue // "Zentrova, SKU 48213", "Luhn, ISO 7064": a label of a code, no region's
		}
		z := s.nextWord(r)
		if z < 0 || s.yearLike(z) {
			continue
		}
		e := s.countryPostcode(z)
		if e <= z || e < len(s.toks) && s.toks[e].flags&tfNL == 0 && s.isWord(e) && (s.capWord(e) || s.toks[e].flags&tfDigit != 0) {
			continue
		}
		start := -1
		for w, k := 0, r-2; w < 3 && k >= 0 && s.isWord(k) && s.free(k) && s.toks[k].shape == shCap &&
			s.toks[k].flags&tfDigit == 0 && s.toks[k].cls&(wcStopword|wcTimeWord) == 0; w, k = w+1, s.prevWord(k) {
			start = k
		}
		if start < 0 || s.common(start, 4) && s.resolved(start)&placeBits == 0 || !s.allFree(start, e) {
			continue
		}
		if p := s.prevWord(start); !(p >= 0 && placePrepositions[string(s.wordBytes(p))] || s.addressCueBefore(start)) {
			continue // "Nueva Suiza, QRO 12996 is far": a place named in a sentence, no address
		}
		s.add(start, e, labelStreet, s.confidence(0.1))
	}
}

// codeLabels name a code or a number in capitals, as a region's code is
// written: a product's, a standard's, an account's or a reference's.
var codeLabels = wordSet("sku iso din api ref id pin tel fax vat ean upc isbn iban bic nr no rfc cve pr")
