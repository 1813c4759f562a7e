package gazetteer

// proseStreets finds the English streets written without a house number
// in running text: a capitalised name of one to three words and an
// English street type written after it, right after a preposition of
// place or motion or an address cue ("the bakery on Harrison Course",
// "meet me at Inna Loop", "he lives off Kingsley Avenue", "turn left
// onto Oak Ridge Drive"). The name must be a name: one of its words a
// known first name or surname, or no common English word, so that a
// phrase of common words stays untouched ("at Central Station", "on
// Memory Lane", "the Supreme Court"). A capitalised word after the type
// makes the street part of a longer name ("the Wall Street Journal").
// The street takes the tail of an address after it, a flat or a town and
// its postcode after a comma ("ship it to Jason Square, Brownborough
// 9368"), as a street with a number does. After a preposition of destination that
// names people as well ("an", "à", "para"), a known first name before the
// type makes the name a person's (personAtDestination). Two such streets
// joined by "and", "&" or "/" after a corner's cue or a preposition are
// one corner (cornerPair), read first.
//
// The tokenizer counts the capitalised words of the street list, and
// streets calls the pass only when there is one (s.capStreets); the pass
// reads the capitalised words only and starts from the street types
// among them.
func (s *scratch) proseStreets() {
	for _, ki := range s.caps {
		k := int(ki)
		t := &s.toks[k]
		if t.attr&attrStreet == 0 || t.flags&(tfLazy|tfUsed|tfBlocked) != 0 || t.shape != shCap {
			continue // the common case, tested first: most capitalised words are no street type
		}
		if k+2 < len(s.toks) && s.toks[k+1].flags&tfWord == 0 && s.cornerPair(k, true) {
			continue // "the corner of Elm St. & Oak Ave.", "at Taylor Walks / Price Walk"
		}
		if n := s.nextWord(k); n >= 0 && s.wordIs(n, "and") && s.cornerPair(k, true) {
			continue // "at Taylor Walks and Price Walk"
		}
		if k > 3 && s.cornerPairBefore(k) {
			continue // "at Taylor Walks and Price Walk", read from its second type
		}
		strict := !proseStreetType(s.wordBytes(k))
		if strict && (t.cls&(wcStopword|wcTimeWord|wcOrgHead) != 0 || t.attr&(attrFirst|attrLast) != 0) {
			continue // a function word, a surname: "Harrison Ford"
		}
		from := s.proseStreetName(k, strict)
		if from < 0 || !s.allFree(from, k+1) {
			continue
		}
		if n := s.nextWord(k); n >= 0 && (s.capWord(n) || s.toks[n].flags&tfDigit != 0) {
			continue // "the Wall Street Journal", "Drive Mode", "Station Road 5" (read by the number rules)
		}
		if s.personAtDestination(from, k) {
			s.add(from, k+1, labelPerson, s.confidence(0.2))
			continue
		}
		s.add(from, s.addressTail(k+1), labelStreet, s.confidence(0.2))
	}
}

// personAtDestination reports whether the name from to street type k
// follows a preposition of destination of another language that names a
// person as often as a place ("an", "à", "a", "para") and holds a known
// first name and no word that is only a surname: a person whose surname
// is a street type ("die Unterlagen an Alexandra Lane", "contrató a
// Sabrina Parks"; "le colis à Garcia Drive" is a street).
func (s *scratch) personAtDestination(from, k int) bool {
	p := s.prevWord(from)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	switch string(s.wordBytes(p)) {
	case "a", "an", "para":
		return s.firstNameAmong(from, k) && !s.surnameOnlyAmong(from, k)
	}
	return false
}

// proseStreetName returns the first word of the name before street type
// k, after a preposition of place or motion or an address cue, or -1:
// one to three capitalised words, none a function word, a word of time,
// a technical term or an organisation's head noun, one of them a known
// first name or surname or no common English word. After a street type
// that is also a common noun of places (strict: "Summit", "Springs",
// "Mill", "Station"), every word of the name must be no country, region,
// county or town of 5,000 people or more, and one of them a known first
// name or surname that is no common English word ("at Johnson Station";
// not "at Victoria Station", "near Silver Springs"), after a preposition
// of townPreposition no street ("grew up in Shelly Park"). An
// honorific opens no street ("an Mr Leonard Wall").
func (s *scratch) proseStreetName(k int, strict bool) int {
	from, named := k, false
	for w := 0; w < 4; w++ {
		p := s.prevWord(from)
		if p < 0 {
			if from < k && named && s.fieldOpensAt(from) && s.fieldClosesAt(k+1) && (!strict || s.surnameOnlyAmong(from, k)) {
				return from // "Shipping to: Phillip Extension |", "dest=Pamela Station ", "(Wood Tunnel)": a field holds the street alone
			}
			return -1
		}
		t := &s.toks[p]
		if from < k && (t.cls&wcAddressCue != 0 || t.shape != shUpper && (streetPreposition(s.wordBytes(p)) || foreignStreetPreposition(s.wordBytes(p)))) {
			if !named || strict && townPreposition(s.wordBytes(p)) {
				return -1 // "grew up in Shelly Park": a suburb or a park, by its type and its preposition
			}
			return from
		}
		if t.shape != shCap || t.flags&tfDigit != 0 {
			return -1
		}
		if w == 3 || t.cls&(wcStopword|wcTimeWord|wcTechTerm|wcOrgHead|wcLegal|wcDemonym|wcHonorific) != 0 || !s.free(p) {
			return -1
		}
		a := s.resolved(p)
		switch {
		case !strict:
			named = named || a&(attrFirst|attrLast) != 0 || wordLevel(a) == 0
		case a&(attrCountry|attrState|attrCounty) != 0 || cityBucket(a) >= 2:
			return -1
		default:
			named = named || a&(attrFirst|attrLast) != 0 && wordLevel(a) == 0
		}
		from = p
	}
	return -1
}

