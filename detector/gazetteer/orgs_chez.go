package gazetteer

// chezTown reports whether word r, a place of attributes a right after
// French "chez", names the firm or the person there rather than the
// place: "chez" takes a household or a business, never a town ("Contact
// chez Peron, Élise Rocher", "travaille chez Peron"). A country, a region
// or a large city stays a place.
func (s *scratch) chezTown(r int, a uint32) bool {
	if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 6 {
		return false
	}
	p := s.prevWord(r)
	return p >= 0 && s.toks[p].shape == shLower && s.wordIs(p, "chez")
}
