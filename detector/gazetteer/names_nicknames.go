package gazetteer

// nicknameTails completes each person that ends with a known first name
// before a nickname in quotes with the nickname and the capitalised word
// after it, the surname (nicknameTail): `Robert "Bob" Wheeler`,
// `Margaret 'Peggy' Leach`. run calls it in a text with a double quote,
// or with an apostrophe and two persons (the nickname is a name too).
func (s *scratch) nicknameTails() {
	s.growPersons(s.nicknameTail)
}

// nicknameTail returns the end (exclusive) of the surname after a
// nickname in quotes that starts at token e, right after person si, or 0:
// one capitalised word in double, single or typographic quotes, glued to
// them, after a space and a known first name, and one capitalised word
// after a space, whatever the lists hold it as (`Robert "Clarence" Brown`):
// a quoted name between a first name and a capitalised word is how a
// nickname is written. The last word is no stopword, time word, cue,
// honorific, legal form or head of a firm's name (particleTailWord), and
// no other detection it would cut runs past it.
func (s *scratch) nicknameTail(si, e int) int {
	m, c, k := e+1, e+2, e+3
	if k >= len(s.toks) || s.toks[e].flags&(tfWord|tfSpace|tfNL) != tfSpace || !nicknameQuote(s.toks[e].r) ||
		s.resolved(e-1)&attrFirst == 0 {
		return 0
	}
	if s.toks[m].flags&(tfWord|tfSpace|tfNL) != tfWord || s.toks[m].shape != shCap || s.toks[m].letters < 2 ||
		s.toks[c].flags&(tfWord|tfSpace|tfNL) != 0 || s.toks[c].r != closingQuote(s.toks[e].r) ||
		s.toks[k].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || !s.particleTailWord(k) || !s.spansWithin(si, e, k+1) {
		return 0
	}
	return k + 1
}

// nicknameQuote reports whether r opens a nickname: a double, single or
// typographic quote.
func nicknameQuote(r rune) bool {
	return r == '"' || r == '\'' || r == '“' || r == '‘'
}

// closingQuote returns the quote that closes one opened with r.
func closingQuote(r rune) rune {
	switch r {
	case '“':
		return '”'
	case '‘':
		return '’'
	}
	return r
}
