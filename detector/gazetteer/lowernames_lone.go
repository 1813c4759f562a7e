package gazetteer

// personPrepositions take a person for object in the five languages:
// "lunch with", "sent to", "a gift for", "a note from", "avec", "mit",
// "con", "pour", "für", "para", "per", and the agent of a passive
// ("placed by", "passée par", "hecho por", "fatto da", "aufgegeben
// von"). A known first name right after one, in a text without capitals,
// is that person (see loneLowerNames).
var personPrepositions = packedWordSet("with to for from avec mit con pour fur para per by par por da von")

// relativeDays may end the phrase of a person: "lunch with billy
// tomorrow" (folded).
var relativeDays = packedWordSet("today tomorrow tonight yesterday now later soon aujourd demain hier " +
	"heute morgen gestern hoy manana ayer oggi domani ieri stasera")

// loneLowerNames finds, in a text without capitals, a known first name
// written alone where a person stands: right before a verb of speech
// ("link billy shared", "the file dorothea sent") or right after a
// preposition that takes a person, where its clause goes on with no noun
// ("lunch with billy tomorrow", "sent to frederick."), right after a
// possessive and a relative ("my kid lukas", "mon fils hugo"),
// addressed ("leif, can i…", "remember me, mary?"), as the subject of
// its sentence before an auxiliary ("sarah can't make it", see
// lowerSubject), thanked or waited for ("merci à andré pour…", see
// personWaited), holding an account ("le compte de maggie ?", see
// accountOwner), as the object of a verb of people ("kannst du eva
// fragen", "frag mal julie", see objectName), or sought ("dov'è
// federica?", "anyone seen kasimir?", see soughtName); for those last
// five readings a first name only the
// first-name dictionary holds counts too (cuedFirstName). The first name
// must be frequent enough as a name and rare as a word (see
// loneFirstName); pairs are found before, by lowerNames and
// lowerSurnames, so only single words are left for it.
func (s *scratch) loneLowerNames() {
	for _, ci := range s.lowerCands {
		i := int(ci)
		if !s.free(i) || s.romancePronounOpener(i) && !s.wordIs(i, "mia") {
			continue // "ella dijo que…" is she; "mia dijo" is Mia, as speakerSubjects reads it
		}
		if s.loneFirstName(i) && (s.beforeSpeechVerb(i) || s.afterPersonPreposition(i) || s.afterOwnKin(i) || s.loneVocative(i)) {
			s.add(i, i+1, labelPerson, s.confidence(-0.1))
			continue
		}
		if cued := s.cuedFirstName(i); cued && (s.lowerSubject(i) || s.personWaited(i) || s.accountOwner(i) || s.objectName(i) || s.soughtName(i)) ||
			!cued && s.romanceOnlyFirstName(i) && (s.lowerSubject(i) || s.soughtName(i)) {
			s.add(i, i+1, labelPerson, s.confidence(-0.1))
		}
	}
}

// loneFirstName reports whether lower-case word i may stand for a person
// alone: a first name of the main lists (not only of the first-name
// dictionary), of three letters or more, no English word below SCOWL
// level 50, no French word unless the text is English or German
// (englishOrGerman: "colin", "robert" and "louis" are French words,
// names there; a short text of no known language may be French,
// "signé,"), no German noun, no place
// but a town of fewer than 50,000 people (smallTownAtMost),
// and no function word, word of time or technical term.
func (s *scratch) loneFirstName(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || a&attrFirst == 0 || a&attrDictFirst != 0 {
		return false
	}
	if lvl := wordLevel(a); lvl != 0 && lvl < 5 {
		return false
	}
	if a&(attrNounDE|attrStreet) != 0 || a&attrFrWord != 0 && !s.englishOrGerman() || !smallTownAtMost(a) {
		return false
	}
	if t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcHonorific|wcParticle|wcLocative|wcConj|wcCueWord|wcPersonVerb|wcUnit) != 0 {
		return false
	}
	w := s.wordBytes(i)
	return !functionWords.has(w) && !nounEnding(w) && !s.germanNoun(i)
}

// beforeSpeechVerb reports whether a verb of speech follows word i
// (speechVerbs) and no determiner stands before it: "billy shared", not
// "the jasper said".
func (s *scratch) beforeSpeechVerb(i int) bool {
	v := s.nextWord(i)
	return v >= 0 && s.toks[v].shape == shLower && speechVerbs.has(s.wordBytes(v)) && !s.afterDeterminer(i)
}

