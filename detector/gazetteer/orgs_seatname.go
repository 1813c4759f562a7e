package gazetteer

// A firm may be named by one word that is also a first name ("Paul",
// "Martin", "Thomas" as surnames): before the seat a contract gives it
// ("tra Paul, con sede legale in…", "zwischen Martin mit Sitz in…",
// "entre Thomas, ayant son siège à…") it is a firm's name, as a person
// has a home or a residence there, not a seat.

// seatNoun reports whether w, folded, is a noun for a firm's seat that
// no person has ("Sitz", "sede", "siège", "domicilio" social); not
// "registered" or "headquartered", which say other things of people too
// ("Anna, registered nurse").
func seatNoun(w []byte) bool {
	switch string(w) {
	case "sitz", "sede", "siege", "domicilio":
		return true
	}
	return false
}
