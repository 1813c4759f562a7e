package gazetteer

// A list of names after a plural word for firms and a colon or a verb of
// inclusion names firms ("Vendors shortlisted: Venor, Vatropra.", "Our
// clients include Quakal, Red Pine and…", "Zu unseren Kunden gehören
// Kreusel, Red Forge und…"; docs/names.md, "Rules, in order of
// strength"). The rule finds the list's first name; orgList reads the
// others.

// firmsNoun reports whether w, folded, is a plural word for firms in
// one of the five languages.
func firmsNoun(w []byte) bool {
	switch string(w) {
	case "companies", "firms", "manufacturers", "makers", "vendors", "suppliers", "partners", "clients", "customers",
		"sponsors", "banks", "brands", "providers", "retailers", "publishers", "carriers", "airlines", "insurers",
		"lenders", "competitors", "rivals", "distributors", "employers", "startups",
		"entreprises", "societes", "partenaires", "fournisseurs", "marques", "concurrents",
		"firmen", "unternehmen", "kunden", "lieferanten", "hersteller", "partnern", "partnerfirmen", "wettbewerber",
		"empresas", "clientes", "proveedores", "socios", "marcas", "competidores",
		"aziende", "clienti", "fornitori", "societa", "marchi", "concorrenti":
		return true
	}
	return false
}

// sequenceAdverbAfter returns the word after the comma at token c,
// past an adverb of sequence in small letters there ("Holder Group, then
// Tarvello"), or -1.
func (s *scratch) sequenceAdverbAfter(c int) int {
	n := s.nextWordAfter(c)
	if n >= 0 && s.toks[n].shape == shLower && sequenceAdverb(s.wordBytes(n)) {
		return s.nextWordAfter(n)
	}
	return n
}

// sequenceAdverb reports whether w, folded, is an adverb of sequence of
// the five languages and Dutch that may part the items of a list.
func sequenceAdverb(w []byte) bool {
	switch string(w) {
	case "then", "later", "puis", "ensuite", "dann", "danach", "spater", "luego", "despues", "poi", "dopo", "daarna", "depois":
		return true
	}
	return false
}

// inclusionVerb reports whether w, folded, says what a list after a
// firmsNoun holds ("include", "comprennent", "gehören", "incluyen").
func inclusionVerb(w []byte) bool {
	switch string(w) {
	case "include", "includes", "included", "including", "are", "were", "incluent", "comprennent", "sont",
		"gehoren", "sind", "waren", "incluyen", "son", "eran", "includono", "sono", "erano":
		return true
	}
	return false
}

// firmsListStart returns the first word of a list of two names or more
// whose first name ends at word i, followed by a comma, after a
// firmsNoun and a colon or an inclusionVerb (up to two words may stand
// between the noun and them: "Vendors shortlisted:"), or -1.
func (s *scratch) firmsListStart(i int) int {
	if n := s.sequenceAdverbAfter(i + 1); n < 0 || !s.capWord(n) {
		return -1 // a list goes on with a name, maybe past "then"
	}
	st := i
	for n := 0; n < 3; n++ {
		p := s.prevWord(st)
		if p < 0 || !s.capWord(p) || !s.free(p) || s.toks[p].cls&wcStopword != 0 {
			break
		}
		st = p
	}
	if st == 0 || s.toks[st].flags&tfNL != 0 || !s.free(st) {
		return -1
	}
	k := st - 1
	if t := &s.toks[k]; t.flags&tfWord == 0 {
		if t.r != ':' || k == 0 {
			return -1
		}
		k--
	} else if t.shape != shLower || !inclusionVerb(s.wordBytes(k)) {
		return -1
	}
	for n := 0; n < 3 && k >= 0 && s.toks[k].flags&tfWord != 0; n++ {
		if firmsNoun(s.wordBytes(k)) {
			return st
		}
		if s.toks[k].flags&(tfNL|tfSentStart) != 0 {
			break
		}
		k = s.prevWord(k)
	}
	return -1
}

// listedFirm adds the organisation over the list's first item [st, end)
// and reports whether it did: not a person (a known first name opening
// it), a known place, a German noun or a word of a closed class.
func (s *scratch) listedFirm(st, end int) bool {
	if firmAttrs(s.toks[st].attr)&attrFirst != 0 || s.toks[st].cls&wcNonName != 0 || s.germanNounHere(st) {
		return false
	}
	if pe, a := s.phraseAt(s.d.base, st, placeBits); pe == end && a != 0 &&
		(a&nameBits == 0 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 3) {
		return false
	}
	s.addOrg(st, end, s.confidence(-0.1))
	return true
}
