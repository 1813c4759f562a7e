package gazetteer

// A signature's line of one word names the signer's department as often
// as the firm: a word of French, Spanish, Italian or German prose that no
// list holds (proseShape: a German compound noun, a noun's suffix; a
// diacritic says nothing here, as invented firms' names carry them:
// "Marítec") is a department there ("Buchhaltung", "Comptabilité",
// "Contabilidad", "Amministrazione"); an invented name stays the firm
// ("Zentrova"), and so does a line of more words ("Buchhaltung Kraus
// GmbH").

// departmentLine reports whether line [from, to) is word i alone and that
// word has the shape of prose.
func (s *scratch) departmentLine(i, from, to int) bool {
	for k := from; k < to; k++ {
		if k != i && s.toks[k].flags&tfWord != 0 {
			return false
		}
	}
	return s.proseShape(i)
}
