package gazetteer

// Address blocks that close on a country and its postcode: a street's
// line, then up to three lines of a flat, a town and a region in any
// language ("Torre 2 apartamento 978", "San Alvaro de la Montaña",
// "Región de Los Lagos"), then the country and a postcode in its shape on
// the last line ("Chile 1415270"). That last line proves the block, so
// its lines are read as loosely as a comma line's block (looseLine).

// countryBlock returns the end of the address block after end that closes
// on a line of a country and its postcode, or end. The lines before it,
// at most three, each hold one to nine words, at most two with digits,
// and a unit, or a name and no digit (namedLine); a postcode that could be a year
// ("Germany 2024") needs a unit among them.
func (s *scratch) countryBlock(end int) int {
	if end >= len(s.toks) || s.toks[end].flags&tfNL == 0 {
		return end
	}
	k, unit := end, false
	for range 4 {
		k = s.afterQuoteMarks(k)
		if k >= len(s.toks) || !s.isWord(k) {
			return end
		}
		if c, a := s.phraseAt(s.d.base, k, attrCountry); c > k && c < len(s.toks) && a != 0 {
			if p := s.countryPostcode(c); p > c && (s.lineEndsAt(p) || s.fieldEndsAt(p) || s.toks[p].r == '<') && (unit || !s.yearLike(c)) {
				return p // "…\nChile 1415270"
			}
		}
		e, _, ok := s.looseLine(k)
		if !ok || e >= len(s.toks) || s.toks[e].flags&tfNL == 0 {
			return end
		}
		hasUnit, digits := false, false
		for j := k; j < e; j++ {
			hasUnit = hasUnit || s.unitAt(j)
			digits = digits || s.isWord(j) && s.toks[j].flags&tfDigit != 0
		}
		if !hasUnit && (digits || !s.namedLine(k, e)) {
			return end // "Abschnitt 7\nSeite 205": a number needs a flat's word on its line
		}
		unit = unit || hasUnit
		k = e
	}
	return end
}
