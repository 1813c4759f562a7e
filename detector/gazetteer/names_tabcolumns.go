package gazetteer

// tabColumns reports whether a tab, and nothing else but spaces, stands
// between word k and word from, the next: they fill two columns of a
// table written with tabs ("53990\tGabriel Mccormick\tpending"), a
// record's number or date and a name, never a house number and its
// street, which one column holds ("12 Timms Drive").
func (s *scratch) tabColumns(k, from int) bool {
	if from != k+1 {
		return false
	}
	gap := s.text[s.toks[k].end:s.toks[from].start]
	for i := 0; i < len(gap); i++ {
		if gap[i] == '\t' {
			return true
		}
	}
	return false
}
