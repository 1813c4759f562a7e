package gazetteer

// German chat without capitals writes a person's first name and surname
// where a person stands: after a preposition of people ("mit", "bei",
// "an", "für", "über"…), a verb that takes a person ("frag", "ruf",
// "treffe", "schick"…, maybe with a softener: "frag mal"), a greeting
// ("hallo", "moin", "grüße an"), a relative ("mein kollege"), "und"
// beside a person or "ich", or opening its sentence before a verb of
// people ("… hat sich krank gemeldet"). There, a known first name (of the
// lists or a register) and the word after it are that person when the
// word is a surname German writes: a known surname or a register's, a
// part of names (surnames such as "bauer" are written as the noun is) or
// a word in no list with no verb's or adjective's shape, in the genitive
// too ("tom albrechts nummer"). A first name that is a German noun, one
// of the commonest English words or a large town ("mark", "sofia") needs
// a known surname that is none of those, or a word in no list that ends
// as no verb does, and the phrase ending after it. Alone, a first name
// that is none of those is the person there too, where its phrase ends
// after it ("grüße an bianca", "hab mit marc gesprochen"), and so is a
// first name's genitive in "-s" before a German noun ("madeleines
// auto"). The words of those frames are German, so a text that counts
// no English or French word is read too ("frag mal robert").

// germanPersonSlots take a person right after them in German (folded):
// prepositions of people, verbs that take a person, greetings and
// closings, relatives and roles.
var germanPersonSlots = packedWordSet("mit bei an fur uber von zu laut ohne gegenuber ausser samt " +
	"frag frage fragen ruf rufe anrufen schreib schreibe schreiben sag sage sagen gib gebe geben schick schicke schicken " +
	"treffe treffen triff sehe sehen seh besuche besuchen erreiche erreichen kontaktiere informiere erinnere erinnern " +
	"lade laden einladen leite bitte kenne kennen kennst vermisse danke dank hab habe hast grusse gruss grussen " +
	"hallo hi hey moin servus tschuss tschau tscho ciao bussi huhu liebe lieber lg vg mfg " +
	"kollege kollegin chef chefin schwester bruder freund freundin nachbar nachbarin sohn tochter cousin cousine " +
	"tante onkel mann partner partnerin ansprechpartner ansprechpartnerin vertretung kundin kunde heisst namens habs spater")

// germanSoftSlotWords may stand between a verb of germanPersonSlots and
// the person (folded): "frag mal", "ruf bitte", "hast du".
var germanSoftSlotWords = packedWordSet("mal bitte doch nochmal kurz auch schon gleich nur einfach eben du ihr ist war " +
	"heute morgen gestern nachher spater vorhin ubermorgen")

// germanNoFirsts are first names that German chat writes for a thing or
// as a word (folded): assistants, a brand, a colour, Austrian "baba"
// (bye), pronominal adverbs and verbs.
var germanNoFirsts = packedWordSet("alexa siri claude cortana bixby mercedes rosa baba kam liess davon daran darin darum dabei " +
	"dazu damit dafur daher dorthin")

// germanChatVerbs are verbs of people in the third person singular
// that a person opening the sentence stands before (folded).
var germanChatVerbs = packedWordSet("hat ist war kommt kam fragt fragte meint meinte sagt sagte schreibt schrieb ruft " +
	"kann will muss soll wird hatte schickt meldet braucht wartet bittet ubernimmt macht vertritt mochte hilft " +
	"weiss kennt sucht findet bringt holt fahrt geht arbeitet wohnt")

// germanSlotNames finds the people of the file comment in German text
// without capitals. A text of no language is read by its first names
// alone (s.lowerCands, s.regLowers), which keeps English text cheap.
func (s *scratch) germanSlotNames() {
	german := s.germanLike()
	if german {
		for i := 0; i < len(s.toks); i++ {
			i = s.germanSlotName(i, true)
		}
		return
	}
	if s.en != 0 || s.fr != 0 {
		return // the slots' words are German: a text of no language tells by them ("frag mal robert")
	}
	for _, c := range s.lowerCands {
		s.germanSlotNameOfNoLanguage(int(c))
	}
	for _, c := range s.regLowers {
		s.germanSlotNameOfNoLanguage(int(c))
	}
}

