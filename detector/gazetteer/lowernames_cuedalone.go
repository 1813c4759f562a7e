package gazetteer

// cuedLoneFirst reports whether lower-case word i, right after a verb of
// address, a greeting or a thanks (cue: cueAddress, cueGreet,
// cueClosing) in a text without capitals, is a person's first name alone
// that the cue's own test left out:
//   - a first name of the lists that is a common word ("hola maría, ¿…",
//     "dile a rosa que me llame", "ping sally about the deploy", "thanks
//     grace!"; see cuedWordName), or
//   - a word that no list holds as a first name, nor any list as a
//     common word or a place, that the register holds as a first name
//     ("ciao baccio,", "di' a beppe di chiamarmi", "grazie niccolò!!",
//     "ciao ruggiero," of the surnames too) and that is no common Spanish
//     or Italian word (esItWord).
//
// The word must stand apart from what follows, as an addressee does: a
// greeting or a thanks ends it with a comma, a question or exclamation
// mark or the end of its line (cuedAloneEnd), and after a verb of address
// its phrase ends (phraseEndsAfter: "que", "che", "that", "about", the
// end) or an adverb of time follows ("chiama beppe subito"). It is of
// three letters or more, a space after the cue's last word ("message,
// line by line" is no address), no word of a closed class, no
// function word, auxiliary ("the call will be"), country, region, large
// city, German noun, word of code or word that greets or thanks itself,
// and no word that addresses anyone (chatEndearments: "ciao bella!",
// "gracias amigo").
func (s *scratch) cuedLoneFirst(i int, c cue) bool {
	if c != cueAddress && c != cueGreet && c != cueClosing {
		return false
	}
	t := &s.toks[i]
	if s.prevWord(i) < 0 || t.flags&tfNL != 0 {
		return false
	}
	a, ok := s.loneLowerWord(i)
	if !ok || !s.cuedAloneEnd(i, c) {
		return false
	}
	if w := s.wordBytes(i); relativeDays.has(w) || cueAt(nil, nil, w, true) != cueNone {
		return false
	}
	if a&attrFirst != 0 {
		if (wordLevel(a) != 0 || a&attrFrWord != 0) && !s.cuedWordName(i, c) {
			return false
		}
		return s.firstAlone(i, a)
	}
	return s.d.reg.mayBeLowerName(packHash(s.fold[t.fs:t.fe])) && s.registerOnlyFirst(i, a)
}

// loneLowerWord returns the resolved attributes of lower-case word i and
// whether it may be a first name standing alone where chat addresses
// someone: of three letters or more, no digit, no word of a class that
// never stands alone (wcNotAlone), function word, auxiliary, endearment
// (chatEndearments), word of code (codeFirstNames), country, region,
// street type, large city or German noun where one counts
// (germanNounCounts).
func (s *scratch) loneLowerWord(i int) (uint32, bool) {
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || t.cls&wcNotAlone != 0 {
		return 0, false
	}
	w := s.wordBytes(i)
	if functionWords.has(w) || auxiliaryVerb(w) || chatEndearments.has(w) || codeFirstNames.has(w) {
		return 0, false
	}
	a := s.resolved(i)
	if a&(attrCountry|attrState|attrCounty|attrStreet) != 0 || cityBucket(a) > 5 || s.germanNoun(i) && s.germanNounCounts(i) {
		return 0, false
	}
	return a, true
}

// germanNounCounts reports whether German noun i is a noun where chat
// addresses someone: in German text, or after a German greeting or
// thanks (germanGreetings: "hallo kunde,"); a Spanish, Italian, French or
// English greeting before it greets a person ("hola fidel,").
func (s *scratch) germanNounCounts(i int) bool {
	if s.germanLike() {
		return true
	}
	p := s.prevWord(i)
	return p < 0 || germanGreetings.has(s.wordBytes(p))
}

// firstAlone reports whether word i, a first name of the lists of
// attributes a, may stand alone: one that a list other than the
// first-name dictionary holds (attrDictFirst), or one of no word class
// that no list of words holds.
func (s *scratch) firstAlone(i int, a uint32) bool {
	return a&attrDictFirst == 0 || s.toks[i].cls == 0 && wordLevel(a) == 0
}

