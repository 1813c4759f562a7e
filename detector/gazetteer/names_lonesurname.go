package gazetteer

// loneSurnames finds, in French and German text, a known surname alone
// right after a preposition that takes a person or a firm (*avec, pour,
// par, contre, mit, an, für*): `Nous travaillons avec Delaunay`, `Termin
// mit Heidrich am Dienstag`, `Zahlung an Haase ist überfällig`. Inside a
// sentence of these languages such a word names a person or a family's
// firm, and is masked as a person either way. It is a surname of the
// lists or the registers and no first name, no place, no common English word, no French
// word (the lists mark the names that are one: `Brunet`) and no German
// noun (`mit Schlosser`, `an Bord`), with no capitalised word right before
// or after it, which other rules read.
func (s *scratch) loneSurnames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		// The preposition first: few capitalised words follow one.
		if i < 2 || t.flags&(tfSpace|tfNL) != tfSpace || s.toks[i-1].flags&tfWord == 0 || s.toks[i-1].letters > 6 ||
			s.toks[i-1].shape != shLower || !lonePreposition(s.wordBytes(i-1)) {
			continue
		}
		if t.shape != shCap || t.flags&(tfSentStart|tfHyphen|tfDigit) != 0 || t.letters < 3 || t.cls != 0 || !s.free(i) {
			continue
		}
		if n := s.nextWord(i); n >= 0 && s.capWord(n) && (s.lang != langGerman || !s.germanNoun(n)) {
			continue
		}
		a := s.resolved(i)
		if a == 0 {
			a = s.d.reg.lookup(s.wordBytes(i)) & attrRegLast // "Delaunay": a surname of the registers
		}
		if a&(attrLast|attrPart|attrRegLast) == 0 || a&(attrFirst|placeBits|attrFrWord|attrNounDE|attrStreet) != 0 ||
			wordLevel(a) != 0 || s.germanNoun(i) || !s.proseBoundsAfter(i) {
			continue
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.15))
	}
}

// proseBoundsAfter reports whether word i is followed by a space, a line
// break, the end or a mark that ends a clause, as a word of prose is
// ("Delaunay depuis", "Haase.", not "Haase.parse").
func (s *scratch) proseBoundsAfter(i int) bool {
	j := i + 1
	if j >= len(s.toks) || s.toks[j].flags&(tfSpace|tfNL) != 0 {
		return true
	}
	switch s.toks[j].r {
	case ',', '.', ';', '!', '?', ')':
		return j+1 >= len(s.toks) || s.toks[j+1].flags&(tfSpace|tfNL) != 0
	}
	return false
}

// lonePreposition reports whether folded w is a French or German
// preposition after which a known surname alone is a person's or a family
// firm's name.
func lonePreposition(w []byte) bool {
	switch string(w) {
	case "avec", "pour", "par", "contre", "mit", "an", "fur":
		return true
	}
	return false
}
