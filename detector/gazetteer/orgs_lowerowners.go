package gazetteer

// Firms named after their owners in a text without capitals, read back
// from their legal form or head noun: two surnames joined by a hyphen
// ("scarponi-sanguineti group", "rossi-bianchi s.r.l."), two or three
// joined by commas and a conjunction ("ariasso, florio e tropea group",
// "piñol y riba s.l.", "beck, brown and miles ltd"), a name part before a
// legal form that is no word or a family form ("bell and sons", "banks
// ltd"), two names before any legal form ("lambert rousset s.a."), one
// word of no list before an English head noun in text the language guess
// does not leave to English ("bocca group ha mandato il preventivo"), and
// a trade and its initials or an owner's name before a dotted form
// ("industrias bm s.a.", "hnos poza s.l."). The form is the cheap anchor:
// the owners' words are read only before one, and the run of names
// (orgRunStart) stops at the common words and words of no list that
// surnames are in small letters.

// lowerOwners returns the first word of the owners' names before form fs
// in a text without capitals, or -1; head says whether the form is a
// head noun, which takes one word of no list only when English firms end
// in it (ownerHead).
func (s *scratch) lowerOwners(fs int, head bool) int {
	k := s.prevWord(fs)
	if k < 0 || s.toks[k].shape != shLower {
		return -1
	}
	if s.toks[k].flags&tfHyphen != 0 {
		if s.lowerOwnerPair(k) {
			return k
		}
		return -1
	}
	// The cheap tests of shape first: most forms have none of these
	// before them, and a word's attributes may cost a lookup.
	if st := s.lowerOwnerList(k, head); st >= 0 {
		return st
	}
	if !head {
		if j := s.prevWord(k); j >= 0 && s.toks[k].letters >= 3 && s.lowerOwnerName(j) && s.lowerOwnerName(k) {
			return j // "lambert rousset s.a.", "gay leclercq s.a."
		}
		if s.lowerFamilyName(k, fs) {
			return k // "bell and sons sent…", "banks ltd"
		}
		return s.lowerInitials(k, fs)
	}
	if ownerHead(s.wordBytes(fs)) && s.lang != langOther && s.lowerUnknown(k) {
		// "bocca group ha mandato…": English firms' heads are no words
		// of the other languages; after an article, a possessive or
		// a conjunction the word is a team's or a list's. "a" there is
		// a preposition or, after the head, French "has".
		if p := s.prevWord(k); p >= 0 && !s.wordIs(p, "a") && (s.toks[p].cls&(wcArticle|wcConj|wcDeterminer) != 0 ||
			determinerWord(s.wordBytes(p)) || possessive(s.wordBytes(p))) {
			return -1
		}
		if n := s.nextWord(fs); n >= 0 && !s.wordIs(n, "a") && !foreignArticle(s.wordBytes(n)) && s.objectAfter(fs) {
			return -1 // an English verb before its object; not "disdero group la settimana scorsa"
		}
		return k
	}
	return -1
}

// foreignArticle reports whether w, folded, is an article of French,
// German, Spanish or Italian and of no English: after an English head
// noun in those languages' text it opens the next phrase
// ("disdero group la settimana scorsa"), not the object of a verb.
func foreignArticle(w []byte) bool {
	switch string(w) {
	case "la", "le", "les", "il", "lo", "gli", "der", "die", "das", "den", "dem", "el", "los", "las", "un", "una", "une", "ein", "eine":
		return true
	}
	return false
}

// ownerHead reports whether head noun w, folded, ends English firms'
// names and is no word of French, German, Spanish or Italian.
func ownerHead(w []byte) bool {
	switch string(w) {
	case "group", "labs", "holdings", "ventures", "partners", "technologies", "enterprises":
		return true
	}
	return false
}

// lowerOwnerList returns the first word of two or three owners' names
// ending at word k: "a, b and c" or "a y b" (also "e", "et", "und", "&"),
// each a lowerOwnerWord, or -1. A comma glued to a name and a conjunction
// between spaces join them; a comma before the first ends no sentence
// ("pedimos a piñol y riba s.l.").
func (s *scratch) lowerOwnerList(k int, head bool) int {
	c := k - 1
	if c < 1 || s.toks[c].flags&tfNL != 0 || s.toks[k].flags&tfSpace == 0 ||
		!(s.isWord(c) && s.toks[c].shape == shLower && familyConjunction(s.wordBytes(c)) || !s.isWord(c) && s.toks[c].r == '&') ||
		!s.lowerOwnerWord(k, !head) {
		return -1
	}
	j := s.prevWord(c)
	if j < 0 || !s.lowerOwnerWord(j, !head) {
		return -1
	}
	if j >= 2 && s.toks[j].flags&tfSpace != 0 && s.toks[j-1].r == ',' && !s.isWord(j-1) && s.toks[j-1].flags&tfSpace == 0 &&
		s.isWord(j-2) && s.lowerOwnerWord(j-2, !head) {
		return j - 2 // "gargallo, romiti e tamborini e figli"
	}
	return j
}

