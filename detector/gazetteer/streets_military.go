package gazetteer

// lowerMilitaryBoxes finds the military addresses written in small
// letters in a text that has capitals elsewhere ("psc 5420, box 2708\napo
// aa 33879", "unit 1009 box 0219\ndpo ap 51065"), which poBoxes reads
// from capitalised words only: the box counts only before the line of
// its military post office (APO, FPO or DPO, a region and a ZIP code),
// which no other text writes so.
func (s *scratch) lowerMilitaryBoxes() {
	if s.noUpper {
		return // poBoxes reads every word of such a text
	}
	for _, ni := range s.nums {
		n := int(ni)
		p := s.prevWord(n)
		if p < 0 || s.toks[p].shape != shLower || !s.free(p) || !s.wordIs(p, "psc") && !s.wordIs(p, "unit") {
			continue
		}
		end := s.poBox(p)
		if end <= p && s.wordIs(p, "unit") {
			if b := s.nextWord(n); b >= 0 && s.wordIs(b, "box") {
				if z := s.nextWord(b); z >= 0 && s.plainNumber(z, 1, 6) {
					end = z + 1
				}
			}
		}
		if end <= p || end >= len(s.toks) || s.toks[end].flags&tfNL == 0 || !s.isWord(end) {
			continue
		}
		if !s.wordIs(end, "apo") && !s.wordIs(end, "fpo") && !s.wordIs(end, "dpo") {
			continue
		}
		m := s.nextWord(end)
		if m < 0 || s.toks[m].letters != 2 {
			continue
		}
		z := s.nextWord(m)
		if z < 0 || !s.plainNumber(z, 5, 5) || !s.allFree(p, z+1) {
			continue
		}
		s.add(p, z+1, labelStreet, s.confidence(0.2))
	}
}
