package gazetteer

// The firm on the same line as the name or the job title of a signature
// ("Anna Becker | Zentrova", "Senior Engineer, Zentrova", "Responsable
// commercial, Mobrifen"; docs/names.md, "Rules, in order of strength").

// jobTitleWord reports whether w, folded, is a word of a job title beside
// jobNoun and topJob: "Head of Marketing", "Responsable commercial",
// "Vertriebsleiter", "Responsabile vendite".
func jobTitleWord(w []byte) bool {
	switch string(w) {
	case "head", "lead", "officer", "partner", "founder", "owner", "responsable", "responsabile", "leiter",
		"leiterin", "vertriebsleiter", "vertriebsleiterin", "geschaftsfuhrer", "geschaftsfuhrerin", "gerente",
		"jefe", "jefa", "directeur", "directrice", "direttore", "direttrice", "directora", "ingenieur",
		"ingenieure", "ingeniero", "ingeniera", "ingegnere", "commercial", "comercial", "commerciale",
		"referent", "referentin", "berater", "beraterin", "consulente", "conseiller", "conseillere":
		return true
	}
	return jobNoun(w) || topJob(w)
}

// jobLine reports whether line [from, to) is a job title of one to four
// words, one of them a jobTitleWord, no comma, no digit ("Head of
// Marketing", "Senior Engineer").
func (s *scratch) jobLine(from, to int) bool {
	words, job := 0, false
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			if t.r == ',' || t.r == ':' {
				return false
			}
			continue
		}
		if words++; words > 4 || t.flags&(tfDigit|tfUsed) != 0 {
			return false
		}
		job = job || jobTitleWord(s.wordBytes(i))
	}
	return job
}

// titleComma returns the comma, bar, middle dot, slash or spaced dash of
// line [from, to) that follows a job title (jobLine or titleLine) and
// comes before more words, or -1 ("Senior Engineer, Stabrixo", "Senior
// Analyst | Kinent Systems").
func (s *scratch) titleComma(from, to int) int {
	for i := from + 1; i+1 < to; i++ {
		if t := &s.toks[i]; t.flags&tfWord == 0 && (t.r == ',' || t.r != '(' && t.r != '@' && lineMark(t)) {
			if s.jobLine(from, i) || s.titleLine(from, i) {
				return i
			}
			return -1
		}
	}
	return -1
}

// nameThenFirm returns the mark that follows a person's name opening line
// [from, to) and comes before more words ("Anna Becker | Zentrova",
// "Anna Becker – Zentrova", "Anna Becker, Zentrova"), or -1.
func (s *scratch) nameThenFirm(from, to int) int {
	person := false
	for i := from; i+1 < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord != 0 {
			if int(t.kind) != labelPerson+1 {
				return -1
			}
			person = true
			continue
		}
		switch t.r {
		case '|', '–', '—', '-', ',', '/', '·':
			if person && t.flags&tfSpace != 0 || t.r == ',' && person {
				return i
			}
		}
		return -1
	}
	return -1
}

// firmAfterMark adds the firm on the rest of a line after mark m, up to
// the line's end (exclusive), if it has a firm's words and shape: beside
// a name or a title, capitalised common words are a firm's name too
// ("Senior Engineer, Clear Meadow"), and so is a word in no list that a
// rule of people took ("Robert Mathis, Quanify Health"; see titledFirm),
// but a known place stays one. A department after the mark gives way to
// the firm after it (departmentMark).
func (s *scratch) firmAfterMark(m, to int) {
	if d := s.departmentMark(m+1, to); d >= 0 {
		s.firmAfterDepartment(d, to) // "Adam Wallace | Finance | Ferrata Group"
		return
	}
	if s.firmWords(m+1, to) || s.capitalsOnly(m+1, to) || s.titledFirm(m+1, to) {
		s.orgLine(m+1, to)
	}
}

// capitalsOnly reports whether tokens [from, to) hold one to four
// capitalised words, no stopword, none taken but as a place, and one at
// least free: no rule took it as a place ("Northern Summit"; not "Berlin").
func (s *scratch) capitalsOnly(from, to int) bool {
	words, other := 0, false
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			continue
		}
		if words++; words > 4 || !s.capWord(i) || t.cls&(wcStopword|wcNonName|wcTimeWord) != 0 ||
			t.flags&tfBlocked != 0 || t.flags&tfUsed != 0 && int(t.kind) != labelPlace+1 {
			return false
		}
		other = other || t.flags&tfUsed == 0
	}
	return other
}
