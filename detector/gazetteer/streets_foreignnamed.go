package gazetteer

// foreignNamed reports whether the capitalised street type written first
// at word i, which no English dictionary holds, names a street up to end
// with capitalised words that are none either, or rarer words that are
// known first names or surnames, and particles between them ("Praça
// Fonseca", "Avenida das Chagas", "Travessa Noa Pinho"), so that a word
// in small letters after it may go on with the sentence ("the shop on
// Praça Fonseca sells good coffee"); a common word that is a name too is
// none ("the talk on Praça Green tea").
func (s *scratch) foreignNamed(i, end int) bool {
	if s.toks[i].shape != shCap || wordLevel(s.resolved(i)) != 0 {
		return false
	}
	return s.foreignNameAfterType(i, end)
}

// foreignNameAfterType reports whether the words after street type i up to
// end are a street's name as foreignNamed reads it: capitalised words of
// no English dictionary, or rarer ones that are known first names or
// surnames, and particles between them.
func (s *scratch) foreignNameAfterType(i, end int) bool {
	named := false
	for m := i + 1; m < end && m >= 0; m = s.nextWord(m) {
		t := &s.toks[m]
		if t.shape == shLower && s.streetParticle(m) {
			continue
		}
		if t.shape != shCap || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord|wcTechTerm|wcOrgHead) != 0 {
			return false
		}
		if a := s.resolved(m); wordLevel(a) != 0 && (wordLevel(a) < 3 || a&(attrFirst|attrLast) == 0) {
			return false
		}
		named = true
	}
	return named
}

// loanType reports whether capitalised word i is a street type written
// first that English took as a word of its own ("Plaza", "Piazza"): after
// a preposition of place, before a name that is no English word, it opens
// a street as the types of no English word do ("The flat on Piazza
// Pincherle has…", "on Plaza de Gloria Blázquez, right by").
func (s *scratch) loanType(i int) bool {
	return s.toks[i].shape == shCap && (s.wordIs(i, "plaza") || s.wordIs(i, "piazza"))
}
