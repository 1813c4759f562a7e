package gazetteer

// southernWordType reports whether word k is a street type of Australia
// and New Zealand that is a common English word too ("6 Murray Turn", "55
// Chung Steps, West Michaelmouth", "42 Quinn Turn\n", "198 Harold Top,
// South Jeremy"): it is one only after a name word that is no common
// English word and a house number. Where the street ends its clause or
// line, its number stands where an address does, or a flat follows it;
// where the sentence goes on, the address needs more proof
// (southernGoesOn). A town, a state and a postcode after the type's comma
// or on the next line prove the street after any name ("5 Mark Outlook,
// St. Anthonyburgh, NT, 2197", "19 Heather Access\nDonaldmouth, SA,
// 2946"; postcodeTail). Elsewhere the word is what it says ("a 3 DNA
// Strand model", "the 2 Kent Steps are steep", "He bought 2 Kent Steps.").
func (s *scratch) southernWordType(k int) bool {
	ends := s.lineEndsAt(k+1) || s.unitAt(s.nextWord(k))
	tail := false // only the town, state and postcode after its comma or on the next line prove the street
	if !ends && !s.southernGoesOnShape(k+1) {
		if k+1 >= len(s.toks) || s.toks[k+1].r != ',' {
			return false // the common case, tested first: most words go on into their sentence
		}
		tail = true
	}
	if ends && k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.nextWord(k+1) >= 0 && s.toks[s.nextWord(k+1)].shape == shLower {
		return false // "…Turn. and then": a dot inside a sentence
	}
	if !southernWord(s.wordBytes(k)) {
		return false
	}
	p := s.prevWord(k)
	if p < 0 || s.toks[p].shape != s.toks[k].shape || s.toks[p].flags&tfDigit != 0 ||
		s.toks[p].cls&(wcStopword|wcUnit|wcTimeWord) != 0 {
		return false
	}
	if a := s.resolved(p); wordLevel(a) != 0 {
		if wordLevel(a) < 3 || a&(attrLast|attrRegLast) == 0 || s.unitAt(s.nextWord(k)) {
			// "the 2 Kent Steps", "page 4 Close Range"; a rarer word a surname is too names a street: "47 Tanner Bend"
			tail = k+1 < len(s.toks) && (s.toks[k+1].r == ',' || s.toks[k+1].flags&tfNL != 0)
			if !tail {
				return false
			}
		}
	} else if s.unitAt(s.nextWord(k)) {
		return true // "6 Murray Turn Apt 4"
	}
	n := s.prevWord(p)
	if n >= 0 && s.toks[n].flags&tfDigit == 0 {
		n = s.prevWord(n) // a name of two words: "55 Chung Lee Steps"
	}
	if n < 0 || !s.houseNumber(n) {
		return false
	}
	if tail {
		return s.postcodeTail(k + 1) // "5 Mark Outlook, St. Anthonyburgh, NT, 2197", "9 Smith Dip\nSouth Deniseville, TAS, 0832"
	}
	if ends {
		return s.addressPlace(n)
	}
	return s.southernGoesOn(n, k)
}

// southernGoesOnShape reports whether token i, after a street type that
// is a common English word, goes on with the sentence in a shape that an
// address can take: a word in small letters, a question or an
// exclamation mark, or a capitalised town.
func (s *scratch) southernGoesOnShape(i int) bool {
	if i >= len(s.toks) {
		return false
	}
	t := &s.toks[i]
	if t.flags&tfWord == 0 {
		return t.r == '?' || t.r == '!'
	}
	return t.flags&tfDigit == 0 && (t.shape == shLower || t.shape == shCap)
}

