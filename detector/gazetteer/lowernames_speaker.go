package gazetteer

// lowerSpeakerPairs finds, in a text without capitals, the lower-case
// names of two words that open a line or a sentence before a verb that
// people do ("reni löchel wrote:", "marine mallet approved the change",
// "ingolf jockel will present…"): a known first name that is no word of
// the commonest levels and no country or region, then a word of three
// letters or more that is none either, no function word and no plural of
// a word ("sandy beaches will close"), then a verb
// of speech or of people (not a copula: "is", "was", "has"), a verb of a
// ticket's people or "will". The position and the verb say the pair is
// the subject; the first name says a person is.
func (s *scratch) lowerSpeakerPairs() {
	p := s.d.p
	for _, ci := range s.lowerCands {
		i := int(ci)
		t := &s.toks[i]
		if t.flags&(tfLineStart|tfSentStart) == 0 || !s.free(i) || t.shape != shLower || t.letters < 3 ||
			s.resolved(i)&(attrCountry|attrState) != 0 || s.common(i, p.hardCommon) || functionWords.has(s.wordBytes(i)) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || !s.free(k) || s.toks[k].shape != shLower || s.toks[k].letters < 3 || s.toks[k].start-t.end > 2 ||
			s.toks[k].cls&(wcStopword|wcNonName|wcParticle|wcConj|wcTimeWord|wcTimeAbbrev|wcCueWord|wcPersonVerb|wcLocative|wcHonorific|wcUnit) != 0 ||
			functionWords.has(s.wordBytes(k)) || s.resolved(k)&(attrCountry|attrState) != 0 || s.common(k, p.hardCommon) ||
			germanVerbOrAdjectiveShape(s.wordBytes(k)) || s.pluralOfCommonWord(k) {
			continue // "holly bushes will grow": a plural is a noun
		}
		v := s.nextWord(k)
		if v < 0 || s.toks[v].shape != shLower || !s.subjectVerb(v) {
			continue
		}
		s.add(i, k+1, labelPerson, s.confidence(-0.1))
	}
}

// subjectVerb reports whether lower-case word v, after a pair of names,
// makes it the subject: a verb of speech, a verb of people that is no
// copula, a verb of a ticket's people, or "will".
func (s *scratch) subjectVerb(v int) bool {
	w := s.wordBytes(v)
	if speechVerbs.has(w) {
		return true
	}
	switch string(w) {
	case "is", "was", "has", "had", "are", "were", "have":
		return false
	case "will", "approved", "reviewed", "merged", "closed", "opened", "commented", "replied", "confirmed", "submitted",
		"requested", "reported", "assigned", "updated", "accepted", "rejected":
		return true
	}
	return s.toks[v].cls&wcPersonVerb != 0
}

// pluralOfCommonWord reports whether word k is the English plural of a word the
// lists know: less its "s", its "es" ("beaches"), or with "ies" for "y"
// ("retries").
func (s *scratch) pluralOfCommonWord(k int) bool {
	if s.pluralOfWord(k) {
		return true
	}
	w := s.wordBytes(k)
	n := len(w)
	if n < 5 || w[n-1] != 's' || w[n-2] != 'e' {
		return false
	}
	if wordLevel(s.d.base.lookup(w[:n-2])) != 0 {
		return true
	}
	if w[n-3] != 'i' || n > 32 {
		return false
	}
	var buf [32]byte
	b := append(append(buf[:0], w[:n-3]...), 'y')
	return wordLevel(s.d.base.lookup(b)) != 0
}