// streetPreposition reports whether folded word w is an English
// preposition of place or motion that names a street after it ("on",
// "onto", "off", "along").
func streetPreposition(w []byte) bool {
	switch string(w) {
	case "on", "at", "off", "onto", "along", "down", "up", "near", "past", "outside", "opposite", "behind", "beside":
		return true
	}
	return townPreposition(w)
}

// townPreposition reports whether folded word w is an English
// preposition that names a town or a district after it as often as a
// street ("grew up in Shelly Park", "moved to Hayden Ridge"): a street
// whose type is also a common noun of places needs another preposition.
func townPreposition(w []byte) bool {
	switch string(w) {
	case "to", "from", "in", "into", "via":
		return true
	}
	return false
}

// proseStreetType reports whether folded word w is an English street type
// that names a street in prose after its name: the types of the lists
// that are no common noun of places in their own right ("Park", "Hill",
// "Station", "Bridge" name places and buildings more often than streets).
func proseStreetType(w []byte) bool {
	switch string(w) {
	case "street", "road", "avenue", "drive", "lane", "boulevard", "close", "crescent", "terrace",
		"place", "way", "loop", "course", "mall", "parkway", "highway", "circle", "grove", "gardens", "mews",
		"row", "square", "trail", "alley", "heights", "walk", "parade", "turnpike", "pike", "plaza", "rise",
		"expressway", "freeway", "causeway", "bypass", "wynd", "brae", "circuit", "approach", "stravenue",
		"trafficway", "throughway", "skyway", "motorway", "streets", "roads", "drives", "ways", "circles", "squares", "trails":
		return true
	}
	return false
}

// foreignStreetPreposition reports whether folded word w is a preposition
// of destination or a copula of French, German, Spanish, Italian or
// Portuguese before a street ("le colis à Garcia Harbor", "die Rechnung an
// Donald Mountains", "indirizzo è Daniel Passage", "endereço é John Fork").
func foreignStreetPreposition(w []byte) bool {
	switch string(w) {
	case "a", "an", "nach", "para", "e", "est", "ist", "es":
		return true
	}
	return false
}

// fieldOpensAt reports whether word k opens a field or a value: its
// line's first word or right after a colon, with an address cue among the
// four words before it, or right after an equals sign, a quote or an
// opening bracket.
func (s *scratch) fieldOpensAt(k int) bool {
	if s.toks[k].flags&tfNL != 0 || k == 0 || s.toks[k-1].flags&tfWord == 0 && s.toks[k-1].r == ':' {
		return s.addressCueBefore(k) // "Delivery Address\nLeon Inlet", "Shipping to: Phillip Extension"; not "name: Dorothea Park"
	}
	if p := &s.toks[k-1]; p.flags&tfWord == 0 {
		switch p.r {
		case '=', '"', '(', '\'', '|':
			return true
		}
	}
	return false
}

// fieldClosesAt reports whether token k closes a field or a value: the
// line's or the text's end, or a mark that ends a field, a clause or a
// bracket.
func (s *scratch) fieldClosesAt(k int) bool {
	if s.lineEndsAt(k) {
		return true
	}
	switch s.toks[k].r {
	case '|', ')', ';', '"', '?', '!':
		return s.toks[k].flags&tfWord == 0
	}
	return !s.glued(k) && s.isWord(k) && s.toks[k].shape == shLower && k+1 < len(s.toks) && s.glued(k+1) && s.toks[k+1].r == '=' // "dest=Pamela Station carrier=UPS"
}

// firstNameAmong reports whether one of the words from to k is a known
// first name.
func (s *scratch) firstNameAmong(from, k int) bool {
	for m := from; m < k; m++ {
		if s.resolved(m)&attrFirst != 0 {
			return true
		}
	}
	return false
}

// surnameOnlyAmong reports whether one of the words from to k is a known
// surname that is no first name: before a type that is a common noun of
// places, a first name makes the value a person's ("Laura Park"), a
// surname a street's ("Frost Mission").
func (s *scratch) surnameOnlyAmong(from, k int) bool {
	for m := from; m < k; m++ {
		if a := s.resolved(m); a&attrLast != 0 && a&attrFirst == 0 {
			return true
		}
	}
	return false
}
