package gazetteer

// Address blocks shown by their state line: forms and exports that write
// an address one field a line with the separator first put a comma at the
// start of the region's line ("7644 Dražická Suite 870\nÓ Lainnview\n,
// SM\n Nepal 578490"). That line proves the block, so its lines are read
// more loosely than addressBlock reads a block: words of any case and
// language, a town of many words, and a postcode of any country's shape.

// commaBlock returns the end of the address block after end that a line
// starting with a comma shows, or end. The comma line stands within the
// first three lines after end; the lines before it (a flat's, a town's)
// and the comma line hold one to nine words, at most two with digits, the
// first not in lower case, and a name among them (namedLine); the comma
// line may hold an empty field's marker alone (", nan") when the next
// line closes the block. The line
// after the comma line joins as well when it starts with a country or ends
// with a postcode after such a name or alone (letters and digits, maybe in two
// parts: "Sri Lanka C4C4E5", "Albania M7N 8X7", "Poland 83-858"). A
// sentence's mark ends the block. Lists written comma first ("Page 6\n
// Chapter 24\n, Section 41") name nothing and stay out.
func (s *scratch) commaBlock(end int) int {
	if end >= len(s.toks) || s.toks[end].flags&tfNL == 0 {
		return end
	}
	k := end
	for range 3 {
		k = s.afterQuoteMarks(k)
		if k >= len(s.toks) {
			return end
		}
		if t := &s.toks[k]; t.flags&tfWord == 0 && t.r == ',' {
			e, _, ok := s.looseLine(k + 1)
			empty := ok && e == k+2 && s.isWord(k+1) && s.emptyFieldWord(k+1) // ", nan": the region's field left empty
			if !ok || !empty && !s.namedLine(k+1, e) {
				return end
			}
			if e >= len(s.toks) || s.toks[e].flags&tfNL == 0 {
				return e
			}
			f := s.afterQuoteMarks(e)
			if f >= len(s.toks) {
				return e
			}
			if g, code, ok := s.looseLine(f); ok && (s.countryAt(f) || code && (s.namedLine(f, g) || s.codeOnly(f, g))) {
				return g
			}
			if empty {
				return end // an empty field alone proves no block: the country or the postcode after it does
			}
			return e
		}
		e, _, ok := s.looseLine(k)
		if !ok || e >= len(s.toks) || s.toks[e].flags&tfNL == 0 || !s.namedLine(k, e) && !s.unitAt(k) {
			return end
		}
		k = e
	}
	return end
}

// namedLine reports whether the words of tokens [from, to) start with a
// word that is not in lower case (any in a text without capitals) and hold
// a name: a place, a person's name, a street type, a unit, a code in
// capitals or of letters and digits, or a word that is none of the
// commonest English words ("Nova Scotia", "CO", "Port David", "Ó
// Lainnview", "SS1"; not "Section 41", "Total").
func (s *scratch) namedLine(from, to int) bool {
	named := false
	for k, first := from, true; k < to; k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			continue
		}
		if first {
			if !s.noUpper && t.shape == shLower {
				return false
			}
			if e, a := s.phraseAt(s.d.base, k, attrCountry|attrState|attrCounty|attrFakerCity); e > k+1 && a != 0 {
				named = true // "Northwest Territories"
			}
			first = false
		}
		if t.flags&tfDigit != 0 {
			named = named || t.letters > 0 && s.toks[k].shape != shLower // "PJU72q", "SS1"
			continue
		}
		if t.shape == shUpper && t.end-t.start <= 4 || t.cls&wcUnit != 0 || !s.common(k, 4) ||
			s.resolved(k)&(attrCountry|attrState|attrCounty|attrFakerCity|attrFirst|attrLast|attrStreet) != 0 || cityBucket(s.resolved(k)) > 0 {
			named = true // "CO", "Nova Scotia", "Port David", "79th Drive Suite 558"
		}
	}
	return named
}

// blockStreet reads a street that no other rule found at house number n
// from the address block after it: the number opens its line or follows
// a colon or a word in lower case, the rest of its line holds up to nine
// words of any case that name something, and a comma line, or, when the
// line ends in no plural of a common word (pluralCount), a last line of a
// country and its postcode, or, for plain words (plainStreetWords), a
// town's line that ends in a postcode shows the block below it
// ("322 Krzywa\nWest David\n, Ontario\n Sri Lanka C4C4E5", "756 Gg. Raya
// Ujungberung\nPort David\n, PA\n Chad 20017"). It returns the street's
// span, or -1, -1.
func (s *scratch) blockStreet(n int) (int, int) {
	k := s.nextWord(n)
	if k < 0 || s.toks[n].flags&tfLineStart == 0 && !s.afterColonOrLower(n) {
		return -1, -1 // "Page 15 of 58", "Item 36 Widget": a noun's number
	}
	end, _, ok := s.looseLine(k)
	if !ok || end < len(s.toks) && s.toks[end].flags&tfNL == 0 || !s.namedLine(k, end) {
		return -1, -1
	}
	if s.commaBlock(end) == end && (s.pluralCount(k, end) || s.countryBlock(end) == end && (!s.plainStreetWords(k, end) || s.townCodeLine(end) == end)) {
		return -1, -1
	}
	return n, end
}

