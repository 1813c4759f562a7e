package gazetteer

// Signatures: the firm's line under a person's name after a closing
// ("Regards,\nAnna Becker\nZentrova"; docs/names.md, "Rules, in order of
// strength").

// closingWord reports whether w, folded, ends the closing line of a
// letter or a message ("Regards,", "Best wishes,", "Thank you,", "Cordialement,",
// "Viele Grüße", "Saludos,", "Cordiali saluti").
func closingWord(w []byte) bool {
	switch string(w) {
	case "regards", "cheers", "thanks", "you", "sincerely", "wishes", "best", "cordialement", "salutations", "merci",
		"grusse", "gruss", "grussen", "danke", "vous", "saludo", "saludos", "atentamente", "saluti", "grazie", "groeten", "groet", "cumprimentos", "atenciosamente":
		return true
	}
	return false
}

// signatures finds the firm on the line under a person's name line that
// follows a closing line: a line of one to six capitalised words with a
// word in no list, a head noun or a legal form ("Zentrova", "Rusfenzen
// Transit"; "Head of Sales" and "Senior Buyer" are titles), maybe after
// a title line in small letters ("Leasing consultant") or a line of
// words no rule took ("Toxicologist"). The name line may keep honorifics
// and degrees (signerLine). A name line that opens the text needs no
// closing before it but a job title under it ("Michael Fuller\nChief
// Technology Officer\nPirelli"). See orgLine for the line's shape.
func (s *scratch) signatures() {
	lines := s.lineStarts
	n := len(lines) - 1
	if n >= 3 && s.signerLine(lines[0], lines[1]) && (s.titleLine(lines[1], lines[2]) || s.jobLine(lines[1], lines[2])) &&
		(s.firmWords(lines[2], lines[3]) || s.titledFirm(lines[2], lines[3])) {
		s.orgLine(lines[2], lines[3]) // a card that opens the text: "Michael Fuller\nChief Technology Officer\nPirelli"
	}
	for li := 1; li < n; li++ {
		if !s.closingLine(lines[li-1], lines[li]) {
			continue
		}
		if !s.signerLine(lines[li], lines[li+1]) {
			if sep := s.nameThenFirm(lines[li], lines[li+1]); sep >= 0 {
				s.firmAfterMark(sep, lines[li+1]) // "Anna Becker | Zentrova"
			}
			continue
		}
		o := li + 1
		if o >= n {
			continue
		}
		if d := s.departmentMark(lines[o], lines[o+1]); d >= 0 {
			s.firmAfterDepartment(d, lines[o+1]) // "Compras | Babato Group"
			continue
		}
		if c := s.titleComma(lines[o], lines[o+1]); c >= 0 {
			s.firmAfterMark(c, lines[o+1]) // "Senior Engineer, Zentrova"
			continue
		}
		if s.titleLine(lines[o], lines[o+1]) || s.jobLine(lines[o], lines[o+1]) {
			if o+1 >= n {
				continue
			}
			o++
		} else if o+1 < n && !s.firmWords(lines[o], lines[o+1]) && s.plainLine(lines[o], lines[o+1]) {
			o++ // a job no list knows: "Toxicologist"
		}
		if s.firmWords(lines[o], lines[o+1]) {
			s.orgLine(lines[o], lines[o+1])
		}
	}
}

// signerLine reports whether line [from, to) is a person's name that
// a rule of people took with the honorifics and degrees around it left
// out: up to six words, each taken, an honorific, or a degree or an
// initial written in capitals ("Dr. Gerard Rust B.A.", "Herr Roger
// Schäfer MBA."). Every nameLine is one.
func (s *scratch) signerLine(from, to int) bool { return s.personLine(from, to, 6, true) }

// plainLine reports whether line [from, to) holds one to five words
// that no rule took, no digit and no colon, as a job title does
// ("Toxicologist", "Engineer, civil (consulting)").
func (s *scratch) plainLine(from, to int) bool {
	words := 0
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			if t.r == ':' || t.r == '@' {
				return false
			}
			continue
		}
		if words++; words > 5 || t.flags&(tfDigit|tfUsed) != 0 {
			return false
		}
	}
	return words > 0
}

// closingLine reports whether the last word of line [from, to) is a
// closingWord, with at most four words on the line, or whether the line
// is the delimiter "--" that opens a signature.
func (s *scratch) closingLine(from, to int) bool {
	last, words, dashes := -1, 0, 0
	for i := from; i < to; i++ {
		if s.toks[i].flags&tfWord != 0 {
			last = i
			words++
		} else if r := s.toks[i].r; r == '-' || r == '—' || r == '–' {
			dashes++
		}
	}
	if words == 0 {
		return dashes >= 2 || dashes == 1 && s.toks[from].r != '-'
	}
	return words <= 4 && closingWord(s.wordBytes(last))
}

// firmWords reports whether line [from, to) holds a free capitalised
// word in no list, a head noun or a legal form; a German noun names a
// department there ("Vertrieb"), and so does a line of one word of prose
// (departmentLine: "Buchhaltung", "Comptabilité").
func (s *scratch) firmWords(from, to int) bool {
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.flags&tfUsed != 0 || !s.capWord(i) {
			continue
		}
		if t.cls&(wcOrgHead|wcLegal) != 0 || s.unlistedWord(i, i+1) && s.resolved(i)&attrNounDE == 0 && !s.departmentLine(i, from, to) {
			return true
		}
	}
	return false
}
