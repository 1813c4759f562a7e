package gazetteer

// numeroStreet reads a street whose house number n follows Argentina's
// mark of the number, "N°" (or "Nº", "Nro."), and whose name the type
// written first opens, a name that may be a number, initials or a title
// with their dots ("Calle 8 N° 306", "Diag. 145 Bis N° 1824", "Diagonal
// J.B. Alberdi N° 8987", "Av. Pte. Perón N° 111"). The type is a
// capitalised street type written first, or "Diagonal" and the
// abbreviations of avenues, boulevards and diagonals. It returns the
// street's span, or -1, -1.
func (s *scratch) numeroStreet(n int) (int, int) {
	if t := s.prevWord(n); t >= 0 && s.plainNumber(n, 1, 3) && s.numeroType(t) {
		if e := s.numeroAfter(n + 1); e > n+1 {
			return t, e // "Calle 8 N° 306" read from its name's number
		}
	}
	j := s.numeroBefore(n)
	if j < 0 || !s.isWord(j) {
		return -1, -1
	}
	for w, k := 0, j; w < 10 && k >= 0 && s.free(k); w++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			if t.r != '.' || !s.glued(k) || k == 0 {
				return -1, -1
			}
			k-- // "J.B.", "Av.": the dot of an initial or an abbreviation
			continue
		}
		if k < j && s.numeroType(k) {
			return k, n + 1
		}
		if t.flags&tfNL != 0 {
			return -1, -1 // the type opens the street's line
		}
		switch {
		case t.flags&tfDigit != 0:
			if !s.plainNumber(k, 1, 3) {
				return -1, -1
			}
		case t.shape == shCap || t.shape == shInitial:
		case t.shape == shLower && streetPrepositions[string(s.wordBytes(k))]:
		default:
			return -1, -1
		}
		if t.flags&tfSpace == 0 && k > 0 && s.toks[k-1].r != '.' {
			return -1, -1
		}
		k--
	}
	return -1, -1
}

// numeroType reports whether word k is a type of numeroStreet,
// capitalised.
func (s *scratch) numeroType(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && s.free(k) && (t.cls&wcStreetFirst != 0 || numeroTypes[string(s.wordBytes(k))])
}

// numeroTypes are the types of numeroStreet that the street types' list
// lacks: diagonals, and the abbreviations of avenues and boulevards.
var numeroTypes = wordSet("diagonal diag av avda blv bv bvd")
