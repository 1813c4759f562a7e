package gazetteer

// pairStops are the word classes that are no part of a lower-case name
// of two known words.
const pairStops = wcStopword | wcNonName | wcParticle | wcConj | wcTimeWord | wcTimeAbbrev | wcCueWord | wcPersonVerb |
	wcLocative | wcHonorific | wcUnit

// lowerKnownPairs finds, in a text without capitals, the names of two
// words that the rules of lower-case names leave for being English
// words: a known first name, then a known surname or name part on the
// same line, one space apart, where what the words are as English words
// does not outweigh what they are as names (knownPairWords). Neither may
// be a function word, an auxiliary, a word of a closed class or a plural
// of a word ("bill gates"), the first follows no article or determiner
// ("the frank discussion") and is no country, region or large city, and
// neither is a French word in French text or a German noun in German
// text; before a particle the longer name is left to joinNames
// ("jasmine davidson", "brett young", "mark moore"; not "may day",
// "rose garden", "sandy brown hair"). A pair whose English words
// outweigh its names is a name where the frame around it says a person
// stands (commonWordPairFramed: "can you ask john lane about…").
func (s *scratch) lowerKnownPairs() {
	for i := 0; i+1 < len(s.toks); i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || t.cls&pairStops != 0 || !s.free(i) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || !s.pairWord(k) || s.toks[k].start-t.end > 1 || !s.pairWord(i) {
			continue
		}
		a, b := s.resolved(i), s.resolved(k)
		if a&attrFirst == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 || b&(attrLast|attrPart) == 0 ||
			s.afterArticle(i) || s.pluralOfCommonWord(k) || s.pluralOfCommonWord(i) {
			continue
		}
		if !s.knownPairWords(a, b) {
			if s.commonWordPairFramed(i, k, b) {
				s.add(i, k+1, labelPerson, s.confidence(-0.15)) // "can you ask john lane about…"
				i = k
			}
			continue
		}
		if romanceWords.has(s.wordBytes(i)) && romanceWords.has(s.wordBytes(k)) {
			continue // "rossa bianca verde": colours
		}
		if n := s.nextWord(k); n >= 0 && s.toks[n].cls&wcParticle != 0 {
			continue // "maría josé del olmo": a longer name is left to joinNames
		}
		if b&(attrCountry|attrState|attrCounty|attrStreet) != 0 && (b&attrLast == 0 || wordLevel(a) != 0) {
			continue // "holland park": a place's name
		}
		if s.lang == langFrench && (a|b)&attrFrWord != 0 || s.lang == langGerman && (a|b)&attrNounDE != 0 {
			continue // "pierre blanche", "mark ist"
		}
		s.add(i, k+1, labelPerson, s.confidence(-0.15))
		i = k
	}
}

// pairWord reports whether word i may be a word of a lower-case name of
// two known words: lower case, three letters or more, free, no digit,
// no word of a closed class, function word, relative, possessive or
// auxiliary, and no last letter that is a stressed vowel ("sarà").
func (s *scratch) pairWord(i int) bool {
	t := &s.toks[i]
	return t.shape == shLower && t.letters >= 3 && t.flags&tfDigit == 0 && t.cls&pairStops == 0 && s.free(i) &&
		s.nameWordClass(i) == 0 && !functionWords.has(s.wordBytes(i)) && !s.stressedWord(i) &&
		!auxiliaryVerb(s.wordBytes(i))
}

// knownPairWords reports whether a first name of attributes a and a
// surname of attributes b are a name by what they are as English words:
// a first name among the commonest words (level 20 or below: "mark",
// "rose") only before a known surname that is no word of level 35 or
// below; a surname among the commonest words ("young", "brown") only
// after a known surname that is no word of level 35 or below, and as a
// surname, not a mere part of names ("black"); and a surname that is a
// word of level 35 or below only as a surname too.
func (s *scratch) knownPairWords(a, b uint32) bool {
	ca, cb := wordLevel(a), wordLevel(b)
	switch {
	case ca >= 1 && ca <= 2:
		return b&attrLast != 0 && (cb == 0 || cb > 3)
	case cb >= 1 && cb <= 2:
		return b&attrLast != 0 && (ca == 0 || ca > 3)
	case cb == 3 || ca == 3 && cb != 0:
		return b&attrLast != 0
	}
	return true
}
