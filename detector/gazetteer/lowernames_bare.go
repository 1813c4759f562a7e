package gazetteer

import "strings"

// A first name that is no word of any list and no large place names a
// person wherever it stands in English, German, French, Spanish or
// Italian text without capitals: chat names people in more sentence
// shapes than any list of frames holds ("ok so keith approved it", "ich
// glaube yasmin hat den schlüssel", "ayer vino alberto"), and such a word
// has no other reading. A first name that is a word still needs a frame
// (loneLowerNames): in Spanish or Italian text, one that is a common word
// of those languages too ("ha sido", "il terzo": esItWordsData); and so
// does every first name in a text that may be Portuguese or Dutch, whose
// words are in no list.

// bareLowerNames marks, in a text without capitals that holds a word
// only English writes or reads as German or French, or between two
// English words (englishNeighbours), each lower-case first name
// that stands for a person with no frame (bareFirstName). It runs after
// the other readings of lower-case names, which find the longer names
// ("assigned to: latasha mcwhorten"). Spanish and Italian text reads as
// French as often ("que", "la", "de"), or as no language: a text that
// holds a function word that only Spanish or Italian writes
// (romanceOnlyWords) is read as Spanish or Italian, and so is a text of
// no known language (short chat: "rafaela te manda saludos", "happy
// birthday raymond!!!") where the first name opens its line or sentence
// or follows a word (afterWordOrOpening: not "path a/w/ kevin") and is no
// assistant, brand or farewell (germanNoFirsts: "bussi baba"). There a
// first name that is a word of those languages is left out (esItWord),
// and so is one beside another name word, which the rules that join
// names read (nameBeside); "a" is a preposition ("dile a lucía que…"),
// not an English article.
func (s *scratch) bareLowerNames() {
	romance := 0 // 1: the text holds a word only Spanish or Italian writes, -1: none, 0: not looked
	for _, ci := range s.lowerCands {
		i := int(ci)
		if !s.free(i) || !s.bareFirstName(i) {
			continue
		}
		plain := s.lang == langGerman || s.lang == langOther && (s.en != 0 || s.englishNeighbours(i))
		if !plain && romance == 0 {
			romance = -1
			if s.romanceOnlyWords() {
				romance = 1
			}
		}
		if !plain && (romance > 0 || s.lang == langOther && s.afterWordOrOpening(i) && !germanNoFirsts.has(s.wordBytes(i))) {
			if !s.esItWord(i) && !s.nameBeside(i) {
				s.add(i, i+1, labelPerson, s.confidence(-0.15))
			}
		} else if (plain || s.lang == langFrench) && !s.afterArticleA(i) {
			s.add(i, i+1, labelPerson, s.confidence(-0.15))
		}
	}
}

// afterWordOrOpening reports whether word i opens its line or sentence
// or follows a word, not a mark of a path or of code ("path a/w/ kevin").
func (s *scratch) afterWordOrOpening(i int) bool {
	return s.toks[i].flags&(tfSentStart|tfLineStart) != 0 || i > 0 && s.toks[i-1].flags&tfWord != 0
}

// englishText reports whether the text reads as English: no German or
// French majority, and a word only English writes.
func (s *scratch) englishText() bool {
	return s.lang == langOther && s.en != 0
}

// afterArticleA reports whether the English article "a" stands right
// before word i ("a hilbert curve"): a noun, not a person, in English
// text; in Spanish or Italian "a" is a preposition ("dile a lucía").
func (s *scratch) afterArticleA(i int) bool {
	p := s.prevWord(i)
	return p >= 0 && s.toks[p].letters == 1 && s.text[s.toks[p].start:s.toks[p].end] == "a" // not French "à"
}

// nameBeside reports whether a word of the name lists that is no
// function word or word of time stands right before or after word i: a
// longer name that the rules which join names read whole ("llama a maría
// josé del olmo"; not "lo firmó diana ayer").
func (s *scratch) nameBeside(i int) bool {
	return s.nameWordAt(s.prevWord(i)) || s.nameWordAt(s.nextWord(i))
}

