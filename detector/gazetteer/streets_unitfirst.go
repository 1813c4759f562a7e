package gazetteer

// flatNumber reports whether number n, read before a street, is a flat's
// or a floor's: a unit stands right before it ("Apt. 31, Cañada Iván
// Bayón 228", "Piso 8, Camino de Rico Gras 1"), its abbreviation's dot
// between them. The number after the
// street's name is then the street's own house number, whatever follows
// it in the sentence.
func (s *scratch) flatNumber(n int) bool {
	u := n - 1
	if u > 0 && s.toks[u].flags&tfWord == 0 && s.toks[u].r == '.' {
		u-- // "Apt. 31"
	}
	return u >= 0 && s.isWord(u) && s.unitAt(u)
}

// flatCommaNumber extends a street ending at token end over the house
// number after its comma when number n before it is a flat's
// ("Appartamento 7, Incrocio Mazzocchi, 73"); it returns end otherwise:
// when a number opens the street after the flat's or a postcode and its
// town follow the comma, and commaNumber reads the number where it ends
// its clause, or when the number opens a street of its own, written
// number first ("Unit 2213 Matumtum Towers, 1952 Banuyo Boulevard").
func (s *scratch) flatCommaNumber(n, end int) int {
	if !s.flatNumber(n) || end+1 >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&(tfWord|tfNL) != 0 ||
		s.toks[end-1].flags&tfDigit != 0 {
		return end
	}
	if k := s.nextWordOrComma(n); k < 0 || s.toks[k].flags&tfDigit != 0 {
		return end // "Suite 076 625 Pena Court, 2942 Robertburgh": the street has its number, a postcode follows
	}
	if m := end + 1; s.isWord(m) && s.toks[m].flags&tfNL == 0 && s.free(m) && s.houseNumber(m) && s.toks[m].flags&tfSpace != 0 && s.commaPostcodeTown(m) < 0 &&
		!s.typedNameAfter(m) {
		return s.numberTail(m + 1)
	}
	return end
}

// typedNameAfter reports whether one of the three words that follow
// number m, one space apart, is a street type: the number opens a
// street written number first ("1952 Banuyo Boulevard", "6714 54th
// Road").
func (s *scratch) typedNameAfter(m int) bool {
	for w, k := 0, s.nextWord(m); w < 3 && k >= 0; w, k = w+1, s.nextWord(k) {
		if s.streetType(k) {
			return true
		}
	}
	return false
}
