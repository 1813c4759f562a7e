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

// loneFirstAfterArticle reports whether capitalised word k, right after
// determiner i, is a known first name alone that spoken German puts an
// article before ("Hast du die Ida gefragt?", "Der Heiko hat frei", "mit
// dem Frederik"): the text is German, i is "der", "die", "den" or "dem",
// and k a first name of three letters or more (or first names joined by
// hyphens: "den Hans-Dieter"), no German noun, country, region, large
// town or street word, none of the commonest English words and no
// product's name ("der Mercedes", "die
// Alexa"), with no capitalised word after it but a German noun ("dem
// Steve Bescheid sagen"; the rules of pairs read the others).
func (s *scratch) loneFirstAfterArticle(i, k int) bool {
	t := &s.toks[k]
	if s.lang != langGerman || t.shape != shCap || t.letters < 3 || t.flags&tfDigit != 0 || t.cls != 0 || s.toks[i].letters != 3 {
		return false
	}
	if t.flags&tfHyphen != 0 {
		if !s.hyphenatedFirstNames(k) {
			return false // "die Max-Planck-Gesellschaft"; but "den Hans-Dieter"
		}
	} else if a := s.resolved(k); a&attrFirst == 0 || a&(attrNounDE|attrCountry|attrState|attrStreet) != 0 || cityBucket(a) >= 5 || s.common(k, s.d.p.hardCommon) {
		return false
	}
	if !s.wordIs(i, "der") && !s.wordIs(i, "die") && !s.wordIs(i, "den") && !s.wordIs(i, "dem") {
		return false
	}
	if m := k + 1; m < len(s.toks) && s.toks[m].flags&tfNL == 0 && (s.toks[m].flags&tfWord != 0 && s.capWord(m) && !s.germanNoun(m) || s.toks[m].flags&tfWord == 0 && s.toks[m].r == '-') {
		return false
	}
	w := s.wordBytes(k)
	return !productFirst(w) && !articleProduct(w)
}

// articleProduct reports whether folded word w is a first name that also
// names a product German writes with an article: a car, a voice
// assistant, a magazine, a pizza ("der Mercedes", "die Alexa", "die Emma",
// "die Margherita").
func articleProduct(w []byte) bool {
	switch string(w) {
	case "mercedes", "alexa", "siri", "cortana", "emma", "brigitte", "octavia", "fabia", "clio", "zoe", "corsa", "astra", "oscar", "ariane", "victoria", "tesla", "vespa", "margherita", "margarita":
		return true
	}
	return false
}
