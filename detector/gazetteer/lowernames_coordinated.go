package gazetteer

import "bytes"

// lowerCoordinated extends PERSON, in a text without capitals, to the
// first names joined to a person by a conjunction ("mara and filipa
// amaral", "to caroline horton and jacob", "jens-uwe und zdenka
// barkholz"), with the word after one that is a known surname or in no
// list ("jesse miettinen and aune valkama"): the pair of people says what
// the lists of names leave open. The first name is one a strong cue
// takes (cuedFirstName) or a hyphenated first name; on the right of the
// conjunction its phrase ends after it ("…and jacob vintage wine" holds
// none; or a copula of the plural follows it, pluralCopulas: "nathalie
// hubert et astrid c'est…"), on the left the conjunction follows it; two such first names
// joined by a conjunction are two people ("gudrun und thorben sind…"). A
// comma joins clauses
// and greetings as often as people ("ciao marco, tutto ok?"), so it
// joins none here.
func (s *scratch) lowerCoordinated() {
	for round, changed := 0, true; changed && round < 2; round++ {
		changed = false
		for i := 0; i < len(s.toks); i++ {
			t := &s.toks[i]
			if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || t.cls&wcNotAlone != 0 || !s.free(i) || !s.besideConjunction(i) {
				continue
			}
			if !s.coordinatedFirst(i) {
				continue
			}
			k := s.nextWord(i)
			pair := k >= 0 && s.free(k) && s.toks[k].start-t.end == 1 && s.toks[k].shape == shLower &&
				(s.slotPairSurname(k) || s.unlistedNameWord(k)) && !s.germanVerbAfterName(k)
			end := 0
			switch {
			case pair && s.joinedToPerson(k, 1), pair && s.joinedToPerson(i, -1) && (s.phraseEndsAt(k+1) || s.phraseEndsAfter(k)):
				end = k + 1
			case s.joinedToPerson(i, 1), s.joinedToPerson(i, -1) && (s.phraseEndsAt(i+1) || s.phraseEndsAfter(i) || s.germanPluralVerbAt(i+1) ||
				s.isWord(i+1) && pluralCopulas.has(s.wordBytes(i+1))):
				end = i + 1
			case s.joinedToFirstName(i):
				end = i + 1 // "gudrun und thorben": the next round takes "thorben"
			default:
				continue
			}
			s.add(i, end, labelPerson, s.confidence(-0.1))
			changed = true
			i = end - 1
		}
	}
}

// coordinatedFirst reports whether lower-case word i is a first name that
// a list of people may hold (see lowerCoordinated).
func (s *scratch) coordinatedFirst(i int) bool {
	if wordFirstNames.has(s.wordBytes(i)) || functionWords.has(s.wordBytes(i)) {
		return false
	}
	if s.cuedFirstName(i) {
		return true
	}
	return bytes.IndexByte(s.wordBytes(i), '-') > 0 && s.hyphenatedName(i) && s.resolved(i)&placeBits == 0
}

// wordFirstsBeforePeople marks, in a text without capitals, the first
// name before a conjunction and a person of one word that
// coordinatedWordFirst takes ("amado y mateo vienen"), and the surname
// before a conjunction and a person that surnameBeforePerson takes
// ("balbo e pomponio sono in ferie"). It runs after bareLowerNames, which
// finds the person after the conjunction, and visits the people only.
func (s *scratch) wordFirstsBeforePeople() {
	words := s.en == 0 && s.lang != langGerman // coordinatedWordFirst's own test, before the loop
	for si := range len(s.spans) {
		sp := &s.spans[si]
		if sp.kind != labelPerson || sp.from < 2 || s.toks[sp.from-1].cls&wcConj == 0 {
			continue // a conjunction's class first: most people have none before them
		}
		i := int(sp.from) - 2
		if !s.isWord(i) || !s.free(i) || s.toks[i].shape != shLower || s.toks[i].letters < 3 || !s.isWord(i+1) {
			continue
		}
		if words && sp.to-sp.from == 1 && s.coordinatedWordFirst(i) {
			s.add(i, i+1, labelPerson, s.confidence(-0.15))
		} else if s.surnameBeforePerson(i, int(sp.from)) {
			s.add(i, i+1, labelPerson, s.confidence(-0.15))
		}
	}
}

