package gazetteer

// Firms in a text without capitals named by a word of no list before an
// English head noun ("briqua systems", "nukor group", "terez labs"): the
// name rules read only known names in small letters, and an invented
// firm's name is in no list. The word must be in no list at all (no
// English word at any level, no name, place, French word or German
// noun, no closed class), of four letters or more with no digit, in text
// the language guess leaves to English, before a head noun that English
// firms end in; other languages' words are as often in no list ("el
// grupo remoto"). After an article, a determiner or a possessive the word
// is as often a team's jargon ("the devops group", "a synctest group"),
// before an article the head noun is a verb ("addparsetree associates
// the tree"), and after a conjunction the last
// of a list of owners that the firm rules read whole ("fischetti e
// cagnin group").

// englishHead reports whether head noun w, folded, ends English firms'
// names.
func englishHead(w []byte) bool {
	switch string(w) {
	case "group", "labs", "systems", "partners", "capital", "bank", "health", "media", "solutions", "holdings",
		"ventures", "technologies", "industries", "consulting", "logistics", "analytics", "software", "networks",
		"enterprises", "associates", "insurance", "pharma", "energy", "foods", "motors", "studios":
		return true
	}
	return false
}

// lowerFirmName returns the start of the firm's name before head noun c
// in a text without capitals, one word of no list, and its number of
// words (0: none).
func (s *scratch) lowerFirmName(c int) (from, words int) {
	if s.lang != langOther || !englishHead(s.wordBytes(c)) {
		return 0, 0
	}
	k := s.prevWord(c)
	if k < 0 {
		return 0, 0
	}
	if !s.lowerUnknown(k) {
		return s.lowerCuedFirmName(c)
	}
	if p := s.prevWord(k); p >= 0 && (s.toks[p].cls&(wcArticle|wcConj|wcDeterminer) != 0 || determinerWord(s.wordBytes(p)) ||
		possessive(s.wordBytes(p))) {
		return 0, 0 // "the devops group", "a synctest group", "fischetti e cagnin group": a team, or a list the firm rules read
	}
	if s.objectAfter(c) {
		return 0, 0 // "addparsetree associates the tree": a verb before its object
	}
	if p := k - 1; p >= 0 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == '&' {
		return 0, 0
	}
	return k, 1
}

// lowerCuedFirmName returns the start of the firm's name before head
// noun c in a text without capitals made of two or three common words
// right after a cue that takes a firm ("works for silver leaf studios",
// "customers of blue harbor logistics", "from red rock capital"), and
// its number of words (0: none). One word before the head is as often a
// phrase ("from social media", "of solar energy"), and no function word,
// stopword, article, possessive, word of time, digit or hyphen joins it
// ("for the blue harbor group", "from our local media").
func (s *scratch) lowerCuedFirmName(c int) (from, words int) {
	k := c
	for n := 1; n <= 3; n++ {
		k = s.prevWord(k)
		if k < 0 {
			return 0, 0
		}
		if n >= 3 && s.lowerCueBefore(k) {
			return k + 1, n - 1
		}
		if !s.lowerFirmWord(k) {
			return 0, 0
		}
	}
	if p := s.prevWord(k); p >= 0 && s.lowerCueBefore(p) {
		return k, 3
	}
	return 0, 0
}

// lowerFirmWord reports whether word k, in small letters, may be a common
// word of a firm's name: three letters or more, no digit or hyphen,
// free, no function word, stopword, article, possessive, word of time
// or other closed class (notFirmWord).
func (s *scratch) lowerFirmWord(k int) bool {
	t := &s.toks[k]
	return t.shape == shLower && t.letters >= 3 && t.flags&(tfDigit|tfHyphen) == 0 && s.free(k) && t.cls&notFirmWord == 0 &&
		!functionWords.has(s.wordBytes(k)) && !possessive(s.wordBytes(k)) && !determinerWord(s.wordBytes(k))
}

// lowerFormFirm returns the start and the number of words of the firm's
// name before legal form fs in a text without capitals, from orgRunStart's
// from and words, extended to one to three common words right after a
// word that takes a firm ("from woods plc", "for blue river ltd", "a
// vendor to green field llc", "from tall oak kg"): a legal form says a
// firm where a head noun needs two words (lowerCuedFirmName). orgSuffix
// asks it for a form that is no word or unit in small letters only
// ("plc", "ltd", "gmbh", "b.v."; not "kg": "convert from metric kg").
// Without such a word before them, from and words are returned as they
// are.
func (s *scratch) lowerFormFirm(from, words, fs int) (int, int) {
	k, n := fs, 0
	if words > 0 {
		k, n = from, words
	}
	for n < 3 {
		p := s.prevWord(k)
		if p < 0 {
			break
		}
		if n > 0 && (s.lowerCueBefore(p) || s.wordIs(p, "to") || s.toks[p].cls&wcOrgCue != 0 && s.toks[p].shape == shLower) {
			return k, n
		}
		if !s.lowerFirmWord(p) {
			break
		}
		k, n = p, n+1
	}
	return from, words
}

// lowerCueBefore reports whether word p is a lowerFirmCue before common
// words of a firm's name: "of" only after a word that announces a firm
// ("customers of", "ceo of"), as it more often joins two nouns
// ("evaluation of sequence labelling systems").
func (s *scratch) lowerCueBefore(p int) bool {
	if !s.lowerFirmCue(p) {
		return false
	}
	if !s.wordIs(p, "of") {
		return true
	}
	q := s.prevWord(p)
	return q >= 0 && s.toks[q].cls&wcOrgCue != 0
}

// notFirmWord are the word classes that no firm's name of common words
// holds: function words, nationalities, words of time, honorifics, cues
// (a product's name is a common word too: "blue harbor logistics").
const notFirmWord = wcStopword | wcDemonym | wcTimeWord | wcTimeAbbrev | wcArticle | wcConj | wcDeterminer | wcDeterminerDE |
	wcEnglish | wcGerman | wcFrench | wcHonorific | wcParticle | wcLocative | wcWeakLocative | wcOrgCue | wcLegal |
	wcPersonVerb

// lowerFirmCue reports whether word p, in small letters, is an English
// preposition or verb after which a firm's name opens (see
// lowerFirmStart).
func (s *scratch) lowerFirmCue(p int) bool {
	switch string(s.wordBytes(p)) {
	case "at", "for", "by", "of", "with", "from", "quit", "left", "joined":
		return true
	}
	return false
}

// lowerUnknown reports whether word k, in small letters, is in no list:
// four letters or more, no digit or hyphen, free, no class, no
// attribute, no function word, no misspelt common word ("recieve").
func (s *scratch) lowerUnknown(k int) bool {
	t := &s.toks[k]
	return t.shape == shLower && t.letters >= 4 && t.flags&(tfDigit|tfHyphen) == 0 && s.free(k) && t.cls == 0 &&
		s.resolved(k) == 0 && !functionWords.has(s.wordBytes(k)) && !s.misspelt(s.wordBytes(k))
}

// lowerFirmStart reports whether word r, after a cue in a text without
// capitals, may open a firm's name though no list knows it
// ("employed by zentrova", "partnered with nexvo", "quit lixtix"): a
// lowerUnknown word in text the language guess leaves to English, after
// an English preposition or verb (the other languages' words are as
// often in no list: "trabaja en remoto").
func (s *scratch) lowerFirmStart(r int) bool {
	if s.lang != langOther || !s.lowerUnknown(r) {
		return false
	}
	p := s.prevWord(r)
	return p >= 0 && s.lowerFirmCue(p)
}
