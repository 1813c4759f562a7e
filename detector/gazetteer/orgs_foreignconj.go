package gazetteer

// Three owners' names joined by a conjunction of another language than
// the text's are one firm's name: a German or French sentence joins
// three people with its own "und" or "et", so "Powell, Harris and
// Simpson" in "Die Haftung der Powell, Harris and Simpson ist
// ausgeschlossen" is a firm's, and "Brandt, Köhler und Vogel" in an
// English sentence is one too (docs/names.md, "Rules, in order of
// strength").

// foreignConjunction reports whether word c, the conjunction of "A, B
// and C", belongs to another language than the text: "and", "y" or "e"
// in a text that reads as German or French (or would without that
// "and"), "und" in one that does not
// read as German, "et" in one that does not read as French.
func (s *scratch) foreignConjunction(c int) bool {
	if !s.isWord(c) {
		return false
	}
	switch string(s.wordBytes(c)) {
	case "and":
		// The "and" itself counts as English: without it the text
		// reads as German or French ("Auftraggeber: Brown, Edwards and
		// Moore").
		return s.lang != langOther || s.toks[c].cls&wcEnglish != 0 && s.en == 1 && s.de+s.fr > 0
	case "y", "e":
		return s.lang != langOther
	case "und":
		return s.lang != langGerman
	case "et":
		return s.lang != langFrench
	}
	return false
}

// foreignFirmNoun reports whether capitalised word i, which a German
// article marked as a noun ("der Powell"), is a known surname that opens
// "A, B and C" joined by a conjunction of another language than the
// text's: the article names the firm ("Die Haftung der Powell, Harris
// and Simpson").
func (s *scratch) foreignFirmNoun(i int) bool {
	t := &s.toks[i]
	if t.flags&(tfUsed|tfNoun) != tfNoun || t.shape != shCap || s.resolved(i)&attrLast == 0 || i+3 >= len(s.toks) {
		return false
	}
	c := i + 3
	if s.toks[c].r == ',' && c+1 < len(s.toks) {
		c++
	}
	return s.foreignConjunction(c)
}
