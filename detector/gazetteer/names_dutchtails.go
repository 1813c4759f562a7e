package gazetteer

// dutchParticleTails completes a person written surname first with the
// Dutch particles that end it ("Berg, Jan van den", "Jansen, Piet van
// der."; the form "Achternaam, voornaam tussenvoegsel", with the surname
// before the comma when a rule left it apart: surnameBeforeComma), or
// with a comma and such particles after any person ("Werl-Arnsberg,
// van"): one to three particles in small letters (dutchTailParticle, the
// first of the particles' class) right after the person, or after it and
// a comma, where the line, the text or the sentence ends ("Vries, Anna in
// de tuin" keeps its preposition).
func (s *scratch) dutchParticleTails() {
	for si := 0; si < len(s.spans); si++ {
		sp := &s.spans[si]
		e := int(sp.to)
		if sp.kind != labelPerson || e >= len(s.toks) {
			continue
		}
		// The cheapest test first: a particle's class on the word after
		// the person or after its comma.
		p, comma := e, s.toks[e].flags&tfWord == 0
		if comma {
			if p = e + 1; p >= len(s.toks) || s.toks[e].r != ',' || s.toks[e].start != s.toks[e-1].end {
				continue
			}
		}
		if t := &s.toks[p]; t.cls&wcParticle == 0 || t.shape != shLower || t.flags&tfNL != 0 {
			continue
		}
		end := s.dutchTailEnd(p)
		if end == 0 {
			continue
		}
		from := int(sp.from)
		if !comma && !s.commaInside(from, e) {
			if from = s.surnameBeforeComma(from); from < 0 {
				continue // a name written first name first takes its particles before the surname
			}
		}
		s.growSpan(si, from, end)
	}
}

// surnameBeforeComma returns the first token of the surname written
// before a person that opens with word f, after a comma glued to the
// surname's last word on the same line ("Dijk, Renske van": the rules
// found "Dijk" as a name or a place of its own, or nothing), or -1: the
// start of the span holding that word, or the word itself when it is
// capitalised.
func (s *scratch) surnameBeforeComma(f int) int {
	c := f - 1
	if c < 1 || s.toks[c].flags&(tfWord|tfNL) != 0 || s.toks[c].r != ',' || s.toks[f].flags&tfNL != 0 || s.toks[c].start != s.toks[c-1].end {
		return -1
	}
	w := c - 1
	if !s.isWord(w) || !s.capWord(w) {
		return -1
	}
	for si := range s.spans {
		if sp := &s.spans[si]; int(sp.to) == w+1 && sp.kind != labelStreet {
			return int(sp.from)
		}
	}
	if !s.free(w) {
		return -1
	}
	return w
}

// commaInside reports whether a comma is among tokens [from, to).
func (s *scratch) commaInside(from, to int) bool {
	for k := from; k < to; k++ {
		if s.toks[k].flags&tfWord == 0 && s.toks[k].r == ',' {
			return true
		}
	}
	return false
}

// dutchTailEnd returns the end of one to three Dutch particles in small
// letters from token p, spaced on one line, where the line, the text or
// the sentence ends (a mark other than an apostrophe or a hyphen follows
// them), or 0.
func (s *scratch) dutchTailEnd(p int) int {
	k := p
	for n := 0; n < 3 && k < len(s.toks); n++ {
		t := &s.toks[k]
		if !s.isWord(k) || t.flags&(tfSpace|tfNL) != tfSpace || t.shape != shLower || !dutchTailParticle(s.wordBytes(k)) {
			break
		}
		k++
	}
	if k == p {
		return 0
	}
	if k == len(s.toks) || s.toks[k].flags&tfNL != 0 {
		return k
	}
	if t := &s.toks[k]; t.flags&(tfWord|tfSpace) == 0 && t.r != '\'' && t.r != '’' && t.r != '-' {
		return k
	}
	return 0
}

// dutchTailParticle reports whether folded word w is a particle of Dutch
// surnames (a tussenvoegsel). (A switch: Go compiles it to comparisons,
// with no hashing.)
func dutchTailParticle(w []byte) bool {
	switch string(w) {
	case "van", "de", "der", "den", "het", "ter", "ten", "te", "le", "la", "in", "op", "uit":
		return true
	}
	return false
}