// afterPersonPreposition reports whether word i follows a preposition
// that takes a person (personPrepositions, or chat's "w/"), one space
// apart, and ends its phrase: the text, its line or its clause ends after it, or a function
// word, word of time, a day relative to today or a verb of speech follows ("with billy tomorrow",
// "to billy and", not "with jasper stones").
func (s *scratch) afterPersonPreposition(i int) bool {
	p := s.prevWord(i)
	if p < 0 && s.chatWith(i) {
		return s.phraseEndsAfter(i) // "hanging out w/ kevin"
	}
	if p < 0 || s.toks[p].shape != shLower || s.toks[i].start-s.toks[p].end != 1 || !personPrepositions.has(s.wordBytes(p)) {
		return false
	}
	return s.phraseEndsAfter(i)
}

// chatWith reports whether chat's "w/" for "with" stands before word i,
// a space apart: "hanging out w/ kevin".
func (s *scratch) chatWith(i int) bool {
	return i >= 2 && s.toks[i].flags&(tfSpace|tfNL) == tfSpace && s.toks[i-1].flags&(tfWord|tfSpace) == 0 && s.toks[i-1].r == '/' &&
		s.wordIs(i-2, "w") && (i == 2 || s.toks[i-2].flags&(tfSpace|tfNL) != 0)
}

// englishOrGerman reports whether the text is German or holds a word
// that only English writes and is not French, or, too short to tell,
// holds German function words and no more French ones ("hast du max
// gesehen": "du" is French too).
func (s *scratch) englishOrGerman() bool {
	return s.lang == langGerman || s.lang == langOther && (s.en > 0 || s.de > 0 && s.de >= s.fr)
}

// phraseOpeners open a new phrase after a person's name in French and
// German (folded), where the stopword lists leave them out: "avec louis
// ce matin", "mit jonas über die rechnung".
var phraseOpeners = wordSet("ce cet cette uber fur")

// phraseEndsAfter reports whether the phrase of word i ends after it: the
// text, its line or its clause ends (a dash between spaces ends a clause
// too: "message for gordon - parcel arrived"), or a function word, word of
// time, day relative to today or verb of speech follows.
func (s *scratch) phraseEndsAfter(i int) bool {
	k := i + 1
	if k >= len(s.toks) || s.toks[k].flags&(tfNL|tfWord) != tfWord {
		return s.clauseEndsAt(k) || s.spacedDash(k)
	}
	t := &s.toks[k]
	return t.flags&tfSpace != 0 && t.shape == shLower && (t.cls&(wcStopword|wcTimeWord|wcConj|wcLocative) != 0 ||
		functionWords.has(s.wordBytes(k)) || speechVerbs.has(s.wordBytes(k)) || relativeDays.has(s.wordBytes(k)) ||
		phraseOpeners[string(s.wordBytes(k))])
}

// pairCueVerbs take a person for object right after them, in the five
// languages (folded): "ask", "richiamare", "contacta", "rappelle", "frag".
var pairCueVerbs = wordSet("ask tell ping cc contact remind invite thank notify richiamare richiama chiama chiamare " +
	"scrivi contatta avvisa invita senti llama llamar escribe escribele dile pregunta contacta avisa avisale invita " +
	"rappelle ecris contacte previens relance remercie sag frag schreib schreibe kontaktiere ruf erinnere informiere")

// pairCueToVerbs take a person after "to" or "a": "talk to", "scrivi a",
// "écris à", "habla con" is a meeting's cue.
var pairCueToVerbs = wordSet("talk speak write wrote reach dile di escribe escribele pregunta habla scrivi chiedi parla " +
	"ecris dis demande parle avisa avisale invita avvisa ricorda manda envia llama llamar")

// pairAdverbs follow a verb as often as its object does: "richiamare
// subito", "llama enseguida", "ping again later".
var pairAdverbs = packedWordSet("subito presto tardi stamattina stasera stanotte dopo enseguida pronto luego tarde temprano " +
	"ahora vite tard toujours encore bientot sofort bald spater gleich nochmal wieder asap again back")

// unknownPairAfterCue reports whether, in a text without capitals, lower-
// case word i and the word after it are a name that no list holds, right
// after a verb that takes a person ("richiamare micheletto ceschi al…",
// "scrivi a luchino zaccagnini"): two words of no English word, French
// word, German noun or large place, no function word or adverb, then the
// end of the phrase (see phraseEndsAfter).
func (s *scratch) unknownPairAfterCue(i int) bool {
	if !s.noUpper || !s.pairCue(i) {
		return false
	}
	k := s.nextWord(i)
	if k < 0 || s.toks[k].start-s.toks[i].end != 1 || !s.unlistedNameWord(i) || !s.unlistedNameWord(k) {
		return false
	}
	return s.phraseEndsAfter(k)
}

