package gazetteer

// germanArticleSurname reports whether lower-case word i, which is no
// first name, is a person's surname that spoken German puts its article
// before at the start of a sentence, right before a verb of people ("die
// lindner hat wieder verschlafen", "der hofstetter kommt später"): the
// article opens the sentence, the word is a known surname of the lists
// or a register's of four letters or more, no German noun, no common
// English word, no place but a town under 100,000 people and of no class,
// and a verb of germanChatVerbs follows it. A noun there is a thing or a
// trade ("die sparkasse hat", "der elektriker kommt"), and an article
// inside a sentence may be a relative pronoun.
func (s *scratch) germanArticleSurname(i int) bool {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 4 || t.cls != 0 || t.flags&tfDigit != 0 {
		return false
	}
	p := s.prevWord(i)
	if p < 0 || s.toks[p].flags&tfSentStart == 0 || !germanPersonArticles.has(s.wordBytes(p)) {
		return false
	}
	k := s.nextWord(i)
	if k < 0 || k != i+1 || !germanChatVerbs.has(s.wordBytes(k)) {
		return false
	}
	w := s.wordBytes(i)
	a := s.resolved(i)
	if a&attrLast == 0 && s.d.reg.lookup(w)&attrRegLast == 0 {
		return false
	}
	return a&(attrFirst|attrNounDE|attrFrWord|attrCountry|attrState|attrStreet) == 0 && cityBucket(a) < 5 && wordLevel(a) == 0 &&
		!s.germanNoun(i) && !nounEnding(w) && !germanVerbOrAdjectiveShape(w)
}
