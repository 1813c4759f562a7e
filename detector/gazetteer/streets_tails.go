package gazetteer

// countryPostcode reads the postcode written after a country at the end
// of an address, at word m, in each country's shape: four to six digits
// or a code of the postcode rule ("Estonia 62488", "Portugal 3672-872"),
// a ZIP+4 ("Nepal 36707-1246"), eight digits of a CEP before the line's
// end or a word in lower case ("Jordan 11272339"), three and two digits
// ("Slovakia 812 03", "Czech Republic 171 41"), four digits and two
// capitals ("Netherlands 1231 GA"), a Canadian code ("Canada B3H 1Y6")
// or an Eircode, or any other code of letters and digits that no count
// could be before the line's end or a word in lower case ("Azerbaijan
// AZ6405"), maybe after a word in brackets ("Cyprus (Greek) 72423"). It
// returns the end, or m.
func (s *scratch) countryPostcode(m int) int {
	if m < 0 || !s.free(m) || s.toks[m].flags&tfNL != 0 {
		return m
	}
	if m+3 < len(s.toks) && s.toks[m].r == '(' && s.toks[m].flags&tfWord == 0 && s.isWord(m+1) && s.toks[m+2].r == ')' &&
		s.toks[m+1].flags&tfDigit == 0 && s.nextWord(m+2) == m+3 {
		if e := s.countryPostcode(m + 3); e > m+3 {
			return e // "Cyprus (Greek) 72423": a word in brackets names the country's part
		}
		return m
	}
	if s.plainNumber(m, 3, 3) && s.nextWord(m) == m+1 && s.plainNumber(m+1, 2, 2) && s.lineEndsAtOrLower(m+2) {
		return m + 2 // "Slovakia 812 03", "Tajikistan 865 50 tomorrow"
	}
	if s.plainNumber(m, 4, 4) && s.dutchLetters(m+1) && s.nextWord(m) == m+1 {
		return m + 2 // "Netherlands 1231 GA"
	}
	if s.plainNumber(m, 4, 6) || s.postcode(m) || s.zipCode(m) {
		return m + 1 // "Nepal 36707-1246" too
	}
	if s.plainNumber(m, 7, 8) && s.lineEndsAtOrLower(m+1) {
		return m + 1 // "Jordan 11272339": a CEP without its hyphen; "Chile 3369000"
	}
	if e := s.caPostcodeEnd(m); e > m {
		return e
	}
	if e := s.eircodeEnd(m); e > m && s.lineEndsAtOrLower(e) {
		return e // "Republic of Ireland Y62HPK0"
	}
	if e, strong := s.foreignCode(m); strong && s.lineEndsAtOrLower(e) {
		return e // "Azerbaijan AZ6405", "Fiji Y74TYCD", "Canada C8B 4J1": any country's code in another's place
	}
	return m
}

// countryTitle returns the word after the title that opens a country's
// long name at word k ("Republic of Ireland", "Kingdom of the
// Netherlands", "Islamic Republic of Iran"), or k.
func (s *scratch) countryTitle(k int) int {
	m := k
	if s.wordIs(m, "islamic") || s.wordIs(m, "federal") || s.wordIs(m, "democratic") || s.wordIs(m, "united") {
		if m = s.nextWord(m); m < 0 {
			return k
		}
	}
	if !s.capWord(m) || !s.wordIs(m, "republic") && !s.wordIs(m, "kingdom") && !s.wordIs(m, "commonwealth") &&
		!s.wordIs(m, "principality") && !s.wordIs(m, "state") {
		return k
	}
	if m = s.nextWord(m); m < 0 || !s.wordIs(m, "of") {
		return k
	}
	if m = s.nextWord(m); m >= 0 && s.wordIs(m, "the") {
		m = s.nextWord(m)
	}
	if m < 0 || !s.capWord(m) {
		return k
	}
	return m
}

// postcodeTownAhead reports whether word m opens a postcode and its town
// on the same line, or, up to hops times, a town, a comma and such a
// postcode and town ("0976 Metro Manila", "Muntinlupa, 0976 Metro
// Manila"): the end of an address whose towns come before its postcode.
// A postcode that could be a year is none.
func (s *scratch) postcodeTownAhead(m, hops int) bool {
	if m >= len(s.toks) || !s.isWord(m) || s.toks[m].flags&tfNL != 0 || !s.free(m) {
		return false
	}
	if s.postcode(m) {
		return !s.yearLike(m) && s.townWords(m+1) > m+1 // not "…, Boston, 2024 Olympics"
	}
	if hops == 1 || !s.capWord(m) {
		return false
	}
	e := s.townWords(m)
	return e > m && e+1 < len(s.toks) && s.toks[e].r == ',' && s.toks[e].flags&(tfWord|tfNL) == 0 && s.postcodeTownAhead(e+1, hops-1)
}

