package gazetteer

// cityAfterFirstName reports whether capitalised place i, a city of any
// size, is the surname of the known first name right before it ("Maria
// Santiago", "Ángel Leon"): the first name is no country, region or city
// of 100,000 people or more, and no word of the commonest levels, and neither the first name nor the place
// follows a locative; the place is no country, region or county, no
// common word, and not followed by another capitalised word, as a place's
// own name runs on ("Santiago Centro").
func (s *scratch) cityAfterFirstName(i int) bool {
	j := s.prevWord(i)
	if j < 0 || j != i-1 || !s.free(j) || s.toks[j].shape != shCap || s.toks[i].shape != shCap {
		return false
	}
	aj, ai := s.resolved(j), s.resolved(i)
	if aj&attrFirst == 0 || aj&(attrCountry|attrState) != 0 || cityBucket(aj) >= 5 || s.nonName(j) || s.common(j, s.d.p.hardCommon) || s.afterLocative(j, false) {
		return false
	}
	if ai&(attrCountry|attrState|attrCounty|attrStreet) != 0 || s.common(i, s.d.p.commonMax) || s.toks[i].cls&(wcNonName|wcOrgHead) != 0 {
		return false
	}
	k := s.nextWord(i)
	return k < 0 || !s.capWord(k)
}

// smallPlaceFirstName reports whether place i, after a locative, is the
// first name of the known surname k after it though k is a common English
// word ("from Eleanor Grant", "à Crystal Brown"): i a known first name
// and a place under 100,000 people, no country, region or county; k no
// street type, country, region, city of 100,000 people or more, or word
// of time (a county may be one: "Grant").
func (s *scratch) smallPlaceFirstName(i, k int) bool {
	ai, ak := s.resolved(i), s.resolved(k)
	return ai&attrFirst != 0 && cityBucket(ai) < 5 && ai&(attrCountry|attrState|attrCounty) == 0 && ak&attrLast != 0 &&
		ak&(attrStreet|attrCountry|attrState) == 0 && cityBucket(ak) < 5 && s.toks[k].cls&(wcTimeWord|wcOrgHead|wcNonName|wcUnit|wcStreetType) == 0
}
