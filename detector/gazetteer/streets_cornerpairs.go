package gazetteer

// cornerPair reads a corner of two streets written without house
// numbers at street type k, the first street's: its name of one to three
// capitalised words or an ordinal before k, "and", "&" or "/", and a
// second street of one to three such words and a street type of the lists
// of its own, plurals too ("at Taylor Walks and Price Walk", "the corner
// of Elm St. & Oak Ave.", "Intersection of Jeffrey Unions / Yates
// Underpass"). After "the corner of", "the intersection of" or "the
// junction of" the cue alone proves the streets, and the span opens on
// it, as corner's does; after a preposition of place or motion ("at",
// "near", "off", "between"…) each name must hold a known first name or
// surname or a word of no list, and no country, region or town of 5,000
// people or more, so that "at Main Street and Wall Street" is left to the
// rules of one street. Without either cue two streets are no address
// ("Main Street and Wall Street banks", "the Oxford Street and Regent
// Street shops": places a sentence talks about). A capitalised word or a
// number after the second type makes it part of a longer name ("…and
// Wall Street Journal"). When the first street has no type of the lists
// (typed false), k ends its name and only the corner's cue proves it
// ("the intersection of Robert Lees / Ralph Drive"). It returns whether
// it added the corner.
func (s *scratch) cornerPair(k int, typed bool) bool {
	c := k + 1
	if c < len(s.toks) && s.toks[c].r == '.' && s.glued(c) {
		c++ // "Elm St. & Oak Ave."
	}
	if c+1 >= len(s.toks) || !s.cornerJoin(c) {
		return false
	}
	from, named := s.cornerName(k)
	if !typed && from < 0 && s.cornerNameWord(k) && s.free(k) {
		from = k // "the corner of Tor and Alex Path": the first street's name alone
	}
	if !typed {
		named = named || s.cornerNamed(k)
	}
	if from < 0 {
		return false
	}
	m := c + 1
	if !s.isWord(m) || s.toks[m].flags&tfNL != 0 || !s.cornerNameWord(m) {
		return false
	}
	second, named2 := -1, false
	for w := 0; w < 4 && m >= 0 && m < len(s.toks) && s.isWord(m) && s.free(m); w, m = w+1, s.nextWord(m) {
		if w > 0 && s.capWord(m) && (s.streetType(m) || s.resolved(m)&attrStreet != 0) {
			second = m + 1
			break
		}
		if w == 3 || !s.cornerNameWord(m) {
			return false
		}
		named2 = named2 || s.cornerNamed(m)
	}
	if second < 0 || !s.allFree(from, second) {
		return false
	}
	end := second
	if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) {
		end++ // "…& Oak Ave."
	}
	if n := s.nextWord(end - 1); n >= 0 && (s.capWord(n) || s.toks[n].flags&tfDigit != 0) {
		return false // "…and Wall Street Journal"
	}
	p := s.prevWord(from)
	if p < 0 {
		return false
	}
	start := from
	if s.wordIs(p, "of") {
		if start = s.cornerCueStart(from); start < 0 {
			return false
		}
	} else if !typed || s.toks[p].shape != shLower || !(streetPreposition(s.wordBytes(p)) || s.wordIs(p, "between")) || !named || !named2 {
		return false
	}
	s.add(start, s.addressTail(second), labelStreet, s.confidence(0.2))
	return true
}

// cornerJoin reports whether token c joins the two streets of a corner:
// "and" after a space, or "&" or "/".
func (s *scratch) cornerJoin(c int) bool {
	t := &s.toks[c]
	if t.flags&tfWord != 0 {
		return t.flags&tfSpace != 0 && s.wordIs(c, "and")
	}
	return t.r == '&' || t.r == '/'
}

// cornerName returns the first word of the name before a corner's first
// street type k, one to three words of cornerNameWord, and whether one
// of them is a name (cornerNamed); or -1.
func (s *scratch) cornerName(k int) (int, bool) {
	from, named := -1, false
	for w, p := 0, s.prevWord(k); w < 3 && p >= 0 && s.free(p) && s.cornerNameWord(p); w, p = w+1, s.prevWord(p) {
		from, named = p, named || s.cornerNamed(p)
	}
	if from >= 0 && !s.allFree(from, k+1) {
		return -1, false
	}
	return from, named
}

// cornerNameWord reports whether word k may stand in a corner's street
// name: capitalised ("Elm", a technical term too), no function word, honorific, organisation's head
// noun or word of time that is no first name ("April Siding"), or an
// ordinal ("5th Avenue").
func (s *scratch) cornerNameWord(k int) bool {
	t := &s.toks[k]
	if t.flags&tfDigit != 0 {
		return s.ordinalName(k)
	}
	if t.shape != shCap || t.cls&(wcOrgHead|wcLegal|wcHonorific) != 0 {
		return false
	}
	if t.cls&wcTimeWord != 0 {
		return s.resolved(k)&attrFirst != 0 // "April Siding"; not "Monday", "May"
	}
	return t.cls&wcStopword == 0
}

// cornerNamed reports whether word k of a corner's street name is a
// name: no country, region or county, and a known first name or surname
// ("Taylor", "David", towns as well) or a word of no list that is no
// town of 5,000 people or more ("Oxford").
func (s *scratch) cornerNamed(k int) bool {
	a := s.resolved(k)
	if a&(attrFirst|attrLast) != 0 {
		return true // "Taylor", "David", "Chad": towns or a country as well
	}
	return a&(attrCountry|attrState|attrCounty) == 0 && wordLevel(a) == 0 && cityBucket(a) < 2
}

// cornerPairBefore reads a corner whose second street's type is word k
// when the first street's type is a word the pass does not start from (a
// plural such as "Walks", "Extensions"): up to three name words back
// from k, the join, and the first street's type right before it, from
// which cornerPair reads the corner. It returns whether it added one.
func (s *scratch) cornerPairBefore(k int) bool {
	m := k
	for w := 0; w < 3; w++ {
		p := s.prevWord(m)
		if p < 0 || !s.cornerNameWord(p) {
			break
		}
		m = p
	}
	c := m - 1
	if m == k || c < 2 || s.toks[m].flags&tfNL != 0 || !s.cornerJoin(c) {
		return false
	}
	f := c - 1
	if s.toks[f].r == '.' && s.toks[f].flags&tfWord == 0 && s.glued(f) {
		f-- // "Elm St. & Oak Ave."
	}
	if !s.isWord(f) || !s.capWord(f) {
		return false
	}
	return s.cornerPair(f, s.streetType(f) || s.resolved(f)&attrStreet != 0)
}
