package gazetteer

// romancePronounOpener reports whether capitalised word i, a first name
// that is also an Italian possessive or a Spanish, French or Italian
// pronoun ("Mia", "Ella", "Elle", "Lei"), opens its sentence before a
// lower-case word that is no English word: the sentence is Romance and
// the word is "my" or "she" ("Mia madre arriva domani", "Ella vive en
// Madrid"). With a surname, after a cue, or before English ("Ella called
// back"), it stays a first name.
func (s *scratch) romancePronounOpener(i int) bool {
	if s.toks[i].flags&tfSentStart == 0 || !romancePronoun(s.wordBytes(i)) {
		return false
	}
	k := s.nextWord(i)
	if k < 0 || s.toks[k].shape != shLower {
		return false
	}
	return functionWords.has(s.wordBytes(k)) || wordLevel(s.resolved(k)) == 0
}

// romancePronoun reports whether folded word w is a pronoun or a
// possessive of French, Spanish or Italian that is also a first name.
func romancePronoun(w []byte) bool {
	switch string(w) {
	case "mia", "ella", "elle", "lei":
		return true
	}
	return false
}
