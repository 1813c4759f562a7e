package gazetteer

// townAfterPreposition extends a street without a number ending before
// token end over the town that a preposition of place names right after
// it, when the town ends the clause or the line or a word that follows
// an address comes next ("j'habite rue des lilas à lyon", "lives at rue
// des Lilas in Lyon."): French, Italian, Spanish and Portuguese "à",
// "a", "en", "em", German and English "in". It returns the new end, or
// end, so that a street whose name runs on into the sentence ("rue des
// lilas à côté de la gare") stays unread.
func (s *scratch) townAfterPreposition(end int) int {
	if end < 0 {
		return end
	}
	if !s.isWord(end) || s.toks[end].flags&(tfSpace|tfNL) != tfSpace || !s.free(end) {
		return end
	}
	switch string(s.wordBytes(end)) {
	case "a", "in", "en", "em":
	default:
		return end
	}
	m := s.nextWord(end)
	if m < 0 || !s.free(m) || s.toks[m].cls&(wcStopword|wcTimeWord|wcUnit) != 0 || s.noUpper && wordLevel(s.resolved(m)) != 0 {
		return end
	}
	e := s.townWords(m)
	if e <= m {
		return end
	}
	if s.lineEndsAt(e) || s.isWord(e) && (afterAddressWords[string(s.wordBytes(e))] || sinceWords[string(s.wordBytes(e))]) {
		return e
	}
	return end
}

// sinceWords say since when someone lives at an address: EN, FR, DE,
// ES, IT, PT ("j'habite rue des lilas à lyon depuis 2019").
var sinceWords = wordSet("since depuis seit desde dal dalla")
