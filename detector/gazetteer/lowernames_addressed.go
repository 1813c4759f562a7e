package gazetteer

// secondPersonVerb reports whether folded word w is a verb of the second
// person singular that chat says to the one it names: "jaja darío eres
// lo peor", "ahah federica sei il peggiore" ("you" then "re" or "are" is
// read apart). A switch, not a set: it runs on every message's second
// word, and comparing a few lengths costs less than a hash.
func secondPersonVerb(w []byte) bool {
	switch string(w) {
	case "eres", "estas", "tienes", "sabes", "puedes", "vienes", "sei", "hai", "stai", "puoi", "vieni", "sai":
		return true
	}
	return false
}

// chatOpener reports whether folded word w opens a chat line before the
// name of the one it talks to: laughter and calls ("jaja", "lol",
// "ahah", "oye", "ehi"). A switch, as secondPersonVerb is.
func chatOpener(w []byte) bool {
	switch string(w) {
	case "jaja", "jajaja", "jajajaja", "jeje", "jejeje", "haha", "hahaha", "hahahaha", "hehe", "lol", "lmao", "rofl", "omg",
		"ahah", "ahahah", "ahahahah", "ahaha", "ahahaha", "xd", "oye", "ey", "ehi", "eh", "dai":
		return true
	}
	return false
}

// addressedLowerNames marks, in a text without capitals, a first name
// alone that chat talks to: right before a verb of the second person
// (secondPersonVerb, or "you" with "are" or "'re"), as the message's
// first word or after a chat opener that is (chatOpener: "jaja darío
// eres lo peor", "lol sally you're the worst", "ahah federica sei il
// peggiore"). The word is a first name of the main lists, a common word
// too, or a word in no list that the register holds as a first name and
// that is no common Spanish or Italian word; no function word, word of a
// closed class, auxiliary or word chat calls anyone (chatEndearments:
// "jaja tío eres lo peor"). It reads the message's first two words only,
// where chat puts the one it talks to, so its cost does not grow with
// the text.
func (s *scratch) addressedLowerNames() {
	if len(s.toks) < 2 || s.toks[0].flags&tfWord == 0 {
		return
	}
	i := 0
	if !s.secondPersonAfter(0) {
		if i = s.nextWord(0); i < 0 || !s.secondPersonAfter(i) || !chatOpener(s.wordBytes(0)) {
			return // the verb first: its last letter spares most messages the switches
		}
	}
	if s.free(i) && s.addressedFirst(i) {
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
	}
}

// secondPersonAfter reports whether a verb of the second person follows
// word i, one space apart (see addressedLowerNames).
func (s *scratch) secondPersonAfter(i int) bool {
	v := s.nextWord(i)
	if v < 0 || s.toks[v].shape != shLower {
		return false
	}
	w := s.wordBytes(v)
	if n := len(w); n < 3 || n > 6 || w[n-1] != 's' && w[n-1] != 'i' && w[n-1] != 'u' {
		return false // every verb of secondPersonVerb and "you" end so
	}
	if secondPersonVerb(w) {
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

// addressedFirst reports whether lower-case word i may be the name chat
// talks to (see addressedLowerNames).
func (s *scratch) addressedFirst(i int) bool {
	a, ok := s.loneLowerWord(i)
	if !ok || chatOpener(s.wordBytes(i)) {
		return false
	}
	if a&attrFirst != 0 {
		return s.firstAlone(i, a)
	}
	return s.toks[i].letters >= 4 && s.registerOnlyFirst(i, a)
}
