package gazetteer

// ordinalName reports whether word k is an ordinal that names a street
// before its type, as American and Philippine addresses write it ("123 5th
// Avenue", "7352 65th Road", "456 52nd Avenue"): digits and "st", "nd",
// "rd" or "th", no longer than six characters. The caller asks for a house
// number of three digits or more before it ("She won 3 1st Place medals",
// "Results: 12 1st Place, 9 2nd Place").
func (s *scratch) ordinalName(k int) bool {
	t := &s.toks[k]
	if t.flags&tfDigit == 0 || t.letters != 2 || t.end-t.start > 6 || t.end-t.start < 3 {
		return false
	}
	w := s.text[t.start:t.end]
	if !allDigits(w[:len(w)-2]) {
		return false
	}
	switch w[len(w)-2:] {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// quebecType reports whether word k is a street type that Quebec writes
// in lower case before a capitalised name and after the house number, and
// that the lists lack ("158 montée Zoé", "488 rang Sophie", "6192 allé
// Tanguay"); "rang" only before a name that is no English word.
func (s *scratch) quebecType(k int) bool {
	t := &s.toks[k]
	if t.shape != shLower {
		return false
	}
	n := s.nextWord(k)
	if n < 0 || s.toks[n].shape != shCap || !s.free(n) {
		return false
	}
	switch s.text[t.start:t.end] {
	case "montée", "allé":
		return true
	case "rang": // English "rang" too: a name that is no English word after it
		return !s.common(n, 7) || s.resolved(n)&(attrFirst|attrLast) != 0
	}
	return false
}
