package gazetteer

// typeAfterHouseNumber returns the end of an English street type written
// capitalised right after house number n of a street without a type, as
// English speakers add one to a foreign street ("enter on Hoge Wei 32
// St.", "Kallio 14 Road"), when every name word from start is no English
// word and no capitalised word follows the type ("Kallio 14 Street
// Journal" is a longer name); or -1.
func (s *scratch) typeAfterHouseNumber(start, n int) int {
	m := s.nextWord(n)
	if m < 0 || !s.free(m) || s.toks[m].shape != shCap {
		return -1
	}
	if w := s.wordBytes(m); !proseStreetType(w) && !englishShortTypes[string(w)] && string(w) != "ave" && string(w) != "blvd" && string(w) != "dr" {
		return -1
	}
	for k := start; k < n; k++ {
		if s.isWord(k) && s.toks[k].flags&tfDigit == 0 && wordLevel(s.resolved(k)) != 0 {
			return -1 // "Windows 11 Drive": an English word names no foreign street
		}
	}
	end := m + 1
	if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) {
		if q := s.nextWord(end); q >= 0 && s.capWord(q) && s.toks[q].flags&tfSentStart == 0 {
			return -1
		}
		return end
	}
	if q := s.nextWord(m); q >= 0 && s.capWord(q) {
		return -1
	}
	return end
}

// foreignStreetAfterPlace reports whether the one word k before house
// number n is a street's name that needs no other cue: right after an
// English preposition of place or motion ("moving from Draškovićeva 22",
// "outside Pohnertova 30"), capitalised, no English word, name or place,
// written with a letter outside ASCII or ending in a Slavic possessive
// (-ova, -eva), and the number ends its clause or line, comes before a
// bracket ("at Parmova 19 (second floor)"), or a word in lower case that
// counts nothing follows it ("to Pokémon 3 times" counts).
func (s *scratch) foreignStreetAfterPlace(k, n int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 5 || s.prevWord(n) != k || !s.foreignStreetName(k) {
		return false
	}
	p := s.prevWord(k)
	if p < 0 || s.toks[p].shape != shLower || !streetPreposition(s.wordBytes(p)) {
		return false
	}
	if !s.foreignSpelling(k) {
		return false
	}
	a := s.nextWord(n)
	if a < 0 {
		return s.lineEndsAt(n+1) || n+1 < len(s.toks) && s.toks[n+1].r == '(' && s.toks[n+1].flags&(tfWord|tfSpace|tfNL) == tfSpace
	}
	return s.toks[a].shape == shLower && !countOrVerb(s.wordBytes(a))
}

// foreignStreetAfterNumber reports whether the name words after house
// number n, up to end, are a street's name that needs no other cue, as
// foreignStreetAfterPlace reads one before its number: the number right
// after an English preposition of place or motion, and one or two
// capitalised words that are no English word, name or place, the last
// written with a letter outside ASCII or ending in a Slavic possessive,
// or any after a house number written with a leading zero, as no count
// or measure is ("Meet me at 43 Λιθακιάς tonight", "the shop at 0094
// Račianska is closed", "Meet me at 072 Lilylei tonight"; "at 100 Mbps"
// stays out); the name ends its clause or line or a word in small
// letters that counts nothing follows it ("at 5 Guys tonight" is
// English, "at 2024 Olympia" a year).
func (s *scratch) foreignStreetAfterNumber(n, end int) bool {
	p := s.prevWord(n)
	if p < 0 || s.toks[p].shape != shLower || !streetPreposition(s.wordBytes(p)) || s.yearLike(n) {
		return false
	}
	for k := n + 1; k < end; k++ {
		if s.isWord(k) && (s.toks[k].shape != shCap || s.toks[k].letters < 4 || !s.foreignStreetName(k)) {
			return false
		}
	}
	last := end - 1                                                                     // untypedAfterNumber ends the name on a word
	leadingZero := s.toks[n].end-s.toks[n].start >= 2 && s.text[s.toks[n].start] == '0' // "072": no count or measure has a leading zero
	if !leadingZero && !s.foreignSpelling(last) {
		return false
	}
	if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) && end+1 < len(s.toks) && s.toks[end+1].flags&tfNL == 0 && s.toks[end+1].shape != shLower {
		return false // "40559 Λεωφ. Τριστένου 665-823": an abbreviated type, and its name goes on
	}
	a := s.nextWord(end - 1)
	if a < 0 || s.toks[a].flags&tfNL != 0 {
		return s.lineEndsAt(end) || s.fieldClosesAt(end)
	}
	for w, j := 0, a; w < 3 && j >= 0 && s.toks[j].flags&tfNL == 0; w, j = w+1, s.nextWord(j) {
		if s.toks[j].flags&tfDigit != 0 {
			return false // "26849 Slovenčeva ulica 16": the number-last street the name opens
		}
	}
	return s.toks[a].shape == shLower && !countOrVerb(s.wordBytes(a))
}

// foreignSpelling reports whether word k is spelt as no English word is:
// with a letter outside ASCII (accented) or, folded, with a Slavic
// possessive's ending ("-ova", "-eva").
func (s *scratch) foreignSpelling(k int) bool {
	if s.accented(k) {
		return true
	}
	f := s.wordBytes(k)
	if len(f) <= 3 {
		return false
	}
	e := string(f[len(f)-3:])
	return e == "ova" || e == "eva"
}

// slavicNamedStreet reports whether word k, a name of the lists that is
// no English word nor place, ends as a Slavic street named after a
// person does, a possessive (-ova, -eva) or an adjective
// (slavicStreetName): Czech, Slovak and Croatian streets bear people's
// names ("Janotova", "Máslova"), so between a building number and a house
// number such a name is a street's ("92638 Janotova 553").
func (s *scratch) slavicNamedStreet(k int) bool {
	a := s.resolved(k)
	if wordLevel(a) != 0 || a&placeBits != 0 || s.toks[k].cls&(wcStopword|wcUnit|wcTechTerm) != 0 || s.toks[k].letters < 5 {
		return false
	}
	f := s.wordBytes(k)
	e := string(f[len(f)-3:])
	return e == "ova" || e == "eva" || s.slavicStreetName(k)
}
