package gazetteer

// clauseGoesOn reports whether the sentence goes on in lower case at
// token k, on the line of a street that a flat's line opened ("I moved to
// Flat 3\nJean Tunnel last month"): the flat's number on the line above
// shows the address, and the lower-case word after the street's type is
// the sentence's, not the street's.
func (s *scratch) clauseGoesOn(k int) bool {
	return k < len(s.toks) && s.isWord(k) && s.toks[k].flags&(tfNL|tfDigit) == 0 && s.toks[k].shape == shLower && s.toks[k].cls&wcUnit == 0
}