// nameWordAt reports whether word k is a lower-case word of the name lists
// that is no function word or word of time.
func (s *scratch) nameWordAt(k int) bool {
	if k < 0 || s.toks[k].shape != shLower || s.resolved(k)&nameBits == 0 || s.toks[k].cls&(wcStopword|wcTimeWord) != 0 {
		return false
	}
	w := s.wordBytes(k)
	return !functionWords.has(w) && !relativeDays.has(w)
}

// esItWord reports whether lower-case first name i is a common Spanish
// or Italian word (esItWordsData: "sido", "ella", "vero", "terzo").
func (s *scratch) esItWord(i int) bool {
	return s.d.esItWords.lookup(s.wordBytes(i))&attrEsItWord != 0
}

// englishNeighbours reports whether English words stand on both sides of
// word i, in a text with no marker of a language ("apparently natalie
// quit yesterday"): words of the English lists that are no French word
// and no function word of the five languages ("ha sido enviado", "il
// terzo libro" are none).
func (s *scratch) englishNeighbours(i int) bool {
	p, n := s.prevWord(i), s.nextWord(i)
	if p < 0 || n < 0 || s.toks[p].shape != shLower || s.toks[n].shape != shLower {
		return false
	}
	ap, an := s.resolved(p), s.resolved(n)
	return wordLevel(ap) != 0 && wordLevel(an) != 0 && (ap|an)&attrFrWord == 0 &&
		!functionWords.has(s.wordBytes(p)) && !functionWords.has(s.wordBytes(n))
}

// bareFirstName reports whether lower-case word i is a first name that
// stands for a person with no frame: a first name of the main lists, or
// one only the first-name dictionary holds that is no word of any class,
// of four letters or more (three in German text: "kommt uwe heute
// mit?") and no digit; no word of the English, French or
// German lists at any level, street type, country, state or county, no
// city of a million people or more and no place after a locative ("flew
// to tyler"); no word of a class that is never a name alone, function
// word, noun by its ending, German noun or adverb (germanAdverbs),
// Spanish or Italian word (wordFirstNames) or word of code
// (codeFirstNames); after no article,
// determiner or saint (bareDeterminers, afterArticleA: "a hilbert
// curve", "san siro");
// apart from marks of code (bareWordEdges: "gp.param", "aren't"); and
// before the end of its phrase or a verb (bareNameEnds: "keith approved
// the budget"; not "mario kart").
func (s *scratch) bareFirstName(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	if t.letters < 3 || t.letters == 3 && s.lang != langGerman || t.flags&tfDigit != 0 || a&attrFirst == 0 || wordLevel(a) != 0 || cityBucket(a) > 5 ||
		a&(attrStreet|attrCountry|attrState|attrCounty|attrExtraPlace) != 0 || a&attrFrWord != 0 && !s.englishText() ||
		a&attrNounDE != 0 && s.germanNounsCount() {
		return false
	}
	if a&attrDictFirst != 0 && t.cls != 0 || t.cls&wcNotAlone != 0 {
		return false
	}
	if !s.bareWordEdges(i) || !s.bareNameEnds(i) || s.afterDeterminer(i) || s.afterBareDeterminer(i) || cityBucket(a) != 0 && s.afterLocative(i, false) {
		return false
	}
	w := s.wordBytes(i)
	return !functionWords.has(w) && !wordFirstNames.has(w) && !codeFirstNames.has(w) && !germanAdverbs.has(w) && !nounEnding(w) &&
		!(s.germanNounsCount() && s.germanNoun(i))
}

// germanNounsCount reports whether a German noun that is a first name
// reads as the noun: in any text but one that reads as English or French
// ("je vais prendre un café avec michel").
func (s *scratch) germanNounsCount() bool {
	return s.germanLike() || !s.englishText() && s.lang != langFrench
}

// germanAdverbs are German adverbs and short verbs that the lists hold
// as first names (folded): the pronominal adverbs ("darin", "davon"),
// "anders", pasts and presents of three letters ("kam", "sah"), and
// "meint", a Frisian first name ("er meint, das passt").
var germanAdverbs = packedWordSet("darin davon daran darauf darum dabei dafur dagegen damit danach daneben dazu anders " +
	"kam sah tat lag bat gab las bot lud log mag tut meint")

