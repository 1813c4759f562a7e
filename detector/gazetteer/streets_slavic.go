package gazetteer

// The streets of Slovenia and Croatia: a type written first and capitalised,
// then a name whose words may be in lower case ("Ulica talcev 791", "Trg
// mladih 6c", "Cesta na Poljane 1"), or a capitalised name (any name in
// a text without capitals) and a type in lower case after it
// ("Turnerjeva ulica 5", "Poljska pot 12", "Štepanjsko nabrežje 2c"),
// before the house number.

// southSlavicTypes are the street types of Slovenia and Croatia, folded.
var southSlavicTypes = wordSet("ulica cesta trg pot nabrezje drevored obala setaliste")

// southSlavicStreet reads a Slovenian or Croatian street ending at house
// number n and returns its span, or -1, -1. "Pot", which English has as
// a word, opens no street; after a name it follows a word that is no
// common English word.
func (s *scratch) southSlavicStreet(n int) (int, int) {
	if s.toks[n].flags&(tfSpace|tfNL) != tfSpace {
		return -1, -1
	}
	j := s.prevWord(n)
	if j < 0 || !s.free(j) || s.toks[j].flags&tfDigit != 0 {
		return -1, -1
	}
	// A type in lower case after one or two capitalised names.
	if s.toks[j].shape == shLower && southSlavicTypes[string(s.wordBytes(j))] {
		start := -1
		for w, k := 0, s.prevWord(j); w < 2 && k >= 0 && s.free(k) && (s.capWord(k) || s.noUpper && s.toks[k].shape == shLower) && s.toks[k].flags&tfDigit == 0 &&
			s.toks[k].cls&wcStopword == 0 && !s.common(k, 3); w, k = w+1, s.prevWord(k) {
			start = k
		}
		if start >= 0 {
			return start, n + 1
		}
		return -1, -1
	}
	// A capitalised type, then one to three words of the name.
	for w, k := 0, j; w < 3 && k >= 0 && s.free(k) && s.toks[k].flags&tfDigit == 0; w, k = w+1, s.prevWord(k) {
		p := s.prevWord(k)
		if p < 0 || !s.free(p) || s.toks[p].shape != shCap && !(s.noUpper && s.toks[p].shape == shLower) {
			continue
		}
		if f := string(s.wordBytes(p)); southSlavicTypes[f] && f != "pot" {
			return p, n + 1
		}
	}
	return -1, -1
}
