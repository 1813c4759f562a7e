package gazetteer

// commaPostcodeTown returns the end of the town after number n when n,
// written after the comma that closes a street's name, is a postcode of
// five digits, or of four that no year reads (with the Netherlands'
// letters after them), or of two parts as Portugal and Poland write it,
// with a capitalised town after it: the street has no house number of its own and the address
// goes on to its town ("Via Roma, 56011 Gabella", "Wolfstrasse, 4964
// Schaffhausen"). It returns -1 otherwise ("Via Roma, 72 Gabella": a
// house number, then a word).
func (s *scratch) commaPostcodeTown(n int) int {
	m := n + 1
	switch {
	case s.plainNumber(n, 5, 5) || s.plainNumber(n, 4, 4) && !s.yearLike(n):
		if s.dutchLetters(m) {
			m++ // "3413 MQ Wier"
		}
	case s.postcode(n) && s.toks[n].flags&tfDigit != 0 && !s.plainNumber(n, 1, 9):
		// "1100-053 Lisboa", "91-102 Przemyśl": a postcode of two parts
	default:
		return -1
	}
	if m >= len(s.toks) || !s.isWord(m) || s.toks[m].flags&tfNL != 0 || s.toks[m].shape != shCap && !s.noUpper {
		return -1
	}
	if e := s.townWords(m); e > m {
		return s.province(e)
	}
	return -1
}
