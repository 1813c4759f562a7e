package gazetteer

// placeFirstName reports whether capitalised word i is a known first
// name that is also a region or a large town ("Carolina", "Virginia",
// "Siena"), no country and no word of a closed class: germanNameWord
// refuses it, as a place is no name in itself.
func (s *scratch) placeFirstName(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	return t.shape == shCap && t.letters >= 3 && t.flags&tfHeading == 0 && a&attrFirst != 0 && a&attrCountry == 0 &&
		(a&attrState != 0 || cityBucket(a) >= 5) &&
		t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcStopword) == 0
}

// placeFirstNameSurname reports whether words i and k, in German text,
// are a first name that is a place and a surname no list holds
// ("Carolina Kaindl", "Virginia Comeriato"): the second word is no German
// noun, no plural of a listed word ("Charlotte Hornets"), in no list and
// of five letters or more ("Virginia Tech", "Monaco Prix" are names of
// things), so it cannot name a part of the place ("Virginia Beach",
// "Siena Zentrum"); at a sentence start a word in lower case must follow,
// as a verb follows its subject.
func (s *scratch) placeFirstNameSurname(i, k int) bool {
	if !s.placeFirstName(i) || !s.unlistedGermanSurname(k) || s.toks[k].letters < 5 || s.pluralOfWord(k) {
		return false
	}
	return s.toks[i].flags&tfSentStart == 0 || s.lowerAfter(k)
}

// hyphenatedFirstNames reports whether capitalised word i is two or
// three first names joined by hyphens ("Frank-Michael", "Eva-Maria"),
// each part a known first name ("Heide-Marie", whose "Heide" is a noun
// and a place, is none), the word no place: germanNames reads it
// as a known first name, which the compound is in no list.
func (s *scratch) hyphenatedFirstNames(i int) bool {
	t := &s.toks[i]
	if t.flags&tfHyphen == 0 || t.shape != shCap || s.resolved(i)&placeBits != 0 {
		return false
	}
	w := s.wordBytes(i)
	parts := 0
	for start := 0; start <= len(w); parts++ {
		end := start
		for end < len(w) && w[end] != '-' {
			end++
		}
		if end-start < 2 || s.d.base.lookup(w[start:end])&attrFirst == 0 {
			return false
		}
		start = end + 1
	}
	return parts >= 2 && parts <= 3
}
