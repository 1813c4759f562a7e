package gazetteer

// lowerBareHonorific reports whether honorific j, in a text without
// capitals, opens the name at word i without its dot ("herr koch", "mme
// lefebvre", "dr smith"): an honorific that needs no dot, on the same line
// as i, after no number ("30 ms"), and one of bareHonorifics. Whether
// word i is a surname is lowerHonorificSurname's question.
func (s *scratch) lowerBareHonorific(j, i int) bool {
	if !s.noUpper || s.toks[j].shape != shLower || s.toks[j].cls&wcHonorificDot != 0 || s.toks[i].flags&tfNL != 0 ||
		!bareHonorifics[string(s.wordBytes(j))] {
		return false
	}
	p := s.prevWord(j)
	return p < 0 || s.toks[p].flags&tfDigit == 0
}

// lowerFrenchM reports whether "m." at word j opens the name at word i in
// a text without capitals ("m. dupont"), after no number ("5 m. de
// câble").
func (s *scratch) lowerFrenchM(j, i int) bool {
	if !s.noUpper || s.toks[j].shape != shLower || !s.wordIs(j, "m") || s.toks[i].flags&tfNL != 0 {
		return false
	}
	p := s.prevWord(j)
	return p < 0 || s.toks[p].flags&tfDigit == 0
}

// lowerHonorificSurname reports whether lower-case word i, right after
// honorific j, is a person's name: a known surname, even a common word
// (but after a bare "ms", which also names a program), another known name
// that is no common word, a particle before a surname, or a word of three
// letters or more in no list, no English common word,
// and no participle, verb or adjective by its German shape (German writes
// surnames that are nouns as the nouns: "herr koch"). After an article or
// a possessive ("die frau", "my dr", "la madame"), the honorific is a
// noun, and only a known surname that is no common English word names a
// person ("die frau kleinschmidt"; "die frau kommt" holds none); an
// honorific with its dot is a title after an article too ("la sra.
// pozuelo", "il sig. pertile").
func (s *scratch) lowerHonorificSurname(j, i int) bool {
	t := &s.toks[i]
	if t.shape == shLower && t.cls&wcParticle != 0 {
		m := s.nextWord(i)
		return m >= 0 && s.free(m) && s.lowerParticleName(m) // "mme da costa", "meneer van hagen"
	}
	if t.shape != shLower || t.letters < 2 || t.flags&tfDigit != 0 || s.nameWordClass(i)&(nwEnd|nwPossessive|nwKin) != 0 ||
		t.cls&(wcNonName|wcParticle|wcConj|wcTimeWord|wcTimeAbbrev|wcHonorific|wcLocative|wcCueWord|wcUnit) != 0 {
		return false
	}
	a := s.resolved(i)
	dotted := j+1 < i && s.toks[j+1].r == '.'
	if p := s.prevWord(j); p >= 0 && !dotted && (s.toks[p].cls&(wcArticle|wcDeterminer) != 0 || s.nameWordClass(p)&nwPossessive != 0 ||
		frenchDeterminers[string(s.wordBytes(p))]) {
		return a&attrLast != 0 && !s.common(i, 7) && a&(attrCountry|attrState) == 0
	}
	if a&(attrLast|attrPart) != 0 {
		// "mrs hall", "mme parent": a title says a common word is a
		// surname; "ms word" is a program
		return a&(attrCountry|attrState) == 0 && !(!dotted && s.wordIs(j, "ms") && s.common(i, 7))
	}
	if a&nameBits != 0 {
		return !s.common(i, 7)
	}
	if s.common(i, 7) || t.letters < 3 {
		return false
	}
	return !germanVerbOrAdjectiveShape(s.wordBytes(i))
}

// lowerHonorificEnd returns the end of the name at word i after an
// honorific in a text without capitals: a known surname after a known
// first name joins it ("herr hans müller"), and nothing else does, as the
// verb after a surname is a word in no list as often ("herr koch kommt").
func (s *scratch) lowerHonorificEnd(i int) int {
	k := s.nextWord(i)
	if s.toks[i].cls&wcParticle != 0 {
		for k >= 0 && s.toks[k].cls&wcParticle != 0 && s.toks[k].shape == shLower {
			k = s.nextWord(k) // "meneer van der berg"
		}
		if k >= 0 {
			return k + 1
		}
		return i + 1
	}
	if k < 0 || !s.free(k) || s.resolved(i)&attrFirst == 0 || s.toks[k].shape != shLower || s.nameWordClass(k)&nwEnd != 0 {
		return i + 1
	}
	if a := s.resolved(k); a&attrLast != 0 && a&(attrCountry|attrState) == 0 && !s.common(k, 1) &&
		s.toks[k].cls&(wcNonName|wcParticle|wcConj|wcTimeWord) == 0 {
		return k + 1
	}
	return i + 1
}

// honorificAt returns the honorific that cueBefore found before word i:
// the word right before it, or before its dot.
func (s *scratch) honorificAt(i int) int {
	if j := i - 1; s.isWord(j) {
		return j
	}
	return i - 2
}

// lowerParticleName reports whether lower-case word m, after a particle
// that follows an honorific, is the rest of a surname: a known surname, a
// second particle before one, or a word of three letters or more in no
// list and no function word ("da costa", "van der berg", "de gruijl").
func (s *scratch) lowerParticleName(m int) bool {
	t := &s.toks[m]
	if t.shape == shLower && t.cls&wcParticle != 0 {
		n := s.nextWord(m)
		return n >= 0 && s.free(n) && s.toks[n].cls&wcParticle == 0 && s.lowerParticleName(n)
	}
	if t.shape != shLower || t.flags&tfDigit != 0 || s.nameWordClass(m)&nwEnd != 0 || t.cls&(wcNonName|wcConj|wcTimeWord|wcHonorific) != 0 {
		return false
	}
	a := s.resolved(m)
	return a&(attrLast|attrPart) != 0 && a&(attrCountry|attrState) == 0 || a == 0 && t.letters >= 3
}

// bareHonorifics are the honorifics that open a name in lower case
// without their dot; the others are also common words or verbs there ("i
// miss paris", "notre dame", "yes sir").
var bareHonorifics = wordSet("mr mrs ms dr prof mme mlle madame monsieur herr herrn frau sr sra srta senor senora signor signora " +
	"dott dssa dhr mevr meneer mevrouw")
