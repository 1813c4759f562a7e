package gazetteer

// streetStarts extends each street address found over a street type in
// small letters that opens its name a few words before it
// (lowerTypeStart), or over the capitalised
// words right before it on its line that no rule took ("Grønne Eng Allé
// 9" whose street begins at "Eng", "Calle Julio Garay 4091" at "Garay",
// "Hensley Cove Phase 2" at "Cove"), and a lower-case particle between two
// of them ("José de San Martín 9844"): a word of the street's name that
// no rule reads as one is still the street's, and would otherwise stay in
// clear beside it. Only a street that opens on a capitalised word is
// extended (a house number opens the address it starts). A word of a
// closed class (a stopword, a time word, a piece of software), a word
// opening its sentence ("Bydlím Pod Floriánem 16") or another detection
// ends it, and so do three words. A building's number of one to five
// digits right before the street on its line, that opens the line or
// follows a word in lower case or a function word opening the sentence,
// joins it first ("…at 11861 Suite 191", "Is 11861 Suite 191…",
// "05428 57/139, Garde Circle", and right after an opening quote or
// bracket, `"83112 Petőfi sándor tér 72., …"`), and then no word before it
// does.
func (s *scratch) streetStarts() {
	for n := range s.spans {
		sp := &s.spans[n]
		if sp.kind != labelStreet {
			continue
		}
		from := int(sp.from)
		if k := s.lowerTypeStart(from); k < from {
			for j := k; j < from; j++ {
				if s.isWord(j) {
					s.take(j, sp.kind)
				}
			}
			sp.from, sp.start = int32(k), s.toks[k].start
			continue
		}
		if q := s.quotedNumberBefore(from); q < from && s.toks[from].flags&tfNL == 0 {
			s.take(q, sp.kind) // "addr": "83112 Petőfi sándor tér 72.": a building's number that opens a quoted value
			sp.from, sp.start = int32(q), s.toks[q].start
			continue
		}
		if q := s.numberBefore(from); q < from && s.toks[from].flags&tfNL == 0 {
			if p := s.prevWord(q); p < 0 || s.toks[p].shape == shLower || s.toks[p].flags&tfSentStart != 0 && s.toks[p].cls&wcStopword != 0 {
				// "11861 Suite 191\n68…", "05428 57/139, Garde Circle": a building's number
				// that opens the address line, before a street another rule read
				s.take(q, sp.kind)
				sp.from, sp.start = int32(q), s.toks[q].start
				continue
			}
		}
		if s.toks[from].shape != shCap {
			continue // a house number opens the address: "78 av. Voltaire"
		}
		for added := 0; added < 3; added++ {
			k := s.prevWord(from)
			if k >= 0 && s.toks[k].shape == shLower && s.toks[k].cls&wcParticle != 0 {
				if p := s.prevWord(k); p >= 0 && s.freeNameWord(p) {
					s.take(k, sp.kind)
					k = p
				} else {
					break
				}
			}
			if k < 0 || !s.freeNameWord(k) {
				break
			}
			s.take(k, sp.kind)
			from = k
		}
		if from != int(sp.from) {
			sp.from, sp.start = int32(from), s.toks[from].start
		}
	}
}

// freeNameWord reports whether word k is capitalised, does not open its
// sentence, and is taken by no rule, blocked by no allow-list and of no
// closed class.
func (s *scratch) freeNameWord(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && t.flags&tfSentStart == 0 && s.free(k) && t.flags&tfBlocked == 0 && t.cls&notFirmClasses == 0
}

// take marks word k as part of a detection of kind.
func (s *scratch) take(k, kind int) {
	s.toks[k].flags |= tfUsed
	s.toks[k].kind = int8(kind + 1)
}

// quotedNumberBefore returns the building's number of one to five digits
// right before word from, after a space, when an opening quote or bracket
// glued to it opens a value (`"83112 Petőfi sándor tér 72., Apt. 140,
// …"`), or from.
func (s *scratch) quotedNumberBefore(from int) int {
	q := s.prevWord(from)
	if q < 1 || !s.free(q) || !s.plainNumber(q, 1, 5) || s.yearLike(q) || s.toks[q].flags&(tfSpace|tfNL) != 0 {
		return from
	}
	o := &s.toks[q-1]
	if o.flags&tfWord != 0 || q-1 > 0 && o.flags&(tfSpace|tfNL) == 0 {
		return from // glued to a word or a mark before it: "(555) 12", "+49-30 12"
	}
	switch o.r {
	case '"', '\'', '(', '[', '“', '«':
		return q
	}
	return from
}
