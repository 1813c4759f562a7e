package gazetteer

// lowerFieldSurnameFirst finds, in a text without capitals, the name
// that fills a person's field surname first ("nom : bonnet roland",
// "nom : chevalier antoine"): after a key of a person's field and its
// colon, a known surname or a word in no list (lowerInvertedSurname),
// then a known first name that is no common word and none of
// wordFirstNames, which ends the value: the text or its line ends, or a
// comma or a semicolon follows. The field says a person is named; the
// first name at its end says the order.
func (s *scratch) lowerFieldSurnameFirst() {
	for c := 1; c+2 < len(s.toks); c++ {
		if s.toks[c].flags&tfWord != 0 || s.toks[c].r != ':' || !s.isWord(c-1) || s.toks[c-1].cls&wcColonCue == 0 {
			continue
		}
		w := c + 1
		if !s.isWord(w) || s.toks[w].flags&tfNL != 0 || !s.lowerInvertedSurname(w) || s.toks[w].flags&tfDigit != 0 ||
			functionWords.has(s.wordBytes(w)) {
			continue
		}
		f := s.nextWord(w)
		if f < 0 || !s.free(f) || s.toks[f].shape != shLower || wordFirstNames.has(s.wordBytes(f)) || !s.kinFirstName(f) {
			continue
		}
		if n := f + 1; n < len(s.toks) && s.toks[n].flags&tfNL == 0 && (s.toks[n].flags&tfWord != 0 || s.toks[n].r != ',' && s.toks[n].r != ';') {
			continue
		}
		s.add(w, f+1, labelPerson, s.confidence(-0.1))
	}
}
