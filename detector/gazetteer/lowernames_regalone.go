package gazetteer

// registerAloneInFrames marks, in a text without capitals, a first name
// that only a national register holds (regLowers) standing alone where a
// person stands: as the subject of its sentence (lowerSubject: "jacopo
// arriva domani", "rosalva está de vacaciones"), sought or met
// (soughtName, objectName: "ho visto baldassare ieri"), thanked or waited
// for (personWaited), after a preposition that takes a person where its
// phrase ends (afterPersonPreposition: "pregúntale a nazaret, él
// sabe"), after a possessive and a relative (afterOwnKin) or addressed
// (loneVocative). The word is of four letters or more, no word of any
// other list or class, no function word, adverb, day, word of code
// (codeFirstNames: "does ansi say…"), noun by its ending or participle by
// its shape ("ho sentito rumore"), and not stressed as a word is
// (stressedWord).
func (s *scratch) registerAloneInFrames() {
	for _, ri := range s.regLowers {
		i := int(ri)
		t := &s.toks[i]
		if !s.free(i) || t.letters < 4 || t.cls != 0 || t.flags&tfDigit != 0 || s.resolved(i) != 0 {
			continue
		}
		if !s.lowerSubject(i) && !s.soughtName(i) && !s.objectName(i) && !s.personWaited(i) && !s.afterPersonPreposition(i) &&
			!s.afterOwnKin(i) && !s.loneVocative(i) {
			continue
		}
		w := s.wordBytes(i)
		if functionWords.has(w) || pairAdverbs.has(w) || relativeDays.has(w) || codeFirstNames.has(w) || nounEnding(w) || romanceParticiple(w) ||
			s.stressedWord(i) || s.d.reg.lookup(s.fold[t.fs:t.fe])&attrRegFirst == 0 {
			continue
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.15))
	}
}
