package gazetteer

// Lower-case names that only their place in the sentence tells (see
// docs/names.md, rule 11): a text without capitals has no other evidence.

// lowerFirstAndUnknown finds, in a text without capitals, a known first
// name that is no common English word before a word that no list knows
// ("roland hamonet", "dagobert möchlichen"): a surname the lists lack.
func (s *scratch) lowerFirstAndUnknown() {
	for _, ci := range s.lowerCands {
		i := int(ci)
		if !s.free(i) || s.toks[i].cls&wcNonName != 0 || s.common(i, s.d.p.commonMax) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || !s.free(k) || !s.unknownLower(k) {
			continue
		}
		s.add(i, k+1, labelPerson, s.confidence(-0.15))
	}
}

// unknownLower reports whether lower-case word k is in no list (but as a
// German or French common noun) and no closed class, of three letters or
// more: a name the lists lack rather than a word.
func (s *scratch) unknownLower(k int) bool {
	t := &s.toks[k]
	return t.shape == shLower && t.letters >= 3 && t.cls == 0 && t.flags&tfDigit == 0 &&
		s.resolved(k)&^(attrNounDE|attrFrWord) == 0 && !functionWords[string(s.wordBytes(k))]
}

// lowerSpeakers finds, in a text without capitals, the speaker of a
// verb of speech that starts a sentence and a clause after it ("alexandrie
// dit que…", "crescencia dice que…", "arsenio dice che…"): a word that is
// no function word, common English word or closed-class word, and no
// known name (speakerSubjects takes those); and a known first name right
// before a verb of speech or sending anywhere ("link monica shared…").
func (s *scratch) lowerSpeakers() {
	for _, ci := range s.caps {
		i := int(ci)
		t := &s.toks[i]
		if !s.free(i) || t.shape != shLower || t.letters < 3 || t.cls != 0 {
			continue
		}
		v := s.nextWord(i)
		if v < 0 || s.toks[v].shape != shLower || !speechVerbs[string(s.wordBytes(v))] {
			continue
		}
		a := s.resolved(i)
		switch {
		case a&attrFirst != 0 && !s.common(i, s.d.p.commonMax):
			// "monica shared": a known first name.
		case t.flags&tfSentStart != 0 && !s.common(i, s.d.p.commonMax) && !functionWords[string(s.wordBytes(i))] &&
			s.clauseAfter(v):
			// "alexandrie dit que": a word and what it says.
		default:
			continue
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
	}
}

// clauseAfter reports whether a clause follows verb v: "que", "che",
// "that", "dass", "qu'", or a colon.
func (s *scratch) clauseAfter(v int) bool {
	k := v + 1
	if k >= len(s.toks) {
		return false
	}
	if s.toks[k].flags&tfWord == 0 {
		return s.toks[k].r == ':'
	}
	switch string(s.wordBytes(k)) {
	case "que", "qu", "che", "that", "dass":
		return true
	}
	return false
}
