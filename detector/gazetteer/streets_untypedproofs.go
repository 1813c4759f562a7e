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
// (-ova, -eva), and the number ends its clause or line or a word in lower
// case that counts nothing follows it ("to Pokémon 3 times" counts).
func (s *scratch) foreignStreetAfterPlace(k, n int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 5 || s.prevWord(n) != k || !s.foreignStreetName(k) {
		return false
	}
	p := s.prevWord(k)
	if p < 0 || s.toks[p].shape != shLower || !streetPreposition(s.wordBytes(p)) {
		return false
	}
	w := s.text[t.start:t.end]
	foreign := false
	for i := 0; i < len(w) && !foreign; i++ {
		foreign = w[i] >= 0x80
	}
	if !foreign {
		f := s.wordBytes(k)
		e := string(f[len(f)-3:])
		foreign = e == "ova" || e == "eva"
	}
	if !foreign {
		return false
	}
	a := s.nextWord(n)
	if a < 0 {
		return s.lineEndsAt(n + 1)
	}
	return s.toks[a].shape == shLower && !countOrVerb(s.wordBytes(a))
}
