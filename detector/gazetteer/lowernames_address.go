package gazetteer

// addressNouns announce an address, and whose it is after of, de, von,
// di, for (folded): "new address of", "nouvelle adresse de", "neue
// Adresse von", "nuovo indirizzo di", "nueva dirección de".
var addressNouns = wordSet("address adresse anschrift indirizzo direccion domicilio recapito")

// addressOwnerWords link an address noun and its owner (folded).
var addressOwnerWords = wordSet("of for de von fur di per para")

// addressOwners finds, in a text without capitals, the person whose
// address a colon introduces: an address noun, of (de, von, di, for), then
// two words, maybe surname first with a comma between them, and a colon
// ("nouvelle adresse de renault, emmanuelle : …", "neue adresse von
// doherty, dean: …"). One of the two words must be a known name that is
// no common English word (see ownerPair).
func (s *scratch) addressOwners() {
	for n := range s.toks {
		if s.toks[n].flags&tfWord == 0 || s.toks[n].letters < 7 || !addressNouns[string(s.wordBytes(n))] {
			continue
		}
		p := s.nextWord(n)
		if p < 0 || !addressOwnerWords[string(s.wordBytes(p))] {
			continue
		}
		i := s.nextWord(p)
		if i < 0 || !s.free(i) {
			continue
		}
		if end := s.ownerPair(i); end > 0 {
			s.add(i, end, labelPerson, s.confidence(-0.05))
		}
	}
}

// ownerPair returns the end of the owner's name from word i, or 0: two
// words (ownerWord), one space or a comma and a space apart, then a colon
// after at most one space, one of them a known name that is no English
// word below SCOWL level 35.
func (s *scratch) ownerPair(i int) int {
	k := i + 1
	if k < len(s.toks) && s.toks[k].flags&tfWord == 0 && s.toks[k].r == ',' {
		k++
	}
	if k >= len(s.toks) || !s.isWord(k) || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].start-s.toks[i].end > 2 {
		return 0
	}
	c := k + 1
	if c >= len(s.toks) || s.toks[c].flags&(tfWord|tfNL) != 0 || s.toks[c].r != ':' || s.toks[c].start-s.toks[k].end > 1 {
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
	return !functionWords[string(w)] && !nounEnding(w) && !s.germanNoun(i)
}
