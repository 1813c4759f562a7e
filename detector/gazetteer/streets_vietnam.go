package gazetteer

// vietnamType reports whether word k is one of Vietnam's street words
// written after the name, capitalised, with their diacritics ("36 John
// Dãy", "99 Lê Hẻm", "7 Mai Làng", "17 Dương Số"); English writes none
// of them, so the diacritics keep them from English words.
func (s *scratch) vietnamType(k int) bool {
	t := &s.toks[k]
	switch s.text[t.start:t.end] {
	case "Đường", "Ngõ", "Hẻm", "Làng", "Khu", "Tổ", "Số", "Dãy":
		return true
	}
	return false
}

// vietnamName reports whether capitalised word m (the callers pass one
// that folds to a stopword or a time word) is the name of a Vietnamese street whose street word
// follows it ("3 Lê Đường", "8 Mai Làng"): no English or French word
// stands before those words.
func (s *scratch) vietnamName(m int) bool {
	d := m + 1
	return s.toks[m].shape == shCap && s.isWord(d) && s.toks[d].flags&(tfSpace|tfNL) == tfSpace && s.free(d) &&
		s.toks[d].letters <= 5 && s.toks[d].shape == shCap && s.toks[d].end-s.toks[d].start > int(s.toks[d].letters) && s.vietnamType(d)
}

// vietnamFields extends a street that ends at end over the fields of
// Vietnam's divisions after it, each after a comma or opening the next
// line: a ward's, a district's, a town's or a province's word (Phường,
// Quận, Huyện, Xã, Tỉnh, Thị xã, Thị trấn, Thành phố) and one to four
// capitalised words or a district's number, up to four fields, then a
// postcode of six digits ("12 Lê Đường, Phường Bến Nghé, Quận 1, Thành phố
// Hồ Chí Minh, 700000"). It returns the new end, or end.
func (s *scratch) vietnamFields(end int) int {
	best, k := end, end
	for range 4 {
		f := k
		if f < len(s.toks) && s.toks[f].flags&(tfWord|tfNL) == 0 && s.toks[f].r == ',' {
			f++
		} else if f >= len(s.toks) || s.toks[f].flags&tfNL == 0 {
			break
		}
		e := s.vietnamDivisionAt(f)
		if e <= f {
			break
		}
		w := 0
		for ; e < len(s.toks) && w < 4 && s.isWord(e) && s.free(e) && s.toks[e].flags&tfNL == 0 && s.toks[e].flags&tfSpace != 0; e, w = e+1, w+1 {
			t := &s.toks[e]
			c := s.text[t.start]
			if !(t.shape == shCap || t.shape == shUpper || t.shape == shOther && t.flags&tfDigit == 0 && c >= 'A' && c <= 'Z' || w == 0 && s.plainNumber(e, 1, 2) ||
				w > 0 && t.shape == shLower && vietnamLowerDivision(s.text[t.start:t.end])) {
				break // the division's name ends at a word in small letters that is no division; a word with its division glued on ("JaneXã") counts as one of its words
			}
		}
		if w == 0 {
			break
		}
		best, k = e, e
	}
	if best > end && best+1 < len(s.toks) && s.toks[best].flags&(tfWord|tfNL) == 0 && s.toks[best].r == ',' && s.plainNumber(best+1, 6, 6) && s.free(best+1) {
		best += 2 // the postcode
	}
	return best
}

// vietnamDivisionAt returns the end of the word or two of a Vietnamese
// division's kind at word k, capitalised ("Quận", "Thị xã", "Thành
// phố"), or k.
func (s *scratch) vietnamDivisionAt(k int) int {
	if !s.isWord(k) || !s.free(k) {
		return k
	}
	t := &s.toks[k]
	switch s.text[t.start:t.end] {
	case "Phường", "Quận", "Huyện", "Xã", "Tỉnh":
		return k + 1
	case "Thị", "Thành":
		if n := k + 1; s.isWord(n) && s.toks[n].flags&(tfSpace|tfNL) == tfSpace && s.free(n) {
			switch s.text[s.toks[n].start:s.toks[n].end] {
			case "xã", "trấn", "phố":
				return n + 1
			}
		}
	}
	return k
}

// vietnamLowerDivision reports whether w, in small letters, is the second
// word of a division's kind ("xã", "phố", "trấn").
func vietnamLowerDivision(w string) bool {
	return w == "xã" || w == "phố" || w == "trấn"
}
