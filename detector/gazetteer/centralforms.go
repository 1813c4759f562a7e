package gazetteer

// centralFirmForms are the legal forms of Central Europe and the
// Balkans written in small letters and dots, by their letters joined: a
// Slovenian sole trader ("s.p."), Croatian and Slovenian companies
// ("d.o.o.", "j.d.o.o.", "d.d."), Czech and Slovak ones ("v.o.s.",
// "k.s.", "a.s.", "o.p.s.", "z.s.").
var centralFirmForms = wordSet("sp doo jdoo dd vos ks as ops zs")

// centralFirmForm reports whether the single letter k opens such a form
// ("Anna Kranjc s.p."), which follows a person's name as a street type
// of one letter and a dot would ("Király u. 15").
func (s *scratch) centralFirmForm(k int) bool {
	var key [12]byte
	n, parts, _ := s.dottedLetters(k, &key)
	return parts >= 2 && centralFirmForms[string(key[:n])]
}
