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
// rule took alone grows to the pair; a free one becomes a pair. The
// tests of the word after the first name, of its token alone, come
// first: most first names stand before a word of a list.
func (s *scratch) lowerUnlistedSurnames() {
	for _, ci := range s.lowerCands {
		i := int(ci)
		k := i + 1
		if k >= len(s.toks) || s.toks[k].flags&(tfWord|tfSpace|tfNL|tfDigit|tfUsed|tfBlocked) != tfWord|tfSpace ||
			s.toks[k].shape != shLower || s.toks[k].letters < 4 || s.toks[k].cls != 0 || s.toks[k].start-s.toks[i].end != 1 {
			continue // the cheapest tests first: most first names stand before a word of a list
		}
		if kd := s.toks[i].kind; kd != 0 && kd != labelPerson+1 || !s.unlistedSurnameFirst(i) || !s.unlistedTail(k) {
			continue
		}
		if s.free(i) {
			s.add(i, k+1, labelPerson, s.confidence(-0.15))
			continue
		}
		for si := range s.spans {
			if sp := &s.spans[si]; sp.kind == labelPerson && int(sp.from) == i && int(sp.to) == k {
				s.growSpan(si, i, k+1) // "hier ist uwe …": a first name another rule took alone
				break
			}
		}
	}
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
	return !nounEnding(w) && !functionWords.has(w) && !wordFirstNames.has(w) && !codeFirstNames.has(w) && !germanAdverbs.has(w) &&
		!s.germanNoun(i) && !s.esItWord(i) && !s.afterDeterminer(i) && !s.afterBareDeterminer(i) && !s.afterArticleA(i) &&
		!s.afterGreeting(i)
}

// unlistedTail reports whether word k, right after a first name, is its
// surname in no list (see lowerUnlistedSurnames): a word that is no verb
// and ends the name (unlistedPairEnds); the caller has tested that it has
// four letters or more, as the unlisted words of three are abbreviations
// and words of code ("len int").
func (s *scratch) unlistedTail(k int) bool {
	return s.unlistedNameWord(k) && !s.stressedWord(k) && !s.unlistedVerb(k) && s.unlistedPairEnds(k)
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
