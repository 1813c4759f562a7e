package gazetteer

// pairedFirstName reports whether a known first name and "and" stand
// right before the one-word street name at start whose house number n
// ends it, where the pair opens its phrase as a corner without its cue
// does (crossing), and the name is no English word, name or place ("to
// Vlasta and Korabinského 610", "on Rolf and Fredriksenhagen 4"): some
// address lists write a person's first name joined so before the street,
// and the pair proves the street as an address cue would ("Tom and Jerry
// 2" names a person, "Peter and Kubernetes 1" a product, "Simon and
// Garfunkel 3 albums" a count of what a noun after the number names).
func (s *scratch) pairedFirstName(start, n int) bool {
	return s.prevWord(n) == start && s.toks[start].shape == shCap && s.foreignStreetName(start) && s.pairBefore(start) &&
		!s.countedNounAfter(n)
}

// countedNounAfter reports whether an English noun in small letters that
// is no stopword or function word follows number n on its line, a word
// the lists know or its plural, the noun the number counts ("3 albums",
// "2 tapes"); a word of another language leaves the number a house's, as
// Indonesian addresses write one before `rt`, `kelurahan` or `dekat`.
func (s *scratch) countedNounAfter(n int) bool {
	k := n + 1
	if k >= len(s.toks) {
		return false
	}
	t := &s.toks[k]
	return t.flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace && t.shape == shLower && t.cls&wcStopword == 0 && !functionWords.has(s.wordBytes(k)) &&
		(wordLevel(s.resolved(k)) != 0 || s.pluralOfCommonWord(k))
}

// pairBefore reports whether a known first name and "and" stand right
// before word k and open their phrase as a corner without its cue does
// (crossing): "to Vlasta and …", "Recipient: Karl Weber, Chantal and …".
func (s *scratch) pairBefore(k int) bool {
	a := s.prevWord(k)
	if a < 0 || !s.wordIs(a, "and") {
		return false
	}
	f := s.prevWord(a)
	if f < 0 || s.toks[f].shape != shCap || s.resolved(f)&attrFirst == 0 {
		return false
	}
	return s.crossing(a) == f
}