// germanSlotNameOfNoLanguage reads token i of a text of no language as
// germanSlotName does, unless it is a word chat calls anyone
// (chatEndearments: "ciao bella!", "hola guapa").
func (s *scratch) germanSlotNameOfNoLanguage(i int) {
	if !chatEndearments.has(s.wordBytes(i)) {
		s.germanSlotName(i, false)
	}
}

// germanSlotName reads token i as the first name of the file comment
// and returns the last token it took.
func (s *scratch) germanSlotName(i int, german bool) int {
	t := &s.toks[i]
	if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || t.cls&^wcTimeAbbrev != 0 {
		return i
	}
	si := -1
	if !s.free(i) {
		if si = s.oneWordSpan(i); si < 0 {
			return i
		}
	} else if german && s.germanGenitiveFirst(i) {
		s.add(i, i+1, labelPerson, s.confidence(-0.15))
		return i
	}
	k := s.nextWord(i)
	slot := s.germanSlotAt(i, german)
	if slot == 0 && !s.genitivePairAt(k) {
		return i
	}
	weak, ok := s.germanSlotFirst(i)
	if !ok {
		if german && (slot == 1 || slot == 2) && si < 0 && (s.germanArticleSurname(i) || slot == 1 && s.germanLoneSlotSurname(i)) {
			s.add(i, i+1, labelPerson, s.confidence(-0.15)) // "die lindner hat wieder verschlafen", "frag den hofstetter", "an lindner"
		}
		return i
	}
	if weak && slot >= 1 && slot != 2 && (s.coordinatedPerson(s.prevWord(i), s.prevWord(s.prevWord(i))) || k >= 0 && s.coordinatedPerson(k, s.nextWord(k))) {
		weak = s.resolved(i)&attrNounDE != 0 // a town or an English word joined to a person is a person too: "florence und brian anderson"
	}
	if k >= 0 && s.toks[k].shape == shLower {
		sk := -1
		if !s.free(k) {
			sk = s.oneWordSpan(k) // "an astrit walter": the surname alone was found
		}
		strong, ok := s.germanSlotSurname(k)
		if !ok && slot&1 != 0 && !weak {
			ok = s.slotNounSurname(k) // "hab mit heinrich schottin telefoniert"
		}
		if p := s.prevWord(i); ok && !strong && p >= 0 && germanPersonArticles.has(s.wordBytes(p)) {
			ok = false // after an article, only a firm surname: "ist die maria himmelfahrt ein feiertag?" is a feast
		}
		if ok && (s.free(k) || sk >= 0 && s.spans[sk].kind == labelPerson) &&
			(!weak || (strong || s.verbFreeUnlisted(k) || s.resolved(k)&attrLast != 0 && (slot&1 != 0 || slot == 2 && s.chatVerbAt(k+1))) &&
				s.germanNameEndsAfter(k, slot != 1)) {
			switch {
			case si >= 0:
				s.personSpan(si, i, k+1)
			case sk >= 0:
				s.personSpan(sk, i, k+1)
			default:
				s.add(i, k+1, labelPerson, s.confidence(-0.1))
			}
			return k
		}
	}
	if si < 0 && (!weak && (s.germanNameEndsAfter(i, s.prevWord(i) < 0 || slot == 3) || slot == 3 && (s.germanPluralVerbAt(k) || s.germanVerbAfterName(k))) ||
		weak && (s.greetedAfterAn(i) || s.hailedFirst(i) || slot == 1 && k >= 0 && germanContactVerbs.has(s.wordBytes(k)))) {
		s.add(i, i+1, labelPerson, s.confidence(-0.15)) // "andjela vertritt mich", "grüße an mark"; not "hallo tom kommt später"
	}
	return i
}