// cuedAloneEnd reports whether word i, after cue c, ends where an
// addressee does: after a greeting, a thanks or a leave-taking, a comma,
// a question or exclamation mark, an emoji or the end of its line; after a verb of address, the
// end of its phrase or an adverb that follows a verb's object
// (pairAdverbs: "chiama beppe subito").
func (s *scratch) cuedAloneEnd(i int, c cue) bool {
	if c == cueAddress {
		if s.phraseEndsAfter(i) {
			return true
		}
		n := s.nextWord(i)
		return n == i+1 && s.toks[n].flags&tfSpace != 0 && pairAdverbs.has(s.wordBytes(n))
	}
	n := i + 1
	if n >= len(s.toks) || s.toks[n].flags&tfNL != 0 {
		return true
	}
	if s.toks[n].flags&tfWord != 0 {
		return false
	}
	switch r := s.toks[n].r; r {
	case ',', '!', '?':
		return true
	default:
		return emojiRune(r) // "bye kimberly 👋", "take care mary ❤️"
	}
}

// cuedWordName reports whether first name i, a common word, may be
// addressed after cue c: no German greeting or text stands before it
// (germanGreetings; "hallo summer!": an English word there), no praise
// (praiseWords: "super job 👍"), and a verb
// of address before it is no noun as often (addressVerbNouns: "the source
// text line is…") nor a preposition of people, the "with" of a meeting
// ("lunch with grace tomorrow"), but for one after "hi" or "hello" ("say
// hi to grace") that is no season or mood (helloThings: "say hello to
// summer") unless the greeting is passed on ("say hi to dawn for me").
func (s *scratch) cuedWordName(i int, c cue) bool {
	p := s.prevWord(i)
	w := s.wordBytes(p)
	if s.germanLike() || germanGreetings.has(w) || praiseWords.has(w) {
		return false // "super job 👍": a praise before a common word praises the thing
	}
	if c != cueAddress {
		return true
	}
	if personPrepositions.has(w) {
		q := s.prevWord(p)
		return q >= 0 && (s.wordIs(q, "hi") || s.wordIs(q, "hello")) && (!helloThings.has(s.wordBytes(i)) || s.onBehalf(i)) // "say hi to grace"
	}
	return !addressVerbNouns.has(w)
}

// praiseWords praise the person chat names after them at a sentence's
// start, as a greeting does (folded): "super anna 👍", "brava giulia!"; not
// "bravo", a common Spanish surname ("Bravo, Jacobo").
var praiseWords = packedWordSet("super brava bravi toll perfetto perfecto parfait perfekt genial")

// praisedSurname reports whether lower-case word i, after a word of
// praiseWords (and a word of thanks after it), is a known surname that
// no list holds as a first name, no common word, place or German noun:
// chat praises a person by the surname too ("perfetto rossi, grazie",
// "perfetto bianchi ci vediamo", "perfetto grazie rossi").
func (s *scratch) praisedSurname(i int) bool {
	a := s.resolved(i)
	p := s.prevWord(i)
	if p >= 0 && thanksWords.has(s.wordBytes(p)) {
		p = s.prevWord(p)
	}
	return p >= 0 && a&attrLast != 0 && a&(attrFirst|attrCountry|attrState) == 0 && cityBucket(a) < 5 &&
		praiseWords.has(s.wordBytes(p)) && !s.common(i, 7) && !s.germanNoun(i)
}

// onBehalf reports whether "for" or "from" follows word i, as a greeting
// passed on names a person ("say hi to dawn for me").
func (s *scratch) onBehalf(i int) bool {
	n := s.nextWord(i)
	return n >= 0 && (s.wordIs(n, "for") || s.wordIs(n, "from"))
}

// helloThings are first names that "say hello to" greets as the things
// they name as often (folded): "say hello to summer!", "say hi to hope".
var helloThings = packedWordSet("summer spring autumn winter hope dawn harmony")

// addressVerbNouns are verbs of address that are nouns as often (folded):
// before a first name that is a common word, they read as the noun ("text
// line", "email mark", "call bill").
var addressVerbNouns = packedWordSet("text message email call contact cc mando envio")

// chatEndearments are the words chat greets or thanks someone with that
// the name lists or a register hold as first names (folded): "ciao
// bella", "hola amor", "gracias amigo", "thanks love", "hey buddy",
// "happy birthday king", "joyeux anniversaire maman".
// Endearments that are common given names too (linda, reina, rey, angel)
// are not among them: a name left in clear costs more than a word masked.
var chatEndearments = packedWordSet("amor amore bella bello cara caro tesoro cielo vida princesa lindo " +
	"guapa guapo nena nene amigo amiga amici jefe jefa capo primo prima tio tia zio zia nonna nonno mama papa mamma " +
	"mami papi abuela abuelo hermano hermana gente chicos chicas ragazzi ragazze tutti todos todas " +
	"love honey sunshine darling sweetie baby babe doll sugar buddy pal mate man dude bro sis boss chief champ " +
	"kitty guys team folks everyone all sir madam doc king queen prince princess maman ace")
