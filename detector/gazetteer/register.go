package gazetteer

import "slices"

// registerPairs makes names of the words that only a national register
// knows (INSEE's and the US Census's first names and surnames, in a table
// of their own: attrRegFirst, attrRegLast) when they stand beside a known
// name, in a pair of a first name then a surname written in the same case
// and separated by spaces: a register's surname after a known first name
// ("Ernestine Hautecoeur", "macarena villegas"), a register's first name
// before a known surname ("Sieglinde Schacht"). A register word alone
// stays unknown: those lists hold every given name and surname of a
// country, and many words of its language and of others are someone's
// surname. The words of a pair get the first- and last-name bits that the
// rules read, and a lower-case surname joins the candidates of
// lowerSurnames, which takes the pair and no more.
//
// The register is looked up only for the words beside a known name, not
// by the tokenizer: a message without names pays nothing for it.
func (s *scratch) registerPairs() {
	added := false
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if t.shape != shCap {
			continue
		}
		if t.attr&attrFirst != 0 {
			if j := s.nextWord(i); j >= 0 && s.registerPair(i, j, j) {
				added = true
			}
		}
		if t.attr&(attrLast|attrPart) != 0 {
			if p := s.prevWord(i); p >= 0 && s.registerPair(p, i, p) {
				added = true
			}
		}
	}
	for _, ci := range s.lowerCands {
		i := int(ci)
		if j := s.nextWord(i); j >= 0 && s.registerPair(i, j, j) {
			added = true
		}
	}
	for _, ci := range s.lowerLasts {
		k := int(ci)
		if p := s.prevWord(k); p >= 0 && s.registerPair(p, k, p) {
			added = true
		}
	}
	if added {
		slices.Sort(s.lowerLasts)
		s.lowerLasts = slices.Compact(s.lowerLasts)
	}
}

// registerPair makes a pair of names of words i and j (see registerPairs)
// when word r, one of them, is in no name list but the register holds it
// in its place (a first name for i, a surname for j), and reports whether
// it did.
func (s *scratch) registerPair(i, j, r int) bool {
	ti, tj := &s.toks[i], &s.toks[j]
	if ti.shape != tj.shape || (ti.cls|tj.cls)&(wcNonName|wcParticle) != 0 || s.toks[r].letters < 3 {
		return false
	}
	// A word whose lookup the tokenizer deferred is no name of the other
	// lists, and the register holds no common word: it needs no lookup
	// there. The register's Bloom filter spares most other words its own.
	if a := s.toks[r].attr; a&nameBits != 0 || !registerName(a) && !(r == j && registerTownSurname(a)) {
		return false
	}
	key := s.fold[s.toks[r].fs:s.toks[r].fe]
	if !s.d.reg.mayBeLowerName(packHash(key)) {
		return false
	}
	want := attrRegLast
	if r == i {
		want = attrRegFirst
	}
	if s.d.reg.lookup(key)&want == 0 {
		return false
	}
	ti.attr |= attrFirst
	tj.attr |= attrLast
	if tj.shape == shLower {
		s.lowerLasts = append(s.lowerLasts, int32(j))
	}
	return true
}

// registerName reports whether a word of attributes a (of the other
// lists) may stand for a register's name: it is no common word of
// English, French or German, and no place. (The register holds no common
// word; a word whose lookup was deferred has none of these bits.)
func registerName(a uint32) bool {
	return a&(attrFrWord|attrNounDE|placeBits) == 0 && wordLevel(a) == 0
}

// registerOnlyFirst reports whether lower-case word i, of resolved
// attributes a, which no list holds as a first name, is a first name of
// the register that can stand as a name (registerName), no common
// Spanish or Italian word (esItWord) and no word with a noun's ending.
func (s *scratch) registerOnlyFirst(i int, a uint32) bool {
	t := &s.toks[i]
	if !registerName(a) || s.esItWord(i) || nounEnding(s.wordBytes(i)) {
		return false
	}
	return s.d.reg.lookup(s.fold[t.fs:t.fe])&attrRegFirst != 0
}

// registerTownSurname reports whether a word of attributes a, a
// register's surname after a known first name, may be one though it is a
// place: a town of fewer than 100,000 people, no country, region or
// county and no common word, as many surnames are named after towns
// ("alberto tasca", "danielle rousset").
func registerTownSurname(a uint32) bool {
	return a&(attrFrWord|attrNounDE|attrCountry|attrState|attrCounty) == 0 && wordLevel(a) == 0 && cityBucket(a) <= 4
}

// registerSpeaker reports whether word i, in no name list, is a
// register's first name right before a verb of speech (see
// speakerSubjects): the verb, like a known name beside it, says the word
// is a person's.
func (s *scratch) registerSpeaker(i int) bool {
	t := &s.toks[i]
	if t.letters < 3 || t.cls&(wcNonName|wcParticle) != 0 || !registerName(s.resolved(i)) {
		return false // most words at a sentence's start: a common word
	}
	v := s.nextWord(i)
	if v < 0 || s.toks[v].shape != shLower || !speechVerbs.has(s.wordBytes(v)) {
		return false
	}
	key := s.fold[t.fs:t.fe]
	return s.d.reg.mayBeLowerName(packHash(key)) && s.d.reg.lookup(key)&attrRegFirst != 0
}

// registerLowerPairs makes names, in a text without capitals, of two
// lower-case words that only a national register knows, one space apart
// on a line: a register's first name, then a register's surname
// ("beppe cagnin", "guðgeir bergsveinsson"). Neither is a word of
// English, French or German or a place (the register holds no common
// word, and the other lists turned both away: see regLowers), so the two
// together name a person as a known name and a register's word do (see
// registerPairs); lowerSurnames takes the pair.
func (s *scratch) registerLowerPairs() {
	added := false
	for n := 0; n+1 < len(s.regLowers); n++ {
		i, j := int(s.regLowers[n]), int(s.regLowers[n+1])
		ti, tj := &s.toks[i], &s.toks[j]
		if s.nextWord(i) != j || tj.start-ti.end != 1 || (ti.cls|tj.cls)&(wcNonName|wcParticle|wcTechTerm) != 0 {
			continue
		}
		// The register first, which most words its filter let through
		// are not in; then the other lists, which turn away the common
		// words whose lookup the tokenizer deferred.
		if s.d.reg.lookup(s.fold[ti.fs:ti.fe])&attrRegFirst == 0 || s.d.reg.lookup(s.fold[tj.fs:tj.fe])&attrRegLast == 0 ||
			s.resolved(i) != 0 || s.resolved(j) != 0 {
			continue
		}
		ti.attr |= attrFirst
		tj.attr |= attrLast
		s.lowerLasts = append(s.lowerLasts, int32(j))
		added = true
	}
	if added {
		slices.Sort(s.lowerLasts)
		s.lowerLasts = slices.Compact(s.lowerLasts)
	}
}
