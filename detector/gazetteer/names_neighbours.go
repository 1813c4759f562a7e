package gazetteer

// unlistedNeighbours grows each person over a capitalised word in no list
// right beside it on its line, one space away: a first name or a surname
// the lists lack ("Gioachino Sonnino-Borrani", "Freia Kambs", "Nazaret
// Santamaría Olivares"), as a person's name is written whole. After the
// person of two words or more, a town of fewer than 50,000 people that a
// rule read alone joins it too, as a second surname named after a town
// ("Elías Rius Ripoll", "Santos Cañas Boada"). The
// word is no word of any list, stopword, cue or other closed class, no
// German noun and no Romance function word (unlistedNeighbour).
func (s *scratch) unlistedNeighbours() {
	for _, ci := range s.unknownCaps {
		k := int(ci)
		if !s.free(k) {
			continue
		}
		if n := k + 1; n < len(s.toks) && int(s.toks[n].kind) == labelPerson+1 && s.toks[n].flags&tfNL == 0 && s.toks[n].start-s.toks[k].end == 1 {
			if si := s.personAt(n); si >= 0 && int(s.spans[si].from) == n && s.unlistedNeighbour(k) {
				s.growSpan(si, k, int(s.spans[si].to))
			}
		} else if k > 0 && int(s.toks[k-1].kind) == labelPerson+1 && s.toks[k].flags&tfNL == 0 && s.toks[k].start-s.toks[k-1].end == 1 {
			if si := s.personAt(k - 1); si >= 0 && int(s.spans[si].to) == k && s.unlistedNeighbour(k) {
				s.growSpan(si, int(s.spans[si].from), k+1)
			}
		}
	}
	if s.townsAfterCaps == 0 {
		return
	}
	for pi := 0; pi < len(s.spans); pi++ {
		sp := &s.spans[pi]
		k := int(sp.from)
		if sp.kind != labelPlace || int(sp.to) != k+1 || k == 0 || int(s.toks[k-1].kind) != labelPerson+1 ||
			s.toks[k].flags&tfNL != 0 || s.toks[k].start-s.toks[k-1].end != 1 || !s.townSurnameAfter(k) {
			continue
		}
		if si := s.personAt(k - 1); si >= 0 && int(s.spans[si].to) == k && s.spans[si].to-s.spans[si].from >= 2 {
			s.growSpan(si, int(s.spans[si].from), k+1) // deletes the place at pi
			pi--
		}
	}
}

// unlistedNeighbour reports whether word k may be a name the lists lack
// beside a person: capitalised (one capital, first, or a double surname
// of two capitalised parts), of three letters or more without a digit,
// in no list and of no word class, no German noun and no Romance function
// word; not an imperative or a greeting that opens the sentence
// ("Appelez Dupont", "Hola Nacho").
func (s *scratch) unlistedNeighbour(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.flags&(tfDigit|tfBlocked) != 0 || t.letters < 3 || t.cls != 0 || s.resolved(k) != 0 {
		return false
	}
	if t.flags&tfTitle == 0 {
		return t.flags&tfHyphen != 0 && s.doubleSurname(k) // "Pisani-Monteverdi"
	}
	w := s.wordBytes(k)
	return !functionWords.has(w) && !romanceWords.has(w) && !s.germanNoun(k) && !s.imperativeOpener(k) && !s.greetingOpener(k)
}

// townSurnameAfter reports whether word k, right after a person and a
// place alone in a detection of its own, is a town of fewer than 50,000
// people and no country, region, county or common word ("Rius Ripoll",
// "Cañas Boada"): the person's second surname.
func (s *scratch) townSurnameAfter(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.flags&tfTitle == 0 || t.cls != 0 {
		return false
	}
	a := s.resolved(k)
	return a&(attrCountry|attrState|attrCounty) == 0 && cityBucket(a) < 4 && !s.common(k, s.d.p.commonMax)
}