// surnameBeforePerson reports whether lower-case word i, right before a
// conjunction and person f, is a surname: a known surname or part of
// names that is no first name and no word of the English, German, Spanish
// or Italian lists nor, but in German text, of the French one, no place
// but a town under 100,000 people, and person f opens with a first name
// that is no word of those lists either ("patterson and belinda are on leave", "joly et josette", "holzapfel und
// vlado"; "bread and belinda", "kuchen und anna" hold none); opening its
// sentence, a register's surname that no list holds either and that is
// no common Spanish or Italian word or verb ("balbo e pomponio sono in
// ferie"). The first name the conjunction joins it to says a person
// stands there.
func (s *scratch) surnameBeforePerson(i, f int) bool {
	t := &s.toks[i]
	if t.cls != 0 || t.flags&tfDigit != 0 || s.nameWordClass(i) != 0 {
		return false
	}
	if af := s.resolved(f); af&attrFirst == 0 || af&(attrFrWord|attrNounDE) != 0 || wordLevel(af) != 0 || s.esItWord(f) {
		return false // "são and santo": a first name that is a word proves no person
	}
	a := s.resolved(i)
	if a == 0 {
		return (s.prevWord(i) < 0 || t.flags&tfSentStart != 0) && s.d.reg.lookup(s.fold[t.fs:t.fe])&attrRegLast != 0 &&
			s.unlistedNameWord(i) && !s.esItWord(i) && !s.unlistedVerb(i)
	}
	return a&(attrLast|attrPart) != 0 && a&(attrFirst|attrCountry|attrState|attrCounty|attrStreet|attrNounDE) == 0 &&
		wordLevel(a) == 0 && cityBucket(a) < 5 && (a&attrFrWord == 0 || s.germanLike()) && !s.esItWord(i) &&
		!functionWords.has(s.wordBytes(i))
}

// coordinatedWordFirst reports whether lower-case word i, a first name
// that a strong cue alone would not take, stands right before a
// conjunction and a person of one word that a verb or the end of its
// phrase follows, in a text without a word that only English writes: a
// first name of the main lists that is a common word ("amado y mateo
// vienen", "rosa e giulia arrivano"), or a word in no list that the
// register holds as a first name and that is no common Spanish or Italian
// word ("arcelia y hugo vienen"). Two words joined to one person by a
// conjunction are a list of people; "will and grace" in English text is
// left out.
func (s *scratch) coordinatedWordFirst(i int) bool {
	if !s.joinedToPerson(i, 1) {
		return false // wordFirstsBeforePeople tests the language and finds the person of one word at i+2
	}
	k := i + 2
	if !s.phraseEndsAt(k+1) && !s.phraseEndsAfter(k) && !(s.isWord(k+1) && (s.subjectVerbAt(k+1) || s.romanceVerbAt(k+1))) {
		return false
	}
	w := s.wordBytes(i)
	if functionWords.has(w) || wordFirstNames.has(w) || s.toks[i].cls != 0 || s.toks[i].flags&tfDigit != 0 {
		return false
	}
	a := s.resolved(i)
	if a&attrFirst != 0 {
		return a&attrDictFirst == 0 && a&(attrCountry|attrState|attrStreet) == 0 && cityBucket(a) <= 5 && !s.germanNoun(i)
	}
	return s.toks[i].letters >= 4 && s.registerOnlyFirst(i, a)
}

// besideConjunction reports whether a conjunction of a list of people
// stands one word before or after word i.
func (s *scratch) besideConjunction(i int) bool {
	return s.isWord(i+1) && s.toks[i+1].cls&wcConj != 0 || i > 0 && s.isWord(i-1) && s.toks[i-1].cls&wcConj != 0 ||
		s.isWord(i+2) && s.toks[i+2].cls&wcConj != 0 // "jesse miettinen and…"
}

// pluralCopulas are the copulas of the plural that follow two people
// joined by a conjunction (folded): "matthieu salmon et emmanuel c'est…",
// "virginia praga e orlando sono…", "tom and ann are…".
var pluralCopulas = packedWordSet("are were sono erano son eran sont etaient c")

// joinedToFirstName reports whether word i, a first name, opens a pair of
// first names joined by a conjunction, the second one a strong cue takes
// too and its phrase ending after it or a verb following it ("helena and
// jacob are…", "gudrun und thorben sind…", "amado y mateo vienen…"; not
// "rose and jasmine tea", common words).
func (s *scratch) joinedToFirstName(i int) bool {
	j, k := i+1, i+2
	if k >= len(s.toks) || !s.isWord(j) || !s.isWord(k) || s.toks[j].cls&wcConj == 0 ||
		s.toks[j].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].flags&(tfSpace|tfNL) != tfSpace || !s.free(k) ||
		s.toks[k].shape != shLower || s.toks[k].letters < 3 {
		return false
	}
	return s.cuedFirstName(k) && !wordFirstNames.has(s.wordBytes(k)) && (s.phraseEndsAt(k+1) || s.phraseEndsAfter(k) || s.isWord(k+1) && (s.subjectVerbAt(k+1) || s.germanPluralVerbAt(k+1) || s.en == 0 && s.romanceVerbAt(k+1)))
}

// joinedToPerson reports whether word i is joined to a PERSON word by a
// conjunction of a list of people one space away on either side, looking
// left (dir -1) or right (dir 1): "mara and filipa", "horton and jacob".
func (s *scratch) joinedToPerson(i, dir int) bool {
	j, k := i+dir, i+2*dir
	if k < 0 || k >= len(s.toks) || !s.isWord(j) || !s.isWord(k) || s.toks[j].cls&wcConj == 0 ||
		s.toks[max(i, k)].flags&(tfSpace|tfNL) != tfSpace || s.toks[j].flags&(tfSpace|tfNL) != tfSpace {
		return false
	}
	return int(s.toks[k].kind) == labelPerson+1
}
