package gazetteer

// The fields of a one-line address after its street, each after a comma
// (or each after a semicolon or a table's pipe and a space, when the first
// is one; a CSV row's fields without spaces stay each its own):
// a town, a region, a postcode of any country's shape, a country ("…,
// Panquehue, 6065860, Chile", "…, Naxçıvan, AZ6240, Mexico", "…, Cassie
// Ville, Y47 H4PX, Republic of Ireland"), as rows and exports write it.

// commaFields extends an address that ends at end over the fields after
// it, each after a comma: up to five fields of one to six words, the
// first not in lower case and one a name (namedLine), maybe with a number
// of one or two digits at its end ("Garcia Homes Phase 5"), a postcode alone
// (foreignCode), or a country or a region and a postcode in the country's
// shape, which ends them; a word in lower case ends the last field. The last field
// it takes is a postcode no year could be, a country, a postcode of four
// digits that a country follows, or the field that ends the address after
// a postcode no year could be (its country: "P4J 9X1, Palestinian
// Territory"). A text without capitals shows no field's name, and keeps
// its addresses as the other rules read them. It returns the new end, or
// end.
func (s *scratch) commaFields(end int) int {
	if s.noUpper {
		return end // a text without capitals shows no field's name ("en porte 18, le scanner affiche…")
	}
	best, k, afterCode := end, end, s.codeBefore(end)
	townAfterCode := false // the field after a code's town: its region ("…, 252297, Une, Cundinamarca")
	sep := ','
	if end+1 < len(s.toks) && s.toks[end].flags&tfWord == 0 && (s.toks[end].r == ';' || s.toks[end].r == '|') && s.toks[end+1].flags&tfSpace != 0 {
		sep = s.toks[end].r // "Addr: 78 Jana Pawła II; Bethan Ville; Y92AH72", a table's cells; not a CSV row's "…;09151;Böblingen"
	}
fields:
	for range 5 {
		if k >= len(s.toks) || s.toks[k].flags&(tfWord|tfNL) != 0 || s.toks[k].r != sep {
			break
		}
		f := k + 1
		if !s.isWord(f) || s.toks[f].flags&tfNL != 0 || !s.free(f) {
			break
		}
		if s.unitAt(f) {
			if u := s.unitPart(f); u > f && s.fieldEndsAt(u) {
				k = u // "…, Apt. 333, Santa Maria da Feira, …": a flat's field
				continue
			}
		}
		code := afterCode
		region := townAfterCode
		afterCode, townAfterCode = false, false
		if e, strong := s.foreignCode(f); e > f && s.fieldEndsAt(e) {
			if strong {
				best, afterCode = e, true
			}
			k = e // four digits: taken when a country follows
			continue
		} else if e > f && (strong || s.plainNumber(f, 4, 4) && !s.yearLike(f)) {
			if t := s.townAfterCode(e); t > e && (strong || s.fieldsEndAt(t)) {
				best, afterCode, k = t, true, t // "…, AZ4121 Sumqayıt, France", "…, 2841 Isabela": the code before its town
				continue
			}
		}
		e, last := f, false
		place, _ := s.phraseAt(s.d.base, f, placeBits) // "Novo mesto": a town's name goes on in lower case
		for w := 0; e < len(s.toks) && s.toks[e].flags&tfNL == 0 && w <= 6; e++ {
			t := &s.toks[e]
			if t.flags&tfWord == 0 {
				if r := t.r; r != '(' && r != ')' && r != '\'' && r != '’' && r != '-' && r != '.' && r != '&' ||
					r == '.' && (e+1 >= len(s.toks) || !s.glued(e+1)) && !s.abbrevDot(e) {
					break // "…, France.": the sentence's dot; not "St. Louis"
				}
				continue
			}
			if t.flags&tfDigit != 0 && w > 0 && (s.countryAt(f) || s.namedLine(f, e) || w == 1 && s.emptyFieldWord(f)) {
				c := s.countryPostcode(e)
				if c == e {
					if d, strong := s.foreignCode(e); strong {
						c = d // "…, nan A3A5M1", "…, Antrim R74AP0Y"
					}
				}
				if c > e && s.fieldEndsAt(c) {
					if s.countryAt(f) || s.fieldsEndAt(c) || s.toks[c].r != ',' {
						return c // "…, Czech Republic 33156"
					}
					best, k, afterCode = c, c, true
					continue fields // "…, nan A3A5M1, Congo": the country's field after it
				}
			}
			if t.flags&tfDigit != 0 && w > 0 && s.plainNumber(e, 1, 2) && s.fieldEndsAt(e+1) && s.namedLine(f, e) && s.free(e) {
				e++ // "…, Garcia Homes Phase 5, …": a subdivision's phase, a tower
				break
			}
			if t.flags&tfDigit != 0 || !s.free(e) {
				return best
			}
			if w > 0 && e >= place && t.shape == shLower && !s.noUpper && t.cls&(wcTownParticle|wcParticle) == 0 && !s.capitalAhead(e) {
				last = true // "…, Chile by Friday": the sentence goes on after the last field
				break
			}
			w++
		}
		if e == f || !last && !s.fieldEndsAt(e) || !s.namedLine(f, e) && !((code || region) && s.capWord(f)) {
			break
		}
		if s.countryAt(f) || s.resolved(e-1)&attrCountry != 0 && s.capWord(e-1) || (code || region) && s.capWord(f) && (last || s.fieldsEndAt(e)) {
			best = e // "Chile", "Republic of Ireland", "P4J 9X1, Palestinian Territory", "252297, Une, Cundinamarca"
		}
		townAfterCode = code && s.plainNumber(f-2, 5, 6) && s.capWord(f)
		if last {
			break
		}
		k = e
	}
	return best
}

