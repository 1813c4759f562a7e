package gazetteer

// A known surname before "group" in a text without capitals names a
// firm where a preposition that takes a firm opens it or a verb follows
// it as its subject ("i work at brown group since 2021", "mein bruder
// ist jetzt bei smith group", "brown group just called"), though the
// surname is a common word too: the firm rules read only words of no
// list before a head noun in small letters. A word after "group" that
// goes on with the phrase ("young group of kids", "brown group chat")
// and an article or a possessive before it ("a young group") make it no
// firm (docs/names.md, "Rules, in order of strength").

// lowerSurnameGroup returns the start of "<surname> group" whose head
// noun is word c, in a text without capitals, or -1.
func (s *scratch) lowerSurnameGroup(c int) int {
	k := c - 1
	if !s.wordIs(c, "group") || k < 0 || !s.isWord(k) {
		return -1
	}
	t := &s.toks[k]
	if t.shape != shLower || t.letters < 3 || t.flags&(tfDigit|tfHyphen) != 0 || !s.free(k) ||
		t.cls&(wcStopword|wcArticle|wcConj|wcDeterminer|wcTimeWord|wcDemonym) != 0 || s.resolved(k)&attrLast == 0 ||
		functionWords.has(s.wordBytes(k)) {
		return -1
	}
	n := s.nextWordAfter(c)
	if n >= 0 && s.toks[n].flags&tfNL == 0 && s.toks[n].start == s.toks[c].end+1 && (groupGoesOn(s.wordBytes(n)) ||
		s.toks[n].cls&(wcStopword|wcTimeWord|wcTimeAbbrev) == 0 && !functionWords.has(s.wordBytes(n)) && !groupSubjectVerb(s.wordBytes(n)) && !clauseAfterFirm(s.wordBytes(n))) {
		return -1 // "young group of kids", "brown group chat"
	}
	p := s.prevWord(k)
	if p >= 0 && p == k-1 && groupPreposition(s.wordBytes(p)) {
		return k // "at brown group", "bei smith group"
	}
	if (p < 0 || s.toks[k].flags&tfSentStart != 0) && n >= 0 && groupSubjectVerb(s.wordBytes(n)) {
		return k // "brown group just called"
	}
	return -1
}

// groupPreposition reports whether w, folded, is a preposition or verb
// of the five languages after which a firm's name opens ("at", "from",
// "bei", "chez", "con", "presso", "joined").
func groupPreposition(w []byte) bool {
	switch string(w) {
	case "at", "for", "by", "with", "from", "to", "quit", "left", "joined", "bei", "mit", "von", "fur", "chez", "avec",
		"pour", "par", "con", "per", "presso", "da", "en", "para", "por":
		return true
	}
	return false
}

// groupSubjectVerb reports whether w, folded, is a verb or an adverb
// that follows a firm as its subject in chat ("just called", "is late",
// "hat gerade angerufen", "acaba de llamar").
func groupSubjectVerb(w []byte) bool {
	switch string(w) {
	case "just", "is", "was", "has", "finally", "still", "called", "paid", "cancelled", "canceled", "sent", "hat", "ist",
		"liefert", "ha", "acaba", "vuelve", "vient":
		return true
	}
	return singularVerb(w)
}

// groupGoesOn reports whether w, folded, right after "group", goes on
// with its phrase: "of", "de", "di" ("a young group of kids").
func groupGoesOn(w []byte) bool {
	switch string(w) {
	case "of", "de", "di", "du", "des", "del", "von", "der":
		return true
	}
	return false
}

// clauseAfterFirm reports whether w, folded, may follow a firm's name
// that ends its phrase in chat: a word of time or a preposition that no
// class above holds ("since 2021", "last week", "this morning", "seit").
func clauseAfterFirm(w []byte) bool {
	switch string(w) {
	case "since", "last", "next", "this", "now", "today", "yesterday", "tomorrow", "again", "please", "about", "soon",
		"seit", "morgen", "heute", "gestern", "schon", "wieder", "desde", "hoy", "ayer", "depuis", "hier", "demain":
		return true
	}
	return false
}
