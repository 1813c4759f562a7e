package gazetteer

// The ends of American addresses beyond the two-letter states: the
// abbreviations of Mexico's states (three to five capitals: "QRO",
// "MICH", "TAMPS") and ZIP+4 codes ("91965-4763") after them, Brazil's
// federal unit after its town ("Dias / RO") and the eight digits of a
// CEP written without its hyphen ("78374456 Jesus / SP"), and the
// marker of an empty field that a table's export leaves after a town
// ("Velenje nan").

// zipCode reports whether word k is a ZIP code: five digits, or five
// digits, a hyphen and four ("91965-4763").
func (s *scratch) zipCode(k int) bool {
	if s.plainNumber(k, 5, 5) {
		return true
	}
	t := &s.toks[k]
	w := s.text[t.start:t.end]
	return len(w) == 10 && w[5] == '-' && allDigits(w[:5]) && allDigits(w[6:])
}

// allDigits reports whether w holds ASCII digits only.
func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isDigitByte(w[i]) {
			return false
		}
	}
	return true
}

// stateCodeZip reads, after a comma, a state's abbreviation of three to
// five capitals and a ZIP code at word k ("Nueva Suiza, QRO 12996-9950",
// "…, MICH 33008") and returns the end, or k.
func (s *scratch) stateCodeZip(k int) int {
	t := &s.toks[k]
	if k == 0 || s.toks[k-1].r != ',' || s.toks[k-1].flags&tfWord != 0 || t.shape != shUpper ||
		t.letters < 3 || t.letters > 5 || int(t.end-t.start) != int(t.letters) {
		return k
	}
	if z := s.nextWord(k); z >= 0 && s.zipCode(z) {
		return z + 1
	}
	return k
}

// federalUnit extends a town ending before token end over the federal
// unit written after a slash, as Brazil closes an address ("Dias / RO").
// It returns the new end, or end.
func (s *scratch) federalUnit(end int) int {
	if end+1 < len(s.toks) && s.toks[end].r == '/' && s.toks[end].flags&(tfWord|tfNL) == 0 &&
		s.dutchLetters(end+1) && s.toks[end+1].flags&tfNL == 0 && s.lineEndsAtOrLower(end+2) {
		return end + 2
	}
	return end
}

// lineEndsAtOrLower reports whether token k ends an address's line or
// is a word in lower case that goes on with the sentence, right after the
// address or after a spaced dash ("…Motuawa 8044 - come by any time").
func (s *scratch) lineEndsAtOrLower(k int) bool {
	if s.lineEndsAt(k) || s.isWord(k) && s.toks[k].shape == shLower {
		return true
	}
	return k+1 < len(s.toks) && s.spacedDash(k) && s.isWord(k+1) && s.toks[k+1].shape == shLower // "…Motuawa 8044 - come by"
}

// cepTown reads a Brazilian CEP of eight digits without its hyphen, the
// town and its federal unit at word k ("78374456 Jesus / SP"); the unit
// says that the digits are a postcode. It returns the end, or k.
func (s *scratch) cepTown(k int) int {
	if !s.plainNumber(k, 8, 8) {
		return k
	}
	if e := s.townWords(k + 1); e > k+1 {
		if u := s.federalUnit(e); u > e {
			return u
		}
	}
	return k
}

// emptyField reports whether word k is the marker of an empty field
// that ends its line ("nan", "NaN", "null", "None"), as an address
// exported from a table carries after its last part.
func (s *scratch) emptyField(k int) bool {
	switch string(s.wordBytes(k)) {
	case "nan", "null", "none":
		return s.lineEndsAt(k + 1)
	}
	return false
}

// stateAfterTown returns the word among the town's words k to end, after
// the first, that is a state's code of two capital letters before a ZIP
// code, written without a comma after the town ("Port Michael TX 39128",
// "East Haven CT 06512-1234"), or -1.
func (s *scratch) stateAfterTown(k, end int) int {
	for c := s.nextWord(k); c > k && c < end && s.toks[c].flags&tfNL == 0; c = s.nextWord(c) {
		if t := &s.toks[c]; t.shape == shUpper && t.letters == 2 && t.end-t.start == 2 {
			if z := s.nextWord(c); z >= 0 && s.toks[z].flags&tfNL == 0 && s.zipCode(z) {
				return c
			}
		}
	}
	return -1
}

// regionCodeAt reports whether word m is a region's code of two capital
// letters before a ZIP code or a postcode of four to six digits on the
// same line ("MN 6690", "TX 39128-1234").
func (s *scratch) regionCodeAt(m int) bool {
	t := &s.toks[m]
	if t.shape != shUpper || t.letters != 2 || t.end-t.start != 2 {
		return false
	}
	z := s.nextWord(m)
	return z >= 0 && s.toks[z].flags&tfNL == 0 && (s.zipCode(z) || s.plainNumber(z, 4, 6))
}