// fieldEndsAt reports whether a field of an address ends at token k: the
// text, the line, or a comma, a quote, a bracket, a semicolon, a pipe or a
// sentence's mark follows.
func (s *scratch) fieldEndsAt(k int) bool {
	if k >= len(s.toks) || s.toks[k].flags&tfNL != 0 {
		return true
	}
	if t := &s.toks[k]; t.flags&tfWord == 0 {
		switch t.r {
		case ',', '.', ';', ')', '"', '\'', '|', '?', '!':
			return true
		}
	}
	return false
}

// foreignCode reads a postcode of any country's shape at word k and
// returns its end: one word of three to ten characters with a digit
// ("6065860", "AZ6240", "68053-8148"), or two short words with digits
// ("771 30", "Y47 H4PX", "M5V 5T2"). strong reports that no count or
// year could be it: five characters or more, or letters or a hyphen in
// it; four digits alone are weak. It returns k when there is none.
func (s *scratch) foreignCode(k int) (end int, strong bool) {
	t := &s.toks[k]
	n := t.end - t.start
	if t.flags&tfDigit == 0 || n < 2 || n > 10 {
		return k, false
	}
	if m := s.nextWord(k); m >= 0 && n <= 4 && s.toks[m].flags&tfDigit != 0 && s.toks[m].end-s.toks[m].start <= 4 &&
		s.toks[m].end-s.toks[m].start >= 2 {
		return m + 1, true // "771 30", "Y47 H4PX"
	}
	if n < 3 {
		return k, false
	}
	return k + 1, n >= 5 || t.letters > 0 || !allDigits(s.text[t.start:t.end])
}

// capitalAhead reports whether word k is "of", "and" or "the", or a Czech
// or Slovak preposition of a town's name, inside a name: a capitalised word
// follows it after at most one more word in lower case ("Republic of
// Ireland", "Saint Vincent and the Grenadines", "Chomutice u Horic v
// Podkrkonoší").
func (s *scratch) capitalAhead(k int) bool {
	switch string(s.wordBytes(k)) {
	case "of", "and", "the", "u", "v", "nad", "pod", "na":
	default:
		return false
	}
	n := s.nextWord(k)
	if n >= 0 && s.toks[n].shape == shLower {
		n = s.nextWord(n)
	}
	return n >= 0 && s.toks[n].shape == shCap
}

