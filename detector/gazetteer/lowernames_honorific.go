package gazetteer

// lowerBareHonorific reports whether honorific j, in a text without
// capitals, opens the name at word i without its dot ("herr koch", "mme
// lefebvre", "dr smith"): an honorific that needs no dot, on the same line
// as i, after no number ("30 ms"), and one of bareHonorifics, or a title
// that is also a word where lowerWordTitle reads it as one. Whether
// word i is a surname is lowerHonorificSurname's question.
func (s *scratch) lowerBareHonorific(j, i int) bool {
	if !s.noUpper || s.toks[j].shape != shLower || s.toks[i].flags&tfNL != 0 {
		return false
	}
	if s.toks[j].cls&wcHonorificDot != 0 || !bareHonorifics[string(s.wordBytes(j))] {
		return s.lowerWordTitle(j, i) // "miss booth", "parle à m chevallier"
	}
	p := s.prevWord(j)
	return p < 0 || s.toks[p].flags&tfDigit == 0
}

// germanTitleAfterArticle reports whether word i, after German title j
// ("herr", "herrn", "frau") and the German article p before it, is a
// surname that no list holds, as spoken German puts an article before a
// titled person ("der herr atzler hat angerufen", "die frau kargl war
// da"): a word of four letters or more that may be a name no list holds
// (unlistedNameWord) and is no German verb by its shape or form nor an
// adverb of place ("die frau nebenan", "der herr drüben").
func (s *scratch) germanTitleAfterArticle(p, j, i int) bool {
	if !germanPersonArticles.has(s.wordBytes(p)) || !s.germanTitle(j) || s.toks[i].letters < 4 || !s.germanLike() {
		return false
	}
	w := s.wordBytes(i)
	return s.unlistedNameWord(i) && !germanVerbOrAdjectiveShape(w) && !s.germanVerbForm(i, w) && !germanPlaceAdverbs.has(w)
}

// germanTitle reports whether word j is the German title "herr",
// "herrn" or "frau".
func (s *scratch) germanTitle(j int) bool {
	return s.wordIs(j, "herr") || s.wordIs(j, "herrn") || s.wordIs(j, "frau")
}

// germanPlaceAdverbs say where a person is (folded): "die frau nebenan".
var germanPlaceAdverbs = packedWordSet("nebenan drueben druben daneben gegenuber hinten vorne oben unten draussen drinnen dort da hier")

// germanTitleWithoutDot reports whether German title abbreviation j
// ("hr", "hrn", "fr", "frl"), written without its dot in a text without
// capitals that reads as German or as no other language, opens the name
// at word i on its line: a known surname or part of names, even a German
// noun or adjective, that is no place but a town under 100,000 people and
// none of the commonest English words ("hr wagner", "fr krause", "hr
// bättig"), or a word of four letters or more in no list that is no
// German noun or verb by its shape or form ("hr sorgatz ist krank"; "hr
// sorgt für alles"). Without the dot "hr" is the department and "fr" a
// Friday as often: after a number, a determiner or a possessive it opens
// no name ("fr 10 uhr", "der hr leiter", "unsere hr abteilung"), nor
// before a word of germanDayWords ("termin fr früh"); "fr" after a
// preposition of days opens only a known surname that is no German noun
// or adjective ("ab fr krank", "bis fr fertig" hold none; "bis fr meyer"
// and "bis hr wagner" are names), and a surname that is a German noun
// needs its phrase to end after it, a verb of people or a word of
// germanDayWords after it ("fr koch krank"; "hr kram erledige ich", "fr
// kram machen" hold none).
func (s *scratch) germanTitleWithoutDot(j, i int) bool {
	if s.toks[j].shape != shLower || s.toks[j].letters > 3 || s.toks[i].flags&tfNL != 0 ||
		!s.wordIs(j, "hr") && !s.wordIs(j, "hrn") && !s.wordIs(j, "fr") && !s.wordIs(j, "frl") ||
		!s.germanLike() && (s.en != 0 || s.fr != 0) {
		return false
	}
	t := &s.toks[i]
	if t.shape != shLower || t.letters < 3 || t.cls != 0 || t.flags&tfDigit != 0 {
		return false
	}
	w, a := s.wordBytes(i), s.resolved(i)
	if p := s.prevWord(j); p >= 0 && (s.toks[p].flags&tfDigit != 0 || s.toks[p].cls&(wcArticle|wcDeterminer) != 0 ||
		s.nameWordClass(p)&nwPossessive != 0 || germanDayPrepositions.has(s.wordBytes(p)) && s.wordIs(j, "fr") &&
		(a&attrLast == 0 || a&attrNounDE != 0 || germanVerbOrAdjectiveShape(w))) {
		return false
	}
	if germanDayWords.has(w) {
		return false
	}
	if a&(attrLast|attrPart) != 0 {
		return a&(attrCountry|attrState|attrStreet) == 0 && cityBucket(a) < 5 && !s.common(i, 3) && !germanParticiple(w) &&
			!germanChatVerbs.has(w) && (a&attrNounDE == 0 || s.germanNameEndsAfter(i, true) || s.dayWordAfter(i))
	}
	return a == 0 && t.letters >= 4 && !germanVerbOrAdjectiveShape(w) && !s.germanVerbForm(i, w) && !s.germanNoun(i) &&
		!functionWords.has(w)
}

