package gazetteer

// Mexico's streets as its addresses write them: a quadrant between the
// type and the name ("Privada Sur Duarte 458", "Eje vial Norte Posada
// 950"), and the flat's number of three digits after a house number of
// three ("Calzada Cortés 045 539 last month").

// quadrantAfterType reports whether word k is a quadrant or "vial" that
// stands between a street type written first and the name ("Pasaje Sur
// Escalante 792", "Eje vial Oquendo 773"): the type, capitalised, right
// before it, or "Eje vial" before a quadrant.
func (s *scratch) quadrantAfterType(k int) bool {
	t := &s.toks[k]
	p := s.prevWord(k)
	if p < 0 {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "vial":
		return t.shape == shLower && s.toks[p].shape == shCap && s.wordIs(p, "eje")
	case "sur", "norte", "oriente", "poniente":
		if t.shape != shCap {
			return false
		}
		if s.wordIs(p, "vial") {
			return s.quadrantAfterType(p)
		}
		return s.toks[p].shape == shCap && s.toks[p].cls&wcStreetFirst != 0
	}
	return false
}

// ejeVial reports whether word k opens "Eje vial", a type of Mexico's
// streets of two words.
func (s *scratch) ejeVial(k int) bool {
	v := s.nextWord(k)
	return v >= 0 && s.toks[k].shape == shCap && s.wordIs(k, "eje") && s.toks[v].shape == shLower && s.wordIs(v, "vial")
}

// interiorNumber extends a number-last street ending at end, whose type
// comes first at start and whose house number has three digits, over a
// flat's number of three digits after it before the sentence goes on
// with a stopword or a word of time ("Calzada Cortés 045 539 last
// month", "Privada Sur Salas 218 766 before Friday"), as Mexico writes
// the interior number; secondNumber reads it at the line's end. A word
// of quantity after it makes it a count ("Calle Mayor 123 150
// metros"). It returns the new end, or end.
func (s *scratch) interiorNumber(start, end int) int {
	if start < 0 || end <= start || end+1 >= len(s.toks) || s.toks[start].cls&wcStreetFirst == 0 && !s.ejeVial(start) && !s.wordIs(start, "diagonal") ||
		s.toks[start].shape != shCap ||
		!s.plainNumber(end-1, 3, 3) || !s.plainNumber(end, 3, 3) || s.toks[end].flags&(tfSpace|tfNL) != tfSpace || !s.free(end) {
		return end
	}
	m := s.nextWord(end)
	if m < 0 || s.toks[m].shape != shLower || s.quantityAfter(end) || s.toks[m].cls&wcStopword == 0 && !s.timeAfter(m) {
		return end // "456 boxes"
	}
	return end + 1
}