// codeBefore reports whether the address that ends at end ends in a
// postcode no year could be: a last word with a digit and a letter, or
// of five characters or more ("P4J 9X1", "Y47 H4PX", "75008").
func (s *scratch) codeBefore(end int) bool {
	if end < 1 || !s.isWord(end-1) {
		return false
	}
	t := &s.toks[end-1]
	return t.flags&tfDigit != 0 && (t.letters > 0 || t.end-t.start >= 5)
}

// fieldsEndAt reports whether the fields of an address end at token k:
// the text or the line ends, or a mark other than a comma, or a comma
// before a word in lower case ("…, Palestinian Territory, effective next
// month").
func (s *scratch) fieldsEndAt(k int) bool {
	if !s.fieldEndsAt(k) {
		return false
	}
	if k >= len(s.toks) || s.toks[k].flags&tfNL != 0 || s.toks[k].r != ',' && s.toks[k].r != ';' {
		return true
	}
	return s.isWord(k+1) && s.toks[k+1].shape == shLower && !s.noUpper
}

// fieldsProve reports whether the comma fields after a street's words that
// end at end hold a postcode no count or year could be, of five characters
// or more (a room's "A190" is none), maybe with a country after it ("…,
// Bumbesti-Jiu, 580285, Aruba", "…, Sumqayıt, AZ3420, New Caledonia"), and
// returns where they end.
func (s *scratch) fieldsProve(end int) (int, bool) {
	if end+1 >= len(s.toks) || s.toks[end].r != ',' && (s.toks[end].r != ';' && s.toks[end].r != '|' || s.toks[end+1].flags&tfSpace == 0) ||
		s.toks[end].flags&(tfWord|tfNL) != 0 {
		return end, false
	}
	e := s.commaFields(end)
	for k := end; k < e; k++ {
		if s.toks[k].flags&tfDigit != 0 && s.isWord(k) {
			if c, strong := s.foreignCode(k); strong && c > k && s.toks[c-1].end-s.toks[k].start >= 5 {
				return e, true // not a room's "A190"
			}
		}
	}
	return end, false
}

// fieldsStreet reads a number-first street without a type that its comma
// fields prove (fieldsProve): one to four words after house number n, none
// with a digit or a word of time, the first not in lower case, the number
// opening its line or field (fieldOpens) ("2 RƏHİM ŞIXƏLİYEV, Sumqayıt,
// AZ3420, New Caledonia"; not "We sold 3 Zorbex, Gadgets, SKU12345"); or
// any such words after a number that follows a word, when a town, a state
// of Australia and its postcode follow their comma (auStateField). It
// returns the street's span, or -1, -1.
func (s *scratch) fieldsStreet(n int) (int, int) {
	k := s.nextWord(n)
	if k < 0 || s.toks[k].shape == shLower {
		return -1, -1
	}
	opens := s.toks[n].flags&tfLineStart != 0 || s.fieldOpens(n)
	if !opens && (n == 0 || s.toks[n].flags&tfSpace == 0 || s.toks[n-1].flags&tfWord == 0) {
		return -1, -1 // only a field's opening or a word before the number: "leaving 9 Garcia Quadrant, …"
	}
	end := -1
	for w := 0; k >= 0 && w < 4; w, k = w+1, s.nextWord(k) {
		if s.toks[k].flags&tfDigit != 0 || s.toks[k].cls&wcTimeWord != 0 || !s.free(k) {
			return -1, -1 // "10:45 Uhr, Raum A190"
		}
		end = k + 1
		if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) && end+1 < len(s.toks) && s.glued(end+1) && s.isWord(end+1) {
			k = end // "K.MARKS"
		}
	}
	if end < 0 {
		return -1, -1
	}
	if e := s.auStateField(end); e > end {
		return n, end // "9 Garcia Quadrant, Lisastad VIC 2627", "90 Cox Tor, Maryview SA 2952": the state proves the name
	}
	if !s.namedLine(n+1, end) || s.countNoun(n+1) {
		return -1, -1 // "7478 Zeilen, Standort Ost, 85077, Germany": a count
	}
	if _, ok := s.fieldsProve(end); !ok || !opens {
		return -1, -1
	}
	return n, end
}

