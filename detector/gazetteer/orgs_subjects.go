package gazetteer

// Subjects that only a firm is: located, based, acquired, or having
// offices and stores ("Dridrifen was acquired last year", "Zentrova
// Health has offices in Berlin"; docs/names.md, "Rules, in order of
// strength").

// firmState reports whether w, after "is", "was", "are" or "were", says
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

// stateSubject reports whether the lower-case word v after the subject
// of words [i, end) says what only a firm is ("was acquired", "is
// located", "has offices"), when one of those words is in no list: a
// name no list knows, not a common word or a person ("Data was
// acquired", "Anna was acquired" are none).
func (s *scratch) stateSubject(v, i, end int) bool {
	if s.toks[v].letters > 4 {
		return false // most verbs after a subject are none of these: a cheap test first
	}
	n := s.nextWord(v)
	if n < 0 || s.toks[n].shape != shLower {
		return false
	}
	ok := false
	switch string(s.wordBytes(v)) {
	case "is", "was", "are", "were":
		if s.wordIs(n, "based") {
			p := s.nextWord(n) // "is based in Leeds"; "is based on Netty" is a product's
			ok = p >= 0 && (s.wordIs(p, "in") || s.wordIs(p, "out"))
		} else {
			ok = firmState(s.wordBytes(n))
		}
	case "has", "have", "had":
		if s.toks[n].flags&tfDigit != 0 && s.toks[n].letters == 0 {
			if n = s.nextWord(n); n < 0 {
				return false // "has 200 employees"
			}
		}
		ok = firmHoldings(s.wordBytes(n))
	}
	return ok && s.unlistedWord(i, end)
}

// possessiveNear reports whether "'s" stands right before cue word c or
// before one adjective in small letters before it ("Zentrova's office",
// "Zentrova's new office").
func (s *scratch) possessiveNear(c int) bool {
	if s.possessiveBefore(c) {
		return true
	}
	a := c - 1
	return a > 0 && s.isWord(a) && s.toks[a].shape == shLower && s.toks[a].cls&wcStopword == 0 &&
		s.toks[a].flags&tfSpace != 0 && s.toks[c].flags&tfSpace != 0 && s.possessiveBefore(a)
}
