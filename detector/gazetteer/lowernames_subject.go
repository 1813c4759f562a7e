package gazetteer

import "strings"

// subjectVerbsOfFive follow the subject of a sentence in the five
// languages (folded): auxiliaries, modal verbs and negations that a
// noun phrase takes before its verb ("sarah can't make it", "anne ne
// peut pas", "hendrik kann morgen nicht", "itziar no puede", "martina
// non può", "fiorenzo ha chiamato"), and verbs of saying and calling
// ("says", "dit", "sagt", "dice", "dijo", "llamó"). A copula is none:
// "julia is fast" may be a program.
var subjectVerbsOfFive = wordSet("can cannot could will would should did does has had needs wants just already also never " +
	"logged mentioned says ne n m s va peut veut doit sera avait vient meinte dit " +
	"hat kann wird muss soll hatte kommt braucht sagt " +
	"no ya se tiene puede quiere necesita nacio llamo dice dijo " +
	"non si puo vuole deve aveva ha")

// loneSubjectMarks follow a first name alone that opens its sentence and
// make it the subject or the one addressed (folded): the object pronouns
// of Spanish, Italian and French, which stand only before a verb
// ("osvaldo me ha escrito", "giulia le scrive", "chloé l'envoie"), "du"
// and "tu" after a name addressed ("jolanda du hast recht"), and the
// auxiliaries of the passive "got" and "wurde" ("wenke got promoted");
// English "you" is none ("max you can do is 10"). Some are particles of
// surnames too, read as such before a known surname ("antoine le barre
// vient") unless an adverb of time follows it, which a verb takes
// ("ilario lo manda domani").
var loneSubjectMarks = packedWordSet("me te lo la le les nos mi ti ci vi gli l du tu got wurde")

// invertingVerbs open a question before its subject in English and
// German (folded): "did timothy confirm…?", "hat ferdinand schon…?".
var invertingVerbs = wordSet("did does can could will would should has hat kann wird hatte")

// wordFirstNames are first names of the main lists that are common
// words of Spanish, Italian or Portuguese, which no list of words holds,
// or the names of assistants and programs (folded): alone, opening a
// sentence or after "gracias a", they are more often the word ("luna no
// sale", "stella non brilla", "alexa can play music").
var wordFirstNames = packedWordSet("luna luz sol mar paz cruz pilar rosa rosario nieves dolores consuelo amparo socorro mercedes " +
	"gloria victoria esperanza estrella reina marina cielo rocio blanca clara alba aurora perla brisa dulce angeles " +
	"milagros remedios soledad fe luce stella speranza bianca vittoria fortuna serena celeste allegra fiore gemma viola " +
	"ambra margherita pace felice fortunato modesto giusto pia santa costanza prudenza grazia bella sole mare graca " +
	"vino nada ora domingo reyes santos alexa siri claude cortana bixby julia ada")

// cuedFirstName reports whether lower-case word i may stand for a person
// alone where a strong cue says a person stands: a first name that may
// (loneFirstName), or one only the first-name dictionary holds that is no
// English word, French word, German noun, street type or place but a town
// of fewer than 50,000 people, no word of a class, function word or noun
// by its ending ("jeannine", "thekla", "prudencio"); never a word of
// wordFirstNames.
func (s *scratch) cuedFirstName(i int) bool {
	if wordFirstNames.has(s.wordBytes(i)) {
		return false
	}
	if s.loneFirstName(i) {
		return true
	}
	t := &s.toks[i]
	a := s.resolved(i)
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || t.cls != 0 || a&attrDictFirst == 0 || wordLevel(a) != 0 ||
		a&(attrFrWord|attrNounDE|attrStreet) != 0 || !smallTownAtMost(a) {
		return false
	}
	w := s.wordBytes(i)
	return !functionWords.has(w) && !nounEnding(w) && !s.germanNoun(i)
}

// subjectCopulas link a subject and its predicate in the five languages
// (folded: "è" and "está" are "e" and "esta"): after a first name that
// opens a sentence they say it is the subject ("jean est en congé",
// "camilo está de vacaciones", "adriana è in ferie").
var subjectCopulas = wordSet("is was est ist war esta e")

// bornWords say that a person was born, after a copula (folded): "is
// born", "è nato", "est née", "fue nacido".
var bornWords = wordSet("born nato nata ne nee nacido nacida")

