package gazetteer

// typeAfterNumber reads a street type written after a corner's first
// street's house number, as English speakers add one to a foreign street
// ("the corner of Nieuwe Baan 473 St. and…"), at word k, and returns the
// end of the type with its dot and the word after it, or -1.
func (s *scratch) typeAfterNumber(k int) (end, next int) {
	end = k + 1
	if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) {
		end++
	}
	return end, s.nextWord(end - 1)
}

// cornerNameOnly reads after a corner's "and" at a the second street
// written as its name alone, without a type or a number ("the corner of
// Parcelná 3 and Ľubochnianska"): up to four words, name words
// capitalised or, in a text without capitals, none of the commonest
// English words ("…and kongresni trg"), street types and particles in
// lower case ("…and Juričeva ulica", "…and Travessa de Ferreira"), and
// returns the end of its last name word or type, or -1.
// The corner's first street and its cue say it is a street.
func (s *scratch) cornerNameOnly(a int) int {
	end := -1
	for w, m := 0, s.nextWord(a); w < 4 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		if s.cornerStreetWord(m) {
			if s.toks[m].cls&(wcParticle|wcArticle) == 0 {
				end = m + 1 // "…and Juričeva ulica", "…and rue Barre": a type in lower case
			}
			continue // "…and Travessa de Ferreira": a particle inside the name
		}
		if t := &s.toks[m]; !s.streetNameWord(m) || t.shape == shLower && s.common(m, 4) || t.shape != shLower && t.letters < 2 {
			break
		}
		end = m + 1
	}
	return end
}

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
