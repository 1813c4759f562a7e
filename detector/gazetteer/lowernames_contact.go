package gazetteer

// lowerContactNames finds, in a text without capitals, the name written
// right before an e-mail address in brackets, one space apart ("simon
// (bethan57@example.org) asked…", "add jelle <mwouters@example.net>",
// "ladislaus trüb (ks@example.com)", "smith, jonathan (js@example.org)"):
// a first name of any list and a known surname that is none of the
// commonest English words or a word in no list, as after a relative (see
// kinNames); a known surname or a word in no list, a comma and a first
// name of any list (lowerInvertedSurname); or a first name that may stand
// alone where a cue says a person stands (cuedFirstName). A first name
// that is a Spanish or Italian word is none (wordFirstNames). The address
// says a person or a team is named; the first name says a person is.
func (s *scratch) lowerContactNames() {
	for at := 3; at < len(s.toks); at++ {
		if s.toks[at].flags&tfWord != 0 || s.toks[at].r != '@' {
			continue
		}
		o := at - 1
		for o > 0 && at-o < 8 && s.toks[o].flags&tfSpace == 0 && (s.toks[o].flags&tfWord != 0 || s.toks[o].r == '.' || s.toks[o].r == '-') {
			o--
		}
		if o < 1 || s.toks[o].flags&(tfWord|tfSpace) != tfSpace || s.toks[o].r != '(' && s.toks[o].r != '<' {
			continue
		}
		if from := s.contactOwner(o - 1); from >= 0 {
			s.add(from, o, labelPerson, s.confidence(-0.1))
		}
	}
}

// contactOwner returns the first token of the name that ends with word
// w, before an e-mail address, or -1 (see lowerContactNames).
func (s *scratch) contactOwner(w int) int {
	if !s.isWord(w) || s.toks[w].shape != shLower || !s.free(w) || wordFirstNames.has(s.wordBytes(w)) {
		return -1
	}
	surname := func(k int) bool {
		return s.free(k) && s.toks[k].shape == shLower && s.nameWordClass(k) == 0 &&
			(s.resolved(k)&(attrLast|attrPart) != 0 && !s.common(k, 2) && s.toks[k].cls&wcNonName == 0 || s.unlistedNameWord(k))
	}
	if j := s.prevWord(w); j >= 0 && s.free(j) && s.toks[j].shape == shLower && !wordFirstNames.has(s.wordBytes(j)) &&
		s.kinFirstName(j) && surname(w) {
		return j // "puccio draghi (…)"
	}
	if w >= 2 && s.toks[w-1].flags&tfWord == 0 && s.toks[w-1].r == ',' && s.isWord(w-2) && s.kinFirstName(w) &&
		s.lowerInvertedSurname(w-2) {
		return w - 2 // "real, herminio (…)"
	}
	if s.cuedFirstName(w) {
		return w
	}
	return -1
}

// lowerInvertedSurname reports whether word k, before a comma and a first
// name, is the surname of a name written surname first: a known surname
// of any commonness (a first name too: "lee, daniel") or a word in no
// list, in lower case, free, and no word of a closed class ("smith,
// jonathan").
func (s *scratch) lowerInvertedSurname(k int) bool {
	t := &s.toks[k]
	a := s.resolved(k)
	return s.free(k) && t.shape == shLower && t.letters >= 2 && t.cls&pairStops == 0 && s.nameWordClass(k) == 0 &&
		(a&attrLast != 0 || a&attrFirst == 0 && s.unlistedNameWord(k))
}

// accountNouns name what a person holds, and whose it is after of, de,
// von, di (folded): "the account of", "le compte de", "das konto von",
// "la cuenta de", "l'account di".
var accountNouns = wordSet("account compte konto cuenta conto profile profil perfil profilo")

// accountOwner reports whether lone first name i holds the account
// named right before it: an account noun and of (de, von, di, for), then
// the first name, where its phrase ends ("peux-tu débloquer le compte de
// maggie ?", "kannst du das konto von iwona entsperren?" ends at
// "entsperren" no sooner, so only a mark or a function word after it
// counts: see phraseEndsAfter).
func (s *scratch) accountOwner(i int) bool {
	p := s.prevWord(i)
	if p < 0 || !addressOwnerWords.has(s.wordBytes(p)) {
		return false
	}
	n := s.prevWord(p)
	return n >= 0 && accountNouns[string(s.wordBytes(n))] && s.phraseEndsAfter(i)
}
