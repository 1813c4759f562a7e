package gazetteer

// cuedPairEnd returns the end of a lower-case name that a cue opened at
// known first name i in a text without capitals, when the one word after
// it ends the phrase and so is the surname, whatever lists hold it ("my
// name is sheila wall and…", "regards,\nglen fox", "hola ciríaco
// torrents, gracias", "customer: sally law"); or i+1. The word is no
// function word, stopword, particle, conjunction, word of time, cue,
// verb of people or German participle or adjective by its shape, and
// after it come the end of the text or of its line, a mark that ends a
// clause, or a conjunction.
func (s *scratch) cuedPairEnd(i int) int {
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].start-s.toks[i].end > 2 {
		return i + 1
	}
	t := &s.toks[k]
	if t.shape != shLower || t.letters < 2 || t.flags&tfDigit != 0 || s.nameWordClass(k)&(nwEnd|nwKin|nwPossessive) != 0 ||
		t.cls&(wcStopword|wcNonName|wcParticle|wcConj|wcTimeWord|wcTimeAbbrev|wcCueWord|wcPersonVerb|wcLocative|wcHonorific|wcUnit) != 0 ||
		germanVerbOrAdjectiveShape(s.wordBytes(k)) || s.resolved(k)&(attrCountry|attrState) != 0 {
		return i + 1
	}
	if !s.phraseEndsAt(k + 1) {
		return i + 1
	}
	return k + 1
}

// phraseEndsAt reports whether a phrase ends before token n: the text
// or the line ends, a mark that ends a clause, a bar that ends a cell or
// an emoji follows, or a conjunction.
func (s *scratch) phraseEndsAt(n int) bool {
	if n >= len(s.toks) {
		return true
	}
	t := &s.toks[n]
	if t.flags&tfNL != 0 {
		return true
	}
	if t.flags&tfWord == 0 {
		switch t.r {
		case ',', '.', '!', '?', ';', ':', '(', ')', '|':
			return true // '|' separates the cells of a row or a log line
		}
		return emojiRune(t.r) // "louise stifter 👍", "ok lucie👍"
	}
	return t.cls&wcConj != 0 || s.wordIs(n, "and") || s.wordIs(n, "et") || s.wordIs(n, "y") || s.wordIs(n, "e") || s.wordIs(n, "und")
}

// lowerSignature reports whether lower-case known first name i, on a
// line of its own after a closing in a text without capitals, signs the
// message ("regards,\nglen fox", "viele grüße\nwenke löchel"): one or two
// words on the line, the first no common word of the commonest levels.
func (s *scratch) lowerSignature(i int) bool {
	t := &s.toks[i]
	if !s.noUpper || t.shape != shLower || t.flags&tfNL == 0 || s.resolved(i)&attrFirst == 0 || s.common(i, s.d.p.hardCommon) ||
		s.resolved(i)&(attrCountry|attrState) != 0 {
		return false
	}
	k := s.nextWord(i)
	if k < 0 {
		return i+1 >= len(s.toks) || s.toks[i+1].flags&tfNL != 0
	}
	n := k + 1
	return n >= len(s.toks) || s.toks[n].flags&tfNL != 0
}