// republicAt reads a country named by one capitalised word and
// "Republic" at word k, after a comma or opening its line, that ends the
// clause or the line or comes before its postcode ("…, Czech Republic",
// "\n Czech Republic 409 10", "…, Slovak Republic 811 01"), and returns
// its end, or k.
func (s *scratch) republicAt(k int) int {
	if k == 0 || s.toks[k].flags&tfNL == 0 && s.toks[k-1].r != ',' {
		return k
	}
	m := s.nextWord(k)
	if m < 0 || !s.capWord(m) || !s.wordIs(m, "republic") || s.toks[k].flags&tfDigit != 0 {
		return k
	}
	if p := s.nextWord(m); p >= 0 && s.countryPostcode(p) > p {
		return s.countryPostcode(p)
	}
	if s.lineEndsAt(m+1) || s.questionEndsAt(m+1) || s.isWord(m+1) && s.toks[m+1].shape == shLower {
		return m + 1
	}
	return k
}

// emptyFields returns the token after the commas that follow token k
// when two commas with nothing between them leave a field of an address
// empty (", , WV,  Croatia 68625"), or k.
func (s *scratch) emptyFields(k int) int {
	for n := 0; n < 2 && k+1 < len(s.toks) && s.toks[k].r == ',' && s.toks[k].flags&tfWord == 0 &&
		s.toks[k+1].r == ',' && s.toks[k+1].flags&(tfWord|tfNL) == 0; n++ {
		k++
	}
	return k
}

// provinceCaPostcode reads a province of Canada in two letters and its
// postal code at word k, as a text without capitals writes the end of a
// Canadian address ("bc n9c 7j4", "sk h6g2c8"). It returns the end, or k.
func (s *scratch) provinceCaPostcode(k int) int {
	if t := &s.toks[k]; t.letters != 2 || t.end-t.start != 2 || t.flags&tfDigit != 0 {
		return k
	}
	if m := s.nextWord(k); m >= 0 && s.caPostcodeEnd(m) > m {
		return s.caPostcodeEnd(m)
	}
	return k
}

// eircodeEnd returns the end of an Irish Eircode at word k, in capitals
// (any letters in a text without capitals): a routing key of a letter and
// two digits or "D6W", then four letters or digits, with or without a
// space ("T74 YW2R", "E36KK0H"); or k. The unique part holds a letter
// and a digit unless it is glued, so that "A12 2024" is no Eircode.
func (s *scratch) eircodeEnd(k int) int {
	if !s.isWord(k) {
		return k
	}
	w := s.text[s.toks[k].start:s.toks[k].end]
	upper := s.postcodeLetter()
	routing := len(w) >= 3 && upper(w[0]) && isDigitByte(w[1]) && (isDigitByte(w[2]) || w[2] == 'W' || s.noUpper && w[2] == 'w')
	if !routing {
		return k
	}
	unique := func(u string) bool {
		if len(u) != 4 {
			return false
		}
		letters := 0
		for i := 0; i < 4; i++ {
			switch c := u[i]; {
			case isDigitByte(c):
			case upper(c):
				letters++
			default:
				return false
			}
		}
		return letters > 0
	}
	if len(w) == 7 && unique(w[3:]) {
		return k + 1
	}
	if m := s.nextWord(k); len(w) == 3 && m == k+1 && s.toks[m].flags&tfNL == 0 && unique(s.text[s.toks[m].start:s.toks[m].end]) {
		return k + 2
	}
	return k
}

// townAfterEircode extends an address ending with an Eircode at end over
// the town written after it on the same line, up to the line's or the
// clause's end ("… E36KK0H Darragh Ville"). It returns the end.
func (s *scratch) townAfterEircode(end int) int {
	if end >= len(s.toks) || !s.isWord(end) || s.toks[end].flags&tfNL != 0 {
		return end
	}
	if e := s.townWords(end); e > end && (s.lineEndsAt(e) || s.nextWord(e-1) >= 0 && s.toks[s.nextWord(e-1)].shape == shLower) {
		return e
	}
	return end
}

// closingCountry reports whether a country's name starts at word m and
// closes an address: its postcode follows it, or its clause or line ends
// with it ("…Grubbenvorst Netherlands 04020", "…Borlänge Sweden\n").
func (s *scratch) closingCountry(m int) bool {
	end, a := s.phraseAt(s.d.base, s.countryTitle(m), attrCountry)
	if end <= m || a == 0 {
		return false
	}
	if z := s.nextWord(end - 1); z >= 0 && s.countryPostcode(z) > z {
		return true
	}
	return s.lineEndsAt(end)
}

// countryAfterTown returns the word among the town's words k to end,
// after the first, where a country that closes the address starts, its
// town written with spaces before it on the same line ("Poreč Croatia
// 94984", "Tyrnävä Finland 48677"), or -1.
func (s *scratch) countryAfterTown(k, end int) int {
	for c := s.nextWord(k); c > k && c < end && s.toks[c].flags&tfNL == 0; c = s.nextWord(c) {
		if s.closingCountry(c) {
			return c
		}
	}
	return -1
}
