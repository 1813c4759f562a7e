package gazetteer

// A firm's head noun in a short line that reads as title case ("Greetings
// from Smith Group!", "This is Anna from Smith Group.", "Invoice 25872 -
// Barrett Group"): such a line is no heading when one name stands before
// the head noun, after a word in small letters or a dash or a colon.

// namedHead reports whether head noun c, in a title-case line, follows
// one capitalised word that is a name, or no common English word, and
// no German noun ("Smith", "Zenvo"; not "Strategy"), itself after a word in small
// letters ("from", "at") or a dash or a colon on the same line, in text
// that is not German (German capitalises every noun of a heading:
// "Ostwald Stiftung").
func (s *scratch) namedHead(c int) bool {
	if s.lang == langGerman {
		return false
	}
	p := s.prevWord(c)
	if p < 0 || s.toks[p].shape != shCap || !s.free(p) || s.toks[p].cls&(wcStopword|wcNonName|wcOrgHead|wcTimeWord) != 0 ||
		s.common(p, s.d.p.commonMax) && s.resolved(p)&(attrFirst|attrLast) == 0 || s.resolved(p)&attrNounDE != 0 {
		return false
	}
	if q := s.prevWord(p); q >= 0 {
		return s.toks[q].shape == shLower
	}
	k := p - 1
	for k >= 0 && s.toks[k].flags&tfWord == 0 && (s.toks[k].r == ' ' || s.toks[k].r == '\t') {
		k--
	}
	if k < 0 || s.toks[p].flags&tfNL != 0 || s.toks[k].flags&tfWord != 0 {
		return false
	}
	switch s.toks[k].r {
	case '-', '–', '—', ':':
		return true
	}
	return false
}
