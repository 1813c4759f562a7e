package gazetteer

// Subjects that only a firm is: located, based, acquired, or having
// offices and stores ("Dridrifen was acquired last year", "Zentrova
// Health has offices in Berlin"; docs/names.md, "Rules, in order of
// strength").

// firmState reports whether w, after "is" or "was", says
// where a firm stands or what was done to it as a firm ("is located",
// "is based", "was acquired", "is listed").
func firmState(w []byte) bool {
	switch string(w) {
	case "located", "based", "acquired", "listed", "headquartered", "incorporated", "registered", "valued", "delisted":
		return true
	}
	return false
}

// firmHoldings reports whether w, after "has" or "have", is what a firm
// holds in places ("has offices in", "has stores", "has 200
// employees").
func firmHoldings(w []byte) bool {
	switch string(w) {
	case "offices", "stores", "branches", "subsidiaries", "factories", "plants", "warehouses", "employees",
		"shareholders", "franchises", "outlets":
		return true
	}
	return false
}

// firmStateAfter reports whether auxiliary v and the lower-case word n
// after it say what only a firm is ("was acquired", "is located", "is
// based in") or holds ("has offices", "has 200 employees"). The subject
// also needs a word in no list (subjectFirms): "Data was acquired" and
// "Anna was acquired" are none.
func (s *scratch) firmStateAfter(v, n int) bool {
	switch string(s.wordBytes(v)) {
	case "is", "was":
		if s.wordIs(n, "based") {
			p := s.nextWord(n) // "is based in Leeds"; "is based on Netty" is a product's
			return p >= 0 && (s.wordIs(p, "in") || s.wordIs(p, "out"))
		}
		return firmState(s.wordBytes(n))
	case "has", "have", "had":
		if s.toks[n].flags&tfDigit != 0 && s.toks[n].letters == 0 {
			if n = s.nextWord(n); n < 0 {
				return false // "has 200 employees"
			}
		}
		return firmHoldings(s.wordBytes(n))
	}
	return false
}

// possessiveNear reports whether "'s" stands right before cue word c or
// before one adjective in small letters before it ("Zentrova's office",
// "Zentrova's new office").
func (s *scratch) possessiveNear(c int) bool {
	return s.possessiveBefore(c) || s.possessiveBeforeAdjective(c)
}

// possessiveBeforeAdjective reports whether "'s" stands before one
// adjective in small letters before cue word c ("Zentrova's new office").
func (s *scratch) possessiveBeforeAdjective(c int) bool {
	// The "s" two tokens back is the cheapest test.
	a := c - 1
	return a >= 3 && s.toks[a-1].letters == 1 && s.toks[a].shape == shLower && s.toks[a].cls&wcStopword == 0 &&
		s.toks[a].flags&tfSpace != 0 && s.toks[c].flags&tfSpace != 0 && s.possessiveBefore(a)
}
