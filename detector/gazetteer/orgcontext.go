package gazetteer

// Organisations found from the detections around them (docs/names.md,
// "Rules, in order of strength"): before a street address, listed with
// an organisation, and in contact blocks.

// orgContexts runs the rules that read other detections: early, before
// the rules of people (streets and organisations are found by then), the
// organisations before a street and the lists of organisations; late,
// after them, the organisations in contact blocks, after a person and
// "from" and opening a street address's line, and the lists of the
// organisations found since the early run. from is the first span the
// late run reads.
func (s *scratch) orgContexts(early bool, from int) {
	if early && s.kinds[labelStreet] != 0 {
		for k, n := from, len(s.spans); k < n; k++ {
			if sp := &s.spans[k]; sp.kind == labelStreet {
				s.orgBeforeStreet(int(sp.from))
			}
		}
	}
	if !early && s.lines >= 2 && s.kinds[labelPerson] != 0 {
		s.indexLines()
		if s.lines >= 3 {
			s.contactBlocks()
		}
		s.signatures() // "Thanks,\nAnna Becker | Zentrova" has two lines
		from = 0       // contactBlocks and signatures may drop spans
	}
	if !early && s.kinds[labelPerson] != 0 {
		for _, f := range s.froms {
			s.orgAfterPerson(int(f))
		}
	}
	if !early && s.kinds[labelStreet] != 0 {
		s.addressLineFirms()
	}
	if s.kinds[labelOrg] == 0 {
		return
	}
	for k := from; k < len(s.spans); k++ {
		if sp := s.spans[k]; sp.kind == labelOrg {
			s.orgList(int(sp.to) - 1)
			s.orgListBefore(int(sp.from))
		}
	}
}

// personFrom reports whether a word of a detected person stands right
// before "from" (see orgAfterPerson).
func (s *scratch) personFrom() bool {
	for _, f := range s.froms {
		if f > 0 && int(s.toks[f-1].kind) == labelPerson+1 {
			return true
		}
	}
	return false
}

// orgAfterPerson finds the organisation of a person before "from" at
// token j: the capitalised words right after it ("Stefanie Schneider
// from Allianz is the keynote speaker"), not a known place nor a run
// opening with a known first name. A single word there that no list
// knows and a rule of people took is the organisation instead; in a text
// without capitals, one word of no list (lowerFirmStart).
func (s *scratch) orgAfterPerson(j int) {
	if p := s.prevWord(j); p < 0 || int(s.toks[p].kind) != labelPerson+1 {
		return
	}
	r := s.nextWord(j)
	if r >= 0 && s.noUpper && s.lowerFirmStart(r) {
		s.addOrg(r, s.headAfter(r+1), s.confidence(-0.1)) // "anna becker from zentrova"
		return
	}
	if r < 0 || !s.capWord(r) || s.toks[r].flags&tfBlocked != 0 {
		return
	}
	if s.toks[r].flags&tfUsed != 0 {
		if int(s.toks[r].kind) == labelPerson+1 && s.resolved(r)&(nameBits|placeBits) == 0 {
			s.relabel(r, labelOrg)
		}
		return
	}
	end := s.orgRunEnd(r)
	if end <= r || firmAttrs(s.toks[r].attr)&attrFirst != 0 {
		return
	}
	if pe, a := s.phraseAt(s.d.base, r, placeBits); pe >= end && a != 0 {
		return // "from Berlin"
	}
	s.addOrg(r, s.formAfter(end), s.confidence(-0.1))
}

// addressLineFirms finds the firm that opens the line of each street
// address (firmOpeningAddressLine). orgLine drops the spans inside a
// firm, none of them a street, so a street's span is found again by
// where it starts.
func (s *scratch) addressLineFirms() {
	for k := 0; k < len(s.spans); k++ {
		if sp := &s.spans[k]; sp.kind == labelStreet {
			from := sp.from
			s.firmOpeningAddressLine(int(from))
			k = s.spanAgain(k, from)
		}
	}
}

