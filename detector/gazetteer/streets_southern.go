package gazetteer

// southernWordType reports whether word k is a street type of Australia
// and New Zealand that is a common English word too ("6 Murray Turn", "55
// Chung Steps, West Michaelmouth", "42 Quinn Turn\n", "198 Harold Top,
// South Jeremy"): it is one only after a name word that is no common
// English word, where the street ends its clause or line or a flat
// follows it. Elsewhere the word is what it says ("a 3 DNA Strand model",
// "the 2 Kent Steps are steep").
func (s *scratch) southernWordType(k int) bool {
	if !s.lineEndsAt(k+1) && !s.unitAt(s.nextWord(k)) {
		return false // the common case, tested first: most words go on into their sentence
	}
	if k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.nextWord(k+1) >= 0 && s.toks[s.nextWord(k+1)].shape == shLower {
		return false // "…Turn. and then": a dot inside a sentence
	}
	if !southernWord(s.wordBytes(k)) {
		return false
	}
	p := s.prevWord(k)
	return p >= 0 && s.toks[p].shape == s.toks[k].shape && s.toks[p].flags&tfDigit == 0 && wordLevel(s.resolved(p)) == 0 &&
		s.toks[p].cls&(wcStopword|wcUnit|wcTimeWord) == 0
}

// southernWord reports whether w is a street type of Australia and New
// Zealand that is a common English word too.
func southernWord(w []byte) bool {
	switch string(w) {
	case "turn", "top", "edge", "bend", "pocket", "strip", "steps", "entrance", "formation", "plateau", "lookout", "gap",
		"reach", "tor", "tarn", "wade", "brace", "break", "quay", "quays", "retreat", "outlook", "strand", "subway",
		"quadrant", "front", "range", "round", "ride", "cross", "sound", "slope", "stairs", "block", "gates", "ground",
		"access", "follow", "reserve", "triangle", "towers", "dip", "beach", "anchorage", "circus", "dell", "basin",
		"elbow", "lees":
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
