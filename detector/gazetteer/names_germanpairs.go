package gazetteer

// germanSubjectPairs adds, in German text, the names of two capitalised
// words that open a sentence or follow a colon before a verb of which a
// person is the subject ("Olav Söding hat den Fehler gemeldet", "Vorfall
// 80614: Marzena Jessel meldet…"): the first word in no list or a known
// first name, the second in no list but a register's or a small town's
// (pairWordDE), neither a German noun, a participle or an adjective by
// its shape, nor two English words in one ("Ionos Webhosting hat…" names
// a product). German capitalises its nouns, not its adjectives' and
// verbs' forms, so two such words before "hat" or "meldet" are a name,
// in a line that reads as title case too (German nouns capitalise most
// of a sentence's words).
func (s *scratch) germanSubjectPairs() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) || s.toks[i].flags&tfSentStart == 0 && !s.afterColon(i) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || !s.free(k) || s.toks[k].start-s.toks[i].end > 2 || !s.pairWordDE(i, true) || !s.pairWordDE(k, false) {
			continue
		}
		v := s.nextWord(k)
		if v < 0 || s.toks[v].shape != shLower || !germanSubjectVerbs[string(s.wordBytes(v))] {
			continue
		}
		s.add(i, k+1, labelPerson, s.confidence(-0.1))
	}
}

// pairWordDE reports whether capitalised word i may be the first (first)
// or second word of a name in germanSubjectPairs.
func (s *scratch) pairWordDE(i int, first bool) bool {
	t := &s.toks[i]
	if t.shape != shCap || t.letters < 3 || t.flags&(tfDigit|tfHyphen) != 0 ||
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit|wcCueWord|wcDeterminer) != 0 ||
		s.germanNoun(i) || germanVerbOrAdjectiveShape(s.wordBytes(i)) || streetWord(s.wordBytes(i)) {
		return false
	}
	a := s.resolved(i) &^ (attrRegFirst | attrRegLast)
	if first && a&attrFirst != 0 {
		return a&(attrCountry|attrState) == 0 && cityBucket(a) < 5 && !s.common(i, s.d.p.commonMax)
	}
	return a&^(7<<cityShift|attrFakerCity) == 0 && cityBucket(a) < 3 && !s.englishCompound(s.wordBytes(i))
}

// englishCompound reports whether folded word w is two common English
// words written as one, as products name themselves ("Webhosting",
// "Freemail"): each part of three letters or more, of the common levels.
func (s *scratch) englishCompound(w []byte) bool {
	for cut := 3; len(w)-cut >= 3; cut++ {
		if c := w[cut]; c >= 0x80 && c < 0xC0 {
			continue // inside a multi-byte rune
		}
		if l := wordLevel(s.d.base.lookup(w[:cut])); l == 0 || l > s.d.p.commonMax {
			continue
		}
		if l := wordLevel(s.d.base.lookup(w[cut:])); l != 0 && l <= s.d.p.commonMax {
			return true
		}
	}
	return false
}

// germanSubjectVerbs are the German verbs, in the third person, of which
// a person is the subject in tickets and chats ("hat", "meldet",
// "schreibt").
var germanSubjectVerbs = wordSet("hat hatte ist war wird meldet meldete schreibt schrieb sagt sagte fragt fragte bittet bat " +
	"kommt kam ruft rief möchte mochte will kann braucht wartet schickt schickte berichtet berichtete erklärt " +
	"bestätigt bestätigte übernimmt übernahm arbeitet")
