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
// standards). An American state's code needs no postcode where it ends
// its field or a word in lower case follows it ("grew up in Smithview, WI
// and…", bareStateEnd), and a town and a state's code that fill a line
// or a field by themselves need no preposition or cue either
// ("\"Fosterborough, TN\",", "Bill to:\nAcme\nMichellemouth, WA\n"), and a town's first word may be a common word that
// opens towns' names before another ("Port Katie, MN").
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
		e := s.bareStateEnd(r, z)
		if e < 0 {
			if z < 0 || s.yearLike(z) {
				continue
			}
			e = s.countryPostcode(z)
			if e <= z || e < len(s.toks) && s.toks[e].flags&tfNL == 0 && s.isWord(e) && (s.capWord(e) || s.toks[e].flags&tfDigit != 0) {
				continue
			}
		}
		start := -1
		for w, k := 0, r-2; w < 3 && k >= 0 && s.isWord(k) && s.free(k) && s.toks[k].shape == shCap &&
			s.toks[k].flags&tfDigit == 0 && s.toks[k].cls&(wcStopword|wcTimeWord) == 0; w, k = w+1, s.prevWord(k) {
			start = k
		}
		if start < 0 || s.common(start, 4) && s.resolved(start)&placeBits == 0 && !(start < r-2 && townPrefixes[string(s.wordBytes(start))]) || !s.allFree(start, e) {
			continue
		}
		if p := s.prevWord(start); !(p >= 0 && placePrepositions[string(s.wordBytes(p))] || s.addressCueBefore(start)) &&
			!(e == r+1 && z < 0 && s.fieldAlone(start)) && !(e == r+1 && s.afterStreetComma(start)) {
			continue // "Nueva Suiza, QRO 12996 is far": a place named in a sentence, no address
		}
		if e == r+1 {
			e = s.commaPostcodeEnd(e) // "Amberfort, SA, 2178"
		}
		s.add(s.streetBeforeTown(start), e, labelStreet, s.confidence(0.1))
	}
}

// commaPostcodeEnd returns the end of the postcode that a comma sets off
// after a region's code ending at token e ("Amberfort, SA, 2178"), when
// no capitalised word or number follows it on its line, or e.
func (s *scratch) commaPostcodeEnd(e int) int {
	z := e + 1
	if z >= len(s.toks) || s.toks[e].flags&tfWord != 0 || s.toks[e].r != ',' || !s.isWord(z) ||
		s.toks[z].flags&tfNL != 0 || s.toks[z].flags&tfDigit == 0 || s.yearLike(z) {
		return e
	}
	pe := s.countryPostcode(z)
	if pe <= z || !s.allFree(z, pe) || pe < len(s.toks) && s.toks[pe].flags&tfNL == 0 && s.isWord(pe) && (s.capWord(pe) || s.toks[pe].flags&tfDigit != 0) {
		return e
	}
	return pe
}

// streetBeforeTown returns where the address whose town opens at word
// start begins: at the house number of the street that a comma sets off
// before the town, one to four capitalised words after it, when the
// number opens its field or follows an address cue ("Address: 605 Jones
// Line, Amberfort, SA"), though the street's type is none the lists
// know; else at start.
func (s *scratch) streetBeforeTown(start int) int {
	c := start - 1
	if c < 1 || s.toks[c].flags&tfWord != 0 || s.toks[c].r != ',' || s.toks[start].flags&tfNL != 0 {
		return start
	}
	k := c - 1
	for w := 0; w < 4 && k >= 0 && s.isWord(k) && s.free(k) && s.toks[k].shape == shCap && s.toks[k].flags&tfDigit == 0; w++ {
		if p := s.prevWord(k); p >= 0 && s.free(p) && s.houseNumber(p) && (s.fieldAlone(p) || s.addressCueBefore(p)) {
			return p
		}
		k = s.prevWord(k)
	}
	return start
}

// codeLabels name a code or a number in capitals, as a region's code is
// written: a product's, a standard's, an account's or a reference's.
var codeLabels = wordSet("sku iso din api ref id pin tel fax vat ean upc isbn iban bic nr no rfc cve pr")

// bareStateEnd returns the end of an American or Australian state's code
// at word r written without a postcode: one of the fifty states' or DC's
// two capitals, not "OK" (a word of chat as often), or an Australian
// state's ("NSW", "VIC", "NT"), that ends its field or
// clause or is followed by a word in lower case (z, the word after it,
// or -1); or -1.
func (s *scratch) bareStateEnd(r, z int) int {
	t := &s.toks[r]
	if w := s.wordBytes(r); !(t.end-t.start == 2 && usStateCodes[string(w)] && s.text[t.start:t.end] != "OK" || australianStates[string(w)]) {
		return -1
	}
	if z < 0 && s.fieldClosesAt(r+1) || z >= 0 && s.toks[z].shape == shLower {
		return r + 1
	}
	return -1
}

// usStateCodes are the two-letter codes of the fifty states and the
// District of Columbia, folded.
var usStateCodes = wordSet("al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy")

// townPrefixes open towns' names before another word, common words
// though they are ("Port Katie", "North Adamview", "Lake Jessica").
var townPrefixes = wordSet("north south east west new lake port mount fort saint st point")

// fieldAlone reports whether word k opens its line or a field: a
// quote, a bar, a bracket, an equals sign or a colon right before it.
func (s *scratch) fieldAlone(k int) bool {
	if s.toks[k].flags&tfLineStart != 0 {
		return true
	}
	if k == 0 || s.toks[k-1].flags&tfWord != 0 {
		return false
	}
	switch s.toks[k-1].r {
	case '"', '|', '(', '=', ':':
		return true
	}
	return false
}

// afterStreetComma reports whether word k follows the comma after a
// street already read ("372 Davis Row, North Markhaven, VIC"): the town
// and the state close its address.
func (s *scratch) afterStreetComma(k int) bool {
	if k < 2 || s.toks[k-1].flags&tfWord != 0 || s.toks[k-1].r != ',' || s.toks[k-2].flags&tfUsed == 0 {
		return false
	}
	for i := len(s.spans) - 1; i >= 0; i-- {
		if sp := &s.spans[i]; sp.to == int32(k-1) {
			return sp.kind == labelStreet
		}
	}
	return false
}