// dayWordAfter reports whether the word after word i is one of
// germanDayWords: "fr koch krank" ends the name after "koch".
func (s *scratch) dayWordAfter(i int) bool {
	n := s.nextWord(i)
	return n >= 0 && germanDayWords.has(s.wordBytes(n))
}

// germanDayPrepositions put a day before them (folded): "ab fr", "bis
// fr", "am fr".
var germanDayPrepositions = packedWordSet("ab bis am")

// germanDayWords say when or how a person is on a day, after "fr" for
// Friday (folded): "termin fr früh", "fr früher gehen", "fr krank".
var germanDayWords = packedWordSet("fruh fruher spat spater krank frei zu offen morgens mittags abends nachmittags " +
	"vormittags nachts ganztags halbtags")

// lowerFrenchM reports whether "m." at word j opens the name at word i in
// a text without capitals ("m. dupont"), after no number ("5 m. de
// câble"), no known name ("john m. smith": a middle initial) and not as
// the end of an abbreviation ("p.m.").
func (s *scratch) lowerFrenchM(j, i int) bool {
	if !s.noUpper || s.toks[j].shape != shLower || !s.wordIs(j, "m") || s.toks[i].flags&tfNL != 0 {
		return false
	}
	if j > 0 && s.toks[j].flags&tfSpace == 0 && s.toks[j-1].flags&tfWord == 0 && s.toks[j-1].r == '.' {
		return false // "5 p.m. john": the end of an abbreviation
	}
	p := s.prevWord(j)
	return p < 0 || s.toks[p].flags&tfDigit == 0 && (s.resolved(p)&nameBits == 0 || s.toks[p].cls&(wcStopword|wcLocative) != 0) &&
		s.toks[p].cls&wcParticle == 0
}

