package gazetteer

// greetedPairEnd returns the end of a lower-case name of two words that
// a greeting or a closing on the same line opens at word i, in a text
// without capitals, or 0: the second word, k, ends the phrase as
// cuedPairEnd wants it (a comma, the line's end, a conjunction), and
//   - i is a known first name and k a known surname that is no common word
//     ("hi dawn preston,"), or
//   - i is a known first name that is no word of the commonest levels and
//     no large place, and k a word that is no common word ("hi tom lijn,",
//     "dear ascensión tena,", "ciao aria foscari,"), or
//   - i is in no list and no common word, and k a known surname that is no
//     common word ("hola azahar guerra,").
//
// A greeting before two common words is none ("hi team lead,"), nor
// one of two words ("hola buenos días,", "ciao buona sera,").
func (s *scratch) greetedPairEnd(i int) int {
	if !s.noUpper || s.toks[i].shape != shLower || s.toks[i].letters < 3 || functionWords[string(s.wordBytes(i))] ||
		greetingAdjectives[string(s.wordBytes(i))] {
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
	surname := ak&(attrLast|attrPart) != 0 && !s.common(k, p.commonMax)
	switch {
	case ai&attrFirst != 0 && surname:
	case ai&attrFirst != 0 && !s.common(i, p.hardCommon) && cityBucket(ai) < 5 && !s.common(k, p.commonMax) && !s.germanNoun(i):
	case ai&nameBits == 0 && registerName(ai) && surname:
	default:
		return 0
	}
	return k + 1
}

// greetingAdjectives open the second half of a greeting of two words
// after a first one ("hola buenos días", "ciao buona sera", "hallo guten
// Tag", "salut bonne journée"), folded.
var greetingAdjectives = wordSet("buenos buenas buen buon buona buone bonne bon bons guten gute schonen schone")