// firmOpeningAddressLine finds the firm that opens the line of the street
// address at token st, before a bar or a comma right before the street
// ("Kiniumivo Media | 71583 King Road | London", "Bennett Group, 12 King
// Road"): the words from the line's start read as a firm (titledFirm)
// with a legal form, a head noun that names no trade or a free word in
// no list; a person's name there stays a person ("Jane Doe, 12 King
// Road"). A comma glued to the street parts a CSV row's fields, whose
// first cells are no firm ("Sharry,Barry,61 O'Kane Street").
func (s *scratch) firmOpeningAddressLine(st int) {
	m := st - 1
	if m < 1 || s.toks[st].flags&tfNL != 0 || s.toks[m].flags&(tfWord|tfNL) != 0 || s.toks[m].r != '|' && s.toks[m].r != ',' ||
		s.toks[m].r == ',' && s.toks[st].flags&tfSpace == 0 {
		return
	}
	ls := m
	for ls > 0 && s.toks[ls].flags&tfNL == 0 {
		ls--
	}
	if !s.titledFirm(ls, m) {
		return
	}
	for i := ls; i < m; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			continue
		}
		if t.cls&wcLegal != 0 || t.cls&wcOrgHead != 0 && t.shape == shCap && !industryHeads[string(s.wordBytes(i))] ||
			t.shape == shCap && s.free(i) && s.unlistedWord(i, i+1) && s.resolved(i)&attrNounDE == 0 {
			s.orgLine(ls, m)
			return
		}
	}
}

// relabel gives the span of one token r the label kind.
func (s *scratch) relabel(r, kind int) {
	for i := range s.spans {
		if sp := &s.spans[i]; int(sp.from) == r && int(sp.to) == r+1 {
			s.kinds[sp.kind]--
			sp.kind = kind
			s.kinds[kind]++
			s.toks[r].kind = int8(kind + 1)
			return
		}
	}
}

// orgBeforeStreet finds the organisation at an address: a run of names
// between "at" (or "chez", "bei", "presso", "c/o") and a comma before a
// street address ("meet at Quantrix, 14 Harbour Street").
func (s *scratch) orgBeforeStreet(st int) {
	if st < 3 || s.toks[st-1].r != ',' || s.toks[st-1].flags&tfWord != 0 {
		return
	}
	fs := st - 1
	from, words := s.orgRunStart(fs, false)
	if words == 0 || words > 4 || from == 0 {
		return
	}
	p := s.prevWord(from)
	if p < 0 || s.toks[p].shape != shLower {
		return
	}
	switch string(s.wordBytes(p)) {
	case "at", "chez", "bei", "presso", "c":
	default:
		return
	}
	if pe, a := s.phraseAt(s.d.base, from, placeBits); pe == fs && a != 0 {
		return // "at Leeds, 14 Harbour Street"
	}
	if firmAttrs(s.toks[from].attr)&attrFirst != 0 && fs-from <= 2 {
		return // "at Anna's, 14 Harbour Street"
	}
	s.addOrg(from, fs, s.confidence(0))
}

// orgList extends an organisation to the runs of names listed with it
// after a comma or a conjunction, that no rule took ("Quantrix
// Consulting, Zentrova and Blackwood"): each is an organisation; a
// code's label in capitals before a number is a label and its value
// ("Zentrova, SKU 48213"; codeLabels).
func (s *scratch) orgList(e int) {
	for n := 0; e >= 0 && n < 5; n++ {
		j := e + 1
		if j >= len(s.toks) || s.toks[j].flags&tfNL != 0 {
			return
		}
		switch {
		case s.toks[j].flags&tfWord == 0 && s.toks[j].r == ',':
			if k := s.nextWordAfter(j); k >= 0 && (familyConjunction(s.wordBytes(k)) || s.toks[k].shape == shLower && sequenceAdverb(s.wordBytes(k))) {
				j = k // "A, B, and C", "A, then B"
			}
		case s.toks[j].flags&tfWord != 0 && familyConjunction(s.wordBytes(j)):
		default:
			return
		}
		r := s.nextWordAfter(j)
		if r < 0 || !s.free(r) || !s.capWord(r) || !s.orgNameWord(r) || s.fieldKey(r) {
			return // "Kunde: Müller, Wohnort: Jaén": a record's next key
		}
		if pe, a := s.phraseAt(s.d.base, r, placeBits); pe > r && a != 0 && a&nameBits == 0 {
			return
		}
		re := s.orgRunEnd(r)
		if nw := s.nextWordAfter(r); re == r+1 && s.toks[r].shape == shUpper && codeLabels[string(s.wordBytes(r))] && nw >= 0 && s.toks[nw].letters == 0 {
			return // "Zentrova, SKU 48213": a code's label and its number ("Subulussalam, RI 52765" names a region)
		}
		for c := r + 1; c+1 < re; c++ {
			if s.toks[c].flags&tfWord != 0 && familyConjunction(s.wordBytes(c)) && !familyForm(s.wordBytes(c+1)) {
				re = c // in a list, "and" parts its items
				break
			}
		}
		if fe := s.formAfter(re); fe > re {
			re = fe
		} else if re-r <= 3 && firmAttrs(s.toks[r].attr)&attrFirst != 0 {
			return // "chez Varlin, Margot Dufresne": the person at the firm
		}
		s.addOrg(r, re, s.confidence(-0.1))
		e = re - 1
	}
}

