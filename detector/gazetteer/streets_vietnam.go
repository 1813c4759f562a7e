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
