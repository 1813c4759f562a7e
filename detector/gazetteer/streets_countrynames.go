package gazetteer

// countryRest extends an address that ends at end on a country's word
// over the rest of the country's long name that the lists cut short: a
// capitalised word that ends the address ("Netherlands Antilles") or a
// bracketed part of up to nine words, the first capitalised or "the", no
// comma among them, that ends the address ("Holy See (Vatican City State)",
// "British Indian Ocean Territory (Chagos Archipelago)", "Antarctica (the
// territory South of 60 deg S)"), as Faker's countries write them, and
// the country's postcode after them; a remark in brackets stays out
// ("Upper Austria (second floor)"). It returns the new end, or end.
func (s *scratch) countryRest(end int) int {
	if end < 1 || end >= len(s.toks) || !s.isWord(end-1) || !s.countryEndsAt(end) || s.toks[end].flags&tfNL != 0 {
		return end
	}
	e := s.countryWords(end)
	if e < len(s.toks) && s.toks[e].flags&(tfSpace|tfNL) == tfSpace {
		if p := s.countryPostcode(e); p > e {
			return p // "Netherlands Antilles 7403", "Slovakia (Slovak Republic) 637 10"
		}
	}
	if e > end && s.fieldEndsAt(e) {
		return e
	}
	return end
}

// countryWords returns the end of the words of a country's long name that
// the lists cut short after token end: capitalised words, "and", "the" and
// "of" between them ("Antilles", "and the South Sandwich Islands"), or a
// bracketed part of up to nine words, the first capitalised or "the", no
// comma among them ("(Vatican City State)"); or end.
func (s *scratch) countryWords(end int) int {
	t := &s.toks[end]
	if t.flags&tfWord != 0 {
		e := end
		for w, m := 0, end; m >= 0 && w < 6 && s.free(m) && s.toks[m].flags&tfDigit == 0; w, m = w+1, s.nextWord(m) {
			if s.toks[m].shape == shCap {
				e = m + 1
			} else if !s.wordIs(m, "and") && !s.wordIs(m, "the") && !s.wordIs(m, "of") {
				break
			}
		}
		return e
	}
	if t.r != '(' || t.flags&tfSpace == 0 {
		return end
	}
	for k, words := end+1, 0; k < len(s.toks) && s.toks[k].flags&tfNL == 0 && words <= 9; k++ {
		u := &s.toks[k]
		if u.flags&tfWord == 0 {
			if u.r == ')' && words > 0 {
				return k + 1
			}
			if u.r != '-' && u.r != '\'' && u.r != '.' {
				return end // "Germany (yes, really)": a remark, no name
			}
			continue
		}
		if !s.free(k) || words == 0 && u.shape != shCap && !s.wordIs(k, "the") {
			return end // "(second floor)"
		}
		words++
	}
	return end
}

// countryEndsAt reports whether a country's name ends at token end: its
// last word is a country, or a country's name of up to five words that
// starts before it ends there ("British Indian Ocean Territory").
func (s *scratch) countryEndsAt(end int) bool {
	if s.resolved(end-1)&attrCountry != 0 {
		return true
	}
	for w, k := 0, end-1; w < 5 && k >= 0; w, k = w+1, s.prevWord(k) {
		if e, a := s.phraseAt(s.d.base, k, attrCountry); e == end && a != 0 {
			return true
		}
	}
	return false
}
