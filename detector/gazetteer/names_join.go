package gazetteer

import "slices"

// joinNames completes the people found with the words of their names
// that the rules before left out, so that no part of a name stays in
// clear:
//   - a surname written with an elided particle right after a person
//     ("Trevor O'Connell", "giulia d'angelo", "marco dell'acqua");
//   - in lower case, one or two known first names right before a person
//     whose name opens with a first name or a particle ("maría josé
//     olmedo", "maría josé del olmo");
//   - in lower case, a first name only the register holds right before
//     a person whose name opens with a first name ("beppe giacobbe
//     stoppani", registerFirstBefore);
//   - another person, or a surname or a place that the lists hold as a
//     surname, right after a person (nameTail: "dino giosuè veltroni",
//     "sofía murillo hidalgo", "Jorge Luis Serrano Hidalgo");
//   - in a text without capitals, a hyphenated pair of surnames that the
//     firm rules took right after a person's first name ("ubaldo
//     marchi-vento");
//   - the Irish "O'" glued before a person or a firm whose name the
//     rules began at the surname ("o'donnell llc", "O'Neill-Ross"), and
//     the Irish surname glued after a hyphenated "-O'" (joinIrishHyphen:
//     "Hayes-O'Brien");
//   - the elided particle glued before an organisation's first word
//     ("O'Donnell LLC", "D'Amico S.r.l."), and the organisation that a
//     particle joins to it ("Compañía" "del" "Noroeste S.L.N.E").
func (s *scratch) joinNames() {
	for si := 0; si < len(s.spans); si++ {
		sp := &s.spans[si]
		if (sp.kind == labelOrg || sp.kind == labelPerson) && s.apostrophes != 0 {
			if p := s.irishPrefix(int(sp.from)); p >= 0 {
				si = s.growSpan(si, p, int(sp.to)) // "o'donnell llc", "O'Neill-Ross"
			}
			si = s.joinIrishHyphen(si)
			sp = &s.spans[si]
		}
		if sp.kind == labelOrg {
			if s.apostrophes != 0 {
				if p := s.elidedParticleBefore(int(sp.from)); p >= 0 {
					si = s.growSpan(si, p, int(sp.to))
				}
			}
			if s.kinds[labelOrg] >= 2 {
				if end := s.orgAfterParticle(int(s.spans[si].to)); end > 0 {
					si = s.growSpan(si, int(s.spans[si].from), end)
				}
			}
			continue
		}
		if sp.kind != labelPerson {
			continue
		}
		if e := int(sp.to); e+2 < len(s.toks) && (s.toks[e+1].r == '\'' || s.toks[e+1].r == '’') {
			if end := s.elidedSurname(e); end > 0 {
				si = s.growSpan(si, int(sp.from), end)
			}
		}
		if s.noUpper {
			if start := s.firstNamesBefore(int(s.spans[si].from)); start >= 0 {
				si = s.growSpan(si, start, int(s.spans[si].to))
			}
			if start := s.registerFirstBefore(int(s.spans[si].from)); start >= 0 {
				si = s.growSpan(si, start, int(s.spans[si].to)) // "beppe giacobbe stoppani"
			}
		}
		if k := int(s.spans[si].to); k < len(s.toks) && (s.toks[k].kind == labelPerson+1 || s.toks[k].kind == labelPlace+1) {
			if end := s.nameTail(si); end > k {
				si = s.growSpan(si, int(s.spans[si].from), end) // "francisco" "carbó pineda", "sofía murillo hidalgo"
			}
		}
	}
	if !s.noUpper || s.kinds[labelOrg] == 0 {
		return
	}
	for si := 0; si < len(s.spans); si++ {
		if p := s.firstNameBeforeFirm(si); p >= 0 {
			s.kinds[labelOrg]--
			s.kinds[labelPerson]++
			s.spans[si].kind = labelPerson
			si = s.growSpan(si, p, int(s.spans[si].to))
		}
	}
}

