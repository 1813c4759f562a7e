package gazetteer

// slavicTownNoun reports whether word m, in lower case, ends the name of
// a Czech, Slovak or Slovenian town as the plural noun after a
// particle and an adjective ("Kostelec nad Černými lesy", "Rokytnice v
// Orlických horách", "Lenart v Slovenskih goricah"): a capitalised word
// before it, a particle of place in lower case before that, and the
// line's or the clause's end, or a word of time or a stopword, after it.
func (s *scratch) slavicTownNoun(m int) bool {
	t := &s.toks[m]
	a := s.prevWord(m)
	if a < 0 || s.toks[a].shape != shCap || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord|wcUnit) != 0 {
		return false
	}
	p := s.prevWord(a)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	switch string(s.wordBytes(p)) {
	case "nad", "pod", "v", "ve", "na", "pri":
	default:
		return false
	}
	if s.lineEndsAt(m + 1) {
		return true
	}
	n := s.nextWord(m)
	return n >= 0 && (s.timeAfter(n) || s.toks[n].shape == shLower && s.toks[n].cls&wcStopword != 0)
}
