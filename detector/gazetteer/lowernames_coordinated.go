package gazetteer

import "bytes"

// lowerCoordinated extends PERSON, in a text without capitals, to the
// first names joined to a person by a conjunction ("mara and filipa
// amaral", "to caroline horton and jacob", "jens-uwe und zdenka
// barkholz"), with the word after one that is a known surname or in no
// list ("jesse miettinen and aune valkama"): the pair of people says what
// the lists of names leave open. The first name is one a strong cue
// takes (cuedFirstName) or a hyphenated first name; on the right of the
// conjunction its phrase ends after it ("…and jacob vintage wine" holds
// none), on the left the conjunction follows it; two such first names
// joined by a conjunction are two people ("gudrun und thorben sind…"). A
// comma joins clauses
// and greetings as often as people ("ciao marco, tutto ok?"), so it
// joins none here.
func (s *scratch) lowerCoordinated() {
	for round, changed := 0, true; changed && round < 2; round++ {
		changed = false
		for i := 0; i < len(s.toks); i++ {
			t := &s.toks[i]
			if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || t.cls&wcNotAlone != 0 || !s.free(i) || !s.besideConjunction(i) ||
				!s.coordinatedFirst(i) {
				continue
			}
			k := s.nextWord(i)
			pair := k >= 0 && s.free(k) && s.toks[k].start-t.end == 1 && s.toks[k].shape == shLower &&
				(s.slotPairSurname(k) || s.unlistedNameWord(k))
			end := 0
			switch {
			case pair && s.joinedToPerson(k, 1), pair && s.joinedToPerson(i, -1) && (s.phraseEndsAt(k+1) || s.phraseEndsAfter(k)):
				end = k + 1
			case s.joinedToPerson(i, 1), s.joinedToPerson(i, -1) && (s.phraseEndsAt(i+1) || s.phraseEndsAfter(i) || s.germanPluralVerbAt(i+1)):
				end = i + 1
			case s.joinedToFirstName(i):
				end = i + 1 // "gudrun und thorben": the next round takes "thorben"
			default:
				continue
			}
			s.add(i, end, labelPerson, s.confidence(-0.1))
			changed = true
			i = end - 1
		}
	}
}

// coordinatedFirst reports whether lower-case word i is a first name that
// a list of people may hold (see lowerCoordinated).
func (s *scratch) coordinatedFirst(i int) bool {
	if wordFirstNames.has(s.wordBytes(i)) || functionWords.has(s.wordBytes(i)) {
		return false
	}
	if s.cuedFirstName(i) {
		return true
	}
	return bytes.IndexByte(s.wordBytes(i), '-') > 0 && s.hyphenatedName(i) && s.resolved(i)&placeBits == 0
}

// besideConjunction reports whether a conjunction of a list of people
// stands one word before or after word i.
func (s *scratch) besideConjunction(i int) bool {
	return s.isWord(i+1) && s.toks[i+1].cls&wcConj != 0 || i > 0 && s.isWord(i-1) && s.toks[i-1].cls&wcConj != 0 ||
		s.isWord(i+2) && s.toks[i+2].cls&wcConj != 0 // "jesse miettinen and…"
}

// joinedToFirstName reports whether word i, a first name, opens a pair of
// first names joined by a conjunction, the second one a strong cue takes
// too and its phrase ending after it ("helena and jacob are…", "gudrun
// und thorben sind…"; not "rose and jasmine tea", common words).
func (s *scratch) joinedToFirstName(i int) bool {
	j, k := i+1, i+2
	if k >= len(s.toks) || !s.isWord(j) || !s.isWord(k) || s.toks[j].cls&wcConj == 0 ||
		s.toks[j].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || !s.free(k) ||
		s.toks[k].shape != shLower || s.toks[k].letters < 3 {
		return false
	}
	return s.cuedFirstName(k) && !wordFirstNames.has(s.wordBytes(k)) && (s.phraseEndsAt(k+1) || s.phraseEndsAfter(k) || s.isWord(k+1) && (s.subjectVerbAt(k+1) || s.germanPluralVerbAt(k+1)))
}

// joinedToPerson reports whether word i is joined to a PERSON word by a
// conjunction of a list of people one space away on either side, looking
// left (dir -1) or right (dir 1): "mara and filipa", "horton and jacob".
func (s *scratch) joinedToPerson(i, dir int) bool {
	j, k := i+dir, i+2*dir
	if k < 0 || k >= len(s.toks) || !s.isWord(j) || !s.isWord(k) || s.toks[j].cls&wcConj == 0 ||
		s.toks[max(i, k)].flags&(tfSpace|tfNL) != tfSpace || s.toks[j].flags&(tfSpace|tfNL) != tfSpace {
		return false
	}
	return int(s.toks[k].kind) == labelPerson+1
}
