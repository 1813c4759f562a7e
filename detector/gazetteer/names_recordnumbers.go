package gazetteer

// recordNumber reports whether word k, a number right before word from,
// numbers a record rather than a house: a tab, and nothing else but
// spaces, stands between them, so they fill two columns of a table
// ("53990\tGabriel Mccormick\tpending": a record's number or date and a
// name), or a number sign is glued before it ("#93449 Raphaela Kuhl", a
// ticket's or an order's number). A house number and its street share
// one column and take no sign ("12 Timms Drive").
func (s *scratch) recordNumber(k, from int) bool {
	if from != k+1 {
		return false
	}
	if k > 0 && s.toks[k].flags&(tfSpace|tfNL) == 0 && s.toks[k-1].flags&tfWord == 0 && (s.toks[k-1].r == '#' || s.toks[k-1].r == '№') {
		return true
	}
	gap := s.text[s.toks[k].end:s.toks[from].start]
	for i := 0; i < len(gap); i++ {
		if gap[i] == '\t' {
			return true
		}
	}
	return false
}
