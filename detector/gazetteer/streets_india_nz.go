package gazetteer

// What opens and closes the addresses of India and New Zealand beside
// the street: "H.No." before the house number ("H.No. 901, Sachdeva
// Nagar"), the town joined to its PIN by a hyphen ("Bhiwani-614157"),
// and the rural delivery line ("RD 7").

// houseNoBefore extends a street starting at token start over "H.No."
// written right before it, and returns the new start, or start.
func (s *scratch) houseNoBefore(start int) int {
	h := start - 4
	if h < 0 || s.toks[start-1].r != '.' || s.toks[start-3].r != '.' || !s.isWord(start-2) || !s.isWord(h) {
		return start
	}
	if !s.wordIs(h, "h") || !s.wordIs(start-2, "no") || !s.glued(start-3) || !s.glued(start-2) || !s.glued(start-1) || !s.free(h) {
		return start
	}
	return h
}

// ruralDelivery reads New Zealand's rural delivery at word k, "RD" and a
// number of one to three digits that end the line or the field, and
// returns the end, or k.
func (s *scratch) ruralDelivery(k int) int {
	t := &s.toks[k]
	if t.end-t.start != 2 || !(s.text[t.start] == 'R' && s.text[t.start+1] == 'D' || s.noUpper && s.wordIs(k, "rd")) {
		return k
	}
	if m := s.nextWord(k); m >= 0 && s.plainNumber(m, 1, 3) && s.lineEndsAtOrLower(m+1) {
		return m + 1
	}
	return k
}

// townPIN reads a town joined to its six-digit PIN by a hyphen at word k
// ("Bhiwani-614157", "Navi Mumbai-400703": the town's first words before
// it), capitalised, ending the line, the field or a table's cell or
// before a word in lower case, and returns the end, or k.
func (s *scratch) townPIN(k int) int {
	e := k
	for w := 0; w < 3 && s.isWord(e) && s.free(e); w++ {
		t := &s.toks[e]
		if x := s.text[t.start:t.end]; len(x) >= 9 && x[len(x)-7] == '-' && allDigits(x[len(x)-6:]) && isUpperByte(x[0]) &&
			!allDigits(x[:len(x)-7]) {
			if s.lineEndsAtOrLower(e+1) || e+1 < len(s.toks) && s.toks[e+1].r == '|' && s.toks[e+1].flags&tfWord == 0 {
				return e + 1
			}
			return k
		}
		if !s.capWord(e) || t.flags&tfDigit != 0 {
			return k
		}
		if e = s.nextWord(e); e < 0 {
			return k
		}
	}
	return k
}
