package gazetteer

// townLineBelow reports whether the street without a type from word start
// to house number n stands over a line that opens with a postcode no year
// could be and a town ("Splavnica 5\n90647 Zagreb", "Kolmeka 8\n1410
// Kolbotn"), as most of Europe writes an address, when none of its words
// is an English word or a German or French noun ("Room 12\n10115 Berlin"
// and "Gleis 4\n10115 Berlin" stay an agenda's lines) and the town is a
// known one or no English word.
func (s *scratch) townLineBelow(start, n int) bool {
	t := s.postcodeTownStart(s.numberTail(n + 1))
	if t < 0 || wordLevel(s.resolved(t)) != 0 && !s.knownTown(t, s.townWords(t)) {
		return false // "Zorbex 3\n1024 Widgets": a count of things, not a town
	}
	for k := start; k < n; k = s.nextWord(k) {
		if k < 0 {
			return false
		}
		if a := s.resolved(k); wordLevel(a) != 0 || a&(attrNounDE|attrFrWord) != 0 {
			return false
		}
	}
	return true
}
