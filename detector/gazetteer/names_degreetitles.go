package gazetteer

// degreeTitles are the academic and professional titles of German,
// Austrian, Spanish and Italian forms and letters, folded, that open a
// name only capitalised and with their dot ("Ing. Höfig", "Dipl.-Ing.
// Weninger", "Mag. Huber", "Geom. Boito", "Lic. Pérez", "Rag. Conti"):
// in capitals or in small letters they are other words as often ("ING.
// Total", "mag.", "lic.").
var degreeTitles = wordSet("ing mag geom lic rag")

// degreeTitleShape reports whether honorific j may open a name by its
// shape: any honorific but a degree title, which must be capitalised.
func (s *scratch) degreeTitleShape(j int) bool {
	return s.toks[j].shape == shCap || !degreeTitles[string(s.wordBytes(j))]
}