// hailedFirst reports whether known first name i follows a German
// greeting or thanks that opens its line and ends the address
// (vocativeEnd: "hallo rose, kurze frage", "danke mark!"), unless it is
// one of the commonest English words and no German noun ("hallo
// summer!"); a closing signs with a noun as often ("gruß mark"), and a
// greeting's noun has no first name's bit ("hallo team").
func (s *scratch) hailedFirst(i int) bool {
	p := s.prevWord(i)
	a := s.resolved(i)
	return p >= 0 && s.toks[p].flags&tfLineStart != 0 && germanHails.has(s.wordBytes(p)) && a&attrFirst != 0 &&
		(wordLevel(a) != 1 || a&attrNounDE != 0) && s.vocativeEnd(i)
}

// germanHails greet or thank someone at the start of a message (folded).
var germanHails = packedWordSet("hallo hi hey moin servus huhu danke")

// germanContactVerbs reach a person by a message, in the infinitive or
// the participle that closes a German clause after its object (folded):
// "kannst du mark anrufen", "hast du rose erreicht"; one sees, meets or
// fetches things as well ("ich hab rosen gesehen").
var germanContactVerbs = packedWordSet("anrufen angerufen erreichen erreicht fragen gefragt einladen eingeladen " +
	"informieren informiert kontaktieren kontaktiert anschreiben angeschrieben zuruckrufen zuruckgerufen")

// chatVerbAt reports whether token v is a word of germanChatVerbs.
func (s *scratch) chatVerbAt(v int) bool {
	return v < len(s.toks) && s.isWord(v) && germanChatVerbs.has(s.wordBytes(v))
}

// greetedAfterAn reports whether word i follows a greeting or thanks and
// "an" and ends its line or its text ("grüße an mark", "danke an kai!"):
// a greeting sent to it, which a noun is not.
func (s *scratch) greetedAfterAn(i int) bool {
	p := s.prevWord(i)
	if p < 0 || !s.wordIs(p, "an") {
		return false
	}
	q := s.prevWord(p)
	if q < 0 || !germanGreetings.has(s.wordBytes(q)) {
		return false
	}
	n := i + 1
	for n < len(s.toks) && s.toks[n].flags&(tfWord|tfNL) == 0 && (s.toks[n].r == '!' || s.toks[n].r == '.') {
		n++
	}
	return n >= len(s.toks) || s.toks[n].flags&tfNL != 0
}

// oneWordSpan returns the index of the person or place that word i alone
// makes, or -1: a first name where a person stands makes a longer person
// ("mit marc huter", "bei teresa wright").
func (s *scratch) oneWordSpan(i int) int {
	if k := s.toks[i].kind; k != labelPerson+1 && k != labelPlace+1 {
		return -1 // a token's kind is its span's: most used words are in no person or place
	}
	for si := range s.spans {
		sp := &s.spans[si]
		if int(sp.from) == i && int(sp.to) == i+1 && (sp.kind == labelPerson || sp.kind == labelPlace && s.resolved(i)&attrFirst != 0) {
			return si
		}
	}
	return -1
}

// personSpan makes span si the person of tokens [from, to).
func (s *scratch) personSpan(si, from, to int) {
	if sp := &s.spans[si]; sp.kind != labelPerson {
		s.kinds[sp.kind]--
		s.kinds[labelPerson]++
		sp.kind = labelPerson
	}
	s.growSpan(si, from, to)
}

// verbFreeUnlisted reports whether lower-case word k, in no list, ends
// as no German verb or adjective does (-t, -n, -e): a surname after a
// first name that is also a word ("iris gumprich"; "mark bezahlt" is
// paid in marks).
func (s *scratch) verbFreeUnlisted(k int) bool {
	w := s.wordBytes(k)
	if s.resolved(k) != 0 || len(w) < 3 {
		return false
	}
	c := w[len(w)-1]
	return c != 't' && c != 'n' && c != 'e'
}

