package gazetteer

// provinceTown reads a town that its province closes, in brackets, as
// Italy writes an address's last line after the postcode at word k
// ("95043, Militello In Val Di Catania (CT)", "98141, giampilieri
// marina (me)", "95047, Paterno' (CT)"): one to six words without a
// digit on the postcode's line, apostrophes and hyphens between them,
// then two letters in brackets. The brackets bound the town, so its words
// need no list and no capital. It returns the end after the bracket, or
// k.
func (s *scratch) provinceTown(k int) int {
	for w, m := 0, k; w <= 6 && m < len(s.toks); m++ {
		t := &s.toks[m]
		if m > k && t.flags&tfNL != 0 {
			return k
		}
		if t.flags&tfWord != 0 {
			if t.flags&tfDigit != 0 || !s.free(m) {
				return k
			}
			w++
			continue
		}
		switch t.r {
		case '\'', '’', '-':
			continue
		case '(':
			if w > 0 && m+2 < len(s.toks) && s.dutchLetters(m+1) && s.toks[m+2].r == ')' {
				return m + 3
			}
		}
		return k
	}
	return k
}
