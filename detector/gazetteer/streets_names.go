package gazetteer

// bareEnding reports whether w is a street ending standing alone as a
// word ("Ring", "Platz", "Weg"): a noun, not a street's name, after a
// number ("Kapitel 7 Ring der Nibelungen", "Gruppe 3 Platz 2"). A street
// so named writes its number after it ("Am Ring 3"), which other rules
// read.
func bareEnding(w []byte) bool {
	switch string(w) {
	case "ring", "platz", "weg", "gasse", "allee", "damm", "ufer", "steig", "steeg", "strasse", "straße", "gade", "vej",
		"plass", "pad", "dreef", "singel", "markt", "berg", "hof", "park", "graben", "gracht", "laan", "plein", "kade":
		return true
	}
	return false
}
