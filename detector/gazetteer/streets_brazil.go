package gazetteer

// brazilCommaType reports whether word k, capitalised, is one of
// Brazil's street types that are common nouns or places too ("Lago",
// "Vale", "Vila", "Praia", "Feira", "Colônia"…), which open a street only
// in Brazil's order: the type, the name, a comma and the house number
// ending the clause or the line ("Lago Augusto Leão, 512", "Praia
// Moraes, 72 before Friday"; not "Vale Moraes, 72 people came").
func (s *scratch) brazilCommaType(k, n int) bool {
	if s.toks[k].shape != shCap || !brazilTypes[string(s.wordBytes(k))] {
		return false
	}
	m := n + 1
	if s.lineEndsAt(m) {
		return true
	}
	w := s.nextWord(n)
	return w >= 0 && !s.quantityAfter(n) && s.toks[w].shape == shLower && (s.toks[w].cls&wcStopword != 0 || s.timeAfter(w))
}

// brazilTypes are the types of brazilCommaType, folded with and without
// their accents.
var brazilTypes = wordSet("aeroporto area área campo colonia colônia distrito estacao estação feira lago lagoa morro patio pátio praia vale vila")
