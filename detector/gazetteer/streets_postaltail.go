package gazetteer

// postalTailAfter reports whether the tail of an address that starts at
// token k, after a street without a type (its name before or after the
// house number), reaches a postcode or a country: the lines or the comma
// fields of a town, its region and its postcode ("Strandspranget
// 15\nTangen, CO 5743", "Letná 216, Vyšný Mirošov, Slovakia 098 24",
// "Hauglandlyngen 260\n7201 Eide\nNorway", "133 Mikkel Skovsvej\nBevtoft,
// FA 9642"). The street's words from start to token k are no English
// words and no German or French nouns ("7478 Zeilen, Standort Ost, 85077,
// Germany" counts rows), a postcode that could be a year proves nothing
// ("Room 12\nBerlin\nGermany 2024" is an agenda), and neither does a town
// alone ("Gate 5, Paris") nor a region's code alone ("Release 4, SK").
func (s *scratch) postalTailAfter(start, k int) bool {
	if k >= len(s.toks) || s.toks[k].flags&tfWord != 0 && s.toks[k].flags&tfNL == 0 {
		return false // the common case, tested first: a word goes on with the sentence
	}
	for m := start; m >= 0 && m < k; m = s.nextWord(m) {
		if a := s.resolved(m); s.toks[m].flags&tfDigit == 0 && (wordLevel(a) != 0 || a&(attrNounDE|attrFrWord) != 0) {
			return false
		}
	}
	return s.postcodeTail(k)
}

// postcodeTail reports whether the tail of an address that starts at
// token k reaches a postcode that could be no year, or a country
// ("…, Port Scott, NT, 2402", "…\n7201 Eide\nNorway").
func (s *scratch) postcodeTail(k int) bool {
	e := s.addressTail(k)
	if e <= k+1 {
		return false
	}
	last := e - 1
	for last > k && s.toks[last].flags&tfWord == 0 {
		last--
	}
	if s.toks[last].flags&tfDigit != 0 {
		return !s.yearLike(last)
	}
	return s.resolved(last)&attrCountry != 0
}