// lowerSubject reports whether lone first name i is the subject of its
// sentence: it opens the sentence or the line, or follows an opening
// question or exclamation mark (or a word of subjectOpeners that does),
// before a verb of subjectVerbsOfFive or of romanceVerbs, a
// reflexive pronoun, a verb of people (subjectVerb), an object pronoun,
// a pronoun of address or a passive's auxiliary (loneSubjectMarks) or,
// after a first
// name that is no English word, a copula (subjectCopulas) ("sarah can't make it", "¿carmen ya
// confirmó?", "prudencio se conectó", "jeannine est née…"), or an
// inverting verb opens the question right before it and a word follows it
// ("did timothy confirm the booking?", "hat ferdinand schon zugesagt?"),
// or a subordinator opens its clause before a verb of romanceVerbs
// ("¿sabes si aurelia viene a la cena?"); a first name of wordFirstNames
// does none.
func (s *scratch) lowerSubject(i int) bool {
	t := &s.toks[i]
	if wordFirstNames.has(s.wordBytes(i)) {
		return false
	}
	opens := s.subjectOpening(i) || i > 0 && s.toks[i-1].flags&tfWord == 0 && (s.toks[i-1].r == '¿' || s.toks[i-1].r == '¡')
	if v := s.nextWord(i); opens && v >= 0 && s.toks[v].shape == shLower && s.toks[v].start-t.end == 1 {
		if s.subjectVerbAt(v) || s.en == 0 && (romanceVerbs.has(s.wordBytes(v)) || s.accentPast(v)) {
			return true // "jeannine est née le…", "ilario arriva alle tre"
		}
		if loneSubjectMarks.has(s.wordBytes(v)) {
			b := s.nextWord(v)
			return s.toks[v].cls&wcParticle == 0 || b < 0 || s.resolved(b)&(attrLast|attrPart) == 0 || s.adverbAfter(b) // not "antoine le barre vient"
		}
		return subjectCopulas[string(s.wordBytes(v))] && wordLevel(s.resolved(i)) == 0 // "camilo está de…"; not "jasmine is blooming"
	}
	p := s.prevWord(i)
	if s.en == 0 && p >= 0 && s.toks[p].shape == shLower && subordinators.has(s.wordBytes(p)) {
		v := s.nextWord(i)
		return v >= 0 && s.toks[v].start-t.end == 1 && s.toks[v].shape == shLower &&
			(romanceVerbs.has(s.wordBytes(v)) || s.accentPast(v) || subjectVerbsOfFive[string(s.wordBytes(v))]) // "¿sabes si aurelia viene a la cena?", "que soraya se fue"
	}
	if p < 0 || s.toks[p].flags&tfSentStart == 0 || s.toks[p].shape != shLower || !invertingVerbs[string(s.wordBytes(p))] {
		return false
	}
	v := s.nextWord(i)
	return v >= 0 && s.toks[v].shape == shLower && s.toks[v].flags&tfDigit == 0 && !s.germanNoun(v)
}

// adverbAfter reports whether a day relative to today or an adverb of
// time (relativeDays, pairAdverbs) follows word b: after an object
// pronoun that is a particle too, the word between is the verb, not a
// surname ("ilario lo manda domani"; "antoine le barre vient" is a name).
func (s *scratch) adverbAfter(b int) bool {
	n := s.nextWord(b)
	return n >= 0 && s.toks[n].shape == shLower && (relativeDays.has(s.wordBytes(n)) || pairAdverbs.has(s.wordBytes(n)))
}

// thanksAndWaits take a person for object after their preposition, in
// the five languages (folded, "word.preposition", or the verb alone
// where it takes its object directly): "thanks to anna",
// "waiting on marcus", "merci à andré", "danke an ruthild", "wir warten
// auf folker", "gracias a melchor", "esperando a narciso", "grazie a
// osvaldo".
var thanksAndWaits = wordSet("thanks.to waiting.on waiting.for wait.for merci.a attend.a danke.an dank.an warten.auf " +
	"warte.auf wartet.auf gracias.a esperando.a espero.a grazie.a aspettiamo aspetto aspettando")

