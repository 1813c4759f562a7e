package gazetteer

// kinNames finds, in a text without capitals, the name right after a
// possessive and a relative ("il mio collega ermenegildo pittaluga",
// "mon collègue gaëtan morvan"): a first name of any list (the
// first-name dictionary and the registers too: a relative is named by a
// person's name) and, after it, a known surname or part of names that is
// none of the commonest English words, or a word no list holds
// (unlistedNameWord), before no function word. The relative is the cue,
// so the first name needs no known surname.
func (s *scratch) kinNames() {
	for i := 2; i < len(s.toks); i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || !s.free(i) {
			continue
		}
		k := s.prevWord(i)
		if k < 0 || s.toks[k].shape != shLower {
			continue
		}
		if p := s.prevWord(k); p < 0 || s.nameWordClass(p)&nwPossessive == 0 || !s.afterOwnKin(i) {
			continue
		}
		if !s.kinFirstName(i) {
			continue
		}
		end := i + 1
		if n := s.nextWord(i); n >= 0 && s.free(n) && s.toks[n].shape == shLower && s.nameWordClass(n) == 0 &&
			(s.resolved(n)&(attrLast|attrPart) != 0 && !s.common(n, 2) && s.toks[n].cls&wcNonName == 0 || s.unlistedNameWord(n)) {
			end = n + 1
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}

// kinFirstName reports whether lower-case word i, after a possessive and
// a relative, is a first name of some list: the main lists, the
// first-name dictionary or a register, no common English word below SCOWL
// level 50, function word, word of a class or place but a small town.
func (s *scratch) kinFirstName(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	if t.cls != 0 || t.flags&tfDigit != 0 || s.common(i, 4) || !smallTownAtMost(a) || s.nameWordClass(i) != 0 {
		return false
	}
	return a&attrFirst != 0 || s.d.reg.lookup(s.wordBytes(i))&attrRegFirst != 0
}
