package gazetteer

// What follows a street without a type and says it is one: the postcode
// and town, or the known town, that end an address after a comma.

// townAfterComma reports whether the house number n of a street without
// a type or an ending ("Brekkestien 8", "Pražská 12") is followed by a
// comma and what ends an address there: a postcode and a town ("…, 1410
// Kolbotn"), or a known town that ends the clause or the line ("…,
// Brno."). A postcode that could be a year (1900-2099) needs a town the
// lists know or one in capitals ("Version 2, 2024 Edition" is none).
func (s *scratch) townAfterComma(n int) bool {
	c := n + 1
	if c+1 >= len(s.toks) || s.toks[c].r != ',' || s.toks[c].flags&(tfWord|tfNL) != 0 {
		return false
	}
	k := c + 1
	if !s.isWord(k) || s.toks[k].flags&tfNL != 0 || !s.free(k) {
		return false
	}
	if s.postcode(k) {
		t := k + 1
		if s.dutchLetters(t) {
			t++ // "3701 AB Zeist"
		}
		end := s.townWords(t)
		if end <= t {
			return false
		}
		return !s.yearLike(k) || s.knownTown(t, end) || s.toks[t].shape == shUpper && s.toks[t].letters >= 3
	}
	if s.toks[k].shape != shCap && s.toks[k].shape != shUpper {
		return false
	}
	end := s.townWords(k)
	return end > k && s.knownTown(k, end) && s.lineEndsAt(end)
}

// knownTown reports whether words from..to are a place of the lists,
// whole.
func (s *scratch) knownTown(from, to int) bool {
	if pe, a := s.phraseAt(s.d.base, from, placeBits); pe == to && a != 0 {
		return true
	}
	return to == from+1 && s.resolved(from)&placeBits != 0
}

// yearLike reports whether word k is four digits from 1900 to 2099.
func (s *scratch) yearLike(k int) bool {
	t := &s.toks[k]
	if t.end-t.start != 4 {
		return false
	}
	w := s.text[t.start:t.end]
	return (w[:2] == "19" || w[:2] == "20") && isDigitByte(w[2]) && isDigitByte(w[3])
}

// caPostcode reports whether words k and k+1 are a Canadian postal code:
// a letter, a digit and a letter, then a digit, a letter and a digit
// ("M5V 2T6"), in capitals (or in a text without capitals).
func (s *scratch) caPostcode(k int) bool {
	m := s.nextWord(k)
	if m < 0 || !s.isWord(k) {
		return false
	}
	a, b := s.text[s.toks[k].start:s.toks[k].end], s.text[s.toks[m].start:s.toks[m].end]
	upper := isUpperByte
	if s.noUpper {
		upper = isASCIILetter
	}
	return len(a) == 3 && len(b) == 3 && upper(a[0]) && isDigitByte(a[1]) && upper(a[2]) &&
		isDigitByte(b[0]) && upper(b[1]) && isDigitByte(b[2])
}