// personWaited reports whether lone first name i is thanked or waited
// for: a verb or a pair of thanksAndWaits stands right before it, and its phrase
// ends after it (see phraseEndsAfter), and it is none of wordFirstNames:
// "merci à andré pour le correctif", "wir warten auf brigitta".
func (s *scratch) personWaited(i int) bool {
	p := s.prevWord(i)
	if p < 0 || wordFirstNames.has(s.wordBytes(i)) || s.toks[p].shape != shLower || s.toks[i].start-s.toks[p].end != 1 {
		return false
	}
	if thanksAndWaits[string(s.wordBytes(p))] {
		return s.phraseEndsAfter(i) // "aspettiamo alessio per la firma"
	}
	v := s.prevWord(p)
	if v < 0 || s.toks[v].shape != shLower {
		return false
	}
	key := append(append(append(s.phrase[:0], s.wordBytes(v)...), '.'), s.wordBytes(p)...)
	s.phrase = key
	return thanksAndWaits[string(key)] && s.phraseEndsAfter(i)
}

// lowerSubjectPairs finds, in a text without capitals, the name of two
// words that opens a sentence or a line before a verb that makes it the
// subject (subjectVerbAt): a first name of any list that is no common
// English word and a known surname that is none of the commonest words
// or a word in no list ("beppe fagotto vuole essere richiamato"), or a
// known surname or a word in no list, a comma and such a first name
// ("luján, prudencia quiere…", "tamborini, loretta è nata…"), or
// such a surname or word and such a first name, surname first, that is
// no first name itself ("sauer luitgard hat angerufen", "payet
// alexandre a appelé"). The
// position and the verb say a subject stands there; the first name says a
// person is.
func (s *scratch) lowerSubjectPairs() {
	for _, ci := range s.lowerCands {
		f := int(ci)
		if !s.free(f) || !s.kinFirstName(f) {
			continue
		}
		if w := f - 2; w >= 0 && s.toks[f-1].flags&tfWord == 0 && s.toks[f-1].r == ',' && s.toks[f].flags&tfSpace != 0 &&
			s.isWord(w) && s.toks[w].flags&(tfSentStart|tfLineStart) != 0 && s.lowerInvertedSurname(w) {
			if v := s.nextWord(f); v >= 0 && s.toks[v].shape == shLower && s.subjectVerbAt(v) {
				s.add(w, f+1, labelPerson, s.confidence(-0.1)) // "luján, prudencia quiere…"
			}
			continue
		}
		if w := s.surnameFirst(f); w >= 0 {
			if v := s.nextWord(f); v >= 0 && s.toks[v].shape == shLower && s.subjectVerbAt(v) {
				s.add(w, f+1, labelPerson, s.confidence(-0.1)) // "sauer luitgard hat angerufen"
			}
			continue
		}
		if wordFirstNames.has(s.wordBytes(f)) {
			continue // "luna no sale"
		}
		k := s.nextWord(f)
		if !s.subjectOpening(f) || k < 0 || !s.free(k) || s.toks[k].shape != shLower {
			continue
		}
		if a := s.resolved(k); s.nameWordClass(k) != 0 || s.toks[k].cls&pairStops != 0 || s.pluralOfCommonWord(k) ||
			!(a&attrLast != 0 && !s.common(k, 2) || s.unlistedNameWord(k)) {
			continue
		}
		if v := s.nextWord(k); v >= 0 && s.toks[v].shape == shLower && (s.subjectVerbAt(v) || s.subjectCopulaOrMe(f, v)) {
			s.add(f, k+1, labelPerson, s.confidence(-0.1)) // "beppe fagotto vuole…", "ieri federico lancisi era…"
		}
	}
}

// subjectOpeners open a sentence before its subject (folded): a day
// relative to today or a word of discourse ("ieri federico lancisi era in
// ufficio", "allora guarino mascheroni e io…").
var subjectOpeners = packedWordSet("yesterday today hier aujourd gestern heute ayer hoy manana ieri oggi domani " +
	"so then alors also dann entonces luego allora quindi pues")

// subjectOpening reports whether lower-case word f opens its sentence or
// its line, or follows a word of subjectOpeners that does.
func (s *scratch) subjectOpening(f int) bool {
	if s.toks[f].flags&(tfSentStart|tfLineStart) != 0 {
		return true
	}
	p := s.prevWord(f)
	return p >= 0 && s.toks[p].flags&(tfSentStart|tfLineStart) != 0 && subjectOpeners.has(s.wordBytes(p))
}

// subordinators open a clause of Spanish or Italian before its subject
// (folded): "sabes si aurelia viene", "dice que hugo llega", "chiedi se
// enrico torna".
var subordinators = packedWordSet("si que cuando porque se che quando perche")

// pastCopulas link a subject and its predicate in the past, besides
// subjectCopulas (folded): "era", "fue", "estuvo", "était", "stava".
var pastCopulas = packedWordSet("was war etait era fue estuvo estaba stava sta")