// pluralCount reports whether the last word of tokens [from, to) is the
// plural of a common English word that is no street type: what a number
// counts ("73 Krypton Seats"; not "9 Palmer Gardens").
func (s *scratch) pluralCount(from, to int) bool {
	for k := to - 1; k >= from; k-- {
		if s.isWord(k) {
			w := s.wordBytes(k)
			if n := len(w); s.toks[k].flags&tfDigit == 0 && n > 3 && w[n-1] == 's' && w[n-2] != 's' && s.resolved(k)&attrStreet == 0 {
				l := wordLevel(s.d.base.lookup(w[:n-1]))
				return l > 0 && l <= 4
			}
			return false
		}
	}
	return false
}

// plainStreetWords reports whether the words of tokens [from, to) may
// name a street that only a town's line under it proves: one to four up
// to a comma or a flat, none in lower case but a particle, the first no German noun and none of the
// commonest English words ("11836 Peatonal Sur Mesa"; not "7 Zeilen", "3
// Treffer gefunden", "42 Kunden aktualisiert").
func (s *scratch) plainStreetWords(from, to int) bool {
	words := 0
	for k := from; k < to; k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			if t.r == ',' {
				break // "78 Jana Pawła II, Suite 620": the flat after the name
			}
			continue
		}
		if t.cls&wcUnit != 0 && words > 0 {
			break
		}
		if words++; words > 4 || t.shape == shLower && t.cls&(wcTownParticle|wcParticle) == 0 {
			return false
		}
		if words == 1 && (s.resolved(k)&attrNounDE != 0 || s.common(k, 4) || t.cls&wcStopword != 0) {
			return false
		}
	}
	return words > 0
}

// afterColonOrLower reports whether token n follows a colon or a word in
// lower case on its line ("Address: 322 Krzywa", "is now 1265 High").
func (s *scratch) afterColonOrLower(n int) bool {
	if n == 0 || s.toks[n].flags&tfNL != 0 {
		return false
	}
	p := &s.toks[n-1]
	if p.flags&tfWord == 0 {
		return p.r == ':' && s.toks[n].flags&tfSpace != 0 // not "10:45"
	}
	return p.shape == shLower && s.toks[n].flags&tfSpace != 0
}

// blockAfter returns the end of the address block that a comma line or a
// country's line shows after a street that ends at end, with the rest of
// the street's line
// ("8669 Jalan 5/10q\n…", "1720 New SyedNagar Suite 633\n…"), or -1.
func (s *scratch) blockAfter(end int) int {
	e := end
	for e < len(s.toks) && s.toks[e].flags&(tfWord|tfNL) == 0 && (s.toks[e].r == '.' || s.toks[e].r == ',') {
		e++ // "12 Main St.\n"
	}
	if e < len(s.toks) && s.toks[e].flags&tfNL == 0 {
		var ok bool
		if e, _, ok = s.looseLine(e); !ok || e < len(s.toks) && s.toks[e].flags&tfNL == 0 {
			return -1
		}
	}
	if c := s.commaBlock(e); c > e {
		return c
	}
	if c := s.countryBlock(e); c > e {
		return c
	}
	if c := s.townCodeLine(e); c > e {
		return c // "…Apt. 575 068 Lerze Loop\nNederhorst den Berg Noord-Brabant 2465RM"
	}
	return -1
}

// blockLineStart returns where the first line of an address block starts
// when the street found at start, within that line, ends in a block that a
// comma line shows, and only a house number and up to three words stand
// before it on its line ("231 Metelkova ulica Apt. 284\n…\n, ID\n…": the
// name before a type in lower case). Otherwise it returns start.
func (s *scratch) blockLineStart(start, core, end int) int {
	if s.toks[start].flags&tfLineStart != 0 || !s.commaLineIn(core, end) {
		return start
	}
	for w, k := 0, start-1; k >= 0 && w < 4; w, k = w+1, k-1 {
		t := &s.toks[k]
		if t.flags&tfWord == 0 || t.flags&tfSpace == 0 && k+1 < len(s.toks) && s.toks[k+1].flags&tfSpace == 0 || !s.free(k) {
			return start
		}
		if t.flags&tfDigit != 0 {
			if t.flags&tfLineStart != 0 && s.plainNumber(k, 1, 5) {
				return k
			}
			return start
		}
		if t.flags&tfLineStart != 0 {
			return start
		}
	}
	return start
}

