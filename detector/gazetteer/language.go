package gazetteer

// German capitalises every noun, and French sentence-initial words are as
// often common words as English ones, but the embedded common-word list is
// English: in German text "Der Kunde", "Wasser" or "Freitag" would be names
// (all are surnames somewhere), "Lauf" or "Zug" places. The tokenizer
// counts the function words that only German or only French text has; a
// text that has a few is read with rules for its language.

// language is the language a text's function words say it is in.
type language uint8

const (
	langOther language = iota // English, or too little text to tell
	langGerman
	langFrench
)

// countedClasses are the word classes countClasses counts.
const countedClasses = wcGerman | wcFrench | wcEnglish | wcDeterminer | wcDeterminerDE | wcTimeAbbrev | wcAddressCue | wcStreetFirst

// countClasses counts a word of the classes wcGerman, wcFrench or
// wcEnglish for the language, the determiners, month or day
// abbreviations, address cues and street types written first for the
// passes that start from them.
func (s *scratch) countClasses(cls uint32) {
	if cls&wcGerman != 0 {
		s.de++
	}
	if cls&wcFrench != 0 {
		s.fr++
	}
	if cls&wcEnglish != 0 {
		s.en++
	}
	if cls&(wcDeterminer|wcDeterminerDE) != 0 {
		s.dets++
	}
	if cls&wcDeterminerDE != 0 {
		s.detsDE++
	}
	if cls&wcTimeAbbrev != 0 {
		s.timeAbbrevs++
	}
	if cls&wcAddressCue != 0 {
		s.addressCues++
	}
	if cls&wcStreetFirst != 0 {
		s.streetTypes++
	}
}

// germanSuffixes end German nouns (folded): "Einführung", "Sicherheit",
// "Kapazität". A capitalised word with one counts as a German word. They
// are grouped by their last letter, which countGermanNoun tests first.
var germanSuffixes = [...][]string{
	'g': {"ung"},
	'n': {"ungen", "heiten", "keiten", "schaften", "taten"},
	's': {"ismus"},
	't': {"heit", "keit", "schaft", "tat"},
}

// countGermanNoun counts capitalised word k, of six letters or more, as
// German when it ends like a German noun.
func (s *scratch) countGermanNoun(k int) {
	w := s.wordBytes(k)
	last := w[len(w)-1]
	if int(last) >= len(germanSuffixes) {
		return
	}
	for _, suf := range germanSuffixes[last] {
		if len(w) > len(suf)+2 && string(w[len(w)-len(suf):]) == suf {
			s.de++
			return
		}
	}
}

// decideLanguage sets s.lang from the words counted: the language with
// the most, when it has more than each of the others.
func (s *scratch) decideLanguage() {
	switch {
	case s.de > 0 && s.de > s.fr && s.de > s.en:
		s.lang = langGerman
	case s.fr > 0 && s.fr > s.de && s.fr > s.en:
		s.lang = langFrench
	}
}

// germanDuVerbs are German verbs in the second person singular, folded,
// that "du" follows in a question or an inverted clause.
var germanDuVerbs = packedWordSet("hast bist kannst willst musst sollst darfst weisst kennst hattest warst wirst magst " +
	"gehst kommst machst siehst brauchst meinst denkst glaubst findest schickst rufst sagst fragst " +
	"erreichst triffst schreibst horst liest nimmst gibst holst zeigst besuchst erinnerst informierst erzahlst " +
	"hilfst kriegst bekommst sprichst redest wartest erwartest vermisst liebst bringst fahrst lasst " +
	"nennst anrufst einladst fragtest konntest wurdest hattest solltest musstest durftest wolltest")

