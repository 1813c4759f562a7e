package gazetteer

// A contract is signed with its documents as often as with a party: the
// word after "signé avec", "firmato con", "signed with" may name an
// amendment, an annex or an appendix ("Contrat signé avec Avenant n°2",
// "Accordo firmato con Allegato B"), which is no firm.

// contractDocument reports whether w, folded, names a part of a contract
// (EN, FR, DE, ES, IT).
func contractDocument(w []byte) bool {
	switch string(w) {
	case "appendix", "annex", "addendum", "amendment", "attachment", "exhibit", "schedule", "avenant", "annexe",
		"appendice", "anlage", "anhang", "nachtrag", "anexo", "adenda", "apendice", "allegato",
		"emendamento":
		return true
	}
	return false
}
