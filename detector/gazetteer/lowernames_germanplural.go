package gazetteer

// germanPluralVerbAt reports whether word v, in a text that reads as
// German, is a verb in the plural that two people joined by "und" take
// for subject ("adriana und sebastian kommen auch mit", "philippe und
// heinfried sind im urlaub"): the pair ends its phrase there, as before a
// verb of the singular after one name.
func (s *scratch) germanPluralVerbAt(v int) bool {
	return s.lang == langGerman && s.isWord(v) && s.toks[v].shape == shLower && germanPluralVerbs.has(s.wordBytes(v))
}

// germanPluralVerbs are German verbs of the third person plural that open
// a clause after its subject (folded).
var germanPluralVerbs = packedWordSet("sind waren haben hatten werden wurden konnen konnten mussen mussten wollen wollten " +
	"sollen sollten durfen kommen kamen gehen gingen fahren fuhren bleiben blieben machen machten arbeiten sitzen treffen " +
	"wissen meinen sagen sagten schreiben fragen brauchen")

// germanWordPairsBeforePlural marks, in a text without capitals that
// reads as German, two first names joined by "und" or "oder" right before
// a verb of the plural as two people, even when either is also a common
// word, a German noun or in no frame of its own ("tom und lea kommen
// morgen", "kai oder lea wissen das"): the verb takes the pair for
// subject. Both must be first names of the lists that are no function
// word, word of time, stopword or place of the lists' larger towns, and
// free ("april und mai sind…", "rose und tulpe…" stay words).
func (s *scratch) germanWordPairsBeforePlural() {
	if s.lang != langGerman || !s.noUpper {
		return
	}
	for j := 1; j+2 < len(s.toks); j++ {
		t := &s.toks[j]
		if t.flags&tfWord == 0 || t.cls&wcConj == 0 && !s.wordIs(j, "oder") {
			continue // the conjunction's class first: most words are none
		}
		i, k := j-1, j+1
		if !s.isWord(i) || !s.isWord(k) || s.toks[j].flags&(tfSpace|tfNL) != tfSpace || s.toks[k].flags&(tfSpace|tfNL) != tfSpace ||
			!s.germanPluralVerbAt(k+1) || !s.pairFirstName(i) || !s.pairFirstName(k) {
			continue
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.15))
		s.add(k, k+1, labelPerson, s.confidence(-0.15))
		j = k
	}
}

// pairFirstName reports whether word i, free and in small letters, is a
// first name of the lists that may stand in a pair of names before a
// verb (germanWordPairsBeforePlural).
func (s *scratch) pairFirstName(i int) bool {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || !s.free(i) ||
		t.cls&(wcStopword|wcTimeWord|wcTimeAbbrev|wcConj|wcUnit) != 0 || functionWords.has(s.wordBytes(i)) {
		return false
	}
	a := s.resolved(i)
	return a&attrFirst != 0 && smallTownAtMost(a)
}
