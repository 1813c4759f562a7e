package gazetteer

// invertedCommonSurname reports whether word w, a known surname that is a
// common English word ("Horn", "Green", "smith"), may be the surname of a
// name written surname first all the same: in German or French text,
// where an English word is no evidence against a name, or right after a
// preposition that takes a person or a possessor ("Anschrift von Horn,
// Reginald", "adresse de smith, amy", "address for Green, Rhys"). The
// first name after the comma must be known (invertedNames checks it).
func (s *scratch) invertedCommonSurname(w int) bool {
	a := s.resolved(w)
	if a&(attrLast|attrPart) == 0 || a&(attrCountry|attrState) != 0 || s.common(w, 1) {
		return false
	}
	if s.germanOrFrench() && !s.noUpper {
		return true
	}
	p := s.prevWord(w)
	return p >= 0 && p == w-1 && s.toks[p].shape == shLower && invertedPrepositions[string(s.wordBytes(p))]
}

// invertedPrepositions are the prepositions of the five languages that a
// person's name follows, those of personSlots and the genitive ones ("of",
// "de", "di", "du", "von"), folded.
var invertedPrepositions = wordSet("with to by from for of con a da de di du del per para por segun secondo avec par pour chez mit an von fur bei")