// orgListBefore extends an organisation starting at token st to the
// runs of names listed before it with a comma or a conjunction, that no
// rule took ("Lucid, Harbor and Zentrova": three); not a known place, nor
// a known first name alone or before one name ("Anna and Zentrova").
func (s *scratch) orgListBefore(st int) {
	for n := 0; n < 5 && st > 1 && s.toks[st].flags&tfNL == 0; n++ {
		j := st - 1
		t := &s.toks[j]
		switch {
		case t.flags&tfWord != 0 && t.shape == shLower && familyConjunction(s.wordBytes(j)):
			if p := &s.toks[j-1]; p.flags&tfWord == 0 && p.r == ',' {
				j-- // "A, B, and C"
			}
		case t.flags&tfWord == 0 && t.r == ',' && s.toks[st].flags&tfSpace != 0:
			if n == 0 && s.openingComma(st) && (s.toks[st-2].shape != shUpper || s.placeAfterIn(st-2) || s.common(st-2, s.d.p.commonMax)) {
				return // "in Leeds, Hill-Rivas is…": the comma ends an opening phrase; "ACME, Lucid and…" lists
			}
		default:
			return
		}
		if s.toks[j].flags&tfNL != 0 {
			return
		}
		from, words := s.orgRunStart(j, false)
		if words == 0 || words <= 2 && firmAttrs(s.resolved(from))&attrFirst != 0 || jobTitleWord(s.wordBytes(j-1)) ||
			words == 1 && proseOpener(s.wordBytes(from)) {
			return // "Vertriebsleiter, Zentrova": a job title before the firm; "Hier, Loquen a annoncé": an adverb
		}
		if pe, a := s.phraseAt(s.d.base, from, placeBits); pe >= j && a != 0 && a&nameBits == 0 {
			return
		}
		s.addOrg(from, j, s.confidence(-0.1))
		st = from
	}
}

// indexLines notes the first token of each line in s.lineStarts, and
// the token count after the last, for contactBlocks and signatures.
func (s *scratch) indexLines() {
	lines := s.lineStarts[:0]
	for i := range s.toks {
		if i == 0 || s.toks[i].flags&tfNL != 0 {
			lines = append(lines, i)
		}
	}
	s.lineStarts = append(lines, len(s.toks))
}

// contactBlocks finds the organisation of a contact block or a signature:
// a line holding only a detected name (a person, maybe with a place: up
// to four words), then within three lines an address line (a number, a
// street address, a flat or a box, an e-mail address), and between them the organisation's
// line: the line right before the address line, or the one before it
// when that one reads as a job title ("Leasing consultant": words in
// lower case in a text with capitals) or holds a detected name (the
// person again: "Marta Palermo / Cityscan / Marta Palermo / 1072
// Pohlstrasse 9"). The organisation's line is one to
// six words without a digit, a colon or a sentence's mark; a detection
// of a person or a place on it gives way.
func (s *scratch) contactBlocks() {
	lines := s.lineStarts
	n := len(lines) - 1
	for li := 0; li+2 < n; li++ {
		if !s.nameLine(lines[li], lines[li+1]) {
			continue
		}
		a := -1
		for l := li + 2; l < n && l <= li+3; l++ {
			if s.addressLine(lines[l], lines[l+1]) {
				a = l
				break
			}
		}
		if a < 0 {
			continue
		}
		o := a - 1
		if o-1 > li && s.nameLine(lines[o], lines[o+1]) {
			o-- // the name again before the address, as quoted blocks repeat it
		}
		if s.titleLine(lines[o], lines[o+1]) {
			if o-1 <= li || s.titleLine(lines[o-1], lines[o]) {
				continue
			}
			o--
		}
		if o-li > 2 {
			continue
		}
		s.orgLine(lines[o], lines[o+1])
		li = a - 1
	}
}

