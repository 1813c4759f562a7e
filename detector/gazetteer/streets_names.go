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

// numberedPlace reports whether w, folded, is a German compound that
// names a numbered spot rather than a street: a seat, a bay, a berth, a
// platform, a pitch ("Lagerplatz 101", "Stellplatz 14", "Sitzplatz 12",
// "Bahnsteig 4"). Such a word and its number are a street only with more
// of an address around them ("Adresse: Lagerplatz 4, 80331 München").
func numberedPlace(w []byte) bool {
	switch string(w) {
	case "lagerplatz", "stellplatz", "parkplatz", "abstellplatz", "sitzplatz", "stehplatz", "liegeplatz", "arbeitsplatz",
		"sportplatz", "spielplatz", "campingplatz", "zeltplatz", "rastplatz", "ladeplatz", "standplatz", "wohnplatz",
		"bahnsteig", "flugsteig", "anlegesteg", "bootssteg", "landungssteg":
		return true
	}
	return false
}
