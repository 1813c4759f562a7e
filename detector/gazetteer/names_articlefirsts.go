package gazetteer

// nameAfterArticle reports whether capitalised word k, right after a
// German determiner, opens a person's name rather than a noun, as spoken
// German puts an article before a person ("bei der Anna Reinhardt", "mit
// dem Peter Schulz"): k a known first name that is no German noun, one
// of the commonest English words, place or street word, before a
// capitalised word that is a known surname or in no list, no German noun,
// common word, street word or large place, and no capitalised word after
// those two ("an der Sophie Scholl Schule" names a school).
func (s *scratch) nameAfterArticle(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 3 || t.flags&(tfDigit|tfHyphen) != 0 || t.cls&(wcNonName|wcStopword|wcOrgHead) != 0 {
		return false
	}
	a := s.resolved(k)
	if a&attrFirst == 0 || a&(attrNounDE|attrCountry|attrState|attrStreet) != 0 || cityBucket(a) >= 5 || s.common(k, s.d.p.hardCommon) {
		return false
	}
	m := k + 1
	if m >= len(s.toks) || !s.isWord(m) || s.toks[m].flags&tfNL != 0 || s.toks[m].start-t.end != 1 || !s.surnameAfterArticle(m) {
		return false
	}
	n := s.nextWord(m)
	return n < 0 || s.toks[n].flags&tfNL != 0 || s.toks[n].shape != shCap && s.toks[n].shape != shUpper
}

// surnameAfterArticle reports whether capitalised word m may be the
// surname in nameAfterArticle.
func (s *scratch) surnameAfterArticle(m int) bool {
	t := &s.toks[m]
	if t.shape != shCap || t.letters < 3 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit|wcCueWord|wcDeterminer) != 0 {
		return false
	}
	w := s.wordBytes(m)
	if s.germanNoun(m) || streetWord(w) || germanVerbOrAdjectiveShape(w) || nounEnding(w) || s.common(m, s.d.p.commonMax) {
		return false
	}
	a := s.resolved(m) &^ (attrRegFirst | attrRegLast)
	return a&attrLast != 0 && smallTownAtMost(a) || a&^(7<<cityShift|attrFakerCity) == 0 && cityBucket(a) < 3
}
