package gazetteer

// lowerTownCountry reads, in a text without capitals, the end of an
// address written with spaces at word k: one to four words of a town on
// the same line, a region's code among them maybe, then a country and
// the postcode after it, which prove the words before them a town
// ("…stationsgatan 31 litija wi slovenia 76563", "…flat 794 san rosa los
// bajos mexico 90236"). It returns the postcode's end, or k: a country
// without its postcode proves nothing ("…last year from mexico 3 times").
func (s *scratch) lowerTownCountry(k int) int {
	for w, m := 0, k; w < 5 && m >= 0 && s.isWord(m) && s.free(m) && (m == k || s.toks[m].flags&tfNL == 0); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if t.flags&tfDigit != 0 || t.shape != shLower {
			return k
		}
		if m > k {
			if end, a := s.phraseAt(s.d.base, m, attrCountry); end > m && a != 0 {
				if z := s.nextWord(end - 1); z >= 0 && s.countryPostcode(z) > z {
					return s.countryPostcode(z)
				}
				return k
			}
		}
		if t.cls&(wcUnit|wcTimeWord) != 0 || t.cls&wcStopword != 0 && t.cls&wcTownParticle == 0 && t.letters != 2 && !townPrefix(s.wordBytes(m)) {
			return k // "…street last year from mexico": a clause, no town
		}
	}
	return k
}
