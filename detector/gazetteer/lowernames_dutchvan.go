package gazetteer

// lowerDutchVanNames finds, in a text without capitals, a known first name
// right before Dutch "van" or "ter" and the surname after it
// (dutchSurnameAfter: "ik heb nick van mispelen gebeld", "heeft evy van
// gorp al gereageerd?", "door kick van der sloot", "anouk ter horst"),
// where no cue opened the name: a first name before such a particle and
// a Dutch surname is a name, even one that is a common English word
// ("joy", "amber", "robin"), but not one among the commonest (level 10:
// "will", "mark"), a Spanish or Italian word, a place of 100,000 people
// or more ("leon", "milan") or a word of a closed class; the surname is
// no common word ("the van driver" has no first name, "rent a van" no
// surname).
func (s *scratch) lowerDutchVanNames() {
	for _, ci := range s.lowerCands {
		i, k := int(ci), int(ci)+1
		// the particle first, which most first names lack: one load
		if k >= len(s.toks) || s.toks[k].letters != 3 || s.toks[k].cls&wcParticle == 0 {
			continue
		}
		t := &s.toks[i]
		if s.nextWord(i) != k || !s.free(i) || !s.free(k) || t.shape != shLower || t.cls&pairStops != 0 ||
			s.toks[k].start-t.end != 1 || !s.wordIs(k, "van") && !s.wordIs(k, "ter") {
			continue
		}
		a := s.resolved(i)
		if a&attrFirst == 0 || wordLevel(a) == 1 || a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 ||
			romanceWords.has(s.wordBytes(i)) || wordFirstNames.has(s.wordBytes(i)) || functionWords.has(s.wordBytes(i)) {
			continue
		}
		if m := s.dutchSurnameAfter(k); m > 0 {
			s.add(i, m+1, labelPerson, s.confidence(-0.1))
		}
	}
}
