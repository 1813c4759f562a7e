package gazetteer

// peoplePrepositions stand before a person's name in the five languages
// (folded): "approved by", "sent to", "cc", "per", "laut", "según", "a",
// "da", "von", "par", "with", "avec", "mit", "con", "for", "pour", "für",
// "para".
var peoplePrepositions = wordSet("by to cc per from with for laut von mit an fur bei segun a da con para par avec pour de di")

// lowerInvertedNames finds, in a text without capitals, the names
// written surname first with a comma in a sentence ("cc watts, neil
// and the infra team", "inoltrato a donatoni, ottavio stamattina"): a
// first name of any list that is no common word and none of
// wordFirstNames, whose phrase ends after it (phraseEndsAfter), after a
// comma and a word that is a known surname that is no common word, or,
// after a word of peoplePrepositions, a word in no list, a known surname
// or a word of none of the commonest levels that is no place, no French
// word in French text and no German noun in German text
// (lowerInvertedSurname), that follows no article. A list of things
// ("salt, pepper and oil") holds no first name that is no common word.
func (s *scratch) lowerInvertedNames() {
	for c := 1; c+1 < len(s.toks); c++ {
		if s.toks[c].flags&tfWord != 0 || s.toks[c].r != ',' {
			continue
		}
		w, f := c-1, c+1
		if !s.isWord(w) || !s.isWord(f) || s.toks[f].flags&tfNL != 0 || s.toks[f].flags&tfSpace == 0 || s.toks[c].start != s.toks[w].end ||
			!s.free(f) || s.toks[f].shape != shLower || wordFirstNames.has(s.wordBytes(f)) || !s.kinFirstName(f) || !s.phraseEndsAfter(f) {
			continue
		}
		if s.afterArticle(w) {
			continue
		}
		a := s.resolved(w)
		p := s.prevWord(w)
		if p >= 0 && peoplePrepositions[string(s.wordBytes(p))] {
			t := &s.toks[w]
			if !s.lowerInvertedSurname(w) && !(s.free(w) && t.shape == shLower && t.letters >= 3 && t.cls == 0 && t.flags&tfDigit == 0 &&
				a&placeBits == 0 && !(s.lang == langFrench && a&attrFrWord != 0) && !(s.lang == langGerman && a&attrNounDE != 0) &&
				!s.common(w, 2) && !functionWords.has(s.wordBytes(w))) {
				continue // "cc watts, neil": a word of the rarer levels after a preposition of people
			}
		} else if !s.lowerInvertedSurname(w) || a&attrLast == 0 || s.common(w, 4) {
			continue
		}
		s.add(w, f+1, labelPerson, s.confidence(-0.1))
	}
}

// lowerInvertedGrow completes, in a text without capitals, a first name
// that a rule took alone right after a comma with the surname written
// before it ("holt, miroslawa hat angerufen", "kunde heintze, bernard
// meldet sich", "mieter kobelt, alexei meldet einen wasserschaden"): the
// word glued to the comma is a word in no list (unlistedNameWord) or a
// known surname that is no common word, place, French word in French
// text or German noun in German text, after no article, and the name
// ends after the first name (unlistedPairEnds). The first name is a
// person already, so the text names someone either way; a word that a
// rule of organisations took alone there is the surname too ("kunde
// heintze, bernard meldet sich": a first name after the comma says so).
func (s *scratch) lowerInvertedGrow() {
	s.eachPerson(func(si int) int {
		sp := &s.spans[si]
		f := int(sp.from)
		c, w := f-1, f-2
		if int(sp.to) != f+1 || w < 0 || s.toks[c].flags&(tfWord|tfSpace|tfNL) != 0 || s.toks[c].r != ',' ||
			s.toks[f].flags&(tfSpace|tfNL) != tfSpace || s.toks[f].shape != shLower || s.resolved(f)&attrFirst == 0 || !s.isWord(w) {
			return si
		}
		t := &s.toks[w]
		if !s.free(w) && !s.lowerOrgWord(w) || t.shape != shLower || t.letters < 3 || t.cls != 0 || t.flags&tfDigit != 0 || s.afterArticle(w) {
			return si
		}
		a := s.resolved(w)
		known := a&attrLast != 0 && !s.common(w, 4) && a&placeBits == 0 && !(s.lang == langFrench && a&attrFrWord != 0) &&
			!(s.lang == langGerman && a&attrNounDE != 0) && !functionWords.has(s.wordBytes(w))
		if !known && !s.unlistedNameWord(w) || !s.unlistedPairEnds(f) {
			return si
		}
		return s.growSpan(si, w, f+1)
	})
}

// lowerOrgWord reports whether word w is an organisation of that word
// alone.
func (s *scratch) lowerOrgWord(w int) bool {
	if s.toks[w].kind != labelOrg+1 {
		return false
	}
	for _, sp := range s.spans {
		if int(sp.from) == w {
			return sp.kind == labelOrg && int(sp.to) == w+1
		}
	}
	return false
}
