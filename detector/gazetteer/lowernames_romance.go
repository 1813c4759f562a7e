package gazetteer

import "unicode/utf8"

// Spanish, Italian and Portuguese have no word list here, so in a text
// without capitals a word of those languages is in no list, as an
// invented surname is, and some of their commonest words are first names
// ("luna" is "moon", "sem" "without", "bianca" "white").
// lowerNames takes such a first name only before a surname the lists
// hold that is no such word itself ("luna garcía", not "luna llena" or
// "bianca verde"), and nameContinues takes a word as part of the name
// only when it is no function word and does not end in a
// stressed vowel, as the verbs of those languages do ("pidió", "sarà",
// "llegó") and surnames seldom do; nor is a word that ends in "à" or "á"
// a first name there ("sarà" folds to "sara").

// romanceWords are first names that are common words of Spanish, Italian
// or Portuguese (folded); "mia", "rosa" and "bella", first names as often
// elsewhere, are left out.
var romanceWords = packedWordSet("ello mio tua sua luna sol mar luz paz fe flor estrella sem bianca blanca " +
	"verde rossa rosso nera nero negra blanco bianco azul viola celeste dia noche")

// knownSurnameAfter reports whether the word after first name i is a
// surname or name part the lists hold that is no romanceWords word.
func (s *scratch) knownSurnameAfter(i int) bool {
	k := s.nextWord(i)
	return k >= 0 && s.resolved(k)&(attrLast|attrPart) != 0 && !romanceWords.has(s.wordBytes(k))
}

// unlistedSurname reports whether lower-case word k may go on with a name
// in a text without capitals: no function word that is no known name, no
// type of a programming language ("len int" declares a parameter),
// and no last letter that is a vowel with a grave or acute accent other
// than "é" (French surnames end in it: "ferré", "lainé") unless the lists
// hold it as a surname ("falcó", "verdú").
func (s *scratch) unlistedSurname(k int) bool {
	if functionWords.has(s.wordBytes(k)) && s.resolved(k)&(attrFirst|attrLast) == 0 || codeTypes.has(s.wordBytes(k)) {
		return false
	}
	return !s.stressedWord(k)
}

// stressedWord reports whether word k ends in a vowel with a grave or
// acute accent other than "é" and the lists hold no surname of it.
func (s *scratch) stressedWord(k int) bool {
	r, _ := utf8.DecodeLastRuneInString(s.text[s.toks[k].start:s.toks[k].end])
	if r < 'à' {
		return false
	}
	switch r {
	case 'à', 'á', 'ì', 'í', 'ò', 'ó', 'ù', 'ú', 'è':
		return s.resolved(k)&attrLast == 0
	}
	return false
}

// futureVerb reports whether word w ends in "à" or "á", as the Italian and
// Spanish future does ("sarà", "será", "podrá"), where folding makes a
// first name of it ("sara").
func futureVerb(w string) bool {
	r, _ := utf8.DecodeLastRuneInString(w)
	return r == 'à' || r == 'á'
}