// southernGoesOn reports whether the street of house number n and the
// type at word k, which a sentence goes on after, is an address: its
// number follows "to", "at", "from" or "into", an address cue, or a flat
// or a level, and a
// word in small letters or the sentence's mark follows its type ("we live
// at 16 Gordon Anchorage now", "Unit 41 85 Tate Range reports no power",
// "pick me up from 3 Kerr Anchorage?"), or a town, a state's code and its
// postcode follow it ("484 Lynch Entrance Michellemouth VIC 9627"). "the
// 3 Front Range trails" and "page 4 Close Range" stay untouched: their
// name is a common word and no such place stands before the number.
func (s *scratch) southernGoesOn(n, k int) bool {
	if t := &s.toks[k+1]; t.flags&tfWord == 0 || t.shape == shLower {
		if n >= 2 && s.toks[n-1].r == '/' && s.glued(n-1) && s.toks[n-2].flags&tfDigit != 0 {
			n -= 2 // a flat's number and a slash before the house number: "at 3/432 Tracey Circus"
		}
		q := s.prevWord(n)
		if q >= 0 && (s.wordIs(q, "to") || s.wordIs(q, "at") || s.wordIs(q, "from") || s.wordIs(q, "into") || s.unitAt(q)) || s.addressCueBefore(n) {
			return true
		}
		return q >= 0 && s.flatOrLevelNumber(q) // "Apt. 856 051 Mooney Edge"
	}
	e := s.townWords(k + 1)
	for m := s.nextWord(k + 1); m > k+1 && m <= e && m < len(s.toks); m = s.nextWord(m) {
		if australianStates[string(s.wordBytes(m))] && s.regionPostcode(m) > m {
			return true // the town's words end before the state: "Michellemouth VIC 9627"
		}
	}
	return false
}

// addressPlace reports whether house number n stands where an address
// does: first on its line or in its field, after "to", "at" or "on", an
// address cue, a flat or a level and its number ("Suite 519 55 Chung
// Steps"), or a first name and "and" that open their phrase (pairBefore:
// "…, Chantal and rue Cosendey 214"). "He bought 2 Kent Steps." says
// nothing of an address.
func (s *scratch) addressPlace(n int) bool {
	if s.toks[n].flags&tfLineStart != 0 || s.addressCueBefore(n) {
		return true
	}
	if n > 0 && s.toks[n-1].flags&tfWord == 0 && (s.toks[n-1].r == ';' || s.toks[n-1].r == '"' || s.toks[n-1].r == ':') {
		return true
	}
	q := s.prevWord(n)
	if q < 0 {
		return false
	}
	return s.wordIs(q, "to") || s.wordIs(q, "at") || s.wordIs(q, "on") || s.unitAt(q) || s.flatOrLevelNumber(q) || s.pairBefore(n)
}

// flatOrLevelNumber reports whether word q is digits that number a flat
// (flatNumber: "Apt. 693 198 Harold Top") or a level ("Level 2 7 Johnson
// Place") before a house number.
func (s *scratch) flatOrLevelNumber(q int) bool {
	if s.toks[q].flags&tfDigit == 0 {
		return false
	}
	u := s.prevWord(q)
	return s.flatNumber(q) || u >= 0 && s.wordIs(u, "level")
}

// southernWord reports whether w is a street type of Australia and New
// Zealand that is a common English word too.
func southernWord(w []byte) bool {
	switch string(w) {
	case "turn", "top", "edge", "bend", "pocket", "strip", "steps", "entrance", "formation", "plateau", "lookout", "gap",
		"reach", "tor", "tarn", "wade", "brace", "break", "quay", "quays", "retreat", "outlook", "strand", "subway",
		"quadrant", "front", "range", "round", "ride", "cross", "sound", "slope", "stairs", "block", "gates", "ground",
		"access", "follow", "reserve", "triangle", "towers", "dip", "beach", "anchorage", "circus", "dell", "basin",
		"elbow", "lees",
		"bowl", "centre", "cluster", "cutting", "hub", "line", "mile", "outlet", "pursuit", "ramble", "return", "rising",
		"rotary", "shunt", "terminus", "waters", "wharf", "boardwalk", "ring", "part", "upper", "quad", "trailer", "riviera",
		"broadway", "key", "keys", "intersection", "little", "lower":
		return true
	}
	return false
}

// levelBefore reports whether word p is "Level" before a street that
// starts at start with the floor's number and the house number, as
// Australia writes a floor ("Level 2 7 Johnson Place", "Level 1, 3
// Williamson Cove"). "Level 3 Plaza" has one number and is no address.
func (s *scratch) levelBefore(p, start int) bool {
	if !s.wordIs(p, "level") || s.toks[p].shape != shCap && !s.noUpper || !s.free(p) || !s.houseNumber(start) {
		return false
	}
	n := s.nextWordOrComma(start)
	return n >= 0 && s.houseNumber(n) && s.toks[n].flags&tfNL == 0
}

// australianStates are the states and territories of Australia, as an
// address writes them before the postcode.
var australianStates = wordSet("nsw vic qld sa wa tas nt act")