// bareWordEdges reports whether word i stands apart from code: whitespace,
// the text's start or an opening mark ("(", "¿", "¡", a quote) before it,
// and whitespace, the end, or a mark that ends a clause followed by
// whitespace, the end or any other mark after it, or an emoji (a colon
// makes a key of it: "suma: 4e33").
func (s *scratch) bareWordEdges(i int) bool {
	if t := &s.toks[i]; i > 0 && t.flags&(tfSpace|tfNL) == 0 {
		p := &s.toks[i-1]
		if p.flags&tfWord != 0 || !(p.r == '(' || p.r == '¿' || p.r == '¡' || p.r == '"') || i > 1 && p.flags&(tfSpace|tfNL) == 0 {
			return false
		}
	}
	k := i + 1
	if k >= len(s.toks) || s.toks[k].flags&(tfSpace|tfNL) != 0 {
		return true
	}
	n := &s.toks[k]
	if n.flags&tfWord != 0 {
		return false
	}
	switch n.r {
	case ',', '.', '!', '?', ';', ')':
		return k+1 >= len(s.toks) || s.toks[k+1].flags&(tfSpace|tfNL) != 0 || s.toks[k+1].flags&tfWord == 0
	}
	return emojiRune(n.r) // "ok lucie👍"
}

// bareNameEnds reports whether the words after bare first name i end its
// phrase or make it a subject: phraseEndsAfter, a function word of
// English or German ("melissa has the keys", "mary this morning",
// "yasmin hat den…"), a word of bareFollowers, or a verb: an English past
// in -ed or of englishPasts or a verb of subjectVerbsOfFive ("keith
// approved the budget", "andrew quit"); or a verb that opens a question or
// an inverted clause stands before it (invertingVerbs, germanInverting,
// clauseOpener: "heute hat felicia geburtstag"); not a noun or a
// participle in -ing that it modifies ("mario kart", "melania trading",
// "tobias scripts").
func (s *scratch) bareNameEnds(i int) bool {
	if s.phraseEndsAfter(i) {
		return true
	}
	if p := s.prevWord(i); p >= 0 && s.toks[p].shape == shLower && s.clauseOpener(p) &&
		(invertingVerbs[string(s.wordBytes(p))] || s.lang == langGerman && germanInverting.has(s.wordBytes(p))) {
		return true // "heute hat felicia geburtstag", "ist athanasios heute da?"
	}
	v := i + 1
	if v < len(s.toks) && s.toks[v].flags&(tfWord|tfSpace|tfNL) == tfSpace && s.toks[v].r == '(' {
		return true // "new account opened for emily (acct 448812)": an aside follows
	}
	if v >= len(s.toks) || s.toks[v].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[v].shape != shLower {
		return false
	}
	if s.toks[v].cls&(wcEnglish|wcGerman|wcStopword) != 0 || bareFollowers.has(s.wordBytes(v)) || s.lang == langFrench && s.frenchElision(v) {
		return true
	}
	w := s.wordBytes(v)
	return s.subjectVerbAt(v) || englishPasts.has(w) || len(w) > 4 && string(w[len(w)-2:]) == "ed" && s.resolved(v)&nameBits == 0 ||
		esItVerbs.has(w) || s.accentPast(v) || s.en == 0 && s.romanceVerbAt(v)
}

// esItVerbs are Spanish and Italian verbs that follow their subject
// (folded): presents and pasts of the third person ("ayer alberto vino",
// "giulia arriva domani"); a past by its accent counts too (accentPast).
var esItVerbs = packedWordSet("esta va viene vino llega quiere puede sabe hace hizo trabaja necesita manda llama " +
	"sta fa vuole puo sa arriva lavora chiama scrive aveva deve")

// englishPasts are irregular English pasts that a person's name opens
// as often as a regular one in -ed (folded): "apparently andrew quit",
// "natalie left early".
var englishPasts = packedWordSet("quit left got made took gave saw found thought knew brought bought caught kept lost paid put " +
	"ran sat sold stood won fell held led read spoke broke chose drove forgot hid hit hurt let meant rang set shook " +
	"spent stole threw understood woke wore overslept sent")

