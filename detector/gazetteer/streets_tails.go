package gazetteer

// countryPostcode reads the postcode written after a country at the end
// of an address, at word m, in each country's shape: four to six digits
// or a code of the postcode rule ("Estonia 62488", "Portugal 3672-872"),
// three and two digits ("Slovakia 812 03", "Czech Republic 171 41"), four
// digits and two capitals ("Netherlands 1231 GA"), or a Canadian code
// ("Canada B3H 1Y6"). It returns the end, or m.
func (s *scratch) countryPostcode(m int) int {
	if m < 0 || !s.free(m) || s.toks[m].flags&tfNL != 0 {
		return m
	}
	if s.plainNumber(m, 3, 3) && s.nextWord(m) == m+1 && s.plainNumber(m+1, 2, 2) && s.lineEndsAt(m+2) {
		return m + 2 // "Slovakia 812 03"
	}
	if s.plainNumber(m, 4, 4) && s.dutchLetters(m+1) && s.nextWord(m) == m+1 {
		return m + 2 // "Netherlands 1231 GA"
	}
	if s.plainNumber(m, 4, 6) || s.postcode(m) {
		return m + 1
	}
	if e := s.caPostcodeEnd(m); e > m {
		return e
	}
	return m
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