// commaLineIn reports whether a line of tokens [from, to) starts with a
// comma.
func (s *scratch) commaLineIn(from, to int) bool {
	for k := from; k < to; k++ {
		if t := &s.toks[k]; t.flags&(tfWord|tfNL) == tfNL && t.r == ',' {
			return true
		}
	}
	return false
}

// looseLine reads the line of an address block that starts at token k, up
// to the next line break, a sentence's mark or a mark that closes a field
// or a tag (a semicolon, a pipe, a quote, "<"): one to nine words, at most
// two of them with digits, and marks that names and codes hold (brackets,
// apostrophes, hyphens, dots, slashes, commas). code reports that the line
// ends in a postcode: a last word with a digit, or a word with a digit and
// a short word in capitals after it ("2047 WY"). ok is false when the line
// is no part of an address.
func (s *scratch) looseLine(k int) (end int, code, ok bool) {
	words, numbers, last := 0, 0, -1
	e := k
	for ; e < len(s.toks) && (e == k || s.toks[e].flags&tfNL == 0); e++ {
		t := &s.toks[e]
		if t.flags&tfWord == 0 {
			switch t.r {
			case ',':
				if last >= 0 && s.toks[last].flags&tfDigit != 0 && !s.noUpper && s.isWord(e+1) && s.toks[e+1].shape == shLower {
					return e, s.codeEnds(last, words), true // "Slovakia 812 03, agrees"
				}
			case '(', ')', '\'', '’', '-', '/', '&', '#', '°', 'º', 'ª':
			case '.':
				if words > 0 && (s.toks[e-1].flags&tfDigit != 0 || e+1 == len(s.toks) || s.toks[e+1].flags&tfNL != 0) {
					return e, s.codeEnds(last, words), true // "Uruguay 64677. Thanks", "Jamaica."
				}
			case '?', '!', '<', '|', ';', '"':
				if words == 0 {
					return e, false, false
				}
				return e, s.codeEnds(last, words), true // "Uruguay 64677</address>"
			default:
				return e, false, false
			}
			continue
		}
		if !s.free(e) {
			return e, false, false
		}
		if last >= 0 && t.shape == shLower && !s.noUpper && s.codeEnds(last, words) {
			return last + 1, s.codeEnds(last, words), true // "Portugal 44674 for post mail", "Austria 7641 (ring twice)": the sentence goes on
		}
		if words++; words > 9 {
			return e, false, false
		}
		if t.flags&tfDigit != 0 {
			if numbers++; numbers > 2 {
				return e, false, false // a row of figures, no line of an address
			}
		}
		last = e
	}
	if words == 0 {
		return e, false, false
	}
	return e, s.codeEnds(last, words), true
}

// codeEnds reports whether the line whose last word is last ends in a
// postcode: a last word of three to ten characters with a digit, two
// short words with digits (foreignCode: "810 08"), or a word with a digit
// and one of one to three capitals after it.
func (s *scratch) codeEnds(last, words int) bool {
	if last < 0 {
		return false
	}
	t := &s.toks[last]
	p := s.prevWord(last)
	if t.flags&tfDigit != 0 {
		if p >= 0 && s.toks[p].flags&tfDigit != 0 {
			c, strong := s.foreignCode(p)
			return c == last+1 && strong // "Telince, nan 810 08"
		}
		return t.end-t.start >= 3 && t.end-t.start <= 10
	}
	return words >= 2 && p >= 0 && s.toks[p].flags&tfDigit != 0 && t.end-t.start <= 3 && t.shape == shUpper
}

// countryAt reports whether a country's name starts at word k.
func (s *scratch) countryAt(k int) bool {
	if !s.isWord(k) {
		return false
	}
	e, a := s.phraseAt(s.d.base, k, attrCountry)
	return e > k && a != 0
}

// codeOnly reports whether the words of tokens [from, to) are a postcode
// alone: one word with a digit, or two ("\n 82269", "\n M7N 8X7").
func (s *scratch) codeOnly(from, to int) bool {
	words := 0
	for k := from; k < to; k++ {
		if s.toks[k].flags&tfWord != 0 {
			if words++; words > 2 || words == 1 && s.toks[k].flags&tfDigit == 0 {
				return false
			}
		}
	}
	return words > 0
}

// countNoun reports whether word k after a number is what the number
// counts rather than a street's name: a German noun, one of the commonest
// English words or its plural ("7478 Zeilen", "644 Artikel", "12 Widgets").
func (s *scratch) countNoun(k int) bool {
	if s.resolved(k)&attrNounDE != 0 || s.common(k, 4) || s.toks[k].cls&wcStopword != 0 {
		return true
	}
	w := s.wordBytes(k)
	if n := len(w); n > 3 && w[n-1] == 's' && w[n-2] != 's' {
		if l := wordLevel(s.d.base.lookup(w[:n-1])); l > 0 && l <= 4 {
			return true // "12 Widgets": the plural of a common English word
		}
	}
	return false
}
