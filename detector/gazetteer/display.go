package gazetteer

// displayNames finds the display names of e-mail addresses: one to four
// words right before "<" and an address, that fill a header's value or a
// list's item (after the start of a line, a colon, a comma, a semicolon or
// an opening quote), are a PERSON ("De: Lope Villegas <lope@…>", "To:
// \"Amarilis España\" <…>, Boris Marten <…>"), as mail clients write a
// sender or a recipient. A name in prose before an address ("write to
// Lope Villegas <…>") has other words before it and is left to the other
// rules; words a rule took already (an organisation with its legal form)
// are kept as they are.
func (s *scratch) displayNames() {
	for _, ai := range s.angles {
		a := int(ai)
		if !s.addressAfter(a) || s.toks[a].flags&tfSpace == 0 || s.toks[a].flags&tfNL != 0 {
			continue
		}
		last := a - 1
		if last >= 0 && s.toks[last].flags&tfWord == 0 && quoteRune(s.toks[last].r) {
			last--
		}
		if !s.isWord(last) {
			continue
		}
		first, n, ok := last, 1, true
		for {
			if !s.displayWord(first) {
				ok = false
				break
			}
			k := s.prevWord(first)
			if k < 0 {
				break
			}
			if n == 4 {
				ok = false
				break
			}
			first, n = k, n+1
		}
		if !ok || s.toks[first].cls&wcStopword != 0 && s.toks[first].cls&wcParticle == 0 || !s.displayStart(first) {
			continue
		}
		s.add(first, last+1, labelPerson, s.confidence(0.1))
	}
}

// addressAfter reports whether an e-mail address follows the '<' at token
// a: tokens glued to it up to '>', one of them '@'.
func (s *scratch) addressAfter(a int) bool {
	for j := a + 1; j < len(s.toks) && j < a+24; j++ {
		t := &s.toks[j]
		if t.flags&(tfSpace|tfNL) != 0 {
			return false
		}
		if t.flags&tfWord == 0 {
			switch t.r {
			case '@':
				return j > a+1
			case '>':
				return false
			}
		}
	}
	return false
}

// displayWord reports whether word k may be part of a display name: free,
// no digit, capitalised (any case in a text without capitals) or a
// particle.
func (s *scratch) displayWord(k int) bool {
	t := &s.toks[k]
	if !s.free(k) || t.flags&tfDigit != 0 || t.shape == shOther {
		return false
	}
	return s.capWord(k) || t.shape == shInitial || s.noUpper || t.cls&wcParticle != 0
}

// displayStart reports whether word k starts a header's value or a list's
// item (see displayNames).
func (s *scratch) displayStart(k int) bool {
	if k == 0 || s.toks[k].flags&tfLineStart != 0 {
		return true
	}
	p := &s.toks[k-1]
	if p.flags&tfWord != 0 {
		return false
	}
	switch p.r {
	case ':', ',', ';', '>':
		return true
	}
	return quoteRune(p.r)
}
