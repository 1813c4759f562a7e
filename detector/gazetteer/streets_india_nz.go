package gazetteer

// What opens and closes the addresses of India, New Zealand and the
// Philippines beside the street: "H.No." before the house number ("H.No.
// 901, Sachdeva Nagar"), the town joined to its PIN by a hyphen
// ("Bhiwani-614157"), the rural delivery line ("RD 7"), and the block
// and lot before the house number ("Block 25 Lot 42 Libra Street").

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

// blockLotBefore extends a street starting at token start over the
// block and lot that the Philippines write before the house number
// ("Block 25 Lot 42 Libra Street", "Blk 3 Lot 7 …"): "Lot" right before
// the number, or opening the street, and "Block" or "Blk" and its
// number before it. It returns the new start, or start; the lot alone
// when the block was taken already.
func (s *scratch) blockLotBefore(start int) int {
	l := start
	if !s.wordIs(l, "lot") {
		if l = s.prevWord(start); l < 0 || !s.wordIs(l, "lot") || !s.free(l) {
			return start
		}
	}
	if s.toks[l].shape != shCap && !s.noUpper {
		return start
	}
	n := s.prevWord(l)
	if n < 0 || !s.plainNumber(n, 1, 3) {
		return start
	}
	b := s.prevWord(n)
	if b < 0 || !s.wordIs(b, "block") && !s.wordIs(b, "blk") || s.toks[b].shape != shCap && !s.noUpper {
		return start
	}
	if !s.free(b) || !s.free(n) {
		return l
	}
	return b
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

// numberOwnLine returns the word that opens the line after house number
// n when n ends its line and stands where an address begins, after no
// comma: after India's "H.No." or an address cue ("H.No. 97\nRamaswamy
// Circle", "Deliver to: 601\nChandra Circle"), or first in its line or
// after "to" or "at" when the street's type ends its own line or comes
// before its comma ("Hemal Bose\n14\nBiswas Circle, Srinagar-925595");
// the street's name and type must follow there as on the number's own
// line. It returns -1 otherwise: "Page\n3\nOxford Street Guide" is a
// page's number before a title.
func (s *scratch) numberOwnLine(n int) int {
	k := n + 1
	if k >= len(s.toks) || s.toks[k].flags&(tfWord|tfNL) != tfWord|tfNL || s.toks[k].shape != shCap {
		return -1
	}
	if n > 0 && s.toks[n-1].flags&tfWord == 0 && s.toks[n-1].r == ',' {
		return -1 // "Trecho Gonçalves, 5\nConjunto…": the number ends the street on its own line
	}
	if s.houseNoBefore(n) < n || s.addressCueBefore(n) {
		return k
	}
	p := s.prevWord(n)
	if (s.toks[n].flags&tfLineStart != 0 || p >= 0 && (s.wordIs(p, "to") || s.wordIs(p, "at"))) && s.typeEndsLine(k) {
		return k
	}
	return -1
}

// typeEndsLine reports whether a street type among the four words from k
// on its line ends that line or comes before a comma ("Biswas Circle,",
// "Madan Street\n"; not "Wall Street Journal", "Park Avenue Hotel").
func (s *scratch) typeEndsLine(k int) bool {
	for w, m := 0, k; w < 4 && m >= 0; w, m = w+1, s.nextWord(m) {
		if w > 0 && s.streetType(m) {
			e := m + 1
			if e < len(s.toks) && s.toks[e].r == '.' && s.toks[e].flags&tfSpace == 0 {
				e++
			}
			return e >= len(s.toks) || s.toks[e].flags&tfNL != 0 || s.toks[e].flags&tfWord == 0 && s.toks[e].r == ','
		}
	}
	return false
}