// elidedParticles open surnames before an apostrophe: Irish "O'",
// Italian "D'", "Dell'", "Dall'", "Degl'", French "D'" (folded).
var elidedParticles = wordSet("o d dell dall degl")

// elidedSurname returns the end of a surname with an elided particle
// that starts at token e, right after a person ("O'Connell", "d'angelo"),
// or 0 (the caller checked that an apostrophe follows e and a token
// follows it): the particle, an apostrophe and a word glued to it, written as
// the particle is (both capitalised, or both in lower case). The word is
// a known name, or, after the Irish "O'", a word that is no common word;
// in lower case never a function word ("d'accordo" is none).
func (s *scratch) elidedSurname(e int) int {
	if s.toks[e].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace {
		return 0
	}
	a, w := &s.toks[e+1], &s.toks[e+2]
	if a.flags&(tfWord|tfSpace|tfNL) != 0 || w.flags&(tfWord|tfSpace|tfNL) != tfWord || w.letters < 2 || w.flags&tfDigit != 0 ||
		!elidedParticles[string(s.wordBytes(e))] {
		return 0
	}
	p := &s.toks[e]
	lower := p.shape == shLower
	if lower != (w.shape == shLower) || !lower && !s.capWord(e+2) && p.shape != shInitial {
		return 0
	}
	if w.cls&(wcStopword|wcNonName|wcTimeWord) != 0 || functionWords.has(s.wordBytes(e+2)) {
		return 0
	}
	attr := s.resolved(e + 2)
	if attr&nameBits == 0 && !(s.wordIs(e, "o") && attr == 0) {
		return 0
	}
	if s.common(e+2, s.d.p.commonMax) && attr&(attrLast|attrPart) == 0 {
		return 0
	}
	if s.free(e + 2) {
		return e + 3
	}
	for _, sp := range s.spans {
		if sp.kind == labelPerson && int(sp.from) == e+2 {
			return int(sp.to) // "trevor o'connell": a rule took "connell" already
		}
	}
	return 0
}

// elidedParticleBefore returns the start of the capitalised elided
// particle glued by an apostrophe to capitalised word f ("O'Donnell",
// "D'Amico", "Dell'Orto"), or -1.
func (s *scratch) elidedParticleBefore(f int) int {
	if f < 2 || s.toks[f].shape != shCap || s.toks[f].flags&(tfSpace|tfNL) != 0 {
		return -1
	}
	a, p := &s.toks[f-1], &s.toks[f-2]
	if a.flags&(tfWord|tfSpace|tfNL) != 0 || a.r != '\'' && a.r != '’' || p.flags&tfWord == 0 ||
		p.shape != shCap && p.shape != shInitial || !elidedParticles[string(s.wordBytes(f-2))] || !s.free(f-2) && s.toks[f-2].kind != labelOrg+1 {
		return -1
	}
	return f - 2
}

// orgAfterParticle returns the end of the organisation that starts,
// capitalised (in a text without capitals, in small letters), after one
// or two particles of a firm's name in small letters right after token e
// ("del", "de la", "della", "des"; "royer de sousa s.a.r.l."), or after
// a conjunction when the organisation before it lists owners between
// commas ("Morosini, Soprano e Bixio e figli"), on the same line, or 0.
func (s *scratch) orgAfterParticle(e int) int {
	k := e
	for n := 0; n < 2 && k < len(s.toks) && s.toks[k].flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace &&
		s.toks[k].shape == shLower && firmParticle(s.wordBytes(k)); n++ {
		k++
	}
	if k == e && k < len(s.toks) && s.toks[k].flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace && s.toks[k].shape == shLower &&
		familyConjunction(s.wordBytes(k)) && s.ownersList(e) {
		k++ // "Morosini, Soprano" "e" "Bixio e figli"
	}
	if k == e || k >= len(s.toks) || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].shape != shCap && !s.noUpper ||
		int(s.toks[k].kind) != labelOrg+1 {
		return 0
	}
	for _, sp := range s.spans {
		if sp.kind == labelOrg && int(sp.from) == k {
			return int(sp.to)
		}
	}
	return 0
}

