package gazetteer

import "unicode/utf8"

// Spanish, Italian and Portuguese have no word list here, so in a text
// without capitals a word of those languages is in no list, as an
// invented surname is, and some of their commonest words are first names
// ("luna" is "moon", "sem" "without", "bianca" "white", "manda"
// "sends").
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
var romanceWords = packedWordSet("ello mio tua sua luna sol mar luz paz fe flor estrella sem bianca blanca manda " +
	"verde rossa rosso nera nero negra blanco bianco azul viola celeste dia noche")

// knownSurnameAfter reports whether the word after first name i is a
// surname or name part the lists hold that is no romanceWords word.
func (s *scratch) knownSurnameAfter(i int) bool {
	k := s.nextWord(i)
	return k >= 0 && s.resolved(k)&(attrLast|attrPart) != 0 && !romanceWords.has(s.wordBytes(k))
}

// unlistedSurname reports whether lower-case word k may go on with a name
// in a text without capitals: no function word that is no known name, no
// type of a programming language ("len int" declares a parameter), no
// participle in no list after a name (participleAfterName),
// and no last letter that is a vowel with a grave or acute accent other
// than "é" (French surnames end in it: "ferré", "lainé") unless the lists
// hold it as a surname ("falcó", "verdú").
func (s *scratch) unlistedSurname(k int) bool {
	if functionWords.has(s.wordBytes(k)) && s.resolved(k)&(attrFirst|attrLast) == 0 || codeTypes.has(s.wordBytes(k)) {
		return false
	}
	if s.resolved(k) == 0 && s.participleAfterName(k) {
		return false // "hast du max gesehen", "dott. marta franscini spostata a giovedì"
	}

	return !s.stressedWord(k)
}

// participleAfterName reports whether word k, in no list, is a past
// participle rather than a surname after the name before it: of German
// shape in German text, or a short text with German function words and
// no more French or English ones ("du" is both: ge- and -t or -en, "hast
// du max gesehen"; not before another such word, which is the participle:
// "mit jana geiselt gesprochen"), or of Spanish
// or Italian shape (romanceParticiple) after a word that is no first
// name, where a name of two words ends ("marta franscini spostata").
func (s *scratch) participleAfterName(k int) bool {
	w := s.wordBytes(k)
	if s.germanLike() {
		n := s.nextWord(k)
		return germanParticiple(w) && (n < 0 || !germanParticiple(s.wordBytes(n))) // "jana geiselt gesprochen": the participle is the last
	}
	p := s.prevWord(k)
	return p >= 0 && s.resolved(p)&attrFirst == 0 && romanceParticiple(w)
}

// germanLike reports whether the text is German, or a short one with
// German function words and no more French or English ones ("hast du max
// gesehen": "du" counts for both German and French).
func (s *scratch) germanLike() bool {
	return s.lang == langGerman || s.de > 0 && s.de >= s.fr && s.de >= s.en
}

// germanParticiple reports whether folded word w has the shape of a
// German past participle: six letters or more, ge- and -t or -en.
func germanParticiple(w []byte) bool {
	return len(w) >= 6 && w[0] == 'g' && w[1] == 'e' && (w[len(w)-1] == 't' || w[len(w)-2] == 'e' && w[len(w)-1] == 'n')
}

// germanPerfectAuxiliaries open a German perfect whose participle closes
// the clause after its object (folded): "das hat laura gesagt".
var germanPerfectAuxiliaries = packedWordSet("hat hast habe haben habt hatte hatten")

// verbClosesName reports whether lower-case first name i stands alone
// before a verb that ends the name: after German "du" or "ihr" or an
// auxiliary of the perfect (germanPerfectAuxiliaries), a word in
// no list that is a German participle by its shape where
// participleAfterName reads German, as German puts the participle after
// its object ("hast du asta gesehen"), or, in a text without a word that
// only English writes, a verb of romanceVerbAt after a subordinator
// ("¿sabes si mariano viene mañana?", "cuando fidel vuelve") or after "de"
// or "di" ("el ordenador de rosa sigue sin red"); but for the
// subordinator, the first name is no place but a small town ("el vuelo
// de orlando va").
func (s *scratch) verbClosesName(i int) bool {
	k, p := i+1, s.prevWord(i)
	if !s.isWord(k) || s.toks[k].start-s.toks[i].end != 1 || p < 0 {
		return false
	}
	if s.en == 0 && (subordinators.has(s.wordBytes(p)) || (s.wordIs(p, "de") || s.wordIs(p, "di")) && smallTownAtMost(s.resolved(i))) {
		return s.romanceVerbAt(k)
	}
	if !smallTownAtMost(s.resolved(i)) {
		return false
	}
	if s.resolved(k) != 0 || !germanPronounsAfterVerbs[string(s.wordBytes(p))] && !germanPerfectAuxiliaries.has(s.wordBytes(p)) ||
		!s.germanLike() {
		return false
	}
	return s.participleAfterName(k)
}

// romanceParticiple reports whether folded lower-case word w, of six
// letters or more, ends as a past participle of Spanish or Italian does:
// "sentito", "spostata", "enviado", "venduto", "salida".
func romanceParticiple(w []byte) bool {
	n := len(w)
	if n < 6 {
		return false
	}
	switch string(w[n-3:]) {
	case "ato", "ata", "ito", "ita", "uto", "uta", "ado", "ada", "ido", "ida":
		return true
	}
	return false
}

// stressedWord reports whether word k ends in a vowel with a grave or
// acute accent other than "é" and the lists hold no surname of it: a
// word stressed on its last syllable ("perché", "città") rather than a
// name.
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

// romanceVerbAt reports whether lower-case word k is Italian "è" or a
// verb of romanceVerbs that the lists hold as no surname: a name ends
// before it ("il pacco di ornella è stato consegnato", "la cuenta de
// hugo sigue bloqueada", "hugo manda saludos").
func (s *scratch) romanceVerbAt(k int) bool {
	return s.resolved(k)&attrLast == 0 && (s.text[s.toks[k].start:s.toks[k].end] == "è" || romanceVerbs.has(s.wordBytes(k)))
}
