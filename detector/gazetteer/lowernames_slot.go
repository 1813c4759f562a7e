package gazetteer

// slotPrepositions take a person for object in French, Spanish, Italian
// and German (folded), besides personPrepositions: the dative "à" and
// "a" ("remis à capucine", "consegnato a camilla"), the genitive "de"
// and "di" ("la respuesta de ignacio"), "chez", "según", "secondo",
// "bei" and "an".
var slotPrepositions = wordSet("a de di chez segun secondo bei an")

// slotLowerNames finds, in a text without capitals, a known first name
// alone where a person stands and its phrase ends after it: right after
// a preposition of slotPrepositions ("le colis a été remis à capucine",
// "la risposta di federica e…"), or after the colon of a person's key
// ("zuständig: stefanie", "assigned to: latasha mcwhorten"), where one
// word after it that ends the value is its surname, whatever lists hold
// it (cuedPairEnd). The first name is one a strong cue takes
// (cuedFirstName) and none of wordFirstNames ("una noche de luna"); a
// place but a small town is none ("vado a roma"). Pairs are found
// before, by lowerNames and lowerSurnames.
func (s *scratch) slotLowerNames() {
	for _, ci := range s.lowerCands {
		i := int(ci)
		if !s.free(i) || s.toks[i].shape != shLower || wordFirstNames[string(s.wordBytes(i))] {
			continue
		}
		key := i >= 2 && s.afterColon(i) && s.toks[i].flags&tfNL == 0 && s.personKey(i-2)
		if !key && !s.afterSlotPreposition(i) || !s.cuedFirstName(i) {
			continue
		}
		end := i + 1
		if key {
			end = s.cuedPairEnd(i)
			if end == i+1 && !s.phraseEndsAt(i+1) {
				continue
			}
		} else if !s.phraseEndsAt(i+1) && !s.phraseEndsAfter(i) {
			continue
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}

// afterSlotPreposition reports whether word i follows a preposition of
// slotPrepositions, one space apart: German "an" only in German text,
// and "a", "de" and "di" only in French or German text or in one
// without a word that only English writes, where "a" is an article
// ("this is a sid in…").
func (s *scratch) afterSlotPreposition(i int) bool {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower || s.toks[i].start-s.toks[p].end != 1 || !slotPrepositions[string(s.wordBytes(p))] {
		return false
	}
	switch {
	case s.wordIs(p, "an"):
		return s.lang == langGerman
	case s.wordIs(p, "a") || s.wordIs(p, "de") || s.wordIs(p, "di"):
		return s.en == 0 || s.lang != langOther
	}
	return true
}
