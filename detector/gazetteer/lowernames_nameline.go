package gazetteer

// nameLineStops are the word classes that are no word of a name filling
// a line after a closing or a greeting.
const nameLineStops = wcStopword | wcNonName | wcConj | wcTimeWord | wcTimeAbbrev | wcCueWord | wcPersonVerb | wcLocative |
	wcHonorific | wcUnit | wcTechTerm

// nameLineEnd returns the end of a lower-case name of two to four words
// that fills the rest of its line after a closing or after the colon of a
// person's key ("nombre completo: claudia de la rosa"), or that follows a
// greeting on its line before a comma that ends the line, in a text
// without capitals, or 0. The line holds the name and nothing else, so
// one known name is enough evidence: the first word is a known first name
// that is no common English word of SCOWL level 35 or below and no
// Spanish or Italian word, before a known surname, a surname of any level
// or a word in no list ("atenciosamente,\niara pinto", "best
// wishes,\njohn crane", "beste fatima kloppert,"), or it is any other word
// of the lists' names, a register's first name or a word in no list
// before a known surname that is no such common word or a register's
// ("cordiali saluti,\nranieri morucci"); particles may stand between the
// two. No word is a function word, a word of a closed class, a common
// English word of those levels or a place but a town of fewer than
// 100,000 people, and at most one is a French word or a German noun, as a
// name of its place ("natali meister"). A team signs as often
// ("saludos,\nrecursos humanos", "cheers,\nsupport team"), and two words
// in no list are missed ("saluti,\nninetta filogamo").
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
	if s.toks[i].flags&tfNL == 0 && s.afterColon(i) {
		// a key's value: the line's end
		if e < len(s.toks) && s.toks[e].flags&tfNL == 0 {
			return 0
		}
	} else if s.toks[i].flags&tfNL == 0 {
		// after a greeting on the line: a comma then the line's end
		if e >= len(s.toks) || s.toks[e].flags&(tfWord|tfNL) != 0 || s.toks[e].r != ',' ||
			e+1 < len(s.toks) && s.toks[e+1].flags&tfNL == 0 {
			return 0
		}
	} else if e < len(s.toks) && s.toks[e].flags&tfNL == 0 {
		return 0
	}
	nouns := 0
	for j := i; j <= k; j++ {
		t := &s.toks[j]
		if !s.free(j) || t.shape != shLower || t.flags&tfDigit != 0 {
			return 0
		}
		if t.cls&wcParticle != 0 {
			if j == i || j == k {
				return 0
			}
			continue // "de la", "van den", "dos"
		}
		if t.cls&nameLineStops != 0 {
			return 0
		}
		if t.letters < 2 || s.nameWordClass(j)&(nwEnd|nwKin|nwPossessive) != 0 || functionWords.has(s.wordBytes(j)) ||
			s.stressedWord(j) || auxiliaryVerb(s.wordBytes(j)) {
			return 0
		}
		a := s.resolved(j)
		if a&(attrCountry|attrState|attrCounty) != 0 || cityBucket(a) >= 5 {
			return 0
		}
		if a&(attrFrWord|attrNounDE) != 0 {
			// a French word or a German noun only as a name of its place,
			// and one at most: "natali meister", not "frohe ostern"
			if nouns++; nouns > 1 || !(j == i && a&attrFirst != 0 || j == k && a&attrLast != 0) {
				return 0
			}
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
