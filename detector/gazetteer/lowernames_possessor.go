package gazetteer

// romanceArticles open the noun phrase of a thing owned in Spanish and
// Italian (folded): "el vuelo de", "la moto di", "il compleanno di",
// "l'auto di", "un amico di".
var romanceArticles = packedWordSet("el la los las il lo i gli le l un una uno del della dello al alla")

// romanceVerbs are verbs of the third person of Spanish and Italian
// that follow their subject (folded), besides subjectVerbsOfFive and the
// copulas: "va con retraso", "sigue", "arriva"; "llegó" is found by its
// accent; the plural follows two people joined by a conjunction ("mateo
// y hugo vienen", "luchino e benedetto vengono"; not "van", a Dutch
// particle). In a text without a word that only English writes, no name
// goes on over one that the lists hold as no surname (romanceVerbAt).
var romanceVerbs = packedWordSet("va viene vino llega sale sigue vuelve trabaja vive anda queda trae trajo lleva hace manda " +
	"arriva parte torna lavora resta rimane porta passa " +
	"vienen llegan salen vuelven trabajan viven quedan traen llevan hacen vengono vanno arrivano partono tornano " +
	"lavorano restano portano passano")

// possessorEnd returns the end of the name that lower-case word i, a
// first name right after Spanish or Italian "de" or "di" that an article
// and a noun of one or two words open, starts as the owner of the thing
// that is the subject of a verb right after it, or 0: the first name alone
// before the verb ("el vuelo de alejandra va con retraso", "la moto di
// gianluca è dal meccanico", "la maleta de gil llegó rota"), or with a
// known surname that is none of the commonest words or a word in no list
// between them ("la busta paga di federica valguarnera è arrivata"). The
// article, the noun and the verb say a possessor stands there; the caller
// says a person does.
func (s *scratch) possessorEnd(i int) int {
	p := s.prevWord(i)
	if p < 0 || !s.wordIs(p, "de") && !s.wordIs(p, "di") {
		return 0
	}
	n := s.prevWord(p)
	if n < 0 || s.toks[n].shape != shLower || functionWords.has(s.wordBytes(n)) {
		return 0
	}
	if !s.romanceArticleBefore(n) {
		if m := s.prevWord(n); m < 0 || s.toks[m].shape != shLower || functionWords.has(s.wordBytes(m)) || !s.romanceArticleBefore(m) {
			return 0 // "la busta paga di"
		}
	}
	v := s.nextWord(i)
	if v < 0 || s.toks[v].shape != shLower || s.toks[v].start-s.toks[i].end != 1 {
		return 0
	}
	if s.verbAfterSubject(v) {
		return i + 1
	}
	if a := s.resolved(v); possessives.has(s.wordBytes(i)) || s.kinWord(v) || !(a&attrLast != 0 && !s.common(v, 2) || s.unlistedNameWord(v)) {
		return 0 // "il compleanno di mia madre è sabato"
	}
	if w := s.nextWord(v); w >= 0 && s.toks[w].shape == shLower && s.toks[w].start-s.toks[v].end == 1 && s.verbAfterSubject(w) {
		return v + 1
	}
	return 0
}

// romanceArticleBefore reports whether a word of romanceArticles stands right
// before word n, a space or an apostrophe apart ("la moto", "l'account").
func (s *scratch) romanceArticleBefore(n int) bool {
	a := s.prevWord(n)
	if a < 0 && n >= 2 && s.toks[n-1].flags&tfWord == 0 && (s.toks[n-1].r == '\'' || s.toks[n-1].r == '’') && s.isWord(n-2) {
		a = n - 2 // "l'account di"
	}
	return a >= 0 && s.toks[a].shape == shLower && romanceArticles.has(s.wordBytes(a))
}

// verbAfterSubject reports whether lower-case word v is a verb that
// follows its subject in Spanish or Italian: of romanceVerbs or
// subjectVerbsOfFive, a copula or a past tense by its accent ("va",
// "no", "è", "fue", "llegó").
func (s *scratch) verbAfterSubject(v int) bool {
	w := s.wordBytes(v)
	return romanceVerbs.has(w) || subjectVerbsOfFive[string(w)] || subjectCopulas[string(w)] || pastCopulas.has(w) ||
		s.wordIs(v, "es") || s.stressedWord(v)
}

// romanceFirstName reports whether lower-case word i, in a text without
// a word that only English writes and not German (Spanish and Italian
// count as French or as no language by their function words), may
// stand for a person alone where a Spanish or Italian frame says one
// stands (possessorEnd, a participle of contact, a subject's
// verb): a first name of the main lists, of three letters or more, that
// cuedFirstName takes, or that is a French word or an English word of
// SCOWL level 35 or more, which those languages do not write ("el vuelo
// de víctor va…", "hoy maría no viene"); no place but a small town, no
// German noun, word of a class, function word or word of
// wordFirstNames.
func (s *scratch) romanceFirstName(i int) bool {
	return s.cuedFirstName(i) || s.romanceOnlyFirstName(i)
}

// romanceOnlyFirstName reports whether lower-case word i is a first name
// that romanceFirstName takes and cuedFirstName may not: a French word or
// an English word of SCOWL level 35 or more, in a text without a word
// that only English writes and not German.
func (s *scratch) romanceOnlyFirstName(i int) bool {
	if s.en != 0 || s.lang == langGerman {
		return false
	}
	t := &s.toks[i]
	a := s.resolved(i)
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || t.cls&wcNotAlone != 0 || a&attrFirst == 0 || a&attrDictFirst != 0 ||
		a&(attrNounDE|attrStreet) != 0 || !smallTownAtMost(a) {
		return false
	}
	if lvl := wordLevel(a); lvl != 0 && lvl < 3 {
		return false
	}
	w := s.wordBytes(i)
	return !wordFirstNames.has(w) && !functionWords.has(w) && !nounEnding(w) && !s.germanNoun(i)
}
