package gazetteer

// People after the cues that announce a firm or a person ("Kundin
// Jolanthe Bärwald", "Rechnung von Herrn Müller"; docs/names.md, "Rules,
// in order of strength").

// honorificOrFirstPair reports whether the run [r, end) after a cue that
// also takes people is a person's name: it opens with an honorific
// ("Rechnung von Herrn Müller"), or it is two words, a first name of any
// list, the dictionary's rarer ones too, and a word that is no head noun
// of a firm ("Kundin Jolanthe Bärwald"; "bei Aled Industries" is a firm).
func (s *scratch) honorificOrFirstPair(r, end int) bool {
	if s.toks[r].cls&wcHonorific != 0 {
		return true
	}
	if end != r+2 || s.resolved(r)&attrFirst == 0 || s.toks[r+1].cls&(wcOrgHead|wcLegal) != 0 {
		return false
	}
	return s.toks[r+1].flags&tfWord != 0 && s.toks[r+1].shape == shCap
}
