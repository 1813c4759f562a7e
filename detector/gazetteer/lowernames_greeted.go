package gazetteer

// lowerCuePairEnd returns the end of a lower-case name of two words that
// cue, before word i in a text without capitals, opens where the rules
// of single names found none, or 0: greetedPairEnd after a greeting or a
// closing on the same line, cuedKnownPairEnd after a strong cue that is
// no honorific or a verb of address.
func (s *scratch) lowerCuePairEnd(i int, c cue, honorific bool) int {
	switch {
	case (c == cueGreet || c == cueClosing) && s.toks[i].flags&tfNL == 0:
		return s.greetedPairEnd(i)
	case c == cueStrong && !honorific || c == cueAddress:
		return s.cuedKnownPairEnd(i)
	}
	return 0
}

// greetedPairEnd returns the end of a lower-case name of two words that
// a greeting or a closing on the same line opens at word i, in a text
// without capitals, or 0: the second word, k, ends the phrase as
// cuedPairEnd wants it (a comma, the line's end, a conjunction), and
//   - i is a known first name and k a known surname or name part that is no
//     word of the commonest levels ("hi dawn preston,", "thanks victor
//     potter,"), or
//   - i is a known first name that is no word of the commonest levels and
//     no large place, and k a word that is no common word ("hi tom lijn,",
//     "dear ascensión tena,", "ciao aria foscari,"), or
//   - i is in no list and no common word, and k a known surname that is no
//     word of the commonest levels ("hola azahar guerra,").
//
// A greeting before two common words is none ("hi team lead,"), nor
// one of two words ("hola buenos días,", "ciao buona sera,").
func (s *scratch) greetedPairEnd(i int) int {
	if !s.noUpper || s.toks[i].shape != shLower || s.toks[i].letters < 3 || functionWords.has(s.wordBytes(i)) ||
		greetingAdjective(s.wordBytes(i)) {
		return 0
	}
	if s.cuedPairEnd(i) != i+2 {
		return 0
	}
	k := i + 1
	for !s.isWord(k) {
		k++
	}
	p := s.d.p
	ai, ak := s.resolved(i), s.resolved(k)
	if ai&(attrCountry|attrState) != 0 || ak&(attrCountry|attrState) != 0 || s.toks[i].cls&wcTechTerm != 0 {
		return 0
	}
	surname := ak&(attrLast|attrPart) != 0 && !s.common(k, p.hardCommon)
	switch {
	case ai&attrFirst != 0 && surname:
	case ai&attrFirst != 0 && !s.common(i, p.hardCommon) && cityBucket(ai) < 5 && !s.common(k, p.commonMax) && !s.germanNoun(i):
	case ai&nameBits == 0 && registerName(ai) && surname:
	default:
		return 0
	}
	return k + 1
}

// greetingAdjective reports whether folded word w opens the second half
// of a greeting of two words after a first one ("hola buenos días",
// "ciao buona sera", "hallo guten Tag", "salut bonne journée"), or
// strengthens the leave-taking before it ("cuídate mucho").
func greetingAdjective(w []byte) bool {
	switch string(w) {
	case "buenos", "buenas", "buen", "buon", "buona", "buone", "bonne", "bon",
		"bons", "guten", "gute", "schonen", "schone", "mucho", "mucha":
		return true
	}
	return false
}

// cuedKnownPairEnd returns the end of a lower-case name of two words that
// a strong cue or a verb of address opens at word i in a text without
// capitals, or 0: a known first name, even a common word, then a known
// surname or name part that is no word of the commonest levels, one or
// two spaces apart, or a word in no list that ends the phrase
// (phraseEndsAfter) ("meeting with mark rodgers moved…", "can you call
// crystal richardson back?", "ping john baker when…", "ask mark eelman
// about it"; not "call john back"). The cue says a person follows; the
// surname says the first word is a name.
func (s *scratch) cuedKnownPairEnd(i int) int {
	if !s.noUpper || s.toks[i].shape != shLower || s.toks[i].letters < 3 || s.resolved(i)&attrFirst == 0 ||
		s.resolved(i)&(attrCountry|attrState) != 0 || functionWords.has(s.wordBytes(i)) {
		return 0
	}
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != shLower || s.toks[k].letters < 3 || s.toks[k].start-s.toks[i].end > 2 ||
		s.toks[k].cls&(wcStopword|wcNonName|wcParticle|wcConj|wcTimeWord|wcCueWord|wcPersonVerb|wcLocative|wcHonorific|wcUnit) != 0 {
		return 0
	}
	if a := s.resolved(k); (a&(attrLast|attrPart) == 0 || a&(attrCountry|attrState) != 0 || s.common(k, s.d.p.hardCommon)) &&
		!(s.unlistedNameWord(k) && s.phraseEndsAfter(k) && !s.objectAfter(k)) {
		return 0
	}
	if m := s.nextWord(k); m >= 0 && s.toks[m].cls&wcParticle != 0 {
		return 0 // a longer name, for the rules of lower-case names: "llama a maría josé del olmo"
	}
	return k + 1
}

// objectAfter reports whether an article or a determiner follows word k
// on its line: k reads as a verb before its object ("text will tokenize
// the input"), not as a surname.
func (s *scratch) objectAfter(k int) bool {
	n := s.nextWord(k)
	return n >= 0 && s.toks[n].flags&tfNL == 0 && (s.toks[n].cls&(wcArticle|wcDeterminer) != 0 || determinerWord(s.wordBytes(n)))
}
