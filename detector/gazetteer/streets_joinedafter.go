package gazetteer

// joinedStreetName returns the end of another street's name and type
// written right after the house number of a number-last street that ends
// at end, as some address lists join two streets ("Jakob-Bucher-Ring 3/5
// Köhler Loop", "Tamásifalui tér 122. Varga Gateway", "Noahstraat 07 van
// den Nieuwenhuijsen Way"): on the same line, up to two particles in small
// letters, then one to three capitalised names and a capitalised street
// type of the lists; or end. A town after the number ("Lindenstraße 12
// Berlin Mitte") has no type and stays out.
func (s *scratch) joinedStreetName(end int) int {
	k := end
	if k < len(s.toks) && s.toks[k].flags&tfWord == 0 && s.toks[k].r == '.' && s.glued(k) {
		k++ // "122. Varga Gateway": the Hungarian house number's dot
	}
	m := s.nextWord(k - 1)
	for w := 0; w < 2 && m >= 0 && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0; w++ {
		m = s.nextWord(m) // "07 van den Nieuwenhuijsen Way"
	}
	if m < 0 || !s.free(m) || s.toks[m].shape != shCap || !s.streetNameWord(m) {
		return end
	}
	for w, q := 0, m; w < 4 && q >= 0 && s.free(q); w, q = w+1, s.nextWord(q) {
		if w > 0 && s.toks[q].shape == shCap && s.streetType(q) {
			return q + 1
		}
		if !s.streetNameWord(q) {
			break
		}
	}
	return end
}
