package gazetteer

// dashSignatureEnd returns the end of a lower-case name that signs a
// text without capitals after a dash, or 0: a dash (or "--") after the
// message's words on the line, or "--" opening the line, as a signature's
// mark, a space, then word i and at most one word after it, and no word
// after them in the text ("see you tomorrow - michael", "à demain -
// théophile", "bis morgen – leszek!", "talk soon\n-- jack bowman"). Word
// i is a first name that may stand alone where a person is cued
// (cuedFirstName), a register's of four letters or more that is no word
// of any list (registerFirstAlone: "bis morgen - mirsad"), or a
// known first name before a surname as a cue's pair takes it
// (cuedKnownPairEnd). A single dash opening a line is a
// list's bullet, and a dash before a word that is no such name is
// prose's ("version 2 - final", "step 3 - done").
func (s *scratch) dashSignatureEnd(i int) int {
	t := &s.toks[i]
	d := i - 1
	if d < 1 || t.flags&tfSpace == 0 || t.flags&tfNL != 0 || !dashRune(s.toks[d].r) {
		return 0
	}
	dashes := 1
	for d > 0 && s.toks[d].flags&(tfSpace|tfNL) == 0 && s.toks[d-1].flags&tfWord == 0 && dashRune(s.toks[d-1].r) {
		d--
		dashes++
	}
	if s.toks[d].flags&tfNL != 0 || d == 0 {
		if dashes < 2 {
			return 0 // a list's bullet
		}
	} else if s.toks[d].flags&tfSpace == 0 {
		return 0 // "e-mail", "2-3"
	}
	end := 0
	if s.cuedFirstName(i) || s.registerFirstAlone(i, true) {
		end = i + 1
	}
	if e := s.cuedKnownPairEnd(i); e > 0 && !s.wordAfter(e) {
		end = e
	}
	if end == 0 || s.wordAfter(end) {
		return 0
	}
	return end
}

// dashRune reports whether r is a dash that may mark a signature.
func dashRune(r rune) bool {
	return r == '-' || r == '–' || r == '—'
}

// wordAfter reports whether a word stands at token k or after it.
func (s *scratch) wordAfter(k int) bool {
	for ; k < len(s.toks); k++ {
		if s.toks[k].flags&tfWord != 0 {
			return true
		}
	}
	return false
}
