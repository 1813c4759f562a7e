package gazetteer

// German capitalises every noun, so a capital is no evidence of a name in
// German text; but a German noun is in the lists (attrNounDE), and a
// capitalised word that is no German noun, mid-sentence, is a proper name.
// These rules read a pair of such words as a name.

// minCompoundTail is the shortest noun, in bytes, that germanNoun looks
// for at the end of a word: German compounds end with their head noun
// ("Kontoinhaber", "Fehlversuchen"), but surnames end with short nouns
// too ("Bergmann", "Häring", "Austermühle").
const minCompoundTail = 6

// germanNoun reports whether word k is a German common noun: a form of
// one in the lists, or a compound that ends with one of
// minCompoundTail bytes or more after three or more, unless the word is
// a known name.
func (s *scratch) germanNoun(k int) bool {
	a := s.resolved(k)
	if a&attrNounDE != 0 {
		return true
	}
	if a&nameBits != 0 {
		return false
	}
	return s.germanCompoundNoun(s.wordBytes(k))
}

// germanNameWord reports whether word k may be part of a name in German
// text: capitalised, no German noun, stopword, product, nationality, time
// word or honorific, no country, region or large city, and no common
// English word at the commonest levels.
func (s *scratch) germanNameWord(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 2 || t.flags&(tfUsed|tfBlocked) != 0 {
		return false
	}
	if t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead) != 0 {
		return false
	}
	a := s.resolved(k)
	if a&(attrCountry|attrState) != 0 || a&attrStreet != 0 && a&attrFirst == 0 || cityBucket(a) >= 5 {
		return false
	}
	if s.common(k, s.d.p.hardCommon) && a&nameBits == 0 {
		return false
	}
	return !s.germanNoun(k) && (!streetWord(s.wordBytes(k)) || s.streetEndingAfterFirst(k))
}

// streetEndingAfterFirst reports whether word k, which ends like a
// street, is a surname after the known first name before it (see
// surnameWithStreetEnding).
func (s *scratch) streetEndingAfterFirst(k int) bool {
	p := s.prevWord(k)
	return p >= 0 && p == k-1 && s.surnameWithStreetEnding(p, k, k+1)
}

// germanSurnameWord reports whether word k may be a surname after a known
// first name in German text: a German noun may be one ("Löffler",
// "Butte"), a stopword, product or place may not.
func (s *scratch) germanSurnameWord(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 2 || t.flags&(tfUsed|tfBlocked) != 0 {
		return false
	}
	if t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit) != 0 {
		return false
	}
	a := s.resolved(k)
	return a&(attrCountry|attrState|attrStreet) == 0 && cityBucket(a) < 5 && (!streetWord(s.wordBytes(k)) || s.streetEndingAfterFirst(k))
}

// germanNames finds, in German text, two capitalised words in a row that
// are no German nouns ("Suse Scholl", "Apollonia Henck", "Pia Häring",
// "Gertraude Kitzmann"): a first name and a surname the lists need not
// know. Both must be known names or no English word, and a pair that
// starts a sentence needs a known first name first, since German
// sentences start with capitalised adjectives and verbs. A known first
// name that is no German noun and no English word may also stand before
// a surname that is a German noun ("Mohamed Löffler", "Carolin Butte"),
// inside a sentence or right after a colon, as a field's value.
func (s *scratch) germanNames() {
	if s.lang != langGerman {
		return
	}
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || !s.free(k) || s.toks[k].start-s.toks[i].end > 2 {
			continue
		}
		if !s.germanNameWord(i) {
			if s.nounFirstName(i) && s.unlistedGermanSurname(k) {
				s.add(i, k+1, labelPerson, s.confidence(-0.05)) // "Wolf Trommler", "Ruben Gröttner"
			} else if s.placeFirstNameSurname(i, k) && !s.streetAround(i, k+1) {
				s.add(i, k+1, labelPerson, s.confidence(-0.1)) // "Carolina Kaindl"
			}
			continue
		}
		ai, ak := s.toks[i].attr, s.toks[k].attr
		// A German line is often in title case (nouns): only a sentence
		// start counts here.
		initial := s.toks[i].flags&tfSentStart != 0
		if s.hyphenatedFirstNames(i) && (s.resolved(k)&(attrLast|attrPart) != 0 || !s.germanNoun(k)) {
			ai |= attrFirst // "Frank-Michael Bauer"; not "Anne-Frank Schule"
		}
		if initial && ai&attrFirst == 0 {
			continue
		}
		switch {
		case s.germanNameWord(k):
			if (ai|ak)&nameBits == 0 && (s.common(i, s.d.p.commonMax) || s.common(k, s.d.p.commonMax)) {
				continue // "Customer Success": English words, not a name
			}
		case (!initial || s.afterColon(i) || wordLevel(ai) == 0 && s.lowerAfter(k)) && ai&attrFirst != 0 && !s.common(i, s.d.p.commonMax) && s.germanSurnameWord(k):
			// at a sentence start, a first name that is no English word
			// before a noun and a word in lower case: "Hinrich Stolze hat…"
		default:
			continue
		}
		end := s.extendName(k, false)
		if s.streetAround(i, end) {
			continue
		}
		s.add(i, end, labelPerson, s.confidence(-0.05))
	}
}

// nounFirstName reports whether capitalised word i is a known first name
// that is also a German noun ("Wolf", "Ruben": Rüben), no country,
// region or large city and no word of a closed class.
func (s *scratch) nounFirstName(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	return t.shape == shCap && t.letters >= 3 && t.flags&tfHeading == 0 && a&attrFirst != 0 && a&(attrCountry|attrState) == 0 &&
		cityBucket(a) < 5 && t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcStopword) == 0 && s.germanNoun(i)
}

// unlistedGermanSurname reports whether word k is a capitalised word that
// no list holds and no German noun ends: after a first name that is a
// German noun, it can only be the surname ("Wolf Trommler"), since
// German's nouns are in the lists.
func (s *scratch) unlistedGermanSurname(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && t.letters >= 3 && t.flags&(tfUsed|tfBlocked) == 0 && s.resolved(k) == 0 &&
		t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit|wcStopword) == 0 &&
		!s.germanNoun(k) && !streetWord(s.wordBytes(k))
}

// lowerAfter reports whether a word in lower case follows word k on its
// line, as a verb follows a sentence's subject.
func (s *scratch) lowerAfter(k int) bool {
	n := s.nextWord(k)
	return n >= 0 && s.toks[n].shape == shLower && s.toks[n].flags&tfNL == 0 && s.toks[n].start-s.toks[k].end <= 2
}
