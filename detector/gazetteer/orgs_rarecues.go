package gazetteer

// The cue words whose firm stands in one fixed phrase ("said in a
// statement", "on behalf of", "de la part de", "im Auftrag von", "quit",
// "Suppliers:"): they are few among
// the cue words, so one cheap test of length and first letter
// (rareCueShape) keeps the others from their rules.

// rareCueLengths holds a bit for each length of a rare cue word: quit
// (4), behalf (6), vendors (7), statement, suppliers, fornitori (9),
// lieferanten, proveedores (11), fournisseurs (12).
// The nouns of the other languages' "on behalf of" add nom (3), part,
// nome (4), namen, conto, conta (5), compte, namens, nombre, cuenta (6),
// auftrag (7), opdracht (8).
const rareCueLengths = 1<<3 | 1<<4 | 1<<5 | 1<<6 | 1<<7 | 1<<8 | 1<<9 | 1<<11 | 1<<12

// rareCueShape reports whether cue word c has the length and first
// letter of a rare cue word.
func (s *scratch) rareCueShape(c int) bool {
	t := &s.toks[c]
	if t.letters > 12 || rareCueLengths&(1<<t.letters) == 0 {
		return false
	}
	switch s.text[t.start] | 0x20 {
	case 'q', 'b', 's', 'v', 'f', 'l', 'p', 'n', 'c', 'a', 'o':
		return true
	}
	return false
}

// orgAfterRareCue applies the rule of rare cue word c and reports
// whether c is one (handled, found or not).
func (s *scratch) orgAfterRareCue(c int) bool {
	return s.orgBeforeStatement(c) || s.orgAfterBehalf(c) || s.orgAfterForeignBehalf(c) || s.orgAfterQuit(c) || s.orgAfterSuppliers(c)
}
