package gazetteer

// A list of firms may hold one name: the capitalised run after a plural
// word for suppliers, up to two words in small letters and a colon, that
// ends its sentence or line, is a firm ("Vendors shortlisted: Talmira.",
// "Suppliers: Graniteway", "Lieferanten: Kreusel"); lists of two names
// or more are firmsListStart's. A person, a known place, a common word
// alone or a word for no value there is none ("Suppliers: Various",
// "Vendors: none") (docs/names.md, "Rules, in order of strength").

// suppliersNoun reports whether w, folded, is a plural word for the
// suppliers a firm lists, in the five languages.
func suppliersNoun(w []byte) bool {
	switch string(w) {
	case "vendors", "suppliers", "fournisseurs", "lieferanten", "proveedores", "fornitori":
		return true
	}
	return false
}

// orgAfterSuppliers adds the one firm that suppliers noun c lists after
// a colon, and reports whether c is a suppliers noun (handled, found or
// not): the noun announces no firm otherwise.
func (s *scratch) orgAfterSuppliers(c int) bool {
	if s.toks[c].letters < 7 || !suppliersNoun(s.wordBytes(c)) {
		return false
	}
	k := c
	for n := 0; n < 2; n++ {
		if p := s.nextWord(k); p >= 0 && s.toks[p].shape == shLower {
			k = p
		}
	}
	colon := k + 1
	if colon >= len(s.toks) || s.toks[colon].flags&(tfWord|tfNL) != 0 || s.toks[colon].r != ':' {
		return true
	}
	r := s.nextWordAfter(colon)
	if r < 0 || s.toks[r].flags&tfNL != 0 || !s.capWord(r) || !s.free(r) {
		return true
	}
	end := s.orgRunEnd(r)
	if end <= r {
		return true
	}
	if end < len(s.toks) && s.toks[end].flags&tfNL == 0 {
		if t := &s.toks[end]; t.flags&tfWord != 0 || t.r != '.' && t.r != ';' ||
			end+1 < len(s.toks) && s.toks[end+1].flags&tfNL == 0 {
			return true // more follows: a list, or a sentence
		}
	}
	if noValue(s.wordBytes(r)) || end == r+1 && s.commonWordsOnly(r, end) || s.honorificOrFirstPair(r, end) {
		return true
	}
	s.listedFirm(r, end)
	return true
}
