package gazetteer

// siblingSurname adds the surname that fills the field right after or
// right before person si, when the person is one known first name that
// fills a field of its own: a quoted string or a value between the
// separators of a row (`Person::new("David", "Thurner")`, `VALUES
// ('Jessica', 'Mitter')`, `62687|Lucciano|Eugenia|62687`). Records and
// code split a name over two fields side by side as often as they key
// them; the word there is the surname when it is one capitalised word
// alone in its field that reads as one (siblingSurnameWord).
// particleTails calls it for the persons of one token.
func (s *scratch) siblingSurname(si int) {
	f := int(s.spans[si].from)
	if !s.siblingFieldOpens(f) || !s.siblingFieldCloses(f+1) || s.resolved(f)&attrFirst == 0 {
		return
	}
	if m := s.nextField(f + 1); m > 0 && s.siblingFieldCloses(m+1) && s.siblingSurnameWord(m) {
		s.add(m, m+1, labelPerson, s.confidence(-0.1))
		return
	}
	if m := s.prevField(f - 1); m >= 0 && s.siblingFieldOpens(m) && s.siblingSurnameWord(m) {
		s.add(m, m+1, labelPerson, s.confidence(-0.1))
	}
}

// siblingSurnameWord reports whether free word m reads as a surname in a
// field beside a first name's: capitalised, of three letters or more, no
// word of a closed class, a known surname or name part, another first
// name that is no common English word, or a word that no list holds but
// as a small town, and no German noun; no country, region or large town
// ("Berlin").
func (s *scratch) siblingSurnameWord(m int) bool {
	t := &s.toks[m]
	if !s.free(m) || t.shape != shCap || t.letters < 3 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcLegal|wcOrgHead|wcUnit|wcCueWord|wcParticle) != 0 {
		return false
	}
	a := s.resolved(m)
	if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 {
		return false
	}
	if a&(attrLast|attrPart) != 0 {
		return true // "Brown", a first name too
	}
	if a&attrFirst != 0 {
		return !s.common(m, s.d.p.commonMax) // "Sanmartín|Pascuala"; not "Anna,Will"
	}
	return a&^(attrPrefix|attrFakerCity|7<<cityShift) == 0 && !s.germanNoun(m)
}

// siblingFieldOpens reports whether word k opens a field: the text or its line
// starts with it, or a quote or a separator of fields stands right before
// it.
func (s *scratch) siblingFieldOpens(k int) bool {
	if k == 0 || s.toks[k].flags&tfLineStart != 0 {
		return true
	}
	p := &s.toks[k-1]
	return p.flags&tfWord == 0 && (quoteRune(p.r) || fieldSeparator(p.r))
}

// siblingFieldCloses reports whether token e closes the field of the word before
// it: the text or its line ends, or a quote or a separator of fields
// follows the word.
func (s *scratch) siblingFieldCloses(e int) bool {
	if e >= len(s.toks) || s.toks[e].flags&tfNL != 0 {
		return true
	}
	t := &s.toks[e]
	return t.flags&tfWord == 0 && (quoteRune(t.r) || fieldSeparator(t.r))
}

// nextField returns the word that opens the field after the one that
// token e closes (a closing quote, one separator, an opening quote), on
// the same line, or -1.
func (s *scratch) nextField(e int) int {
	j := e
	if j < len(s.toks) && s.toks[j].flags&(tfWord|tfNL) == 0 && quoteRune(s.toks[j].r) {
		j++
	}
	if j >= len(s.toks) || s.toks[j].flags&(tfWord|tfNL) != 0 || !fieldSeparator(s.toks[j].r) {
		return -1
	}
	j++
	if j < len(s.toks) && s.toks[j].flags&(tfWord|tfNL) == 0 && quoteRune(s.toks[j].r) {
		j++
	}
	if j >= len(s.toks) || s.toks[j].flags&(tfWord|tfNL) != tfWord {
		return -1
	}
	return j
}

// prevField returns the word that ends the field before the one that
// token e opens (an opening quote, one separator, a closing quote), on
// the same line, or -1.
func (s *scratch) prevField(e int) int {
	j := e
	if j >= 0 && s.toks[j].flags&tfWord == 0 && quoteRune(s.toks[j].r) {
		j--
	}
	if j < 0 || s.toks[j].flags&tfWord != 0 || !fieldSeparator(s.toks[j].r) || s.toks[j].flags&tfNL != 0 {
		return -1
	}
	if s.toks[j+1].flags&tfNL != 0 {
		return -1
	}
	j--
	if j >= 0 && s.toks[j].flags&tfWord == 0 && quoteRune(s.toks[j].r) {
		j--
	}
	if j < 0 || s.toks[j].flags&tfWord == 0 || s.toks[j+1].flags&tfNL != 0 {
		return -1
	}
	return j
}

// fieldSeparator reports whether r separates the fields of a row or the
// arguments of a call.
func fieldSeparator(r rune) bool {
	return r == ',' || r == ';' || r == '|'
}
