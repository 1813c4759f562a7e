package gazetteer

// leadingInitialsName adds the name that capitalised word m ends when
// one to three capital initials stand before it, each with its dot and
// one space ("J. Carlier", "S. K. Duke", "A. Sollima"), and m is a
// surname (initialSurname); what extends the surname joins it. The
// initials must not close a capitalised word, a number or an abbreviation
// before them ("Appendix C. Tarvolin", "Raum 3 B. Kowalczyk", "U.S.
// Tarvolin"), as a letter there is a label, not a first name.
// leadingInitials calls it.
func (s *scratch) leadingInitialsName(m int) {
	if !s.free(m) {
		return
	}
	start := s.initialsStart(m)
	if start == m || !s.initialSurname(m) || !s.initialsOpen(start) {
		return
	}
	if p := s.prevWord(start); s.resolved(m)&nameBits == 0 && p >= 0 && s.toks[p].shape == shLower && s.afterContentWord(start) {
		// A noun or an adjective in lower case before the initials: a
		// letter labels it as often ("la variante B. Ostrava", "cliente
		// F. Blazquez"); a surname in no list needs a function word, a
		// mark or nothing before its initials ("by S. K. Duke", "hi, T.
		// Rädel", "\"T. Carfagna\"").
		return
	}
	s.add(start, s.extendName(m, false), labelPerson, s.confidence(0))
}

// initialsStart returns the first of the free initials, each with its dot
// and one space, up to three, right before word m; m if none.
func (s *scratch) initialsStart(m int) int {
	start := m
	for n := 0; n < 3; n++ {
		j := start - 2
		if j < 0 || s.toks[start].flags&(tfSpace|tfNL) != tfSpace || s.toks[start].start-s.toks[start-1].end != 1 ||
			s.toks[start-1].r != '.' || s.toks[start-1].flags&(tfWord|tfSpace) != 0 ||
			s.toks[j].shape != shInitial || s.toks[j].letters != 1 || !s.free(j) {
			break
		}
		start = j
	}
	return start
}

// initialsOpen reports whether initials starting at token start may open
// a name: not glued to an abbreviation or a word before them, nor after
// a number, a capitalised word that is no stopword, cue or greeting, or a
// noun that a letter labels ("option B."), nor an item of a lettered
// list.
func (s *scratch) initialsOpen(start int) bool {
	if start > 0 && s.toks[start].flags&tfSpace == 0 && (s.toks[start-1].flags&tfWord != 0 || !initialOpenerMark(s.toks[start-1].r)) {
		return false // "U.S.": the letter continues an abbreviation
	}
	p := s.prevWord(start)
	if p >= 0 && (s.toks[p].flags&tfDigit != 0 || s.capWord(p) && !s.initialsCue(p) || letterLabel(s.wordBytes(p))) {
		return false
	}
	return !s.enumeratedLine(start)
}

// letterLabel reports whether folded word w is a noun that a letter
// labels ("option B.", "plan B.", "room C.", "vendor A.", "salle B.",
// "opción A."): the letter after it is no initial.
func letterLabel(w []byte) bool {
	switch string(w) {
	case "option", "options", "plan", "variant", "version", "scenario", "phase", "step", "stage", "level", "tier", "grade",
		"class", "type", "category", "group", "team", "track", "room", "building", "block", "gate", "hall", "floor",
		"wing", "site", "zone", "area", "section", "part", "chapter", "appendix", "annex", "figure", "table", "item",
		"point", "case", "model", "vendor", "supplier", "bidder", "column", "row", "sheet", "tab", "slide", "page",
		"exhibit", "lot", "vitamin", "salle", "batiment", "etape", "variante", "niveau", "annexe", "opcion", "fase",
		"sala", "edificio", "anexo", "opzione", "piano", "allegato", "optie", "zaal", "gebouw", "bijlage", "opcao", "predio":
		return true
	}
	return false
}

// enumeratedLine reports whether the initial at token start opens its
// line as an item of a list lettered in order: the line before or after
// it opens with the letter before or after it and a dot ("A. Contoso
// rollout\nB. Datadog migration").
func (s *scratch) enumeratedLine(start int) bool {
	if s.toks[start].flags&tfLineStart == 0 {
		return false
	}
	c := s.text[s.toks[start].start]
	for j := start + 1; j < len(s.toks); j++ {
		if s.toks[j].flags&tfNL != 0 {
			if s.letterItem(j) && s.text[s.toks[j].start] == c+1 {
				return true
			}
			break
		}
	}
	for j := start - 1; j > 0; j-- {
		if s.toks[j].flags&tfLineStart != 0 && s.toks[j].flags&tfWord != 0 {
			return s.letterItem(j) && s.text[s.toks[j].start]+1 == c
		}
	}
	return false
}

// letterItem reports whether token j is a single capital letter and its
// dot.
func (s *scratch) letterItem(j int) bool {
	return s.toks[j].shape == shInitial && s.toks[j].letters == 1 && j+1 < len(s.toks) && s.toks[j+1].r == '.' && s.toks[j+1].flags&tfSpace == 0
}

