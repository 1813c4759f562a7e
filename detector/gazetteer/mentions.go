package gazetteer

// mentions marks the other mentions of the people found with two words or
// more: a word of such a name, written in the same case elsewhere in the
// text, is that person ("De: Lope Villegas … Gracias, Lope", "Herman,
// Travis … Travis signed"). A word counts when it has three letters or
// more and is no stopword, particle, product, month or day; a common
// English word counts only alone on its line (so "Will Smith" makes no
// name of "Will you", see markMentions). A mention must be free (a German
// noun that an article marks is not: "Herr Wolf … der Wolf"). In a text
// with capitals, only capitalised words count.
func (s *scratch) mentions() {
	for si, n := 0, len(s.spans); si < n; si++ {
		sp := s.spans[si]
		if sp.kind != labelPerson {
			continue
		}
		if s.lines != 0 && sp.from >= 2 && s.toks[sp.from-1].r == ',' {
			if w := s.signatureSurname(int(sp.from), int(sp.to)); w >= 0 {
				s.add(w, w+1, labelPerson, sp.conf) // "Un saludo,\nGarrido, Teodora"
			}
		}
		words := 0
		for k := sp.from; k < sp.to; k++ {
			if s.toks[k].flags&tfWord != 0 {
				words++
			}
		}
		if words < 2 {
			continue
		}
		for k := int(sp.from); k < int(sp.to); k++ {
			if s.toks[k].flags&tfWord == 0 || !s.mentioned(k, int(sp.from), int(sp.to)) || !s.mentionWord(k) {
				continue
			}
			if !s.common(k, s.d.p.commonMax) {
				s.markMentions(k, sp.conf, false)
			} else if s.toks[k].shape == shCap {
				s.markMentions(k, sp.conf, true) // "De: Lope Villegas … Gracias,\nLope"
			}
		}
	}
}

// mentioned reports whether word k of the name at tokens [from, to) is
// written again, free, outside it: the cheap test before mentionWord's
// lookups.
func (s *scratch) mentioned(k, from, to int) bool {
	w := s.text[s.toks[k].start:s.toks[k].end]
	for _, ci := range s.caps {
		j := int(ci)
		if (j < from || j >= to) && s.toks[j].end-s.toks[j].start == len(w) && s.text[s.toks[j].start:s.toks[j].end] == w && s.free(j) {
			return true
		}
	}
	return false
}

// mentionWord reports whether word k of a name may be found alone
// elsewhere (see mentions), common English word or not: the caller tells
// them apart.
func (s *scratch) mentionWord(k int) bool {
	t := &s.toks[k]
	if t.flags&tfWord == 0 || t.letters < 3 || t.cls&(wcStopword|wcParticle|wcTechTerm|wcTimeWord) != 0 {
		return false
	}
	return t.shape == shCap || t.shape == shLower && s.noUpper
}

// onlyWordOfLine reports whether word j is the only word of its line,
// marks aside.
func (s *scratch) onlyWordOfLine(j int) bool {
	if j > 0 && s.toks[j].flags&tfNL == 0 {
		return false
	}
	e := j + 1
	for e < len(s.toks) && s.toks[e].flags&(tfWord|tfNL) == 0 {
		e++
	}
	return e >= len(s.toks) || s.toks[e].flags&tfNL != 0
}

// markMentions adds a PERSON for every free word written as word k is;
// with lineOnly, for a common English word, only where it stands alone
// on its line, but for marks after it, as a signature or an addressed
// name does ("Gracias,\nLope"; "Will you come?" stays a verb).
func (s *scratch) markMentions(k int, conf float64, lineOnly bool) {
	w := s.text[s.toks[k].start:s.toks[k].end]
	for _, ci := range s.caps {
		if j := int(ci); j != k && s.free(j) && s.text[s.toks[j].start:s.toks[j].end] == w && (!lineOnly || s.onlyWordOfLine(j)) {
			s.add(j, j+1, labelPerson, conf)
		}
	}
}

// signatureSurname returns the surname written first on the line of the
// person found at tokens [from, to), or -1: a line that holds only a
// word, a comma glued to it and that person, as signatures and records
// write a name ("Garrido, Teodora" after a closing, whose first name the
// closing found). The word is a known surname, no common word, written as
// the name is (capitalised, or in lower case in a text without capitals).
func (s *scratch) signatureSurname(from, to int) int {
	w := from - 2
	if w < 0 || s.toks[from-1].flags&(tfWord|tfSpace|tfNL) != 0 || s.toks[from-1].r != ',' || s.toks[from].flags&tfNL != 0 ||
		!s.isWord(w) || !s.free(w) || s.toks[w].flags&tfLineStart == 0 || s.toks[w].shape != s.toks[from].shape {
		return -1
	}
	if to < len(s.toks) && s.toks[to].flags&tfNL == 0 {
		return -1 // more on the line: a clause, not a signature
	}
	t := &s.toks[w]
	if t.letters < 3 || t.flags&tfDigit != 0 || t.cls&(wcNonName|wcTimeWord|wcHonorific|wcCueWord|wcLegal|wcOrgHead|wcStopword) != 0 {
		return -1
	}
	if t.shape != shCap && (t.shape != shLower || !s.noUpper) {
		return -1
	}
	a := s.resolved(w)
	known := a&(attrLast|attrPart) != 0 || s.d.reg.lookup(s.wordBytes(w))&attrRegLast != 0
	if !known || s.common(w, s.d.p.hardCommon) || a&(attrCountry|attrState|attrStreet) != 0 || cityBucket(a) >= 5 {
		return -1
	}
	return w
}
