package gazetteer

// Subjects that only a firm is: located, based, acquired, or having
// offices and stores ("Dridrifen was acquired last year", "Zentrova
// Health has offices in Berlin"; docs/names.md, "Rules, in order of
// strength").

// firmState reports whether w, after "is" or "was", says
// where a firm stands or what was done to it as a firm ("is located",
// "is based", "was acquired", "is listed", "is owned by", "was ranked",
// "was fined").
func firmState(w []byte) bool {
	switch string(w) {
	case "located", "based", "acquired", "listed", "headquartered", "incorporated", "registered", "valued", "delisted",
		"owned", "ranked", "fined":
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

// foundingWord reports whether w, folded, opens a clause that says where
// or when a firm was founded or stands ("Founded in 1999,", "Based in
// Denver,").
func foundingWord(w []byte) bool {
	switch string(w) {
	case "founded", "established", "based", "headquartered", "incorporated":
		return true
	}
	return false
}

// foundingSubject finds the firm after a clause that opens sentence word
// i with a foundingWord and "in" (word n), up to a comma on its line
// ("Founded in 1999, Zenmi makes pumps", "Based in Denver since 2004,
// Quazen sells sensors"), and reports whether i opens such a clause: the
// run of names after the comma, no known first name or product opening
// it, no common word alone.
func (s *scratch) foundingSubject(i, n int) bool {
	if !s.wordIs(n, "in") || !foundingWord(s.wordBytes(i)) {
		return false
	}
	k := n + 1
	for m := 0; k < len(s.toks) && m < 12; k, m = k+1, m+1 {
		if s.toks[k].flags&tfNL != 0 {
			return true
		}
		if s.toks[k].flags&tfWord == 0 && s.toks[k].r == ',' {
			break
		}
	}
	r := s.nextWordAfter(k)
	if r < 0 || !s.capWord(r) || !s.free(r) || s.toks[r].cls&(wcNonName|wcTimeWord) != 0 || firmAttrs(s.resolved(r))&attrFirst != 0 {
		return true // "Founded in 2010, Kubernetes …" names a product
	}
	end := s.orgRunEnd(r)
	if end <= r || end == r+1 && s.common(r, s.d.p.commonMax) {
		return true
	}
	s.addOrg(r, s.formAfter(end), s.confidence(-0.1))
	return true
}

// whichAfter returns the verb of a relative clause right after the run
// of names ending at end, a comma and "which" ("Quazen, which makes
// solar panels,"), or -1.
func (s *scratch) whichAfter(end int) int {
	if end >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&(tfWord|tfSpace|tfNL) != 0 {
		return -1
	}
	w := s.nextWordAfter(end)
	if w < 0 || !s.wordIs(w, "which") {
		return -1
	}
	v := s.nextWord(w)
	if v < 0 || s.toks[v].shape != shLower {
		return -1
	}
	return v
}
