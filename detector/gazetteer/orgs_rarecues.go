package gazetteer

// The cue words whose firm stands in one fixed phrase ("said in a
// statement", "on behalf of", "quit", "Suppliers:"): they are few among
// the cue words, so one cheap test of length and first letter
// (rareCueShape) keeps the others from their rules.

// rareCueLengths holds a bit for each length of a rare cue word: quit
// (4), behalf (6), vendors (7), statement, suppliers, fornitori (9),
// lieferanten, proveedores (11), fournisseurs (12).
const rareCueLengths = 1<<4 | 1<<6 | 1<<7 | 1<<9 | 1<<11 | 1<<12

// rareCueShape reports whether cue word c has the length and first
// letter of a rare cue word.
func (s *scratch) rareCueShape(c int) bool {
	t := &s.toks[c]
	if t.letters > 12 || rareCueLengths&(1<<t.letters) == 0 {
		return false
	}
	switch s.text[t.start] | 0x20 {
	case 'q', 'b', 's', 'v', 'f', 'l', 'p':
		return true
	}
	return false
}

// orgAfterRareCue applies the rule of rare cue word c and reports
// whether c is one (handled, found or not).
func (s *scratch) orgAfterRareCue(c int) bool {
	return s.orgBeforeStatement(c) || s.orgAfterBehalf(c) || s.orgAfterQuit(c) || s.orgAfterSuppliers(c)
}

// behalfNounShape reports whether cue word c has the length and first
// letter of a noun of the other languages' "on behalf of" (orgAfterForeignBehalf):
// nom, part, nome, namen, namens, nombre, conto, conta, cuenta, compte,
// auftrag, opdracht.
func (s *scratch) behalfNounShape(c int) bool {
	t := &s.toks[c]
	if t.letters < 3 || t.letters > 8 {
		return false
	}
	switch s.text[t.start] | 0x20 {
	case 'n', 'p', 'c', 'a', 'o':
		return true
	}
	return false
}