// lowerHonorificSurname reports whether lower-case word i, right after
// honorific j, is a person's name: a known surname, even a common word
// (but a program after a bare "ms": msProduct), another known name
// that is no common word, a particle before a surname, or a word of three
// letters or more in no list, no English common word,
// and no participle, verb or adjective by its German shape (German writes
// surnames that are nouns as the nouns: "herr koch"). After an article or
// a possessive ("die frau", "my dr"), the honorific is a noun, and only a
// known surname that is no common English word names a person ("die frau
// kleinschmidt"; "die frau kommt" holds none), but for a Romance title
// after a Romance article (romanceTitledSurname: "la señora lobato"); an
// honorific with its dot is a title after an article too ("la sra.
// pozuelo", "il sig. pertile").
func (s *scratch) lowerHonorificSurname(j, i int) bool {
	t := &s.toks[i]
	if t.shape == shLower && t.cls&wcParticle != 0 {
		m := s.nextWord(i)
		return m >= 0 && s.free(m) && s.lowerParticleName(m) // "mme da costa", "meneer van hagen"
	}
	if t.shape != shLower || t.letters < 2 || t.flags&tfDigit != 0 || s.nameWordClass(i)&(nwEnd|nwPossessive|nwKin) != 0 ||
		t.cls&(wcNonName|wcParticle|wcConj|wcTimeWord|wcTimeAbbrev|wcHonorific|wcLocative|wcCueWord|wcUnit) != 0 {
		return false
	}
	a := s.resolved(i)
	dotted := j+1 < i && s.toks[j+1].r == '.'
	if !dotted && s.wordIs(j, "ms") && s.msProduct(i) {
		return false // "ms word", "ms loop"
	}
	if titled, ok := s.romanceTitledSurname(j, i); titled && !dotted {
		return ok // "la señora lobato", "el profe lópez"
	}
	if p := s.prevWord(j); p >= 0 && !dotted && !s.germanPronounBeforeTitle(p, j) && (s.toks[p].cls&(wcArticle|wcDeterminer) != 0 ||
		s.nameWordClass(p)&nwPossessive != 0 || frenchDeterminers[string(s.wordBytes(p))]) {
		return a&attrLast != 0 && !s.common(i, 7) && a&(attrCountry|attrState) == 0 || s.germanTitleAfterArticle(p, j, i)
	}
	if a&(attrLast|attrPart) != 0 {
		// "mrs hall", "mme parent", "ms gray": a title says a common word
		// is a surname
		return a&(attrCountry|attrState) == 0
	}
	if a&nameBits != 0 {
		return !s.common(i, 7)
	}
	if s.common(i, 7) || t.letters < 3 {
		return false
	}
	return !germanVerbOrAdjectiveShape(s.wordBytes(i))
}

// germanPronounBeforeTitle reports whether word p, right before German
// title j (germanTitle), is the pronoun of the person spoken to, not a
// determiner that makes the title a noun: "du", which French writes as a
// determiner but never before a German title ("kannst du herrn flantz
// sagen…"), and "ihr" after a verb on its line: one of the second person
// plural (pronounIhr: "habt ihr frau schottin gesehen") or another in
// "-t", where "ihr" is the polite possessive that names the person as
// well ("hat ihr herr segebahn angerufen?"). "ihr herr kommt" is her
// husband, and so is a relative after the title ("ist ihr herr gemahl
// da?": ownKin).
func (s *scratch) germanPronounBeforeTitle(p, j int) bool {
	if !s.germanTitle(j) {
		return false
	}
	if s.wordIs(p, "du") {
		return true
	}
	v := s.prevWord(p)
	if v < 0 || s.toks[p].flags&tfNL != 0 || !s.wordIs(p, "ihr") {
		return false
	}
	w := s.wordBytes(v)
	return s.pronounIhr(p, v) || len(w) >= 3 && w[len(w)-1] == 't'
}

