package gazetteer

// proseTown reports whether words k to end, after the comma that ends a
// street, are a town that the sentence goes on after: the words that
// clauseTown takes (capitalised, none a stopword, a word of time or a
// unit, each no common English word unless it opens a town's name, one
// of them in no list at all), or such words in capitals of three letters
// or more, before a word in lower case, or a comma and such a word, on
// the same line
// ("…Smith Summit, Alextown by 5pm", "…utca 244., Nagyfürdőhalas, room
// 4", "…, KERESZTHALAS near the station"; not "…Oak Lane, Thanks, see
// you"). A place the lists know keeps its own reading.
func (s *scratch) proseTown(k, end int) bool {
	if end <= k || end-k > 5 || end >= len(s.toks) || s.nameGoesOn(end) {
		return false // "…, Nueva Trinidad y Tabago, DF …": a conjunction or a particle carries the name on
	}
	if e := &s.toks[end]; e.flags&tfNL != 0 || e.flags&tfWord != 0 && e.shape != shLower || e.flags&tfWord == 0 && e.r != ',' {
		return false
	}
	if r := end + 1; s.toks[end].r == ',' && (!s.isWord(r) || s.toks[r].shape != shLower || s.toks[r].flags&tfNL != 0) {
		return false // "…, North Markhaven, VIC", "…, Zorgtown, 2024 Olympics": more of an address, or no sentence, may follow
	}
	if e, a := s.phraseAt(s.d.base, k, placeBits); e >= end && a != 0 {
		return e == end && s.allFree(k, end) // "…Platz 2, Ingolstadt bis Freitag": a known place is the address's town
	}
	return s.unknownTownWords(k, end, true)
}
