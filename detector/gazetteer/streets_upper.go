package gazetteer

// upperStreetName reports whether a street type at word k and the name
// words after it up to word j are all written in capitals, as labels and
// forms write an address ("CAMINO ALCIDES LASA 518", "ULICA SADOWA
// 63/08"), and no name word is a common English word: in capitals a type
// before one is a heading's phrase ("SENT VIA EMAIL 2", "PLACE ORDER 2").
func (s *scratch) upperStreetName(k, j int) bool {
	for m := s.nextWord(k); m >= 0 && m <= j; m = s.nextWord(m) {
		t := &s.toks[m]
		if t.shape != shUpper || t.flags&tfDigit != 0 || wordLevel(s.resolved(m)) != 0 && !s.streetParticle(m) {
			return false
		}
	}
	return true
}

// upperTypeFirst reports whether the street type at word k, in capitals,
// opens a name in capitals that upperStreetName accepts ("98, RUE NICOLAS
// BESSON"; not "12 VIA EMAIL").
func (s *scratch) upperTypeFirst(k int) bool {
	end := s.streetName(k + 1)
	return end > k+1 && s.upperStreetName(k, end-1)
}

// upperForeignName reports whether word k, in capitals, may name a street
// without a type as a capitalised one does: four letters or more, and no
// English word, known name, place, product or unit ("ADDRESS: TVEITBAKKEN
// 6", "HNĚZDENSKÁ 51"; not "PART 2", "LEVEL 5", "WINDOWS 11").
func (s *scratch) upperForeignName(k int) bool {
	return s.toks[k].letters >= 4 && s.foreignStreetName(k)
}
