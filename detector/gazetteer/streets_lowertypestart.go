package gazetteer

// lowerTypeStart returns the street type written first in small letters
// that opens the name of the street starting at word from, up to three
// words before it on its line, with only words in small letters, free
// and no stopwords but a street's particles, between them ("vivo en
// plaza de nacio rivero 719", "ronda cirino puerta 14"): a rule that reads the street from its
// number or its name leaves the type and the first words of the name
// before them, which belong to it. It returns the type's word, or from.
func (s *scratch) lowerTypeStart(from int) int {
	if s.toks[from].shape != shLower && s.toks[from].flags&tfDigit == 0 || s.toks[from].cls&wcStreetFirst != 0 {
		return from
	}
	for w, k := 0, s.prevWord(from); w < 3 && k >= 0; w, k = w+1, s.prevWord(k) {
		t := &s.toks[k]
		if !s.free(k) || t.shape != shLower || t.flags&tfDigit != 0 {
			return from
		}
		if t.cls&wcStreetFirst != 0 {
			return k
		}
		if t.cls&wcStopword != 0 && !s.streetParticle(k) {
			return from
		}
	}
	return from
}