// clauseOpener reports whether word p opens its sentence or line, or
// follows a word of time or a day relative to today that does: "ist
// athanasios…", "heute hat felicia…"; not "die oberfläche ist edel".
func (s *scratch) clauseOpener(p int) bool {
	if s.toks[p].flags&(tfSentStart|tfLineStart) != 0 {
		return true
	}
	q := s.prevWord(p)
	return q >= 0 && s.toks[q].flags&(tfSentStart|tfLineStart) != 0 && (s.toks[q].cls&wcTimeWord != 0 || relativeDays.has(s.wordBytes(q)))
}

// germanInverting are German verbs that open a clause before its
// subject (folded): "heute hat felicia geburtstag", "ist athanasios heute
// da?".
var germanInverting = packedWordSet("ist war kommt geht hat hatte kann wird muss soll will darf")

// bareFollowers follow a person's name as a phrase's end, besides the
// function words (folded): "forward this to jessica before friday", the
// English conjunctions that open a clause ("assigning this to jeffrey
// unless anyone objects"); in French text the elided "d'" and "qu'" do
// too (frenchElision: "merci à alix d'avoir réglé la panne").
var bareFollowers = packedWordSet("before after until till via unless since because although though whether while whereas")

// codeFirstNames are first names of the lists that code and its comments
// write as words (folded): "a param assignment", "iana time zone names",
// "asan" (the address sanitizer), "does ansi say…", "darwin (if goos =
// ios)", an operating system.
var codeFirstNames = packedWordSet("param iana asan ansi darwin")

// bareDeterminers make a noun of the word after them, besides the
// articles and English "a" (afterArticleA), folded: English determiners
// ("this param"), German articles ("die anna-amalia bibliothek"),
// Spanish and Italian articles and determiners ("una pera e una mela",
// "il suo vero nome"), and a
// saint's title, through which a first name names a place or a building
// ("san siro", "sankt peter").
var bareDeterminers = packedWordSet("this that these those each every any some another its their our your which what " +
	"der die das den dem des ein eine einen einem einer " +
	"un una uno unos unas el los las il lo gli le su sus suo sua tuo tua mio mia questo questa quel quella " +
	"este ese esa aquel aquella " +
	"san santa sant santo saint sainte st sankt sao")

// afterBareDeterminer reports whether a word of bareDeterminers stands
// right before word i.
func (s *scratch) afterBareDeterminer(i int) bool {
	p := s.prevWord(i)
	return p >= 0 && bareDeterminers.has(s.wordBytes(p))
}

// spanishItalianWords are function words that Spanish or Italian writes
// and French and English do not (folded): articles, prepositions,
// conjunctions, adverbs, auxiliaries and pronouns ("el informe ha
// sido…", "il pacco è della…").
var spanishItalianWords = packedWordSet("el los las una unos unas por para pero muy como esta este esto ese esa eso hay " +
	"hasta tambien donde cuando porque nada mucho poco estar ser fue era " +
	"yo mi del al lo o e di da per gli della dei delle dello alla allo agli alle dal dalla nel nella che sono anche piu " +
	"molto gia ha ho hai hanno han he hemos tiene tengo")

// romanceOnlyWords reports whether the text holds a word of
// spanishItalianWords, a Spanish opening mark ("¿", "¡"), an "ñ" or a
// word that ends in "ò", "ì" or "ó", which French never writes. It walks the
// tokens, so it runs only for a text that reads as French, once a first
// name that bareFirstName takes is found.
func (s *scratch) romanceOnlyWords() bool {
	for i := range s.toks {
		t := &s.toks[i]
		if t.flags&tfWord == 0 {
			if t.r == '¿' || t.r == '¡' {
				return true
			}
			continue
		}
		w := s.text[t.start:t.end]
		if strings.Contains(w, "ñ") || strings.HasSuffix(w, "ò") || strings.HasSuffix(w, "ì") || strings.HasSuffix(w, "ó") ||
			t.letters <= 7 && spanishItalianWords.has(s.wordBytes(i)) {
			return true
		}
	}
	return false
}

// frenchElision reports whether word v is the French "d'" or "qu'", alone
// or with the word it is glued to: a preposition or a conjunction that
// opens a new phrase after a name ("merci à alix d'avoir…").
func (s *scratch) frenchElision(v int) bool {
	w := s.wordBytes(v)
	return string(w) == "d" || string(w) == "qu" || len(w) > 2 && string(w[:2]) == "d'" || len(w) > 3 && string(w[:3]) == "qu'"
}
