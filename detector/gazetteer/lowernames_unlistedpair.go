package gazetteer

// lowerUnlistedSurnames makes, in a text without capitals, a name of a
// known first name and the word in no list right after it, one space
// apart on the line ("rick wunderink before 5pm", "roselinde löchel
// lässt grüßen", "ho parlato con maria filzi"): most surnames are in no
// list, and a word that no list of the five languages holds, after a
// first name that is no common word, and before the end of the phrase,
// a stopword or a verb (unlistedPairEnds), is the surname more often
// than anything else.
// The first name is no word of any list or class, function word, noun
// by its ending or German noun, and follows no article or determiner
// ("il mario kart") and no greeting, which the rules of greeted names
// read (afterGreeting); the word after it is an unlisted name word
// (unlistedNameWord) and no verb by its shape or list (unlistedVerb:
// "giulia arriva domani", "keith approved it"). A first name that a
// rule took alone grows to the pair; a free one becomes a pair.
func (s *scratch) lowerUnlistedSurnames() {
	for _, ci := range s.lowerCands {
		i := int(ci)
		if s.free(i) && s.unlistedSurnameFirst(i) {
			if k := s.unlistedTailOf(i); k > 0 {
				s.add(i, k+1, labelPerson, s.confidence(-0.15))
			}
		}
	}
	if s.kinds[labelPerson] == 0 {
		return
	}
	s.growPersons(func(si, e int) int {
		i := int(s.spans[si].from)
		if e != i+1 || s.toks[i].shape != shLower || s.resolved(i)&attrFirst == 0 || !s.unlistedSurnameFirst(i) {
			return 0
		}
		if k := s.unlistedTailOf(i); k > 0 {
			return k + 1
		}
		return 0
	})
}

// unlistedSurnameFirst reports whether lower-case first name i may open a
// name whose surname no list holds (see lowerUnlistedSurnames).
func (s *scratch) unlistedSurnameFirst(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	if lv := wordLevel(a); t.letters < 3 || t.flags&tfDigit != 0 || t.cls != 0 || lv >= 1 && lv <= 2 || lv >= 3 && lv <= 4 && s.en != 0 ||
		cityBucket(a) >= 5 || a&(attrStreet|attrCountry|attrState|attrCounty|attrExtraPlace) != 0 || a&attrDictFirst != 0 && t.letters < 5 ||
		s.lang == langFrench && a&attrFrWord != 0 || s.lang == langGerman && a&attrNounDE != 0 {
		return false
	}
	w := s.wordBytes(i)
	return !functionWords.has(w) && !wordFirstNames.has(w) && !codeFirstNames.has(w) && !germanAdverbs.has(w) &&
		!nounEnding(w) && !s.germanNoun(i) && !s.esItWord(i) && !s.afterDeterminer(i) && !s.afterBareDeterminer(i) && !s.afterArticleA(i) &&
		!s.afterGreeting(i)
}

// unlistedTailOf returns the word after first name i that is its
// surname in no list, or -1 (see lowerUnlistedSurnames): a word of four
// letters or more, as the unlisted words of three are abbreviations and
// words of code ("len int").
func (s *scratch) unlistedTailOf(i int) int {
	k := i + 1
	if k >= len(s.toks) || s.toks[k].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[k].start-s.toks[i].end != 1 ||
		!s.free(k) || s.toks[k].letters < 4 || !s.unlistedNameWord(k) || s.stressedWord(k) || s.unlistedVerb(k) || !s.unlistedPairEnds(k) {
		return -1
	}
	return k
}

// unlistedPairEnds reports whether the name ends after word k: its
// phrase ends (phraseEndsAfter), or a stopword that greets or thanks
// no one (wcCueEnd), a word of bareFollowers or a verb (unlistedVerb)
// follows ("raffaello salieri mi ha scritto",
// "rick wunderink before 5pm"; not "hi tom lijn thanks for that").
func (s *scratch) unlistedPairEnds(k int) bool {
	if s.phraseEndsAfter(k) {
		return true
	}
	v := k + 1
	if v >= len(s.toks) || s.toks[v].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[v].shape != shLower {
		return false
	}
	return s.toks[v].cls&(wcStopword|wcCueEnd) == wcStopword || bareFollowers.has(s.wordBytes(v)) || s.unlistedVerb(v)
}

// unlistedVerb reports whether word k, in no list, is a verb by its
// shape or by the lists of verbs that follow a subject: a past in -ed,
// a participle in -ing, a past by its accent, a Spanish, Italian,
// French or German verb of those lists, a German participle or
// adjective by its shape, a verb of the second person ("darío eres") or
// a German verb after a first name (germanVerbAfterName: "anna vertritt
// mich").
func (s *scratch) unlistedVerb(k int) bool {
	w := s.wordBytes(k)
	n := len(w)
	return n > 4 && (string(w[n-2:]) == "ed" || string(w[n-3:]) == "ing") || s.subjectVerbAt(k) || englishPasts.has(w) ||
		esItVerbs.has(w) || speechVerbs.has(w) || s.accentPast(k) || s.romanceVerbAt(k) || germanVerbOrAdjectiveShape(w) ||
		secondPersonVerb(w) || s.germanVerbAfterName(k)
}