// germanDu counts as German, not French, each "du" after a verb of
// germanDuVerbs among the first words of a text where French would win
// by one or two words: "du" after a German verb in the second person
// ("Kennst du…", "Morgen hast du…") is the German pronoun, not the
// French article, or "Kennst du Diana Mclaughlin?" would read as French
// and "du" mark the name as a noun. run calls it before decideLanguage
// when the text counts one or two French words.
//
//go:noinline
func (s *scratch) germanDu() {
	if s.fr < s.de || s.fr <= s.en {
		return // French would not win anyway, nor tie with German
	}
	for i := 1; i < len(s.toks) && i < 12; i++ {
		if s.toks[i].flags&tfWord != 0 && s.toks[i].letters == 2 && s.wordIs(i, "du") {
			if p := s.prevWord(i); p >= 0 && germanDuVerbs.has(s.wordBytes(p)) {
				s.fr, s.de = s.fr-1, s.de+1
			}
		}
	}
}

// markGermanNouns blocks the capitalised word that follows a German
// determiner, at most two lower-case words (adjectives) later: "der
// Kunde", "im Zug", "die neue Schaltfläche". A noun is never part of a
// name or a place. A finite verb after the determiner ends the search:
// the determiner is a pronoun there ("Das hat Laura gesagt").
//
// A determiner after "van" or "von" is part of a name's particle ("van
// den Berg", "von der Leyen"), and "ihr" after a verb in the second
// person plural is the pronoun ("Habt ihr Sabina erreicht?": pronounIhr).
// In German text every determiner counts; in other text only those that
// no other language writes before a capitalised word ("dem", "einen",
// "zum": wcDeterminerDE), so that "des Champs-Élysées" or "Das Kapital"
// in English keep their capitals' meaning. A known first name right
// after the determiner, before a surname, is a person's, as spoken German
// puts an article before one ("bei der Anna Reinhardt": nameAfterArticle),
// and so is one with the genitive "s" before what it owns, which takes no
// article: the determiner is a pronoun ("Ist das Annas Tasse?",
// "Habt ihr Jochens Nachricht gesehen?": genitiveFirstName). A known
// first name alone after "der", "die", "den" or "dem" in German text is
// a person's too ("Hast du die Ida gefragt?": loneFirstAfterArticle).
func (s *scratch) markGermanNouns() {
	want := wcDeterminerDE
	if s.lang == langGerman {
		want = wcDeterminer
	} else if s.detsDE == 0 {
		return // no determiner of those counts here
	}
	if s.dets == 0 {
		return
	}
	for i := range s.toks {
		if s.toks[i].flags&tfWord == 0 || s.toks[i].cls&want == 0 {
			continue
		}
		if p := s.prevWord(i); p >= 0 && (s.wordIs(p, "van") || s.wordIs(p, "von") || s.pronounIhr(i, p)) {
			continue // a name's particle: "van den Berg", "von der Leyen"; "Habt ihr Sabina erreicht?"
		}
		for k, n := i+1, 0; k < len(s.toks) && n < 3; k, n = k+1, n+1 {
			t := &s.toks[k]
			if t.flags&tfWord == 0 || t.flags&tfNL != 0 {
				break
			}
			if t.shape == shCap || t.shape == shUpper {
				if t.flags&tfUsed == 0 && (n != 0 || !s.nameAfterArticle(k) && !s.genitiveFirstName(k) && !s.loneFirstAfterArticle(i, k)) {
					t.flags |= tfBlocked | tfNoun
				}
				break
			}
			if t.shape != shLower || t.cls&want != 0 || germanFiniteVerbs.has(s.wordBytes(k)) || germanNoAdjectives.has(s.wordBytes(k)) {
				break // "Das hat Laura gesagt": a verb, no adjective, follows a pronoun; "Schick das an Jonas Weber": a preposition opens a phrase of its own
			}
		}
	}
}

// germanNoAdjectives are German prepositions and particles, folded,
// that never stand between a determiner and its noun as an adjective
// does: after them the determiner is a pronoun and the capitalised word
// opens a phrase of its own ("Schick das an Jonas Weber", "Gib das bitte
// Anna"). A determiner after them reads on for itself.
var germanNoAdjectives = packedWordSet("an auf aus bei mit nach von vor zu fur uber unter gegen ohne um durch bis seit " +
	"hinter neben zwischen bitte mal")

