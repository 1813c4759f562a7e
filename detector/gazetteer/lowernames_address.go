package gazetteer

// addressNouns announce an address, and whose it is after of, de, von,
// di, for (folded): "new address of", "nouvelle adresse de", "neue
// Adresse von", "nuovo indirizzo di", "nueva dirección de".
var addressNouns = packedWordSet("address adresse anschrift indirizzo direccion domicilio recapito")

// contactNouns announce a telephone number, an e-mail address or an
// IBAN, and whose it is after of, de, von, di (folded): "el número de",
// "il numero di", "die nummer von", "l'iban de".
var contactNouns = packedWordSet("number numero nummer phone telephone telefono telefon email mail correo handy cellulare movil portable " +
	"iban")

// ownerCopulas link a contact's holder and the number or address that
// follows (folded: "è" is "e"): "el número de dorotea es +34…".
var ownerCopulas = wordSet("is es est ist e")

// addressOwnerWords link an address noun and its owner (folded).
var addressOwnerWords = packedWordSet("of for de von fur di per para")

// addressOwners finds, in a text without capitals, the person whose
// address a colon introduces: an address noun, of (de, von, di, for), then
// two words, maybe surname first with a comma between them, and a colon
// ("nouvelle adresse de renault, emmanuelle : …", "neue adresse von
// doherty, dean: …"). One of the two words must be a known name that is
// no common English word (see ownerPair). After a noun of a telephone
// number or an e-mail address (contactNouns), a copula before the number
// ends the name too, and a first name alone is one (contactFirstName: "el
// número de dorotea es +34…", "il numero di anastasi, clelia è 0122…").
func (s *scratch) addressOwners() {
	for n := range s.toks {
		if s.toks[n].flags&tfWord == 0 || s.toks[n].letters < 4 {
			continue
		}
		contact := contactNouns.has(s.wordBytes(n))
		if !contact && (s.toks[n].letters < 7 || !addressNouns.has(s.wordBytes(n))) {
			continue
		}
		p := s.nextWord(n)
		if p < 0 || !addressOwnerWords.has(s.wordBytes(p)) {
			continue
		}
		i := s.nextWord(p)
		if i < 0 || !s.free(i) {
			continue
		}
		if end := s.ownerPair(i, contact); end > 0 {
			s.add(i, end, labelPerson, s.confidence(-0.05))
		} else if contact && s.contactFirstName(i) && s.ownerEnd(i+1, true) {
			s.add(i, i+1, labelPerson, s.confidence(-0.05)) // "el número de dorotea es +34…"
		}
	}
}

// ownerPair returns the end of the owner's name from word i, or 0: two
// words (ownerWord), one space or a comma and a space apart, then a colon
// after at most one space (or, after a contact noun, a copula before the
// number: see ownerEnd), one of them a known name that is no English
// word below SCOWL level 35.
func (s *scratch) ownerPair(i int, contact bool) int {
	k := i + 1
	if k < len(s.toks) && s.toks[k].flags&tfWord == 0 && s.toks[k].r == ',' {
		k++
	}
	if k >= len(s.toks) || !s.isWord(k) || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].start-s.toks[i].end > 2 {
		return 0
	}
	if !s.ownerEnd(k+1, contact) {
		return 0
	}
	if !s.ownerWord(i) || !s.ownerWord(k) || !s.free(k) {
		return 0
	}
	known := func(j int) bool { return s.resolved(j)&nameBits != 0 && !s.common(j, 3) }
	if !known(i) && !known(k) {
		return 0
	}
	return k + 1
}

// ownerWord reports whether lower-case word i may be a part of an
// owner's name: three letters or more, no digit, no word of a class, no
// function word and no noun by its ending.
func (s *scratch) ownerWord(i int) bool {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcParticle|wcConj|wcLocative|wcUnit|wcHonorific|wcCueWord) != 0 {
		return false
	}
	w := s.wordBytes(i)
	return !functionWords.has(w) && !nounEnding(w) && !s.germanNoun(i)
}

// ownerEnd reports whether the owner's name ends before token c: a colon
// follows after at most one space, or, after a contact noun, a copula
// (ownerCopulas) and a number or an IBAN ("es +34…", "è 0122…", "est
// fr51…").
func (s *scratch) ownerEnd(c int, contact bool) bool {
	if c >= len(s.toks) || s.toks[c].flags&tfNL != 0 {
		return false
	}
	if s.toks[c].flags&tfWord == 0 {
		return s.toks[c].r == ':' && s.toks[c].start-s.toks[c-1].end <= 1
	}
	if !contact || s.toks[c].flags&tfSpace == 0 || !ownerCopulas[string(s.wordBytes(c))] || c+1 >= len(s.toks) {
		return false
	}
	n := &s.toks[c+1]
	return n.flags&tfDigit != 0 || n.flags&tfWord == 0 && (n.r == '+' || n.r == '(')
}

// contactFirstName reports whether lower-case word i, alone between a
// contact noun and a copula before a number, is a first name: one of any
// list, no common English word below SCOWL level 50, no word of a class,
// no country, region or town of 50,000 people or more, and no word of
// wordFirstNames.
func (s *scratch) contactFirstName(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	return t.shape == shLower && t.letters >= 3 && t.cls == 0 && t.flags&tfDigit == 0 && a&attrFirst != 0 &&
		a&(attrCountry|attrState) == 0 && cityBucket(a) <= 3 && !s.common(i, 4) && s.nameWordClass(i) == 0 &&
		!wordFirstNames.has(s.wordBytes(i))
}
