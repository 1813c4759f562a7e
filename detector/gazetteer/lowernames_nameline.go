package gazetteer

// nameLineStops are the word classes that are no word of a name filling
// a line after a closing or a greeting.
const nameLineStops = wcStopword | wcNonName | wcConj | wcTimeWord | wcTimeAbbrev | wcCueWord | wcPersonVerb | wcLocative |
	wcHonorific | wcUnit | wcTechTerm

// nameLineEnd returns the end of a lower-case name of two to four words
// that fills the rest of its line after a closing or a greeting, in a
// text without capitals, or 0: word i opens a line after a closing
// ("cordiali saluti,\nninetta filogamo", "groet,\nroos de man") or
// follows a greeting on its line before a comma that ends the line ("beste
// fatima kloppert,\n"). The line holds the name and nothing else, so a
// name word is enough evidence where one of the words is a known name:
// the first word is a known first name or part of names (a common word
// too: "charlie bishop") or a word in no list, particles may stand
// between, and the last is a known surname or part of names or a word in
// no list; one of them at least is a known name or a register's (of its
// place, of four letters or more: "ranieri morucci"), a word in no list
// only before a known surname, and no
// word is a function word, a word of a closed class, a common English,
// French or German word that no list holds as a name, or a place but a
// town of fewer than 100,000 people. A team signs as often ("saludos,\nrecursos
// humanos", "cheers,\nsupport team"), and its words are none.
func (s *scratch) nameLineEnd(i int) int {
	if !s.noUpper || s.toks[i].shape != shLower {
		return 0
	}
	k, n := i, 1
	for m := s.nextWord(i); m >= 0; m = s.nextWord(m) {
		if n++; n > 4 {
			return 0
		}
		k = m
	}
	if n < 2 {
		return 0
	}
	e := k + 1
	if s.toks[i].flags&tfNL == 0 {
		// after a greeting on the line: a comma then the line's end
		if e >= len(s.toks) || s.toks[e].flags&(tfWord|tfNL) != 0 || s.toks[e].r != ',' ||
			e+1 < len(s.toks) && s.toks[e+1].flags&tfNL == 0 {
			return 0
		}
	} else if e < len(s.toks) && s.toks[e].flags&tfNL == 0 {
		return 0
	}
	for j := i; j <= k; j++ {
		t := &s.toks[j]
		if !s.free(j) || t.shape != shLower || t.flags&tfDigit != 0 || t.cls&nameLineStops != 0 {
			return 0
		}
		if t.cls&wcParticle != 0 {
			if j == i || j == k {
				return 0
			}
			continue
		}
		if t.letters < 2 || s.nameWordClass(j)&(nwEnd|nwKin|nwPossessive) != 0 || functionWords.has(s.wordBytes(j)) ||
			s.stressedWord(j) || auxiliaryVerb(s.wordBytes(j)) {
			return 0
		}
		a := s.resolved(j)
		if a&(attrCountry|attrState|attrCounty|attrFrWord|attrNounDE) != 0 || cityBucket(a) >= 5 {
			return 0
		}
		if j != i && j != k && lineNameWord(a) == 0 {
			return 0
		}
	}
	first, last := s.resolved(i), s.resolved(k)
	switch {
	case first&attrFirst != 0 && lineNameWord(first) == 2 && !romanceWords.has(s.wordBytes(i)) && !wordFirstNames.has(s.wordBytes(i)):
		// a known first name that is no common word: a known surname, a
		// surname that is a common word or a word in no list after it
		if lineNameWord(last) == 0 && (last&attrLast == 0 || wordLevel(last) > 3) {
			return 0
		}
	case lineNameWord(first) != 0 || s.toks[i].letters >= 4 && s.d.reg.lookup(s.wordBytes(i))&attrRegFirst != 0:
		// any other word that may be a name: a known surname after it
		if lineNameWord(last) != 2 && !(s.toks[k].letters >= 4 && last&nameBits == 0 && s.d.reg.lookup(s.wordBytes(k))&attrRegLast != 0) {
			return 0
		}
	default:
		return 0
	}
	return e
}

// lineNameWord grades a word of attributes a for nameLineEnd: 2 for a
// name of the lists that is no common English word of SCOWL level 35 or
// below, 1 for a word in no list, 0 for a common English word.
func lineNameWord(a uint32) int {
	if l := wordLevel(a); l != 0 && l <= 3 {
		return 0
	}
	if a&nameBits != 0 {
		return 2
	}
	if wordLevel(a) != 0 {
		return 0
	}
	return 1
}