// lowerOwnerWord reports whether word k, in small letters, may be an
// owner's surname before a firm's form: free, no closed class, digit or
// hyphen, no country or region; a known name or name part that is no
// common English word, or a word of no list but a town's name or a
// French or German word, of three letters or more, no typo of a common
// English word; listed (a word of a list before a legal form, which two
// names and the form make a firm's: "piñol y riba s.l."), any such word
// of three letters or more.
func (s *scratch) lowerOwnerWord(k int, listed bool) bool {
	t := &s.toks[k]
	if t.shape != shLower || t.letters < 2 || t.flags&(tfDigit|tfHyphen) != 0 || !s.free(k) || t.cls != 0 ||
		functionWords.has(s.wordBytes(k)) {
		return false
	}
	a := s.resolved(k)
	if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 && a&(attrLast|attrPart) == 0 {
		return false
	}
	if listed {
		return t.letters >= 3 || a&nameBits != 0
	}
	if a&nameBits != 0 {
		return !s.common(k, s.d.p.commonMax)
	}
	return t.letters >= 3 && wordLevel(a) == 0 && !s.misspelt(s.wordBytes(k))
}

// lowerOwnerPair reports whether hyphenated word k joins two owners'
// surnames: each part three letters or more, a known name or name part or
// in no list, no word among the commonest English words but a known
// surname ("unix-like", "long-term" hold a word that names no one), not
// both first names only nor both such surnames.
func (s *scratch) lowerOwnerPair(k int) bool {
	t := &s.toks[k]
	if !s.free(k) || t.cls != 0 || t.flags&tfDigit != 0 {
		return false
	}
	w := s.wordBytes(k)
	h := twoParts(w)
	if h < 3 || len(w)-h-1 < 3 {
		return false
	}
	a, b := s.d.base.lookup(w[:h]), s.d.base.lookup(w[h+1:])
	common := func(x uint32) bool { l := wordLevel(x); return l != 0 && l <= 2 }
	part := func(x uint32) bool {
		return x&(attrCountry|attrState) == 0 && (x&nameBits != 0 || x&^(attrNounDE|attrFrWord) == 0) && !s.commonPart(x)
	}
	if !part(a) || !part(b) || a&(attrFirst|attrLast|attrPart) == attrFirst && b&(attrFirst|attrLast|attrPart) == attrFirst {
		return false
	}
	return !common(a) || !common(b)
}

// lowerInitials returns the trade that opens a firm's name before its
// initials or one owner's name, word k, and a dotted form fs ("industrias
// bm s.a.", "talleres bm s.l.", "hnos poza s.l."), or -1: two or three
// letters of no list or a lowerOwnerWord, after a trade (tradeOpening).
func (s *scratch) lowerInitials(k, fs int) int {
	t := &s.toks[k]
	if s.toks[fs].letters != 1 || !s.free(k) || t.cls != 0 {
		return -1
	}
	initials := t.letters >= 2 && t.letters <= 3 && int32(t.end-t.start) == t.letters && s.resolved(k)&(nameBits|placeBits) == 0 &&
		wordLevel(s.resolved(k)) == 0
	if !initials && !s.lowerOwnerWord(k, true) {
		return -1
	}
	p := s.prevWord(k)
	if p < 0 || s.toks[p].shape != shLower || !s.free(p) || !tradeOpening(s.wordBytes(p)) {
		return -1
	}
	if q := s.prevWord(p); q >= 0 && s.toks[q].shape == shLower && tradeOpening(s.wordBytes(q)) {
		return q
	}
	return p
}

// lowerFamilyName reports whether word k, in small letters, names a firm
// before legal form fs that is no word or unit of any language, or before
// a family form ("bell and sons", "bell ltd", "banks plc"), or, with fs
// -1, is one of two such names before any legal form ("lambert rousset
// s.a."): a known
// name or name part of any list, no closed class, possessive or
// determiner, nor one of the commonest English words (SCOWL level 10)
// that no surname list holds ("new ltd", "old and sons").
func (s *scratch) lowerFamilyName(k, fs int) bool {
	if fs >= 0 && !s.familyFormAt(fs) {
		switch string(s.wordBytes(fs)) {
		case "plc", "ltd", "llc", "gmbh":
		default:
			return false
		}
	}
	t := &s.toks[k]
	if t.shape != shLower || t.letters < 3 || t.flags&(tfDigit|tfHyphen) != 0 || !s.free(k) || t.cls != 0 ||
		functionWords.has(s.wordBytes(k)) || possessive(s.wordBytes(k)) || determinerWord(s.wordBytes(k)) {
		return false
	}
	a := s.resolved(k)
	return a&(attrLast|attrPart) != 0 && a&(attrCountry|attrState) == 0 && (wordLevel(a) != 1 || a&attrLast != 0)
}

// lowerOwnerName reports whether word k, in small letters, may be one of
// two owners' names before a legal form ("lambert rousset s.a.", "gay
// leclercq s.a."): a lowerFamilyName or a word of no list of four letters
// or more (lowerUnknown; chat's "lol" and "thx" are shorter).
func (s *scratch) lowerOwnerName(k int) bool {
	return s.lowerFamilyName(k, -1) || s.lowerUnknown(k)
}

// familyFormAt reports whether token fs opens a family form: "&" or a
// conjunction before one ("& asociados", "e figli").
func (s *scratch) familyFormAt(fs int) bool {
	if !s.isWord(fs) {
		return s.toks[fs].r == '&'
	}
	return familyConjunction(s.wordBytes(fs))
}