// lowerHonorificEnd returns the end of the name at word i after an
// honorific without its dot in a text without capitals (with the dot, the
// name extends as any cued name does): a known surname after it that is
// not among the commonest words ("herr mikhail hartmann"); after a word
// that is no surname alone, the word after it that continues a lower-case
// name, and up to two known names after that ("herr hans müller", "frau
// britta trupp", "frau maria luisa bianchi"), and nothing more, as the
// verb after a surname is a word in no list as often: after a surname
// that is no first name, or is also a noun or a common word, nothing
// ("herr koch kommt"), after a word in no list only a known name ("frau
// kleinschmidt schreibt", "sra pozuelo firmó"), and never a participle or
// adjective by its German shape; after a particle, the surname after it
// ("meneer van der berg").
func (s *scratch) lowerHonorificEnd(i int) int {
	k := s.nextWord(i)
	if s.toks[i].cls&wcParticle != 0 {
		for k >= 0 && s.toks[k].cls&wcParticle != 0 && s.toks[k].shape == shLower {
			k = s.nextWord(k) // "meneer van der berg"
		}
		if k >= 0 {
			return k + 1
		}
		return i + 1
	}
	if k < 0 || !s.free(k) || s.toks[k].start-s.toks[i].end > 2 || s.toks[k].shape != shLower {
		return i + 1
	}
	if a := s.resolved(k); a&(attrLast|attrPart) != 0 && a&(attrCountry|attrState) == 0 && !s.common(k, 1) &&
		s.toks[k].cls&(wcNonName|wcParticle|wcConj|wcTimeWord|wcHonorific|wcCueWord) == 0 && s.nameWordClass(k)&nwEnd == 0 {
		return s.moreKnownNames(k + 1) // "herr mikhail hartmann": a known surname after any word
	}
	ai := s.resolved(i)
	if ai&attrLast != 0 && (ai&(attrFirst|attrNounDE|attrFrWord) != attrFirst || s.common(i, 7)) || s.toks[k].cls&wcParticle != 0 && ai&attrFirst == 0 {
		return i + 1 // the surname already: "herr koch kommt"
	}
	if s.toks[k].cls&wcParticle != 0 {
		if e := s.extendName(i, true); e > k {
			return e // "frau lilly zu hoffmann"
		}
		return i + 1
	}
	if s.toks[k].cls&(wcConj|wcHonorific|wcCueWord|wcNonName|wcTimeWord) != 0 || s.nameWordClass(k)&nwEnd != 0 {
		return i + 1
	}
	if !s.nameContinues(k, true) && !(ai&(attrFirst|attrNounDE) == attrFirst && s.resolved(k)&attrNounDE != 0) {
		return i + 1 // a German noun after a first name is a surname here: "frau britta trupp"
	}
	if germanVerbOrAdjectiveShape(s.wordBytes(k)) || ai&attrFirst == 0 && s.resolved(k)&nameBits == 0 {
		return i + 1 // "frau kleinschmidt schreibt", "sra pozuelo firmó": after a word in no list, only a known name
	}
	return s.moreKnownNames(k + 1)
}

// moreKnownNames returns the end of a lower-case name that ends before
// token end so far, taking in up to two more known names that continue
// it ("frau maria luisa bianchi").
func (s *scratch) moreKnownNames(end int) int {
	for n := 0; n < 2; n++ {
		m := s.nextWord(end - 1)
		if m < 0 || !s.free(m) || s.toks[m].start-s.toks[end-1].end > 2 || s.resolved(m)&nameBits == 0 ||
			s.toks[m].cls&(wcConj|wcHonorific|wcCueWord|wcNonName|wcTimeWord|wcParticle) != 0 || s.nameWordClass(m)&nwEnd != 0 ||
			!s.nameContinues(m, true) {
			break
		}
		end = m + 1
	}
	return end
}

// honorificAt returns the honorific that cueBefore found before word i:
// the word right before it, or before its dot.
func (s *scratch) honorificAt(i int) int {
	if j := i - 1; s.isWord(j) {
		return j
	}
	return i - 2
}

// lowerParticleName reports whether lower-case word m, after a particle
// that follows an honorific, is the rest of a surname: a known surname, a
// second particle before one, or a word of three letters or more in no
// list and no function word ("da costa", "van der berg", "de gruijl").
func (s *scratch) lowerParticleName(m int) bool {
	t := &s.toks[m]
	if t.shape == shLower && t.cls&wcParticle != 0 {
		n := s.nextWord(m)
		return n >= 0 && s.free(n) && s.toks[n].cls&wcParticle == 0 && s.lowerParticleName(n)
	}
	if t.shape != shLower || t.flags&tfDigit != 0 || s.nameWordClass(m)&nwEnd != 0 || t.cls&(wcNonName|wcConj|wcTimeWord|wcHonorific) != 0 {
		return false
	}
	a := s.resolved(m)
	return a&(attrLast|attrPart) != 0 && a&(attrCountry|attrState) == 0 || a == 0 && t.letters >= 3
}

// bareHonorifics are the honorifics that open a name in lower case
// without their dot; the others are also common words or verbs there ("i
// miss paris", "notre dame", "yes sir").
var bareHonorifics = wordSet("mr mrs ms dr prof mme mlle madame monsieur herr herrn frau sr sra srta senor senora signor signora " +
	"dott dssa dhr mevr meneer mevrouw signorina dottor dottoressa professoressa doctora dra docteur professeur")
