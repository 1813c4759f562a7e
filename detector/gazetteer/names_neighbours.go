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
	left := s.kinds[labelPerson]
	for si := 0; si < len(s.spans) && left > 0; si++ {
		sp := &s.spans[si]
		if sp.kind != labelPerson {
			continue
		}
		left--
		from, to := int(sp.from), int(sp.to)
		if from > 0 {
			if k := s.prevWord(from); k == from-1 && s.free(k) && s.toks[from].start-s.toks[k].end == 1 &&
				s.toks[from].flags&tfNL == 0 && s.unlistedNeighbour(k) {
				from = k
			}
		}
		if to < len(s.toks) && s.toks[to].flags&(tfWord|tfSpace|tfNL) == tfWord|tfSpace && s.toks[to].start-s.toks[to-1].end == 1 {
			if s.free(to) && s.unlistedNeighbour(to) || to-from >= 2 && s.townSurnameAfter(to) && s.spansWithin(si, to, to+1) {
				to++
			}
		}
		if from != int(sp.from) || to != int(sp.to) {
			si = s.growSpan(si, from, to)
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

// townSurnameAfter reports whether word k, right after a person, is a
// place alone in a detection of its own, a town of fewer than 50,000
// people and no country, region, county or common word ("Rius Ripoll",
// "Cañas Boada"): the person's second surname.
func (s *scratch) townSurnameAfter(k int) bool {
	t := &s.toks[k]
	if int(t.kind) != labelPlace+1 || t.shape != shCap || t.flags&tfTitle == 0 || t.cls != 0 {
		return false
	}
	a := s.resolved(k)
	return a&(attrCountry|attrState|attrCounty) == 0 && cityBucket(a) < 4 && !s.common(k, s.d.p.commonMax)
}