// germanSlotAt reports whether word i stands where a person does (see
// the file comment): 1 after a word that takes a person or before "und"
// and a person, 3 after a person and "und", 2 after a verb of people or
// opening the sentence before one, 0 elsewhere. After an article, a firm
// of the organisations' list or of germanArticleThings stands where no
// person does ("der aldi hat schon auf", "frag den bosch").
func (s *scratch) germanSlotAt(i int, german bool) int {
	p, first := s.prevWord(i), i
	if german && p >= 0 && s.toks[p].shape == shLower && germanPersonArticles.has(s.wordBytes(p)) {
		if w := s.wordBytes(i); germanArticleThings.has(w) || s.d.orgs.lookup(w)&attrOrg != 0 {
			return 0
		}
		first, p = p, s.prevWord(p) // spoken German's article before a person: "frag mal die jasmina", "der florin hat…"
	}
	for q, n := p, 0; q >= 0 && n < 3 && s.toks[q].shape == shLower; q, n = s.prevWord(q), n+1 {
		w := s.wordBytes(q)
		if !german && (string(w) == "an" || string(w) == "uber") {
			break // English "an", the firm "uber"
		}
		if germanPersonSlots.has(w) || q != p && germanDuVerbs.has(w) {
			return 1
		}
		if germanChatVerbs.has(w) && (first != i || !germanBeforeAdjective[string(w)]) {
			return 2 // a copula takes an adjective, but not after an article: "ist die jasmina da?"
		}
		if !germanSoftSlotWords.has(w) {
			break // "frag mal", "kannst du", "frag doch mal"
		}
	}
	if p >= 0 && s.coordinatedPerson(p, s.prevWord(p)) {
		return 3 // "anastasia und stavros nette", "anna und tom vertritt uns"
	}
	if q := s.prevWord(p); q >= 0 && s.wordIs(q, "bis") && germanUntilWords.has(s.wordBytes(p)) {
		return 1 // "bis dann julian": a closing
	}
	k := s.nextWord(i)
	if k >= 0 && s.coordinatedPerson(k, s.nextWord(k)) {
		return 1 // "joy und dorit becker"
	}
	if s.toks[first].flags&tfSentStart == 0 && p >= 0 {
		return 0
	}
	if k < 0 {
		return 0
	}
	if v := s.nextWord(k); germanChatVerbs.has(s.wordBytes(k)) || first == i && v >= 0 && germanChatVerbs.has(s.wordBytes(v)) {
		return 2 // after an article, the first name alone: "die maria himmelfahrt ist…" is a feast
	}
	return 0
}

// slotNounSurname reports whether lower-case word k, a German noun that
// no list holds as a name, may be a surname after a first name that a
// word of people opens, German writing many surnames as nouns ("hab mit
// heinrich schottin telefoniert"): no noun in "-en", which is as often a
// verb, and the phrase ends after it (germanNameEndsAfter).
func (s *scratch) slotNounSurname(k int) bool {
	w := s.wordBytes(k)
	t := &s.toks[k]
	a := s.resolved(k)
	if t.cls != 0 || t.letters < 4 || a&attrNounDE == 0 || a&^(attrNounDE|7<<wordShift) != 0 || wordLevel(a) == 1 ||
		w[len(w)-1] == 'n' && w[len(w)-2] == 'e' || functionWords.has(w) || s.germanVerbAfterName(k) {
		return false // "helmar und eggert kümmern sich": a verb
	}
	return s.germanNameEndsAfter(k, false)
}

// germanPersonArticles are the articles that spoken German puts before a
// person's first name (folded): "frag mal die jasmina", "ich hab den
// leonard gefragt", "der florin hat das gemacht".
var germanPersonArticles = packedWordSet("der die den dem")

