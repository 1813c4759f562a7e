package gazetteer

// A firm's name listed after a comma takes the word before the comma
// ("Ferri, Bassi e Lombardi S.p.A."), but not a known place right after
// a preposition of place: a clause that says where the firm is comes
// before its name ("Based in Denver, Quazen Labs makes…") when a word of
// the name after the comma is in no list; common words there keep the
// town ("in Laax, Environmental Data Resources is", which would name no
// firm alone).

// townAfterIn reports whether word k is a known place right after "in",
// "near", "aus" or "à".
func (s *scratch) townAfterIn(k int) bool {
	if s.resolved(k)&placeBits == 0 {
		return false
	}
	p := s.prevWord(k)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	switch string(s.wordBytes(p)) {
	case "in", "near", "aus", "a":
		return true
	}
	return false
}
