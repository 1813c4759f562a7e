package gazetteer

// auxiliaryVerb reports whether folded word w is an English auxiliary
// ("will", "would", "can", "shall", "may", "must"): after a lower-case
// name it starts the predicate ("frank thomas will call"), so it is no
// surname, though the lists hold "Will" and "May" as names.
func auxiliaryVerb(w []byte) bool {
	switch string(w) {
	case "will", "would", "can", "could", "shall", "should", "may", "might", "must":
		return true
	}
	return false
}

// nameBeforeAuxiliary returns the start of the lower-case name that ends
// with first name i before an auxiliary: the known first name right
// before i when there is one, a common word as it may be ("frank thomas
// will call": "thomas" is the surname), or i itself ("thomas will
// call"), as the auxiliary makes the words before it its subject.
func (s *scratch) nameBeforeAuxiliary(i int) int {
	j := s.prevWord(i)
	if j < 0 || !s.free(j) || s.toks[j].shape != shLower || s.toks[j].letters < 3 || s.resolved(j)&attrFirst == 0 ||
		s.toks[j].cls&(wcStopword|wcParticle|wcConj) != 0 || functionWords.has(s.wordBytes(j)) || s.kinWord(j) {
		return i
	}
	return j
}