// nameLine reports whether tokens [from, to) are a line of a detected
// name: one to four words, all detected, one a person's.
func (s *scratch) nameLine(from, to int) bool { return s.personLine(from, to, 4, false) }

// personLine reports whether tokens [from, to) are a line of most words at
// the most, one of them a detected person's, each detected or, when titled,
// an honorific, a degree or initial in capitals (up to four letters) or
// a letter alone.
func (s *scratch) personLine(from, to, most int, titled bool) bool {
	words, person := 0, false
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			continue
		}
		words++
		if words > most || t.flags&tfUsed == 0 &&
			!(titled && (t.cls&wcHonorific != 0 || t.shape == shUpper && t.letters <= 4 || t.letters == 1)) {
			return false
		}
		person = person || int(t.kind) == labelPerson+1
	}
	return person
}

// addressLine reports whether tokens [from, to) are a line of an address
// or a contact: a word with a digit, a street address, a flat or unit,
// an e-mail address (an "@" glued between two words).
func (s *scratch) addressLine(from, to int) bool {
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			if t.r == '@' && i > from && i+1 < to && s.isWord(i-1) && s.isWord(i+1) && s.toks[i+1].flags&(tfSpace|tfNL) == 0 &&
				t.flags&tfSpace == 0 {
				return true
			}
			continue
		}
		if t.flags&tfDigit != 0 || int(t.kind) == labelStreet+1 || t.cls&wcUnit != 0 {
			return true
		}
	}
	return false
}

// titleLine reports whether tokens [from, to) read as a job title in a
// text with capitals: two words or more, one in lower case that joins
// no name ("Leasing consultant", not "Bank of Montreal").
func (s *scratch) titleLine(from, to int) bool {
	if s.noUpper {
		return false
	}
	words, lower := 0, false
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			continue
		}
		words++
		if t.shape == shLower && t.cls&(wcConj|wcParticle) == 0 && !s.wordIs(i, "of") && !familyForm(s.wordBytes(i)) &&
			t.cls&wcLegal == 0 {
			lower = true
		}
	}
	return words >= 2 && lower
}

// orgLine adds the organisation that is line [from, to) (see
// contactBlocks), if it has the shape of one.
func (s *scratch) orgLine(from, to int) {
	first, last, words := -1, -1, 0
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			switch t.r {
			case '&', ',', '-', '\'', '’':
			case '.':
				if last < 0 || !(s.toks[last].letters == 1 || abbrev(s.toks[last].cls) || s.toks[last].cls&wcLegal != 0) {
					return
				}
			default:
				if first >= 0 {
					return // a colon, a question mark: a sentence or a label
				}
				continue // ">", "???": a quote's marks before the line
			}
			if first >= 0 {
				last = i
			}
			continue
		}
		if t.flags&tfDigit != 0 || t.flags&tfBlocked != 0 && t.flags&tfNoun == 0 {
			return
		}
		if t.flags&tfUsed != 0 && int(t.kind) != labelPerson+1 && int(t.kind) != labelPlace+1 {
			return
		}
		if first < 0 {
			if !s.noUpper && t.shape != shCap && t.shape != shUpper || s.noUpper && t.cls&wcStopword != 0 {
				return // a capitalised stopword may open a firm's name: "Here", "The Hunt Group"
			}
			first = i
		}
		last = i
		words++
	}
	if first < 0 || words > 6 {
		return
	}
	if s.toks[last].flags&tfWord == 0 && s.toks[last].r != '.' {
		last-- // a trailing comma or hyphen
	}
	start, end := s.toks[first].start, s.toks[last].end
	// Detections of people or places on the line give way.
	kept := s.spans[:0]
	for _, sp := range s.spans {
		if sp.start >= start && sp.end <= end {
			s.kinds[sp.kind]--
			continue
		}
		kept = append(kept, sp)
	}
	s.spans = kept
	for i := first; i <= last; i++ {
		s.toks[i].flags &^= tfUsed
		s.toks[i].kind = 0
	}
	s.addOrg(first, last+1, s.confidence(-0.1))
}
