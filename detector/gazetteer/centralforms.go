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
	var key [8]byte
	n := 0
	for j := k; j+1 < len(s.toks) && n < len(key); j += 2 {
		t := &s.toks[j]
		if t.flags&tfWord == 0 || t.letters != 1 || j > k && t.flags&(tfSpace|tfNL) != 0 || s.toks[j+1].r != '.' {
			break
		}
		w := s.wordBytes(j)
		if len(w) != 1 {
			break
		}
		key[n] = w[0]
		n++
	}
	return n >= 2 && centralFirmForms[string(key[:n])]
}
