package gazetteer

// Streets an address cue announces whose shape alone would not say so:
// a house number before one or two names without a type ("lives at 214
// Pavlou Drandaki"), and a name and a street type written after it
// without a number ("lives at Herceg Gateway").

// untypedAfterNumber reads a number-first street without a type or an
// ending at house number n: one or two capitalised names after it, none
// among the commonest English words but a second after a known first name
// or surname (a type no list knows: "428 Hansen Quadrant", "12 Hansen
// Retreat"), that end the clause or the line,
// right after an address cue or a place noun and a preposition, a copula
// or a colon ("his address is 214 Pavlou Drandaki.", "the restaurant is
// at 214 Pavlou Drandaki"; not "lives at home with 3 Cats"), before the
// clause's, the line's or a field's end or a time; without a cue, names
// that are no English words before the lines or the fields of a postcode
// or a country (postalTailAfter), or after a preposition of place
// (foreignStreetAfterNumber). It returns the street's span, or -1, -1,
// and whether a street it returns is a foreign name after a preposition
// of place (foreignStreetAfterNumber), which proves itself.
func (s *scratch) untypedAfterNumber(n int) (int, int, bool) {
	m := n
	if q := s.prevWord(n); q >= 0 && s.free(q) && s.plainNumber(q, 1, 5) && !s.yearLike(q) {
		m = q // "at 9816 214 Pavlou Drandaki": a building number before the house number
	}
	cued := s.addressCueBefore(m) || s.amongFourBefore(m, func(j int) bool { return placeNouns[string(s.wordBytes(j))] })
	if cued && !s.placeBeforeName(m) {
		return -1, -1, false
	}
	end := -1
	for w, k := 0, s.nextWord(n); w < 2 && k >= 0 && s.free(k) && s.toks[k].shape == shCap && s.streetNameWord(k) &&
		(!s.common(k, 3) || w == 1 && s.resolved(k-1)&(attrFirst|attrLast) != 0); w, k = w+1, s.nextWord(k) {
		end = k + 1 // "à 428 Hansen Quadrant": after a name, a type of no list may be an English word
	}
	if end < 0 {
		return -1, -1, false
	}
	foreign := s.foreignStreetAfterNumber(n, end)
	if !cued {
		if s.postalTailAfter(m, end) || m == n && foreign {
			return m, end, foreign // "133 Mikkel Skovsvej\nBevtoft, FA 9642", "at 0094 Račianska is closed"
		}
		return -1, -1, false
	}
	if !s.fieldClosesAt(end) && !s.timeAfter(end) && (m != n || !foreign) {
		return -1, -1, false // "Shipping to: 214 Pavlou Drandaki | …", "…214 Pavlou Drandaki tomorrow" end it too
	}
	return m, end, foreign
}

// namedStreetAfterCue reads, after address cue i, past a preposition, a
// copula or a colon, one to three capitalised names and a street type
// written after them that end the clause or the line ("lives at Herceg
// Gateway.", "address: Martinez Mall"), and adds the street with its tail.
func (s *scratch) namedStreetAfterCue(i int) {
	k := i + 1
	for n := 0; n < 4 && k < len(s.toks) && s.toks[k].flags&tfNL == 0; n, k = n+1, k+1 {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			if t.r == ':' || t.r == '"' || t.r == '\'' {
				continue
			}
			return
		}
		if t.shape != shLower {
			break
		}
		if t.letters > 6 {
			return // the common case: a longer word, no preposition ("address please")
		}
		if !placePreposition(s.wordBytes(k)) {
			return
		}
	}
	if k >= len(s.toks) || !s.isWord(k) || s.toks[k].flags&tfNL != 0 || !s.free(k) || s.toks[k].shape != shCap {
		return
	}
	for w, m := 0, k; w < 3 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		if w > 0 && s.streetType(m) && s.capWord(m) {
			if s.lineEndsAt(m+1) && s.allFree(k, m+1) {
				s.add(k, s.addressTail(m+1), labelStreet, s.confidence(0.2))
			}
			return
		}
		if s.toks[m].shape != shCap || !s.streetNameWord(m) {
			return
		}
	}
}

// placePreposition reports whether w is a preposition of place of
// streetPrepositions or the copula "is", which may stand between an
// address cue and the street ("lives at", "address is"); a switch, as
// it runs for every address cue.
func placePreposition(w []byte) bool {
	switch string(w) {
	case "at", "on", "to", "in", "is", "from", "near", "by", "a", "an", "auf", "aus", "bei", "nach", "von", "zu", "vor",
		"hinter", "uber", "unter", "neben", "dans", "sur", "vers", "de", "en", "por", "da", "di", "su":
		return true
	}
	return false
}
