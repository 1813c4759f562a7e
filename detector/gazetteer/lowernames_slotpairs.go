package gazetteer

// English has slotted pairs (englishSlotPairs); French, German, Spanish
// and Italian text without capitals has its own prepositions of people:
// after one ("avec", "mit", "con", "par", "von", "per"…) or after "de
// parte de" and "da parte di", a known first name and a known surname
// or a word in no list are a person when the phrase ends after them
// ("avec alfred pottier hier", "de parte de rosaura mateu:"; a
// register's surname or a part of names counts as a known surname); after
// "de parte de" and "da parte di", which announce a sender, a word in no
// list and a known surname count too ("da parte di luchino giacometti").
// A first name that is a French word, a German noun or a common Romance
// word opens no pair ("par carte bancaire").
// Those languages' common words are mostly in no list here, so a pair of
// two words of no list never counts, and each word must pass the tests
// of the English pairs (no function word, word class or common English
// word).

// foreignSlotWords take a person after them in French, German, Spanish
// and Italian (folded); Italian "da" names the agent of a passive
// ("firmato da", "aperta da").
var foreignSlotWords = packedWordSet("avec par pour mit von fur con per para por da")

// foreignSlotPairs finds the pairs of the file comment in text without
// capitals that is not English.
func (s *scratch) foreignSlotPairs() {
	if s.en != 0 && s.lang == langOther {
		return
	}
	for i := 0; i+1 < len(s.toks); i++ {
		if s.toks[i].flags&tfWord == 0 || s.toks[i].shape != shLower || s.toks[i].cls != 0 || !s.free(i) {
			continue
		}
		sender, ok := s.foreignSlot(i)
		if !ok {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || s.toks[k].cls != 0 || !s.free(k) || s.toks[k].start-s.toks[i].end != 1 || !s.phraseEndsAfter(k) {
			continue
		}
		knownFirst := s.slotPairFirst(i) && s.resolved(i)&(attrFrWord|attrNounDE) == 0 && !romanceWords.has(s.wordBytes(i))
		knownLast := s.foreignSlotSurname(k)
		if knownFirst && (knownLast || s.unlistedNameWord(k)) || sender && knownLast && s.unlistedNameWord(i) {
			s.add(i, k+1, labelPerson, s.confidence(-0.1))
			i = k
		}
	}
}

// foreignSlot reports whether word i follows a preposition of
// foreignSlotWords, or "parte de" or "parte di" (sender).
func (s *scratch) foreignSlot(i int) (sender, ok bool) {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower || s.toks[i].start-s.toks[p].end != 1 {
		return false, false
	}
	if foreignSlotWords.has(s.wordBytes(p)) {
		// Italian "da" as written, not a word that folds to it
		// (Vietnamese "đã")
		return false, !s.wordIs(p, "da") || s.text[s.toks[p].start:s.toks[p].end] == "da"
	}
	if s.wordIs(p, "de") || s.wordIs(p, "di") {
		q := s.prevWord(p)
		return true, q >= 0 && s.wordIs(q, "parte")
	}
	return false, false
}

// foreignSlotSurname reports whether lower-case word k may end a pair of
// foreignSlotPairs as a known surname: one of slotPairSurname, or, of no
// word class, function word, country or region, a register's surname
// (the register holds none of the seven languages' common words:
// "rosaura mateu") or a surname or part of names that is none of the
// commonest English words, French as it may be ("walther kohl", "margaud
// clément").
func (s *scratch) foreignSlotSurname(k int) bool {
	if s.slotPairSurname(k) {
		return true
	}
	t := &s.toks[k]
	if t.cls != 0 || t.letters < 3 || functionWords.has(s.wordBytes(k)) || s.resolved(k)&(attrCountry|attrState) != 0 {
		return false
	}
	if s.d.reg.lookup(s.wordBytes(k))&attrRegLast != 0 {
		return true // the register holds no common word of the seven languages
	}
	return s.resolved(k)&(attrLast|attrPart) != 0 && !s.common(k, s.d.p.hardCommon)
}
