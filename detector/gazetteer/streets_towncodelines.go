package gazetteer

// A town's line that closes an address: the line under a street's holds
// the town, maybe a region's code or an empty field's marker, and ends in
// a postcode of any country's shape ("…\nAalborg NO 9999", "…\nNaxçıvan
// nan AZ1642", "…\nNederhorst den Berg Noord-Brabant 2465RM"), as forms
// and letters write an address under a name and a flat.

// townCodeLine returns the end of the line at end (a line break before
// it) when it is a town's line that closes an address, or end: one to six
// words before a postcode that ends the line, none of them a common English
// word in lower case, the first no phone's label nor a common word before a
// comma ("Tel. 0123", "Regards, Bob Stone 12345"), one a name; the
// postcode is a code no count could be (foreignCode), five to eight digits,
// or four digits that no year could be; or a postcode and its town
// (codeTownLine). A country alone on the next line joins it.
func (s *scratch) townCodeLine(end int) int {
	if end >= len(s.toks) || s.toks[end].flags&tfNL == 0 {
		return end
	}
	if e := s.codeTownLine(end); e > end {
		return e
	}
	k := s.afterQuoteMarks(end)
	e, code, ok := s.looseLine(k)
	if !ok || !code || e < len(s.toks) && s.toks[e].flags&tfNL == 0 && !s.fieldEndsAt(e) {
		return end
	}
	words, last, named := 0, -1, false
	for j := k; j < e; j++ {
		t := &s.toks[j]
		if t.flags&tfWord == 0 {
			continue
		}
		if t.flags&tfDigit != 0 {
			if last < 0 {
				last = j // the postcode's first word
			}
			continue
		}
		if last >= 0 {
			return end // words after the postcode
		}
		words++
		if words == 1 && (phoneWords[string(s.wordBytes(j))] || s.common(j, 4) && j+1 < e && s.toks[j+1].r == ',') {
			return end // "Tel. 0123", "Regards, Bob Stone 12345"
		}
		if t.shape == shLower && !s.emptyField(j) && t.cls&(wcTownParticle|wcParticle) == 0 && s.common(j, 7) {
			return end // "Call me 12345": a sentence
		}
		named = named || t.shape != shLower && (!s.common(j, 4) || s.resolved(j)&(attrState|attrCounty|attrFakerCity|attrFirst|attrLast) != 0 || cityBucket(s.resolved(j)) > 0)
	}
	if words == 0 || words > 6 || !named || last < 0 {
		return end
	}
	c, strong := s.foreignCode(last)
	if c < e && s.nextWord(c-1) >= 0 || !strong && !s.plainNumber(last, 5, 8) && (!s.plainNumber(last, 4, 4) || s.yearLike(last)) {
		return end
	}
	return s.countryLineAfter(e)
}

// countryLineAfter returns the end of a line of a country alone after
// token e ("…\nNaxçıvan, nan AZ3503\nAntigua and Barbuda"), or e.
func (s *scratch) countryLineAfter(e int) int {
	if f := s.afterQuoteMarks(e); f < len(s.toks) && s.toks[f].flags&tfNL != 0 && s.countryAt(f) {
		if c, _ := s.phraseAt(s.d.base, f, attrCountry); s.lineEndsAt(c) || s.fieldEndsAt(c) {
			return c
		}
	}
	return e
}

// codeTownLine returns the end of the line at end when it is a postcode
// and its town, as most of Europe writes them under the street: a code no
// count could be (foreignCode), five to eight digits, or four digits that
// no year could be, then one to four capitalised words to the line's end
// ("…\nY92AH72 Bethan Ville", "…\n957249 Simeria"), and a country alone
// on the next line; or end.
func (s *scratch) codeTownLine(end int) int {
	k := s.afterQuoteMarks(end)
	if k >= len(s.toks) || !s.isWord(k) || s.toks[k].flags&tfDigit == 0 || !s.free(k) {
		return end
	}
	c, strong := s.foreignCode(k)
	if c == k || !strong && !s.plainNumber(k, 5, 8) && (!s.plainNumber(k, 4, 4) || s.yearLike(k)) {
		return end
	}
	e := c
	for w, m := 0, s.nextWord(c-1); m >= 0 && w < 4 && s.capWord(m) && s.toks[m].flags&tfDigit == 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		e = m + 1
	}
	if e == c || !s.lineEndsAt(e) && !s.fieldEndsAt(e) || !s.namedLine(c, e) {
		return end
	}
	return s.countryLineAfter(e)
}

// unitFirstStreet reads a street that a flat or a suite opens on its line
// and a town's line closes (townCodeLine): the unit and its number, then
// house number n and one to four words that end the line ("Apt. 686 57
// Rokova\nBeasleymouth nan 18794", "Suite 605 6 Matenská\nNaxçıvan nan
// AZ1642"). It returns the street's span from n, or -1, -1; the unit joins
// it as a unit before a street does.
func (s *scratch) unitFirstStreet(n int) (int, int) {
	j := n - 1
	if j < 1 || !s.isWord(j) || s.toks[n].flags&tfSpace == 0 || !s.plainNumber(j, 1, 5) {
		return -1, -1
	}
	u := j - 1
	if s.toks[u].r == '.' && s.toks[u].flags&tfWord == 0 {
		u--
	}
	if u < 0 || !provenUnits[string(s.wordBytes(u))] || !s.isWord(u) {
		return -1, -1
	}
	k := s.nextWord(n)
	if k < 0 {
		return -1, -1
	}
	end, _, ok := s.looseLine(k)
	if !ok || end < len(s.toks) && s.toks[end].flags&tfNL == 0 || !s.namedLine(k, end) || s.countNoun(k) || s.townCodeLine(end) == end {
		return -1, -1
	}
	return n, end
}

// phoneWords label a phone number on a signature's line.
var phoneWords = wordSet("tel tlf phone fax mobile mob cell ph telefon telefono")
