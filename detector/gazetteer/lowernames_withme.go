package gazetteer

// speakerPronoun reports whether folded word w is a first-person
// pronoun that closes a list of people after conjunction conj: "anna,
// marco and i", "peter und ich", "casemiro y yo", "adele e io", "pierre
// et moi", "sanne en ik".
func speakerPronoun(conj, w []byte) bool {
	switch string(conj) {
	case "and":
		return string(w) == "i" || string(w) == "me" || string(w) == "myself"
	case "und":
		return string(w) == "ich" || string(w) == "mir" || string(w) == "mich"
	case "y":
		return string(w) == "yo"
	case "e":
		return string(w) == "io"
	case "et":
		return string(w) == "moi"
	case "en":
		return string(w) == "ik"
	}
	return false
}

// peopleWithSpeaker finds, in a text without capitals, the people listed
// before the speaker: a conjunction and a first-person pronoun
// (speakerPronoun) close a list whose items, joined by commas, are
// people ("craig, autumn and i will…", "karl-hermann, peter und ich",
// "attendees: eleanor gibbons, mary brown and me", "ok so holly and me
// went there"). Walking left from the conjunction, each item is a person
// found already, a first name a list of people may hold
// (coordinatedFirst), or such a first name, or a known first name that
// is no common word, before a known surname that is no common word or a
// word in no list (listedPersonStart); the walk stops at the first item
// that is none ("the team, my boss and i" holds no name).
func (s *scratch) peopleWithSpeaker() {
	last := -1
	for _, ci := range s.lowerCands {
		if i := int(ci); i+2 >= len(s.toks) || (s.toks[i+1].cls|s.toks[i+2].cls)&wcConj == 0 {
			continue // no conjunction in the two tokens after it: the cheap test
		}
		c := s.speakerConjunctionAfter(int(ci))
		if c <= last {
			continue
		}
		last = c
		e := s.prevWord(c)
		for items := 0; e >= 0 && items < 5; items++ {
			start := s.listedPersonStart(e)
			if start < 0 {
				break
			}
			if s.free(start) && s.free(e) {
				s.add(start, e+1, labelPerson, s.confidence(-0.1))
			}
			comma := start - 1
			if comma < 1 || s.toks[start].flags&(tfSpace|tfNL) != tfSpace || s.toks[comma].flags&tfWord != 0 ||
				s.toks[comma].r != ',' || s.toks[comma].flags&(tfSpace|tfNL) != 0 || !s.isWord(comma-1) {
				break
			}
			e = comma - 1
		}
	}
}

// speakerConjunctionAfter returns the conjunction that follows word i,
// or the word after it, before a first-person pronoun (speakerPronoun),
// one space apart on the line, or -1: the last item of a list of people
// holds a first name (listedPersonStart), so the conjunction is found
// from it.
func (s *scratch) speakerConjunctionAfter(i int) int {
	c := s.nextWord(i)
	if c < 0 {
		return -1
	}
	if s.toks[c].cls&wcConj == 0 {
		if c = s.nextWord(c); c < 0 || s.toks[c].cls&wcConj == 0 {
			return -1
		}
	}
	if n := s.nextWord(c); n < 0 || !speakerPronoun(s.wordBytes(c), s.wordBytes(n)) {
		return -1
	}
	return c
}

// listedPersonStart returns the first word of the item of a list of
// people that ends at word e (see peopleWithSpeaker), or -1.
func (s *scratch) listedPersonStart(e int) int {
	t := &s.toks[e]
	if t.shape != shLower || t.letters < 2 {
		return -1
	}
	if int(t.kind) == labelPerson+1 {
		for e > 0 && int(s.toks[e-1].kind) == labelPerson+1 {
			e--
		}
		return e
	}
	if !s.free(e) {
		return -1
	}
	if f := s.prevWord(e); f >= 0 && s.free(f) && s.toks[e].start-s.toks[f].end == 1 &&
		(s.slotPairSurname(e) || s.unlistedNameWord(e)) && s.listedFirstName(f) {
		return f
	}
	if s.listedFirstName(e) {
		return e
	}
	return -1
}

// listedFirstName reports whether lower-case word i is a first name that
// a list of people before the speaker may hold: one a list of people
// holds anywhere (coordinatedFirst), or a known first name that is none
// of the commonest words, no word of a closed class, no Spanish or
// Italian word, no German noun and no place but a small town ("peter",
// "holly" and "autumn" beside "and i"; not "rose", "mark"); one only the
// first-name dictionary holds must be no English word.
func (s *scratch) listedFirstName(i int) bool {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || t.cls&wcNotAlone != 0 {
		return false
	}
	if s.coordinatedFirst(i) {
		return true
	}
	a := s.resolved(i)
	if a&attrFirst == 0 || a&attrDictFirst != 0 && wordLevel(a) != 0 || s.common(i, s.d.p.hardCommon) || !smallTownAtMost(a) {
		return false
	}
	w := s.wordBytes(i)
	return !wordFirstNames.has(w) && !functionWords.has(w) && !s.germanNoun(i)
}