// auStateField returns the end of the field after the comma at end when it
// holds a town of one to three capitalised words, a state of Australia in
// capitals and a postcode of four digits ("…, Lisastad VIC 2627", "…,
// East Michellehaven WA 2696"), or end. Such a field proves the street
// before its comma wherever the street's number stands.
func (s *scratch) auStateField(end int) int {
	if end+2 >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&(tfWord|tfNL) != 0 {
		return end
	}
	for k := end + 1; k < end+5 && k+1 < len(s.toks) && s.isWord(k) && s.toks[k].flags&tfNL == 0; k++ {
		t := &s.toks[k]
		if t.shape == shUpper && k > end+1 && australianStates[string(s.wordBytes(k))] {
			if s.isWord(k+1) && s.toks[k+1].flags&(tfSpace|tfNL) == tfSpace && s.plainNumber(k+1, 4, 4) {
				return k + 2
			}
			return end
		}
		if t.shape != shCap {
			return end
		}
	}
	return end
}

// typeFieldsStreet finds a street without a number that a type written
// first opens and its comma fields prove (fieldsProve): "Drumul Stănescu,
// Bumbesti-Jiu, 580285, Aruba", "Rua das Flores, Lisboa, 1100-148,
// Portugal". The type is capitalised, its name follows it (streetName).
func (s *scratch) typeFieldsStreet(i int) bool {
	if s.toks[i].shape != shCap || s.noUpper {
		return false
	}
	end := s.streetName(i + 1)
	if end <= i+1 || !s.allFree(i, end) {
		return false
	}
	e, ok := s.fieldsProve(end)
	if !ok || !s.allFree(i, e) {
		return false
	}
	s.add(i, e, labelStreet, s.confidence(0.2))
	return true
}

// fieldOpens reports whether token n opens a field or a destination: it
// follows a colon and a space, a quote, a table's pipe, a flat's field
// and its comma, or "to" or "at".
func (s *scratch) fieldOpens(n int) bool {
	if n == 0 || s.toks[n].flags&tfNL != 0 {
		return false
	}
	p := &s.toks[n-1]
	if p.flags&tfWord == 0 {
		return p.r == '"' || p.r == '|' || p.r == ':' && s.toks[n].flags&tfSpace != 0 || p.r == ',' && s.unitFieldBefore(n-1)
	}
	return s.wordIs(n-1, "to") || s.wordIs(n-1, "at")
}

// unitFieldBefore reports whether a flat's or a suite's field ends at the
// comma c: the unit and its number right before it ("Suite 338, 01
// Lelewela").
func (s *scratch) unitFieldBefore(c int) bool {
	m := c - 1
	if m < 1 || !s.plainNumber(m, 1, 5) {
		return false
	}
	u := m - 1
	if s.toks[u].r == '.' && s.toks[u].flags&tfWord == 0 {
		u--
	}
	return u >= 0 && s.isWord(u) && provenUnits[string(s.wordBytes(u))]
}

// townAfterCode returns the end of a town's one to three capitalised
// words after a postcode that ends at k, when a field's end follows them
// ("AZ4121 Sumqayıt, France"), or k.
func (s *scratch) townAfterCode(k int) int {
	e := k
	for w, m := 0, s.nextWord(k-1); m >= 0 && w < 3 && s.capWord(m) && s.toks[m].flags&tfDigit == 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		e = m + 1
	}
	if e == k || !s.fieldEndsAt(e) {
		return k
	}
	return e
}

// emptyFieldWord reports whether word k is an empty field's marker ("nan",
// "null", "none").
func (s *scratch) emptyFieldWord(k int) bool {
	switch string(s.wordBytes(k)) {
	case "nan", "null", "none":
		return true
	}
	return false
}

// abbrevDot reports whether the dot at token d ends a capitalised
// abbreviation of up to three letters before a capitalised word on the same
// line ("St. Louis", "Mt. Eden").
func (s *scratch) abbrevDot(d int) bool {
	if d < 1 || !s.isWord(d-1) || !s.glued(d) || s.toks[d-1].shape != shCap || s.toks[d-1].letters > 3 || s.toks[d-1].flags&tfDigit != 0 {
		return false
	}
	n := d + 1
	return n < len(s.toks) && s.isWord(n) && s.toks[n].flags&tfNL == 0 && s.toks[n].shape == shCap
}