// pronounIhr reports whether determiner i is "ihr" right after word p, a
// verb of germanIhrVerbs: the pronoun ("Habt ihr Sabina erreicht?"), not
// the possessive ("Hat ihr Chef…"), so the word after it may be a name.
func (s *scratch) pronounIhr(i, p int) bool {
	return s.toks[i].letters == 3 && s.wordIs(i, "ihr") && germanIhrVerbs[string(s.wordBytes(p))]
}

// germanFiniteVerbs are German verbs in the third person that follow
// "das", "der" or "die" used as a pronoun, as no adjective does, before a
// subject: the capitalised word after them is no noun the determiner
// marks ("Das hat Laura gesagt", "Die kennt Anna").
var germanFiniteVerbs = packedWordSet("ist hat war wird hatte kann muss soll will darf sind haben waren werden wurde " +
	"kommt geht sagt meint macht weiss gibt kennt bringt schickt nimmt sieht findet")

// markFrenchNouns blocks, in French text, the capitalised word right
// after a French determiner ("les Salles de bains", "une Victoire",
// "la Victoire du club"): a common noun, as after a German determiner.
// A country, a region or a city of a million people keeps its article
// ("la France", "le Canada"), and so does a place whose name holds it
// ("La Rochelle" mid-sentence: a capitalised article only counts first
// in its sentence).
func (s *scratch) markFrenchNouns() {
	for i := range s.toks {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.cls&wcFrench == 0 {
			continue
		}
		if t.shape != shLower && (t.shape != shCap || t.flags&tfSentStart == 0) {
			continue
		}
		// The word after it first: most determiners precede a word in
		// small letters, and the test is cheaper than the set's.
		k := i + 1
		if k >= len(s.toks) || !s.isWord(k) || s.toks[k].flags&(tfNL|tfUsed|tfBlocked) != 0 ||
			s.toks[k].shape != shCap && s.toks[k].shape != shUpper {
			continue
		}
		if !frenchDeterminers[string(s.wordBytes(i))] {
			continue
		}
		if end, a := s.phraseAt(s.d.base, k, attrCountry|attrState); end > k && a != 0 {
			continue
		}
		if cityBucket(s.resolved(k)) >= 6 {
			continue
		}
		if end, _ := s.phraseAt(s.d.base, i, placeBits); end > k {
			continue // "La Rochelle", "Le Mans": the article is part of the name
		}
		s.toks[k].flags |= tfBlocked | tfNoun
	}
}

// frenchDeterminers precede a common noun in French (folded).
var frenchDeterminers = wordSet("le la les un une des du au aux ce cet cette ces mon ma mes ton ta tes son sa ses " +
	"notre nos votre vos leur leurs")

// germanOrFrench reports whether the text is German or French.
func (s *scratch) germanOrFrench() bool { return s.lang != langOther }

// markDateWords blocks the short month and day names written next to a
// number, which makes them part of a date: "Sep 2024", "12 Nov",
// "10/Jun/2024:13:55".
func (s *scratch) markDateWords() {
	if s.timeAbbrevs == 0 {
		return
	}
	for i := range s.toks {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.cls&wcTimeAbbrev == 0 || t.flags&tfUsed != 0 {
			continue
		}
		if s.digitNear(i, -1) || s.digitNear(i, 1) {
			t.flags |= tfBlocked
		}
	}
}

// digitNear reports whether the token beside word i in direction dir,
// across at most one "/", "-", "." or ",", is a number.
func (s *scratch) digitNear(i, dir int) bool {
	j := i + dir
	if j >= 0 && j < len(s.toks) && s.toks[j].flags&tfWord == 0 {
		switch s.toks[j].r {
		case '/', '-', '.', ',':
			j += dir
		default:
			return false
		}
	}
	return j >= 0 && j < len(s.toks) && s.toks[j].flags&tfWord != 0 && s.toks[j].flags&tfDigit != 0 && s.toks[j].letters == 0
}
