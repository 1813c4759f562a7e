package gazetteer

// secondPersonVerbs are the verbs of the second person singular that
// chat says to the one it names (folded): "jaja darío eres lo peor",
// "ahah federica sei il peggiore", "lol mark you're the worst" ("you"
// then "re" or "are" is read apart).
var secondPersonVerbs = packedWordSet("eres estas tienes sabes puedes vienes sei hai stai puoi vieni sai")

// chatOpeners open a chat line before the name of the one it talks to
// (folded): laughter and calls ("jaja", "lol", "ahah", "oye", "ehi").
var chatOpeners = packedWordSet("jaja jajaja jajajaja jeje jejeje haha hahaha hahahaha hehe lol lmao rofl omg ahah ahahah " +
	"ahahahah ahaha ahahaha xd oye ey ehi eh dai")

// addressedLowerNames marks, in a text without capitals, a first name
// alone that chat talks to: right before a verb of the second person
// (secondPersonVerbs, or "you" with "are" or "'re") and at its
// sentence's start or after a chat opener (chatOpeners: "jaja darío eres
// lo peor", "lol mark you're the worst", "ahah federica sei il
// peggiore"). The word is a first name of the main lists, a common word
// too, or a word in no list that the register holds as a first name and
// that is no common Spanish or Italian word; no function word, word of a
// closed class, auxiliary or word chat calls anyone (chatEndearments:
// "jaja tío eres lo peor"). It visits the first names and the
// register's words only.
func (s *scratch) addressedLowerNames() {
	for _, list := range [2][]int32{s.lowerCands, s.regLowers} {
		for _, ci := range list {
			i := int(ci)
			if !s.free(i) || !s.secondPersonAfter(i) || !s.chatLineOpener(i) {
				continue
			}
			if s.addressedFirst(i) {
				s.add(i, i+1, labelPerson, s.confidence(-0.1))
			}
		}
	}
}

// secondPersonAfter reports whether a verb of the second person follows
// word i, one space apart (see addressedLowerNames).
func (s *scratch) secondPersonAfter(i int) bool {
	v := s.nextWord(i)
	if v < 0 || s.toks[v].shape != shLower {
		return false
	}
	if secondPersonVerbs.has(s.wordBytes(v)) {
		return true
	}
	if !s.wordIs(v, "you") {
		return false
	}
	if n := s.nextWord(v); n >= 0 && s.wordIs(n, "are") {
		return true
	}
	return v+2 < len(s.toks) && s.toks[v+1].flags&(tfWord|tfSpace) == 0 && (s.toks[v+1].r == '\'' || s.toks[v+1].r == '’') &&
		s.isWord(v+2) && s.toks[v+2].flags&tfSpace == 0 && s.wordIs(v+2, "re")
}

// chatLineOpener reports whether word i opens its sentence or line, or
// follows a chat opener that does (see addressedLowerNames).
func (s *scratch) chatLineOpener(i int) bool {
	if s.toks[i].flags&(tfSentStart|tfLineStart) != 0 {
		return true
	}
	p := s.prevWord(i)
	return p >= 0 && s.toks[p].flags&(tfSentStart|tfLineStart) != 0 && chatOpeners.has(s.wordBytes(p))
}

// addressedFirst reports whether lower-case word i may be the name chat
// talks to (see addressedLowerNames).
func (s *scratch) addressedFirst(i int) bool {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcHonorific|wcParticle|wcLocative|wcConj|wcCueWord|wcPersonVerb|wcUnit) != 0 {
		return false
	}
	w := s.wordBytes(i)
	if functionWords.has(w) || auxiliaryVerb(w) || chatEndearments.has(w) || chatOpeners.has(w) || codeFirstNames.has(w) {
		return false
	}
	a := s.resolved(i)
	if a&(attrCountry|attrState|attrCounty|attrStreet) != 0 || cityBucket(a) > 5 || s.germanNoun(i) {
		return false
	}
	if a&attrFirst != 0 {
		return a&attrDictFirst == 0 || t.cls == 0 && wordLevel(a) == 0
	}
	if !registerName(a) || t.letters < 4 || s.esItWord(i) || nounEnding(w) {
		return false
	}
	return s.d.reg.lookup(s.fold[t.fs:t.fe])&attrRegFirst != 0
}
