package gazetteer

// jesusInNames joins a capitalised "Jesus" or "Jesús", a stopword alone
// ("Jesus loves you", "Jesus Christ"), to the person it stands inside of,
// where it is a first name or a surname of Spanish and Portuguese names:
// right after a person's last word, or after it and "de" or "da" ("María
// Jesús Gallego", "Marco Jesus", "Ana de Jesus"), with the person or known
// surname right after it; or right before a person that opens with a known
// surname or name part, or a free surname (surnameAfterJesus: "Jesús
// Gallego", "Jesús Abascal"). The words are one space apart on one line.
func (s *scratch) jesusInNames() {
	for _, ci := range s.caps {
		j := int(ci)
		if s.toks[j].cls&wcStopword == 0 || s.toks[j].shape != shCap || !s.free(j) || string(s.wordBytes(j)) != "jesus" {
			continue
		}
		n := -1
		if k := j + 1; k < len(s.toks) && s.isWord(k) && s.toks[k].flags&tfNL == 0 && s.toks[k].start-s.toks[j].end == 1 {
			n = k
		}
		if si := s.personEndingBefore(j); si >= 0 {
			to := j + 1
			if n >= 0 {
				if ni := s.personAt(n); ni >= 0 {
					to = int(s.spans[ni].to)
				} else if s.free(n) && s.toks[n].shape == shCap && s.resolved(n)&attrLast != 0 && !s.common(n, s.d.p.commonMax) {
					to = n + 1
				}
			}
			s.growSpan(si, int(s.spans[si].from), to)
			continue
		}
		if n < 0 {
			continue
		}
		if ni := s.personAt(n); ni >= 0 && s.resolved(n)&(attrLast|attrPart) != 0 {
			s.growSpan(ni, j, int(s.spans[ni].to))
		} else if s.surnameAfterJesus(n, s.text[s.toks[j].start:s.toks[j].end] == "Jesús") {
			s.add(j, n+1, labelPerson, s.confidence(-0.1))
		}
	}
}

// personEndingBefore returns the index of the person whose last word is
// right before word j, one space apart on its line, or before a
// lower-case "de" or "da" so placed; -1 if there is none.
func (s *scratch) personEndingBefore(j int) int {
	p := j - 1
	if p < 0 || !s.isWord(p) || s.toks[j].flags&tfNL != 0 || s.toks[j].start-s.toks[p].end != 1 {
		return -1
	}
	if s.toks[p].shape == shLower && (s.wordIs(p, "de") || s.wordIs(p, "da")) {
		q := p - 1
		if q < 0 || !s.isWord(q) || s.toks[p].flags&tfNL != 0 || s.toks[p].start-s.toks[q].end != 1 {
			return -1
		}
		p = q
	}
	si := s.personAt(p)
	if si < 0 || int(s.spans[si].to) != p+1 {
		return -1
	}
	return si
}

// personAt returns the index of the person span holding word i, or -1.
func (s *scratch) personAt(i int) int {
	if s.toks[i].flags&tfUsed == 0 || int(s.toks[i].kind) != labelPerson+1 {
		return -1
	}
	for si := range s.spans {
		if sp := &s.spans[si]; sp.kind == labelPerson && int(sp.from) <= i && i < int(sp.to) {
			return si
		}
	}
	return -1
}

// surnameAfterJesus reports whether word n, free, capitalised, of three
// letters or more, is a surname of the lists or the register, or, after
// the Spanish first name written with its accent (accented), a word in
// no list (English writes Jesus in a prayer or a title); and no common word,
// stopword ("Christ") or place but a small town.
func (s *scratch) surnameAfterJesus(n int, accented bool) bool {
	t := &s.toks[n]
	if t.shape != shCap || t.letters < 3 || !s.free(n) || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcNonName) != 0 {
		return false
	}
	a := s.resolved(n)
	known := a&(attrLast|attrRegLast) != 0 || accented && a&^(7<<cityShift|attrFakerCity) == 0
	return known && smallTownAtMost(a) && !s.common(n, s.d.p.commonMax)
}