// pairCue reports whether a verb of pairCueVerbs stands right before word
// i, or one of pairCueToVerbs then "to" or "a".
func (s *scratch) pairCue(i int) bool {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	if pairCueVerbs[string(s.wordBytes(p))] {
		return true
	}
	if !s.wordIs(p, "to") && !s.wordIs(p, "a") {
		return false
	}
	v := s.prevWord(p)
	return v >= 0 && s.toks[v].shape == shLower && pairCueToVerbs[string(s.wordBytes(v))]
}

// unlistedNameWord reports whether lower-case word i may be a part of a
// name that no list holds: three letters or more, no digit, no English
// word, French word, German noun, street type or place but a town of fewer
// than 50,000 people, no word of any class, function word, adverb or
// noun by its ending.
func (s *scratch) unlistedNameWord(i int) bool {
	t := &s.toks[i]
	a := s.resolved(i)
	if t.shape != shLower || t.letters < 3 || t.flags&tfDigit != 0 || t.cls != 0 || wordLevel(a) != 0 ||
		a&(attrFrWord|attrNounDE|attrCountry|attrState|attrCounty|attrExtraPlace|attrStreet) != 0 || cityBucket(a) > 3 {
		return false
	}
	w := s.wordBytes(i)
	if functionWords.has(w) || pairAdverbs.has(w) || relativeDays.has(w) || nounEnding(w) || s.germanNoun(i) {
		return false
	}
	return len(w) < 5 || string(w[len(w)-5:]) != "mente"
}

// possessives open a relative's phrase in the five languages (folded):
// "my kid", "mon fils", "mi hijo", "mio figlio", "mein sohn".
var possessives = packedWordSet("my our his her their your mon ma notre votre son sa mi mis tu su nuestro nuestra mio mia " +
	"tuo tua suo sua nostro nostra mein meine meinen meinem meiner unser unsere dein deine sein seine ihr ihre")

// ownKin name a person's relatives and relations in French, German,
// Spanish and Italian (folded), besides kinNouns' English ones.
var ownKin = packedWordSet("fils fille femme mari frere soeur mere pere ami amie collegue patron cousin cousine oncle tante " +
	"sohn tochter frau mann gatte gattin gemahl gemahlin bruder schwester mutter vater freund freundin kollege kollegin chef " +
	"hijo hija esposa esposo marido mujer hermano hermana madre padre amigo amiga colega jefe primo prima " +
	"figlio figlia moglie marito fratello sorella amico amica collega capo cugino cugina " +
	"neighbour neighbor voisin voisine nachbar nachbarin vecino vecina vicino vicina")

// afterOwnKin reports whether a possessive and a relative stand right
// before word i: "my kid lukas", "mi hermana lucía".
func (s *scratch) afterOwnKin(i int) bool {
	k := s.prevWord(i)
	if k < 0 || s.toks[k].shape != shLower || !kinNouns[string(s.wordBytes(k))] && !ownKin.has(s.wordBytes(k)) {
		return false
	}
	p := s.prevWord(k)
	return p >= 0 && s.toks[p].shape == shLower && possessives.has(s.wordBytes(p))
}

// loneVocative reports whether word i is addressed: it opens a sentence
// and a comma follows it ("leif, can i please speak to your boss?"), or a
// comma stands before it and a question or exclamation mark after it
// ("remember me, mary?").
func (s *scratch) loneVocative(i int) bool {
	n := i + 1
	if n >= len(s.toks) || s.toks[n].flags&tfWord != 0 {
		return false
	}
	if s.toks[i].flags&tfSentStart != 0 && s.toks[n].r == ',' {
		return true
	}
	p := i - 1
	return p > 0 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == ',' && s.toks[i].flags&tfSpace != 0 &&
		(s.toks[n].r == '?' || s.toks[n].r == '!')
}

// lowerParticlePhrase returns the end of a surname that the lists hold
// as a phrase opening with particle k ("de vries", "de graaf", "van den
// berg"), written in lower case after a lower-case first name, or 0.
func (s *scratch) lowerParticlePhrase(k int) int {
	key := append(s.phrase[:0], s.wordBytes(k)...)
	end := 0
	for n, j := 0, k; n < 2; n++ {
		m := s.nextWord(j)
		if m < 0 || s.toks[m].shape != shLower || s.toks[m].start-s.toks[j].end != 1 {
			break
		}
		key = append(append(key, ' '), s.wordBytes(m)...)
		if s.d.base.lookup(key)&attrLast != 0 {
			end = m + 1
		}
		j = m
	}
	s.phrase = key
	return end
}