// ownersList reports whether the organisation that ends at token e
// (exclusive) lists its owners, a comma between two of its words
// ("Morosini, Soprano"): the conjunction after it joins the last owner.
func (s *scratch) ownersList(e int) bool {
	for k := e - 1; k > 0 && s.toks[k].kind == s.toks[e-1].kind && s.toks[k].flags&tfNL == 0; k-- {
		if s.toks[k].r == ',' && s.toks[k].flags&tfWord == 0 {
			return true
		}
	}
	return false
}

// firmParticle reports whether folded w joins the words of a firm's name
// in the Romance languages ("Compañía del Noroeste", "Banca della
// Valle", "Compagnie des Alpes").
func firmParticle(w []byte) bool {
	switch string(w) {
	case "del", "de", "la", "las", "los", "della", "delle", "dei", "di", "des", "du", "da", "do", "dos", "das":
		return true
	}
	return false
}

// firstNamesBefore returns the start of one or two lower-case known
// first names right before the person at token from, in a text without
// capitals, when that person's name opens with a first name or a
// particle ("maría josé olmedo", "maría josé del olmo"), or -1.
func (s *scratch) firstNamesBefore(from int) int {
	if !s.noUpper || s.toks[from].shape != shLower {
		return -1
	}
	if s.resolved(from)&attrFirst == 0 && s.toks[from].cls&wcParticle == 0 {
		return -1
	}
	start := -1
	for n, i := 0, from; n < 2; n++ {
		p := s.prevWord(i)
		if p < 0 || !s.free(p) || !s.joinFirstName(p, false) {
			break
		}
		start, i = p, p
	}
	return start
}

// joinFirstName reports whether lower-case word p is a known first name
// that may open a longer name: of the main lists, three letters or more,
// none of the commonest English words (SCOWL levels 10 and 20; "maría"
// is a rarer one), no function word, word of a class, relative or place
// but a small town. With dict, a first name only the first-name
// dictionary holds counts too (before two surnames: "ghislaine
// perrot-lacroix").
func (s *scratch) joinFirstName(p int, dict bool) bool {
	t := &s.toks[p]
	a := s.resolved(p)
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || a&attrFirst == 0 || !dict && a&attrDictFirst != 0 || s.common(p, 2) {
		return false
	}
	if t.cls != 0 || !smallTownAtMost(a) || a&(attrNounDE|attrStreet) != 0 {
		return false
	}
	return s.nameWordClass(p) == 0 && !kinNouns[string(s.wordBytes(p))]
}

// firstNameBeforeFirm returns the start of the person whose first name
// stands right before organisation si, in a text without capitals, when
// that organisation is one hyphenated word that the firm rules took for
// two surnames ("ubaldo marchi-vento", "ghislaine perrot-lacroix"), or
// -1: the first name is a known one that may open a name (joinFirstName,
// one of the first-name dictionary too), free or a person found alone.
func (s *scratch) firstNameBeforeFirm(si int) int {
	sp := &s.spans[si]
	h := int(sp.from)
	if sp.kind != labelOrg || int(sp.to) != h+1 || s.toks[h].flags&tfHyphen == 0 {
		return -1
	}
	p := s.prevWord(h)
	if p < 0 || s.toks[p].shape != shLower || s.resolved(p)&attrFirst == 0 {
		return -1
	}
	if s.free(p) && s.joinFirstName(p, true) {
		return p
	}
	for _, q := range s.spans {
		if q.kind == labelPerson && int(q.from) == p && int(q.to) == h {
			return p
		}
	}
	return -1
}

