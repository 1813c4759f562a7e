package gazetteer

// unitFirstTypedStreet reads a street that a flat, a suite, a unit or a
// level opens with its number: house number n right after the unit's
// number, then one or two capitalised names and a street type, of the
// lists or of Australia and New Zealand even where it is an English word
// ("Apt. 490 94 Banks Ring", "Suite 892 49 Knight Bend, Port Scott, NT,
// 2402"): two numbers after a unit leave the names no other reading. It returns the street's span from n,
// or -1, -1; the unit joins it as a unit before a street does.
func (s *scratch) unitFirstTypedStreet(n int) (int, int) {
	q := s.prevWord(n)
	if q < 0 || s.toks[q].flags&tfDigit == 0 || !s.flatOrLevelNumber(q) {
		return -1, -1
	}
	for w, k := 0, s.nextWord(n); w < 3 && k >= 0 && s.free(k) && s.toks[k].flags&(tfNL|tfDigit) == 0 &&
		(s.toks[k].shape == shCap || s.noUpper && s.toks[k].shape == shLower); w, k = w+1, s.nextWord(k) {
		if w > 0 && (s.streetType(k) || southernWord(s.wordBytes(k)) || s.southernType(k)) {
			return n, k + 1
		}
	}
	return -1, -1
}
