package gazetteer

// daerahIstimewa reads Indonesia's special region at word k, "DI"
// (Daerah Istimewa) before the region's capitalised name and a postcode
// of five digits ("DI Yogyakarta 55281"), as its addresses write it after
// the town. It returns the end, or k.
func (s *scratch) daerahIstimewa(k int) int {
	if s.text[s.toks[k].start:s.toks[k].end] != "DI" {
		return k
	}
	if m := s.nextWord(k); m >= 0 && s.toks[m].shape == shCap && s.free(m) {
		if z := s.nextWord(m); z >= 0 && s.plainNumber(z, 5, 5) && s.free(z) {
			return z + 1
		}
	}
	return k
}