// germanArticleThings are firms, brands and nouns that are also first
// names or rare surnames, which spoken German puts its article before as
// it does before a person (folded): "der penny hat zu", "die barmer hat
// geschrieben", "die flora ist vielfältig". Brands that are common
// surnames (Brandt, Bosch, Schwarzkopf) are not among them: a person
// of that name is masked, at the price of the brand.
var germanArticleThings = packedWordSet("penny netto rewe kaufland barmer flora fauna")

// germanUntilWords close a message after "bis" (folded): "bis dann",
// "bis später".
var germanUntilWords = packedWordSet("dann bald spater morgen gleich nachher demnachst montag dienstag mittwoch donnerstag freitag")

// coordinatedPerson reports whether word c is "und" or "oder" and word j
// on its other side belongs to a person found already or is "ich".
func (s *scratch) coordinatedPerson(c, j int) bool {
	return j >= 0 && (s.toks[j].kind == labelPerson+1 || s.wordIs(j, "ich")) && (s.wordIs(c, "und") || s.wordIs(c, "oder"))
}

// genitivePairAt reports whether word k is the genitive of a known
// surname before a German noun ("tom albrechts nummer").
func (s *scratch) genitivePairAt(k int) bool {
	if k < 0 || s.toks[k].shape != shLower || s.toks[k].letters < 5 {
		return false
	}
	w := s.wordBytes(k)
	n := s.nextWord(k)
	return w[len(w)-1] == 's' && n >= 0 && s.toks[n].shape == shLower && s.resolved(n)&attrNounDE != 0 &&
		s.base.lookup(w[:len(w)-1])&attrLast != 0
}

// germanSlotFirst reports whether lower-case word i may be a first name
// where a person stands, and whether it is a weak one: a German noun, a
// common English word or a large place, which needs a firm surname.
func (s *scratch) germanSlotFirst(i int) (weak, ok bool) {
	t := &s.toks[i]
	a := s.resolved(i)
	if a&attrFirst == 0 && s.d.reg.lookup(s.wordBytes(i))&attrRegFirst == 0 || t.cls&^wcTimeAbbrev != 0 || t.letters < 3 ||
		t.flags&tfDigit != 0 || a&(attrCountry|attrState) != 0 || functionWords.has(s.wordBytes(i)) || germanNoFirsts.has(s.wordBytes(i)) {
		return false, false
	}
	if a&attrFirst == 0 && a&^(placeBits|attrLast|attrPart) != 0 {
		return false, false // a register's first name that is a word
	}
	if a&attrFirst == 0 && a&(attrLast|attrPart) != 0 {
		return true, true // a register's first name that is a surname or a word ("kalina", "stark")
	}
	return a&attrNounDE != 0 || s.germanNoun(i) || wordLevel(a) == 1 || cityBucket(a) >= 5 || t.cls != 0, true // "jan", a month too
}

// germanSlotSurname reports whether lower-case word k may be a surname
// after a first name where a person stands, and whether it is a firm one:
// a known surname or a register's that is no German noun, common English
// word or verb's shape.
func (s *scratch) germanSlotSurname(k int) (strong, ok bool) {
	t := &s.toks[k]
	w := s.wordBytes(k)
	if t.cls != 0 || t.letters < 3 || t.flags&tfDigit != 0 || functionWords.has(w) || pairAdverbs.has(w) || relativeDays.has(w) {
		return false, false
	}
	if s.genitivePairAt(k) {
		return s.base.lookup(w[:len(w)-1])&attrNounDE == 0, true // "tom albrechts nummer": the genitive
	}
	a := s.resolved(k)
	if a&(attrCountry|attrState|attrStreet) != 0 || streetWord(w) || germanVerbOrAdjectiveShape(w) || s.germanVerbAfterName(k) {
		return false, false
	}
	plain := a&attrNounDE == 0 && !s.germanNoun(k) && wordLevel(a) != 1
	if a&attrLast != 0 || s.d.reg.lookup(w)&attrRegLast != 0 {
		return plain, true
	}
	if a&attrPart != 0 {
		return false, !s.germanPluralVerbAt(k) // "liane bauer"; "anne fahren" is a verb
	}
	if a&^(7<<wordShift) != 0 || wordLevel(a) != 0 && wordLevel(a) < 3 || germanChatVerbs.has(w) {
		return false, false // an English word of level 35 or above is as rare as a name in German chat ("siegrid drub")
	}
	return false, !nounEnding(w) && !(w[len(w)-2] == 'e' && w[len(w)-1] == 'n') // "mit anna einkaufen" is a verb
}