// growSpan widens span si to tokens [from, to), taking in the spans that
// lie inside them, and returns the new index of span si.
func (s *scratch) growSpan(si, from, to int) int {
	for j := 0; j < len(s.spans); j++ {
		if j != si && int(s.spans[j].from) >= from && int(s.spans[j].to) <= to {
			s.kinds[s.spans[j].kind]--
			s.spans = slices.Delete(s.spans, j, j+1)
			if j < si {
				si--
			}
			j--
		}
	}
	sp := &s.spans[si]
	for i := from; i < to; i++ {
		s.toks[i].flags |= tfUsed
		s.toks[i].kind = int8(sp.kind + 1)
	}
	sp.from, sp.to = int32(from), int32(to)
	sp.start, sp.end = s.toks[from].start, s.toks[to-1].end
	return si
}

// irishPrefix returns the first token of the "O'" glued before word
// from, which opens a person's or a firm's name ("o'donnell llc",
// "O'Neill-Ross") that the rules starting at the surname left out, or -1.
func (s *scratch) irishPrefix(from int) int {
	if from < 2 || s.toks[from].flags&(tfSpace|tfNL) != 0 {
		return -1
	}
	a, o := &s.toks[from-1], &s.toks[from-2]
	if a.flags&(tfWord|tfSpace|tfNL) != 0 || a.r != '\'' && a.r != '’' || o.flags&tfWord == 0 || o.letters != 1 ||
		o.flags&tfUsed != 0 || s.fold[o.fs] != 'o' || from > 2 && o.flags&(tfSpace|tfNL) == 0 {
		return -1
	}
	if p := s.prevWord(from - 2); p >= 0 && s.capWord(p) {
		return -1 // "Conan O'Brien": the rule of the whole name takes it
	}
	return from - 2
}

// joinIrishHyphen joins span si to the Irish surname of a hyphenated
// pair that the tokens cut at the apostrophe ("Hayes-O" "'" "Brien"), and
// returns the span's index: a span that ends with the hyphenated word
// takes the surname after it ("I work at Hayes-O'Brien", "Mary
// Hayes-O'Brien"); the surname alone, taken for a person, takes the
// hyphenated word before it that no span holds and becomes the firm of
// two surnames that the rule of hyphenated surnames would have found
// ("Hayes-O'Brien announced", "Account: Bruce-O'Connor").
func (s *scratch) joinIrishHyphen(si int) int {
	sp := &s.spans[si]
	if e := int(sp.to); s.irishHyphenAt(e - 1) {
		return s.growSpan(si, int(sp.from), e+2)
	}
	h := int(sp.from) - 2
	if sp.to-sp.from != 1 || !s.irishHyphenAt(h) || s.toks[h].flags&tfUsed != 0 {
		return si
	}
	if p := s.prevWord(h); p >= 0 && s.capWord(p) && s.resolved(p)&attrFirst != 0 {
		return si // "Mary Hayes-O'Brien" that no rule took whole
	}
	if sp.kind != labelOrg {
		s.kinds[sp.kind]--
		s.kinds[labelOrg]++
		sp.kind = labelOrg
	}
	return s.growSpan(si, h, int(sp.to))
}

// irishHyphenAt reports whether token k is a hyphenated word whose last
// part is the letter "o" and that an apostrophe and a word follow, glued
// ("Hayes-O'Brien", "butler-o'neill"; not "jack-o'-lantern").
func (s *scratch) irishHyphenAt(k int) bool {
	if k < 0 || k+2 >= len(s.toks) || s.toks[k].flags&tfHyphen == 0 {
		return false
	}
	t := &s.toks[k]
	if t.end-t.start < 4 || s.text[t.end-2] != '-' || s.text[t.end-1]|0x20 != 'o' {
		return false
	}
	a, w := &s.toks[k+1], &s.toks[k+2]
	return a.flags&(tfWord|tfSpace|tfNL) == 0 && (a.r == '\'' || a.r == '’') && w.flags&tfWord != 0 && w.flags&(tfSpace|tfNL) == 0
}
