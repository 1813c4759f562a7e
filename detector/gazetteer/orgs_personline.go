package gazetteer

// The firm on a person's own line, after their name and a job title
// ("Carol Woods | Account Manager | Verlane Media", "Judy Foster, Senior
// Consultant, Triium Media", "Sam Smith (Partner, Skyivowise Analytics)")
// or right after their name and a bar, a dash, a spaced slash or an at
// sign ("Daniel Suarez | Clarara Group", "Hugh Webb @ Axiwise Health",
// "Stephen Watts / Quanify Labs"); docs/names.md, "Rules, in order of
// strength".

// personLineFirms reads the line of each person that opens its line,
// maybe after honorifics or a quote's marks: after the name, a mark, a
// job title (jobLine) and the same mark (or a comma after a bracket), the
// capitalised words up to the next mark or the line's end are the firm,
// unless they are a place, a month or a department (see titledFirm);
// after the name and a bar, a dash, a spaced slash or an at sign, the
// same words up to the line's end or a bar.
func (s *scratch) personLineFirms() {
	for k := 0; k < len(s.spans); k++ { // orgLine drops spans and adds one
		sp := &s.spans[k]
		from, m := sp.from, int(sp.to)
		if sp.kind != labelPerson || m >= len(s.toks) || s.toks[m].flags&(tfWord|tfNL) != 0 || !lineMark(&s.toks[m]) ||
			!s.opensLine(int(sp.from)) {
			continue
		}
		mark := s.toks[m].r
		commas := mark == ',' || mark == '('
		e := s.segmentEnd(m+1, commas)
		if e < len(s.toks) && s.toks[e].flags&(tfWord|tfNL) == 0 && e > m+1 && s.jobLine(m+1, e) {
			close := mark
			if mark == '(' {
				close = ','
			}
			if s.toks[e].r != close {
				continue
			}
			fe := s.segmentEnd(e+1, mark == ',') // in a bracket, up to its end
			if s.titledFirm(e+1, fe) {
				s.orgLine(e+1, fe)
				k = s.spanAgain(k, from)
			}
			continue
		}
		if mark == ',' || mark == '(' || e == m+1 {
			continue
		}
		if e < len(s.toks) && s.toks[e].flags&tfNL == 0 && s.toks[e].r != '|' {
			continue // "Anna Becker - Zentrova, …": a sentence goes on
		}
		if s.titledFirm(m+1, e) {
			s.orgLine(m+1, e)
			k = s.spanAgain(k, from)
		}
	}
}

// spanAgain returns the index of the span that starts at token from, at
// k or before it: orgLine drops the spans inside a firm's cell, among
// them places found before the people, whose indexes are below k, so a
// loop over the spans finds its own again before it steps on.
func (s *scratch) spanAgain(k int, from int32) int {
	for k = min(k, len(s.spans)-1); k > 0 && s.spans[k].from != from; k-- {
	}
	return k
}

// lineMark reports whether punctuation token t parts the cells of a
// person's line: a bar, a middle dot, a bullet, an at sign, a comma, an
// opening bracket, or a dash or a slash with a space before it ("Anna
// Becker - Zentrova", "Anna Becker / Zentrova"; "Hill-Murray" is one
// name).
func lineMark(t *tok) bool {
	switch t.r {
	case '|', '·', '•', '@', ',', '(', '–', '—':
		return true
	case '-', '/':
		return t.flags&tfSpace != 0
	}
	return false
}

// opensLine reports whether token i opens its line, maybe after
// honorifics and marks that are no comma or colon ("> Dr. Anna Becker").
func (s *scratch) opensLine(i int) bool {
	for ; i > 0 && s.toks[i].flags&tfNL == 0; i-- {
		p := &s.toks[i-1]
		if p.flags&tfWord != 0 && p.cls&wcHonorific == 0 || p.flags&tfWord == 0 && (p.r == ',' || p.r == ':') {
			return false
		}
	}
	return true
}

// segmentEnd returns the end (exclusive) of the cell of a person's line
// that starts at token from: the next mark that parts cells (a comma only
// when commas part them) or the line's end.
func (s *scratch) segmentEnd(from int, commas bool) int {
	for i := from; i < len(s.toks); i++ {
		t := &s.toks[i]
		if t.flags&tfNL != 0 {
			return i
		}
		if t.flags&tfWord == 0 && (t.r == ')' || t.r != ',' && lineMark(t) || commas && t.r == ',') {
			return i
		}
	}
	return len(s.toks)
}

// titledFirm reports whether tokens [from, to), a cell of a person's line,
// read as a firm: one to six capitalised words, conjunctions and '&'
// between them, no digit, month or word that names nothing, not places
// only, and a word that names a firm (firmEvidence).
func (s *scratch) titledFirm(from, to int) bool {
	words, places, last := 0, 0, -1
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			if t.r != '&' && t.r != ',' && t.r != '.' && t.r != '-' {
				return false
			}
			continue
		}
		if t.shape == shLower && t.cls&wcConj != 0 && words > 0 {
			continue
		}
		if words++; words > 6 || !s.capWord(i) || t.flags&(tfDigit|tfBlocked) != 0 || t.cls&(wcNonName|wcTimeWord|wcStopword) != 0 {
			return false
		}
		if t.flags&tfUsed != 0 && int(t.kind) == labelPlace+1 {
			places++
		}
		last = i
	}
	return words > places && last >= 0 && s.firmEvidence(from, to)
}

// firmEvidence reports whether tokens [from, to) hold a word that names a
// firm rather than a department, a region or a product: a legal form, a
// head noun that names no trade (industryHeads: "Human Resources" is a
// department), a capitalised word in no list that is no German noun and
// not in capitals only ("Verlane"; "EMEA" is a region), or a known
// surname that is no common word (a firm's owners: "Rosario, Patrick and
// James").
func (s *scratch) firmEvidence(from, to int) bool {
	for i := from; i < to; i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			continue
		}
		if t.cls&wcLegal != 0 || t.cls&wcOrgHead != 0 && t.shape == shCap && !industryHeads[string(s.wordBytes(i))] {
			return true
		}
		if t.shape != shCap {
			continue
		}
		if a := s.resolved(i); s.unlistedWord(i, i+1) && a&attrNounDE == 0 || a&attrLast != 0 && !s.common(i, s.d.p.commonMax) {
			return true
		}
	}
	return false
}
