package gazetteer

// initialBeforeName reports whether word k is a capital initial with its
// dot glued to it and a capitalised word one space after the dot, on the
// same line, that no rule took ("P. Bell", "V. Petitjean"): a person's
// initial and surname, which a word that announces a firm or a person
// before them (orgCueRun: "customer", "Kunde:", "cliente") does not make
// a firm of one letter. A word a firm took keeps its letter in the firm's
// reading ("Kunde: J. Müller GmbH").
func (s *scratch) initialBeforeName(k int) bool {
	t := &s.toks[k]
	if t.shape != shInitial || t.letters != 1 || k+2 >= len(s.toks) {
		return false
	}
	d, n := &s.toks[k+1], &s.toks[k+2]
	return d.flags&(tfWord|tfSpace|tfNL) == 0 && d.r == '.' && n.flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace && s.capWord(k+2) && s.free(k+2)
}
