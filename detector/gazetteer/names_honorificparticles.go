package gazetteer

// honorificParticles names the surname that opens with particles right
// after a capitalised honorific, in a text with capitals (see
// honorificParticlesEnd). The tokenizer lists only capitalised
// honorifics: the lower-case word path stays free of the test.
func (s *scratch) honorificParticles() {
	for _, hi := range s.honorifics {
		i := int(hi) + 1
		if i < len(s.toks) && s.toks[i].flags&tfWord == 0 && s.toks[i].r == '.' {
			i++
		}
		if i >= len(s.toks) || s.toks[i].flags&tfWord == 0 || s.toks[i].flags&(tfSpace|tfNL) != tfSpace ||
			s.toks[i].cls&wcParticle == 0 || !s.free(i) {
			continue
		}
		if _, honorific := s.cueBefore(i); !honorific {
			continue
		}
		if end := s.honorificParticlesEnd(i); end > 0 {
			s.add(i, end, labelPerson, s.confidence(0.1))
		}
	}
}

// honorificParticlesEnd returns the end of the surname that opens with
// particle i right after an honorific, in a text with capitals, or -1:
// up to three particles and a capitalised word that continues a name,
// free, no German noun unless a known surname, on one line ("Dr. de
// Vries", "Mevrouw van der Strigt", "Mlle Le Gall", "Sra. de la
// Fuente"). The title says a person follows, so the surname may be in no
// list. In lower case, "le", "la" and "lo" are articles before a title
// ("Monsieur le Maire", "Madame la Présidente"), and a German honorific
// after a determiner is a noun ("eine Frau von Welt").
func (s *scratch) honorificParticlesEnd(i int) int {
	t := &s.toks[i]
	if t.shape == shLower && (s.wordIs(i, "le") || s.wordIs(i, "la") || s.wordIs(i, "lo") || s.wordIs(i, "el") || s.wordIs(i, "al")) {
		return -1
	}
	if h := s.prevWord(i); h >= 0 && s.toks[h].flags&tfWord != 0 && s.afterDeterminer(h) {
		return -1
	}
	m := i
	for n := 0; n < 3; n++ {
		k := s.nextWord(m)
		if k < 0 || !s.free(k) || s.toks[k].start-s.toks[m].end > 2 {
			return -1
		}
		m = k
		if s.toks[m].shape != shLower || s.toks[m].cls&wcParticle == 0 {
			break
		}
	}
	if !s.particleSurnameWord(m) {
		return -1
	}
	return s.extendName(m, false)
}

// particleSurnameWord reports whether word m, after an honorific and
// particles, is a surname: capitalised, of two letters or more, no
// stopword, nationality, product or word of time, no country or region
// (a town is a surname there: "van Arkel", "de la Fuente"), and no German
// noun or commonest English word unless a known surname ("van Stone").
func (s *scratch) particleSurnameWord(m int) bool {
	t := &s.toks[m]
	if t.shape != shCap || t.letters < 2 || t.flags&tfBlocked != 0 || t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcHonorific|wcLegal|wcOrgHead) != 0 {
		return false
	}
	a := s.resolved(m)
	if a&(attrCountry|attrState) != 0 {
		return false
	}
	if a&(attrLast|attrPart) != 0 {
		return true
	}
	return !s.common(m, s.d.p.hardCommon) && !s.germanNoun(m)
}