// initialOpenerMark reports whether mark r, right before an initial, may
// open a name: quotes, brackets and separators of rows ("\"J. Smith\"",
// "(J. Smith)", "17,J. Smith", "user=J. Smith").
func initialOpenerMark(r rune) bool {
	switch r {
	case '"', '\'', '(', '[', '{', ',', ';', '|', '=', ':', '<', '>', '-', '*':
		return true
	}
	return false
}

// initialsCue reports whether capitalised word p, before initials, is a
// word that names a person next rather than a label: a stopword, a cue
// word or a greeting ("From J. Smith", "Hi D. Bishop", "Dear K. Galuba").
func (s *scratch) initialsCue(p int) bool {
	return s.toks[p].cls&(wcStopword|wcCueWord) != 0 || s.greetingOpener(p)
}

// initialSurname reports whether capitalised word m, after initials, is a
// surname: a known name that is no country, region or large town, before
// a word in lower case if it is a common word ("D. Bishop said") or, a
// known surname or name part, at the end of its line, quote or field
// ("Reporter: V. Cox", "\"R. Baker\"", "D. Smith,99025"), or a
// word of three letters or more in no list, no German noun and no street
// type ("Carfagna", "Rädel"); a common word that no list holds as a name
// is none ("A. Introduction", "B. Scope").
func (s *scratch) initialSurname(m int) bool {
	t := &s.toks[m]
	if t.shape != shCap || t.letters < 2 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcStopword|wcHonorific|wcTimeWord|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit|wcCueWord) != 0 {
		return false
	}
	a := s.resolved(m)
	if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 {
		return false
	}
	if a&nameBits != 0 {
		if s.common(m, s.d.p.commonMax) {
			k := s.nextWord(m) // "D. Bishop said"; "B. Fast." is a list's item
			return k >= 0 && s.toks[k].shape == shLower || a&(attrLast|attrPart) != 0 && s.valueEnds(m+1)
		}
		return !s.germanNoun(m) || a&attrLast != 0
	}
	return a&^(attrRegFirst|attrRegLast) == 0 && t.letters >= 3 && !s.germanNoun(m) && !streetWord(s.wordBytes(m))
}

// initialsBeforePerson grows the person that word m opens, found by a
// rule before (a cue's: "M. Prodi" after its honorific), over one to
// three initials with their dots right before it that no rule took
// ("I. J. Eriksson" when "J. Eriksson" was found), under
// leadingInitialsName's conditions on what stands before them. In French
// text "M." is Monsieur, a title the name leaves out as any honorific
// ("M. Legendre").
func (s *scratch) initialsBeforePerson(m int) {
	start := s.initialsStart(m)
	if start == m || s.lang == langFrench && s.wordIs(start, "m") || !s.initialsOpen(start) {
		return
	}
	for si := range s.spans {
		if sp := &s.spans[si]; sp.kind == labelPerson && int(sp.from) == m {
			s.growSpan(si, start, int(sp.to))
			return
		}
	}
}

// leadingInitials calls leadingInitialsName for the word after each run
// of initials: the tokenizer files the first letter before a dot of each
// run among orgCands, so the walk costs nothing in a text without one.
func (s *scratch) leadingInitials() {
	for _, ci := range s.orgCands {
		if m := s.wordAfterInitials(int(ci)); m > 0 {
			s.leadingInitialsName(m)
		}
	}
}

// initialsBeforePersons grows each person found right after a run of
// initials over them (initialsBeforePerson).
func (s *scratch) initialsBeforePersons() {
	for _, ci := range s.orgCands {
		if m := s.wordAfterInitials(int(ci)); m > 0 && !s.free(m) {
			s.initialsBeforePerson(m)
		}
	}
}

// wordAfterInitials returns the capitalised word after the run of up to
// three initials, each with its dot and one space, that token c opens, or
// 0.
func (s *scratch) wordAfterInitials(c int) int {
	for n := 0; n < 3; n++ {
		if !s.letterItem(c) || c+2 >= len(s.toks) {
			return 0
		}
		m := c + 2
		if s.toks[m].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[m].start-s.toks[c+1].end != 1 {
			return 0
		}
		if s.toks[m].shape == shCap {
			return m
		}
		c = m
	}
	return 0
}

// valueEnds reports whether token e ends a value: the text's or the
// line's end, or a quote, a bracket or a separator of fields after a
// word ("\"R. Baker\"", "V. Cox\n", "D. Smith,").
func (s *scratch) valueEnds(e int) bool {
	if e >= len(s.toks) || s.toks[e].flags&tfNL != 0 {
		return true
	}
	t := &s.toks[e]
	if t.flags&tfWord != 0 {
		return false
	}
	switch t.r {
	case '"', '\'', ')', ']', '}', ',', ';', '|', '<':
		return true
	}
	return false
}
