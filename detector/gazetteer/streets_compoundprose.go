package gazetteer

// proseCompounds finds the streets written as one compound with a
// street's ending and no house number right after an English preposition
// of place or motion ("send it to Vogelstrasse", "outside Harwichvej",
// "lives on Ashleystraat"): the compound is no English word, German noun,
// name or place, and no capitalised word or number follows it (a longer
// name: "Bergstrasse Klinik"; a number: the number rules read it). The
// street takes the tail of an address after it, as a street with a
// number does (a flat, or a postcode and its town after a comma).
func (s *scratch) proseCompounds() {
	for _, ki := range s.unknownCaps { // the capitalised words in no list: no English word, name or place
		k := int(ki)
		t := &s.toks[k]
		if t.letters < 7 || t.flags&(tfUsed|tfBlocked|tfDigit) != 0 || t.shape != shCap {
			continue
		}
		p := s.prevWord(k)
		if p < 0 || s.toks[p].shape != shLower || !streetPreposition(s.wordBytes(p)) {
			continue
		}
		if !s.foreignStreetName(k) || s.resolved(k)&attrNounDE != 0 || k+1 < len(s.toks) && s.glued(k+1) && s.toks[k+1].flags&tfWord != 0 || !s.streetEndingWord(k) {
			continue
		}
		if n := s.nextWord(k); n >= 0 && (s.capWord(n) || s.toks[n].flags&tfDigit != 0) {
			continue
		}
		s.add(k, s.addressTail(k+1), labelStreet, s.confidence(0.2))
	}
}
