package gazetteer

// germanArticleSurname reports whether lower-case word i, which is no
// first name, is a person's surname that spoken German puts its article
// before: at the start of a sentence, right before a verb of people ("die
// lindner hat wieder verschlafen", "der hofstetter kommt später"), or
// after a verb that takes a person, maybe with one softener between,
// where the phrase ends after it ("frag den hofstetter", "ruf mal die
// lindner an", "sag der pfister bescheid"). The word is a known surname
// of the lists or a register's of four letters or more, no German noun,
// English or French word, noun by its ending or place but a town under
// 100,000 people, and of no class. A noun there is a thing or a trade
// ("die sparkasse hat", "der elektriker kommt", "frag den chef"), a
// preposition takes a car as often as a person ("mit dem opel"), and an
// article inside a sentence may be a relative pronoun.
func (s *scratch) germanArticleSurname(i int) bool {
	if !s.plainLowerWord(i) {
		return false
	}
	p := s.prevWord(i)
	if p < 0 || !germanPersonArticles.has(s.wordBytes(p)) {
		return false
	}
	if s.toks[p].flags&tfSentStart != 0 {
		if k := s.nextWord(i); k < 0 || k != i+1 || !germanChatVerbs.has(s.wordBytes(k)) {
			return false
		}
	} else if !s.verbBeforeArticle(p) || !s.germanNameEndsAfter(i, false) {
		return false
	}
	return s.germanLoneSurnameWord(i)
}

// germanLoneSlotSurname reports whether lower-case word i, which is no
// first name, is a person's surname alone right after a German
// preposition of people ("an", "mit", "bei"), where the
// phrase ends after it by a mark, the line's end or a word that closes the
// clause, not a conjunction ("schick das an lindner", "termin mit
// pfister", "mit pfister gesprochen"; "mit klein und groß" holds none);
// the word as germanLoneSurnameWord reads it. These prepositions take a
// noun, rarely an adjective, which a surname may be spelt as ("danke
// schnell", "lange hat es gedauert" stay words); "von" and "für" do in
// idioms ("von klein auf", "von früh bis spät") and stay out.
func (s *scratch) germanLoneSlotSurname(i int) bool {
	if !s.plainLowerWord(i) {
		return false
	}
	p := s.prevWord(i)
	if p < 0 || !germanPeoplePrepositions.has(s.wordBytes(p)) || !s.germanNameEndsAfter(i, false) {
		return false
	}
	if k := s.nextWord(i); k >= 0 && s.toks[k].cls&wcConj != 0 {
		return false
	}
	return s.germanLoneSurnameWord(i)
}

// plainLowerWord reports whether token i is a lower-case word of four
// letters or more, of no class and without a digit.
func (s *scratch) plainLowerWord(i int) bool {
	t := &s.toks[i]
	return t.shape == shLower && t.letters >= 4 && t.cls == 0 && t.flags&tfDigit == 0
}

// germanPeoplePrepositions take a person in German (folded).
var germanPeoplePrepositions = packedWordSet("an mit bei")

// germanLoneSurnameWord reports whether word i is a known surname of the
// lists or a register's that is no first name, German noun, English or
// French word, noun by its ending, verb or adjective by its shape, or
// place but a town under 100,000 people.
func (s *scratch) germanLoneSurnameWord(i int) bool {
	w := s.wordBytes(i)
	a := s.resolved(i)
	if a&attrLast == 0 && s.d.reg.lookup(w)&attrRegLast == 0 {
		return false
	}
	return a&(attrFirst|attrNounDE|attrFrWord|attrCountry|attrState|attrStreet) == 0 && cityBucket(a) < 5 && wordLevel(a) == 0 &&
		!s.germanNoun(i) && !nounEnding(w) && !germanVerbOrAdjectiveShape(w)
}

// verbBeforeArticle reports whether article p follows a German verb that
// takes a person (pairCueVerbs), right before it or with one softener
// between ("frag den…", "ruf mal die…").
func (s *scratch) verbBeforeArticle(p int) bool {
	v := s.prevWord(p)
	if v >= 0 && germanSoftSlotWords.has(s.wordBytes(v)) {
		v = s.prevWord(v)
	}
	return v >= 0 && s.toks[v].shape == shLower && pairCueVerbs[string(s.wordBytes(v))]
}