// firstPersons are the pronouns of the first person singular (folded):
// "anna rossi e io…", "so ute rose and i…".
var firstPersons = packedWordSet("i ich io yo moi eu ik")

// subjectCopulaOrMe reports whether word v, after the two words from first
// name f, makes them a person as the subject of its sentence: a copula,
// after a first name that is no English word (as for a lone first name:
// "camilo está de vacaciones"), or a conjunction and a pronoun of the
// first person ("federico lancisi e io", "ute rose und ich").
func (s *scratch) subjectCopulaOrMe(f, v int) bool {
	w := s.wordBytes(v)
	if subjectCopulas[string(w)] || pastCopulas.has(w) {
		return wordLevel(s.resolved(f)) == 0
	}
	if s.toks[v].cls&wcConj == 0 {
		return false
	}
	n := s.nextWord(v)
	return n >= 0 && s.toks[n].shape == shLower && firstPersons.has(s.wordBytes(n))
}

// subjectVerbAt reports whether lower-case word v makes the words before
// it the subject: a verb of subjectVerbsOfFive, a reflexive pronoun, a
// verb of people that is no copula (subjectVerb) or an English one in -s
// (peopleVerbsInS: "david confirms the booking"), a copula and a word
// of birth, or French "a" (not "à") before a participle ("a appelé",
// "a écrit").
func (s *scratch) subjectVerbAt(v int) bool {
	if subjectVerbsOfFive[string(s.wordBytes(v))] || s.subjectVerb(v) || peopleVerbsInS.has(s.wordBytes(v)) {
		return true // "david confirms the booking"
	}
	b := s.nextWord(v)
	if b >= 0 && s.text[s.toks[v].start:s.toks[v].end] == "a" {
		return frenchParticiple(s.text[s.toks[b].start:s.toks[b].end])
	}
	return b >= 0 && bornWords[string(s.wordBytes(b))] && (ownerCopulas[string(s.wordBytes(v))] || s.wordIs(v, "was"))
}

// frenchParticiple reports whether lower-case word w ends as a French
// past participle after "a" does: "appelé", "écrit", "dit", "pris",
// "fini", "reçu".
func frenchParticiple(w string) bool {
	for _, e := range [...]string{"é", "ée", "it", "is", "i", "u"} {
		if len(w) > len(e)+1 && w[len(w)-len(e):] == e {
			return true
		}
	}
	return false
}

// surnameFirst returns the word right before lower-case first name f
// that is its surname, written first, where the two open a sentence or
// a line: a known surname or a word in no list that is no first name, no
// word of a class, no plural of a known word and no German word that
// takes a person (germanPersonSlots: "hab") ("sauer luitgard", "payet
// alexandre"), or -1. A first name of wordFirstNames counts
// after it ("giacometti margherita ha chiamato").
func (s *scratch) surnameFirst(f int) int {
	w := s.prevWord(f)
	if w < 0 || s.toks[w].flags&(tfSentStart|tfLineStart) == 0 || s.toks[f].start-s.toks[w].end != 1 ||
		!s.lowerInvertedSurname(w) || s.resolved(w)&attrFirst != 0 || s.pluralOfCommonWord(w) || germanPersonSlots.has(s.wordBytes(w)) {
		return -1 // "hab rebecca erreicht": a word that takes a person is none
	}
	return w
}

// lowerNameBeforeVerb adds the lower-case name that ends with first name
// i before a verb that lowerNames took for its surname: with the surname
// written before it when one opens the sentence (surnameFirst: "stahr
// cora kommt morgen"), else the first name alone ("oggi fiorenzo ha
// chiamato").
func (s *scratch) lowerNameBeforeVerb(i int) {
	start := i
	if w := s.surnameFirst(i); w >= 0 {
		start = w
	}
	s.add(start, i+1, labelPerson, s.confidence(-0.1))
}

// accentPast reports whether lower-case word v ends in "ó" or "ò", as
// the Spanish and Italian past of the third person does ("arregló",
// "confirmó", "arrivò"), and the lists hold no surname of it ("falcó").
func (s *scratch) accentPast(v int) bool {
	w := s.text[s.toks[v].start:s.toks[v].end]
	return len(w) > 3 && (strings.HasSuffix(w, "ó") || strings.HasSuffix(w, "ò")) && s.resolved(v)&attrLast == 0
}