// germanNameEndsAfter reports whether a name may end after word k: its
// phrase ends there (see phraseEndsAfter), or a participle, a verb's
// particle or a word of messages closes the clause ("ruf pascal
// kruschwitz an", "sag otto becker bescheid"), a participle of contact
// closes it (germanContactVerbs: "hab britta erreicht"), or, with verbs, a verb of
// people follows a first name and surname ("iris gumprich hat…").
func (s *scratch) germanNameEndsAfter(k int, verbs bool) bool {
	if k+1 >= len(s.toks) || s.toks[k+1].flags&tfWord == 0 || s.phraseEndsAfter(k) {
		return true // a mark or a symbol: "danke roman sieberer 🙏"
	}
	n := s.nextWord(k)
	if n < 0 {
		return false
	}
	w := s.wordBytes(n)
	return germanVerbOrAdjectiveShape(w) || separableParticiple(w) || germanNameClosers.has(w) || verbs && germanChatVerbs.has(w) ||
		germanContactVerbs.has(w)
}

// separableParticiple reports whether folded word w is the past
// participle of a German verb with a separable prefix: the prefix, "ge"
// and "-t" or "-en" ("angerufen", "weitergeleitet", "eingeladen").
func separableParticiple(w []byte) bool {
	for _, p := range separablePrefixes {
		if len(w) >= len(p)+5 && string(w[:len(p)]) == p && w[len(p)] == 'g' && w[len(p)+1] == 'e' {
			return w[len(w)-1] == 't' || w[len(w)-2] == 'e' && w[len(w)-1] == 'n'
		}
	}
	return false
}

// separablePrefixes are the separable prefixes of German verbs that
// separableParticiple reads before "ge" (folded).
var separablePrefixes = []string{"an", "ab", "auf", "aus", "ein", "mit", "vor", "zu", "zuruck", "weiter", "nach", "durch", "vorbei"}

// germanNameClosers end a person's phrase in German chat (folded): a
// verb's particle, "bescheid", "danke".
var germanNameClosers = packedWordSet("an ab auf zu mit vorbei bescheid danke zuruck weiter nicht noch schon mal bitte")

// germanGenitiveFirst reports whether lower-case word i is the genitive
// of a first name before a German noun ("madeleines auto", "axels
// rad"): a word in no list of four letters or more, ending in "s" after a
// known first name that is no German noun, common English word, town of
// a million people or more or word of the lists ("sofias altstadt").
func (s *scratch) germanGenitiveFirst(i int) bool {
	w := s.wordBytes(i)
	if len(w) < 4 || w[len(w)-1] != 's' || functionWords.has(w) {
		return false
	}
	if b := s.resolved(i); b&(attrFirst|attrNounDE|attrFrWord|placeBits) != 0 || wordLevel(b) != 0 {
		return false // "abends" is a word
	}
	n := s.nextWord(i)
	if n < 0 || s.toks[n].shape != shLower || s.resolved(n)&attrNounDE == 0 {
		return false
	}
	a := s.base.lookup(w[:len(w)-1])
	return a&attrFirst != 0 && a&(attrNounDE|attrCountry|attrState|attrStreet) == 0 && wordLevel(a) == 0 && cityBucket(a) <= 4
}
