package gazetteer

import "strings"

// The rules of Detector, applied in order of strength; each rule
// claims the words it uses, so later, weaker rules cannot take them.

// run applies the rules. A rule that nothing in the text can start is
// not called at all: each walks one of the tokenizer's lists or needs a
// word the tokenizer counts, and most chat messages have no digit, colon,
// determiner or month abbreviation and few capitalised words, so the calls
// would cost more than the rules' work. Each rule keeps its own test too.
func (s *scratch) run() {
	if s.d.extra != nil {
		s.operatorLists()
	}
	if s.fr == 1 || s.fr == 2 {
		s.germanDu() // "Kennst du…" is German
	}
	s.decideLanguage()
	if s.timeAbbrevs != 0 {
		s.markDateWords()
	}
	if s.digitWords != 0 {
		s.markFieldLabels()
	}
	s.streets() // most streets start from a number; a few stand without one
	if len(s.nums) != 0 {
		s.markNumberLabels()
	}
	if s.dets != 0 {
		s.markGermanNouns()
	}
	if s.lang == langFrench {
		s.markFrenchNouns()
	}
	if len(s.nameCaps)+len(s.lowerCands)+len(s.lowerLasts) != 0 {
		s.registerPairs()
	}
	if len(s.regLowers) >= 2 && s.noUpper {
		s.registerLowerPairs()
	}
	if s.colons != 0 {
		s.peopleLists()
	}
	names := len(s.nameCaps) != 0
	if s.lines >= 2 && names && !s.noUpper {
		s.capTableNames() // "Name;Ort\nWalther Haering;Freudenstadt"
	}
	if s.colons != 0 && names {
		s.cityFields() // "City: Kimberly Ville"
	}
	if len(s.orgCands) != 0 {
		s.orgSuffix()
	}
	if names {
		s.firmNames()
	}
	if len(s.orgCueWords) != 0 {
		s.orgCueNames()
	}
	if s.colons != 0 {
		s.firmKeys() // "supplier_name: Paxata"
	}
	if names && s.lang == langGerman && s.dets != 0 {
		s.germanArticleFirms()
	}
	if len(s.unknownCaps) != 0 {
		s.knownOrgs(false)
	}
	if s.kinds[labelStreet]+s.kinds[labelOrg] != 0 {
		s.orgContexts(true, 0)
	}
	early, orgs := len(s.spans), s.kinds[labelOrg]
	if s.colons != 0 {
		s.speakers() // a speaker's name is followed by a colon
	}
	if len(s.honorifics)+len(s.quotes) != 0 && names && !s.noUpper {
		s.honorificParticles() // "Dr. de Vries"
		s.attributions()       // "\"…,\" Wildschut said"
	}
	if s.colons != 0 && names {
		s.upperFieldNames()      // "TITULAR: ÍÑIGO ARNAL", before the cues read its first word alone
		s.partKeyParticleNames() // "cognome: van de Wal", before a place takes "Wal"
		if !s.noUpper {
			s.headKeyNames() // `{"first": "Abbie", "last": "Reed"}`
		}
	}
	if s.upperFirsts != 0 && s.upperWords >= 2 {
		s.shoutedNames() // "Chiuso da MARIA BERNETTI", before the cues read its first word alone
	}
	if s.equals != 0 && len(s.quotes)+s.apostrophes != 0 && names && !s.noUpper {
		s.keywordPartNames() // `dict(prenom="Hannah", nom="Tonisto")`
	}
	if len(s.angles) != 0 && names {
		s.xmlPartNames() // "<surname>Bettoni</surname>"
	}
	if len(s.cueCands) != 0 {
		s.cues()
	}
	if s.colons != 0 && names {
		s.fieldNames() // "Bearbeiter: Mieszko Leszczyk"
	}
	if len(s.angles) != 0 {
		s.displayNames()
	}
	if names {
		if len(s.ats) != 0 && !s.noUpper {
			s.handleNames() // "@Viola kannst du kurz schauen?"
		}
		s.invertedNames()
		s.speakerSubjects()
		if len(s.unknownCaps) != 0 {
			s.kinCapNames() // "my kid Agi", "our CFO Zdravko Quellmann"
		}
		s.places()
		s.initialNames()
		s.firstNames()
		s.surnames()
		if s.lang == langGerman {
			s.germanNames()
			s.germanSubjectPairs()
			s.germanLoneNames() // "Laut Ilse ist das Problem gelöst"
		}
		if s.lang == langGerman || s.lang == langFrench {
			s.loneSurnames() // "Nous travaillons avec Delaunay"
		}
		if s.lang == langOther {
			s.subjectNames()
			s.relationNames()
		}
		s.unknownNames()
		if s.addressed != 0 && !s.noUpper {
			s.vocatives() // "Don't go to town, Mark!"
		}
		if len(s.unknownCaps) != 0 {
			s.hyphenatedSurnames()
		}
	}
	if len(s.lowerCands) != 0 {
		s.lowerNames()
	}
	if len(s.lowerLasts) != 0 {
		s.lowerSurnames()
	}
	if s.noUpper && len(s.lowerCands) != 0 {
		s.addressOwners()
		s.kinNames()
		s.loneLowerNames()
		s.lowerSpeakerPairs()
		s.lowerSubjectPairs()
	}
	if s.noUpper {
		s.slotLowerNames()
		if s.lines != 0 {
			s.lowerTableNames()
		}
		s.lowerRowNames()
		s.roleNames()
		s.lowerContactNames()
		s.lowerKnownPairs()
		if len(s.lowerCands) != 0 {
			s.lowerDutchVanNames()
		}
		s.englishSlotPairs()
		s.foreignSlotPairs()
		if len(s.lowerCands) != 0 {
			s.peopleWithSpeaker()
		}
		s.lowerCoordinated()
		s.germanWordPairsBeforePlural() // "tom und lea kommen morgen"
		if s.kinds[labelPerson] != 0 {
			s.lowerParticleTails()
		}
		s.lowerInvertedNames()
		if s.colons != 0 {
			s.lowerFieldSurnameFirst()
		}
		if len(s.regLowers) != 0 {
			s.registerAloneInFrames() // "jacopo arriva domani"
		}
		if len(s.lowerCands) != 0 {
			s.bareLowerNames() // "ok so keith approved it", after every longer reading
		}
		if s.kinds[labelPerson] != 0 {
			s.wordFirstsBeforePeople() // "amado y mateo vienen"
		}
		s.addressedLowerNames() // "jaja darío eres lo peor"
		s.germanSlotNames()     // "mit gesine gnatz", "anastasia und stavros nette": grows the names found
		if len(s.lowerCands) != 0 {
			s.lowerUnlistedSurnames() // "rick wunderink before 5pm"
		}
		if s.kinds[labelPerson] != 0 {
			s.lowerInvertedGrow() // "holt, miroslawa hat angerufen"
		}
	}
	if len(s.unknownCaps) != 0 {
		s.knownOrgs(true)
	}
	if len(s.froms) != 0 && !s.noUpper {
		s.cuedOrgsAfterFrom() // "an invoice from Siemens", after the rules of people and places
	}
	if names {
		s.coordinated()
	}
	if s.linePersons != 0 && !s.noUpper {
		s.personLineFirms() // "Carol Woods | Account Manager | Verlane Media"
	}
	if s.kinds[labelPerson] != 0 && (s.lines >= 2 || s.personFrom()) || s.kinds[labelOrg] > orgs {
		s.orgContexts(false, early)
	} else if s.kinds[labelStreet] != 0 {
		s.addressLineFirms() // "Kiniumivo Media | 71583 King Road" with no person
	}
	if s.kinds[labelPerson] != 0 && !s.noUpper {
		s.particleTails() // "Robert du Voisin", "de los Santos", "STOLZE Johanna"
		if len(s.quotes) != 0 || s.apostrophes != 0 && s.kinds[labelPerson] >= 2 {
			s.nicknameTails() // `Robert "Bob" Wheeler`, `Margaret 'Peggy' Leach`: the nickname is a name too
		}
		if len(s.unknownCaps)+s.townsAfterCaps != 0 {
			s.unlistedNeighbours() // "Gioachino Sonnino-Borrani"
		}
		if s.capCommas != 0 {
			s.dutchParticleTails() // "Berg, Jan van den"
		}
		if len(s.orgCands) != 0 {
			s.initialsBeforePersons() // "M. Prodi"
		}
	}
	if s.jesus != 0 && !s.noUpper {
		s.jesusInNames() // "María Jesús Gallego"
	}
	if n := s.kinds[labelPerson] + s.kinds[labelOrg]; n != 0 && (s.noUpper || s.apostrophes != 0 || s.kinds[labelOrg] >= 2) {
		s.joinNames()
	} else if s.kinds[labelPerson] != 0 && s.kinds[labelPerson]+s.kinds[labelPlace] >= 2 {
		s.capNameTails() // "Jorge Luis Serrano Hidalgo"
	}
	if s.kinds[labelPerson] != 0 {
		s.mentions()
	}
	if s.kinds[labelStreet] != 0 {
		s.streetStarts()
	}
}

// phraseAt returns the longest run of words from i whose folded form is
// in tab with some of the want bits, its end (exclusive token index) and
// attributes. Words may be separated by spaces, a dot and spaces, or an
// apostrophe; never by a line break. The key of a run is its folded words
// joined by single spaces.
func (s *scratch) phraseAt(tab *table, i int, want uint32) (end int, attr uint32) {
	var a uint32
	if tab == s.d.base {
		a = s.baseAttr(i)
	} else {
		a = tab.lookup(s.wordBytes(i))
	}
	if a&want != 0 {
		end, attr = i+1, a
	}
	if a&attrPrefix == 0 {
		return end, attr
	}
	key := append(s.phrase[:0], s.wordBytes(i)...)
	j := i
	for n := 1; a&attrPrefix != 0 && n < maxPlaceWords; n++ {
		k := s.joinNext(j)
		if k < 0 {
			break
		}
		j = k
		key = append(append(key, ' '), s.wordBytes(j)...)
		a = tab.lookup(key)
		if a&want != 0 {
			end, attr = j+1, a
		}
	}
	s.phrase = key
	return end, attr
}

// baseAttr returns the attributes of word i in the embedded table. The
// tokenizer looked them up already, unless the word is not a name shape
// or the operator's lists were mixed in.
func (s *scratch) baseAttr(i int) uint32 {
	if s.d.extra == nil && s.toks[i].shape != shOther {
		return s.resolved(i)
	}
	return s.d.base.lookup(s.wordBytes(i))
}

// joinNext returns the word that continues a phrase ending at word j, or
// -1: the next word after spaces, after ". " or after an apostrophe.
func (s *scratch) joinNext(j int) int {
	if k := s.nextWord(j); k >= 0 {
		return k
	}
	k := j + 1
	if k+1 >= len(s.toks) || s.toks[k].flags&(tfSpace|tfNL) != 0 {
		return -1
	}
	switch s.toks[k].r {
	case '.':
		return s.nextWord(k)
	case '\'', '’':
		if s.toks[k+1].flags&tfWord != 0 && s.toks[k+1].flags&(tfSpace|tfNL) == 0 {
			return k + 1
		}
	}
	return -1
}

// operatorLists claims allow-listed phrases (blocked) and the operator's
// names, places and organisations.
func (s *scratch) operatorLists() {
	for i := range s.toks {
		if !s.isWord(i) || s.toks[i].flags&tfBlocked != 0 {
			continue
		}
		if end, _ := s.phraseAt(s.d.extra, i, attrAllow); end > 0 {
			for k := i; k < end; k++ {
				s.toks[k].flags |= tfBlocked
			}
		}
	}
	for i := range s.toks {
		if !s.isWord(i) || !s.free(i) {
			continue
		}
		end, a := s.phraseAt(s.d.extra, i, attrExtraName|attrExtraPlace|attrExtraOrg)
		if end == 0 {
			continue
		}
		// A one-word entry that is a common word must be capitalised.
		if end == i+1 && s.common(i, 5) && !s.capWord(i) {
			continue
		}
		kind := labelPerson
		switch {
		case a&attrExtraOrg != 0:
			kind = labelOrg
		case a&attrExtraPlace != 0 && a&attrExtraName == 0:
			kind = labelPlace
		}
		if kind == labelPerson {
			end = s.extendName(end-1, s.toks[end-1].shape == shLower)
		}
		s.add(i, end, kind, s.confidence(0.1))
	}
}

// mailHeaders are the fields of an e-mail's header in the languages of
// the lists: no speakers.
var mailHeaders = wordSet("from to cc bcc subject date reply sent de para asunto fecha enviado objet envoye " +
	"von an betreff datum gesendet da a oggetto data inviato van aan onderwerp verzonden")

// speakers finds the speakers of a transcript: a name at the start of a
// line, right before a colon ("Nicole: Remember me?").
func (s *scratch) speakers() {
	var cands [16]int
	n := 0
	for _, ci := range s.caps {
		i := int(ci)
		if n == len(cands) {
			break
		}
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.flags&tfLineStart == 0 || i+1 >= len(s.toks) {
			continue
		}
		if c := &s.toks[i+1]; c.r != ':' || c.flags&tfSpace != 0 || i+2 >= len(s.toks) || s.toks[i+2].flags&(tfNL|tfDigit) != 0 {
			continue // a speaker says words, a key has a value ("numero: 5.0.1")
		}
		if mailHeaders[string(s.wordBytes(i))] {
			continue // "De:", "Asunto:": the fields of an e-mail's header
		}
		if t.shape == shCap || t.shape == shLower && s.noUpper {
			cands[n] = i
			n++
		}
	}
	// A transcript names its speakers more than once, or names a known
	// person among two speakers or more: labels of notes, release notes
	// and configuration files ("Decision:", "Fixed:", "runs-on:") each come
	// once.
	transcript, named := false, 0
	for a, i := range cands[:n] {
		if s.toks[i].attr&nameBits != 0 {
			named++
		}
		for _, j := range cands[a+1 : n] {
			if string(s.wordBytes(i)) == string(s.wordBytes(j)) {
				transcript = true
			}
		}
	}
	transcript = transcript || named >= 2 || named >= 1 && n >= 2 && s.lang != langGerman
	for _, i := range cands[:n] {
		t := &s.toks[i]
		if !s.free(i) || s.nonName(i) || t.cls&(wcTimeWord|wcColonCue) != 0 {
			continue // "Name:", "Vorname:" introduce a name, they are none
		}
		known := t.attr&nameBits != 0
		unknownOK := transcript && s.lang != langGerman && !s.common(i, s.d.p.commonMax) && t.attr&placeBits == 0 &&
			!hasHyphen(s.text[t.start:t.end])
		// Alone, a speaker is a first name ("Nicole: Remember me?"); a
		// surname alone is as often a label ("Cron: 33 15 * * 5").
		alone := t.attr&attrFirst != 0 && s.lang != langGerman
		ok := known && !s.common(i, s.d.p.hardCommon) && (alone || transcript) || unknownOK
		if ok {
			s.add(i, i+1, labelPerson, s.confidence(0))
		}
	}
}

// quoteRune reports whether r is a quote mark that encloses a key or a
// value.
func quoteRune(r rune) bool {
	return r == '"' || r == '\'' || r == '“' || r == '”' || r == '«' || r == '»' || r == '„'
}

// hasHyphen reports whether a word is hyphenated ("runs-on",
// "Follow-up"): a label or a key, as a speaker.
func hasHyphen(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] == '-' {
			return true
		}
	}
	return len(w) > 0 && w[0] >= 0x80 && containsRuneHyphen(w)
}

func containsRuneHyphen(w string) bool {
	for _, r := range w {
		if isHyphen(r) {
			return true
		}
	}
	return false
}

// cues finds names after honorifics ("Mr. Smith", "Mme Dubois") and cue
// phrases ("my name is", "call me", "I'm", "je m'appelle", "Hi", "Name:").
// It visits only the words that tokenize found right after a word that may
// end a cue, less those it would skip anyway (s.cueCands), in text order.
func (s *scratch) cues() {
	p := s.d.p
	for _, ci := range s.cueCands {
		i := int(ci)
		if !s.free(i) || s.toks[i].shape == shOther {
			continue
		}
		cue, honorific := s.cueBefore(i)
		if cue == cueNone || cue == cueClosing && s.thanksIntensifier(i) {
			continue // "grazie mille": a word of the thanks
		}
		s.resolve(i)
		t := &s.toks[i]
		if honorific && t.cls&wcParticle != 0 && t.shape == shLower && !s.noUpper {
			continue // a particle names nobody alone: "eine Frau von Welt" (see honorificParticles)
		}
		if t.flags&tfNL != 0 && cue != cueStrong && (cue != cueClosing || !s.aloneOnLine(i) && !s.lowerSignature(i) && s.nameLineEnd(i) == 0) {
			continue
		}
		if t.cls&(wcStopword|wcDemonym) != 0 {
			continue
		}
		ok, pairEnd := false, 0
		lower := t.shape == shLower
		if lower && cue == cueAddress && s.en == 0 && possessives.has(s.wordBytes(i)) {
			continue // "scrivi a mia madre": a possessive, no first name, where no word says English ("ask mia")
		}
		if lower && (cue == cueGreet || cue == cueClosing) && (t.cls&wcParticle != 0 || chatEndearments.has(s.wordBytes(i)) ||
			thanksWords.has(s.wordBytes(i))) {
			continue // "auguri di buon compleanno", "scusa amore, arrivo", "bis später buddy", "super grazie bello": no name after the greeting
		}
		named := t.attr&nameBits != 0
		switch cue {
		case cueStrong:
			switch {
			case honorific && s.capWord(i):
				ok = true
			case honorific && lower && s.noUpper:
				ok = s.lowerHonorificSurname(s.honorificAt(i), i) ||
					s.toks[i-1].flags&tfWord == 0 && (named && !s.common(i, p.commonMax) || !s.common(i, 7)) // with its dot, as any strong cue
			case s.capWord(i):
				ok = (named || !s.common(i, 3)) && !s.nounAfterKey(i) || s.namePartValue(i) // "Surname: Young"
			case lower:
				ok = named && !s.common(i, p.commonMax) || !s.common(i, 7)
			}
		case cueWeak:
			ok = t.attr&attrFirst != 0 && !s.common(i, p.commonMax) && (lower || s.capWord(i))
			if !ok && s.capWord(i) && t.attr&(attrLast|attrPart) != 0 && !s.common(i, 7) && t.attr&placeBits == 0 {
				ok = true
			}
		case cueAddress:
			// A known name that is no common word ("ask Dorothea", "sag
			// jonas", "titular guiomar gimenez"), or a word and a known
			// surname after it.
			if (lower || s.capWord(i)) && !(lower && functionWords.has(s.wordBytes(i))) { // "richiamare al 0331…"
				ok = named && !s.common(i, p.commonMax) && t.attr&(attrCountry|attrState) == 0 && !s.germanNounHere(i) &&
					!(lower && s.lang == langGerman && s.germanNoun(i)) ||
					s.surnameAfter(i)
			}

		case cueRole:
			// "account holder mark brooks": the role says a name follows;
			// not a table's next header ("intestatario,azienda"), nor a
			// firm's word that makes the role word part of a firm's name
			// ("Holder Group").
			ok = (lower || s.capWord(i)) && t.cls&(wcConj|wcParticle|wcOrgHead|wcLegal) == 0 && t.letters >= 2 &&
				!functionWords.has(s.wordBytes(i)) && s.toks[i].flags&tfSpace != 0
		case cueGreet, cueClosing:
			ok = s.capWord(i) && t.attr&(attrCountry|attrState) == 0 && t.cls&wcTechTerm == 0 &&
				(named && !s.common(i, p.hardCommon) || !s.common(i, 7) && t.attr&placeBits == 0)
			if !ok && cue == cueGreet && s.capWord(i) && t.attr&attrFirst != 0 && t.attr&(attrCountry|attrState) == 0 &&
				t.cls&wcTechTerm == 0 && s.vocativeEnd(i) {
				// a known first name that is a common word, greeted and
				// set off by a comma or the line's end: "Hi Jack,", "Dear Will,"
				ok = true
			}
			if !ok && cue == cueClosing && s.lowerSignature(i) {
				ok = true // "regards,\nglen fox"
			}
			if !ok && cue == cueClosing && s.signatureFirstName(i) {
				ok = true // "Gracias,\nGrace", "Cheers,\nMark"
			}
			if !ok && lower && s.noUpper && t.flags&tfNL == 0 {
				// a text without capitals greets and thanks in lower case:
				// a known first name that is no common word and no place
				// ("hi anna,", "grazie marco")
				ok = t.attr&attrFirst != 0 && !s.common(i, p.commonMax) && t.attr&(attrCountry|attrState) == 0 &&
					cityBucket(t.attr) < 5 && t.cls&wcTechTerm == 0 && !s.germanNoun(i) ||
					s.germanGreetedFirst(i) // "hallo tom, hast du…", "moin wladimir!"
			}
			if !ok && cue == cueClosing && t.flags&tfNL != 0 && s.germanOrFrench() && s.toks[i].shape == shCap && named &&
				!s.germanNoun(i) {
				// a signature in German or French text: an English word is
				// no evidence against a known name there ("Viele Grüße /
				// Harm Quandtke"); a second capitalised word must follow
				k := s.nextWord(i)
				ok = k >= 0 && s.toks[k].shape == shCap && s.toks[k].cls&wcNonName == 0
			}
			if ok && cue == cueClosing && t.flags&tfNL != 0 && !named {
				// a signature alone on its line: a team signs as often
				// ("Saludos,\nContabilidad"), so a word in no list needs
				// a known name after it
				k := s.nextWord(i)
				ok = k >= 0 && s.capWord(k) && s.resolved(k)&nameBits != 0 && !s.common(k, p.hardCommon)
			}
			if !ok && lower {
				if e := s.nameLineEnd(i); e > 0 {
					ok, pairEnd = true, e // "cordiali saluti,\nninetta filogamo", "beste fatima kloppert,\n"
				}
			}
			if ok && closingNoun(s.wordBytes(i)) {
				ok = false // "Liebe Grüße": the greeting word opens a closing
			}
		case cueKey:
			// "name: Ricardo Park", "\"nom\": \"Nacho Pellicer\"": a key
			// of a record names a person when its value reads as a
			// name; "name: Build and Test" is a step of a workflow.
			if s.capWord(i) && t.attr&(attrCountry|attrState) == 0 && t.cls&wcTechTerm == 0 {
				ok = named && !s.common(i, p.commonMax) && t.attr&placeBits == 0
				if k := s.nextWord(i); !ok && k >= 0 && s.capWord(k) && s.free(k) && s.toks[k].cls&(wcStopword|wcTechTerm) == 0 {
					// two capitalised words, one a known name that is no
					// common word, neither a common word if both are
					// known ("Ricardo Park", "Nacho Pellicer")
					s.resolve(k)
					ki := s.toks[k].attr&nameBits != 0 && !s.common(k, p.commonMax)
					ok = named && !s.common(i, p.commonMax) && (s.toks[k].attr&nameBits != 0 || !s.common(k, 7)) ||
						ki && (named || !s.common(i, p.commonMax))
				}
			}
			ok = ok || s.namePartValue(i) // "surname: Biesek", "last_name: White"
		}
		if !ok && s.noUpper && lower {
			pairEnd = s.lowerCuePairEnd(i, cue, honorific) // "hi dawn preston,", "meeting with mark rodgers"
			ok = pairEnd > 0
			if !ok && !honorific && (s.cuedLoneFirst(i, cue) || (cue == cueGreet || cue == cueClosing) && s.praisedSurname(i)) {
				s.add(i, i+1, labelPerson, s.confidence(0)) // "hola maría,", "ciao baccio,", "ping sally about…", "perfetto rossi grazie"
				continue
			}
		}
		if s.noUpper && lower && cue == cueStrong && !honorific && s.afterColon(i) {
			if e := s.nameLineEnd(i); e > pairEnd {
				ok, pairEnd = true, e // "nombre completo: claudia de la rosa"
			}
		}
		if ok && lower && cue == cueStrong && s.creditCue(i) {
			ok = false // "sung by salarymen": a credit names a capitalised name
		}
		if ok && !s.hyphenatedName(i) {
			ok = false // "name: audit-log", "nom: Canary-Pool"
		}
		if ok && lower && s.afterColon(i) && (!named || s.common(i, 7)) {
			ok = false // "- name: app": a lower-case value of a key is a name only if a known one
		}
		if !ok && cue == cueAddress && lower && s.unknownPairAfterCue(i) {
			s.add(i, s.nextWord(i)+1, labelPerson, s.confidence(0.05)) // "richiamare micheletto ceschi al…"
			continue
		}
		if !ok {
			continue
		}
		if honorific && s.brandBeforeGoods(i) {
			s.toks[i].flags |= tfBlocked // "dr martens boots": a brand, for every rule
			continue
		}
		end := s.extendName(i, lower)
		if honorific && lower && s.noUpper && s.toks[i-1].flags&tfWord != 0 {
			end = s.lowerHonorificEnd(i) // without the dot: "herr koch kommt"
		}
		if end == i+1 && lower && cue == cueAddress && s.cuedSurnameAfter(i) {
			end = i + 2 // "cc ryan brown", "ask kevin white": after a cue, a known surname even among the commonest words
		}
		if end == i+1 && lower && s.noUpper && !honorific && (cue == cueStrong || cue == cueClosing || cue == cueGreet || cue == cueKey) &&
			s.resolved(i)&attrFirst != 0 {
			end = s.cuedPairEnd(i) // "my name is sheila wall and…", "regards,\nglen fox"
		}
		if end == i+1 && s.invertedSurname(i) {
			end = s.invertedTail(i, end) // "account holder Prat, Obdulia"
		}
		if cue == cueRole && lower {
			end = s.roleHolderEnd(i) // "titular domingo benet", "titular posada, rosenda"
		}

		if pairEnd > end {
			end = pairEnd
		}
		if lower && s.noUpper && (!honorific || s.toks[i-1].flags&tfWord == 0) && end > i+1 {
			end, _ = s.endBeforeGermanVerb(i, end) // "moin, nelly kommt heute", "fr. ramsauer ruft zurück": the verb stays in clear
		}
		conf := 0.1
		if cue == cueGreet || cue == cueClosing {
			conf = 0
		}
		s.add(i, end, labelPerson, s.confidence(conf))
	}
}

// cuedSurnameAfter reports whether lower-case word k after known first
// name i, which a verb of address announces, is a known surname, even
// one among the commonest English words: no stopword, function word,
// particle, locative, conjunction, word of time, cue or verb of people,
// and no country or region.
func (s *scratch) cuedSurnameAfter(i int) bool {
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.resolved(i)&attrFirst == 0 || s.toks[k].shape != shLower || s.toks[k].letters < 3 || s.toks[k].start-s.toks[i].end > 2 {
		return false
	}
	t := &s.toks[k]
	if t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcTimeAbbrev|wcCueWord|wcPersonVerb) != 0 ||
		functionWords.has(s.wordBytes(k)) {
		return false
	}
	a := s.resolved(k)
	return a&attrLast != 0 && a&(attrCountry|attrState) == 0
}

// vocativeEnd reports whether word i ends an address: a comma, an
// exclamation mark, an emoji or the end of the line follows it.
func (s *scratch) vocativeEnd(i int) bool {
	if i+1 >= len(s.toks) {
		return true
	}
	n := &s.toks[i+1]
	if n.flags&tfWord != 0 {
		return n.flags&tfNL != 0
	}
	return n.r == ',' || n.r == '!' || emojiRune(n.r)
}

// roleHolderEnd returns the end of the name of a role's holder that
// starts at word i (see cueRole): the next word on the line too, written
// in the same case, that is no function word, no stopword and no number,
// or a first name after a comma ("posada, rosenda").
func (s *scratch) roleHolderEnd(i int) int {
	k := s.nextWord(i)
	if k < 0 && i+2 < len(s.toks) && s.toks[i+1].r == ',' && s.toks[i+1].flags&tfSpace == 0 {
		if k = s.nextWord(i + 1); k >= 0 && s.free(k) && s.toks[k].shape == s.toks[i].shape && s.toks[k].cls&wcStopword == 0 &&
			!functionWords.has(s.wordBytes(k)) && s.toks[k].flags&tfDigit == 0 {
			return k + 1
		}
		return i + 1
	}
	if k >= 0 && s.free(k) && s.toks[k].cls&wcParticle != 0 && s.toks[k].shape == shLower && s.toks[i].shape == shLower {
		if m := s.nextWord(k); m >= 0 && s.free(m) && s.lowerParticleSurname(m) {
			return m + 1 // "le compte est à pénélope le roux"
		}
	}
	if k < 0 || !s.free(k) || s.toks[k].shape != s.toks[i].shape || s.toks[k].flags&tfDigit != 0 ||
		s.toks[k].cls&(wcStopword|wcConj) != 0 || functionWords.has(s.wordBytes(k)) {
		return i + 1
	}
	if n := k + 1; n < len(s.toks) && s.toks[n].flags&(tfSpace|tfWord) == 0 && (s.toks[n].r == '\'' || s.toks[n].r == '’') {
		return i + 1
	}
	return k + 1
}

// aloneOnLine reports whether the name that word i starts fills its line:
// one to three capitalised words, then a line break or the end of the
// text.
func (s *scratch) aloneOnLine(i int) bool {
	end := i
	for n := 0; n < 3 && end >= 0 && s.capWord(end); n++ {
		if k := s.nextWord(end); k >= 0 {
			end = k
			continue
		}
		k := end + 1
		return k >= len(s.toks) || s.toks[k].flags&tfNL != 0
	}
	return false
}

// lowerHonorific reports whether honorific j, in lower case, opens the
// name at word i: with its dot, before a capitalised word (any word in a
// text without capitals), after no number and glued to no slash after a
// word that is no title ("ms. Quinzia", "mr. elliott", "mr/mrs. hall";
// "30 ms. Support" is a duration, "MB/ms." a unit).
func (s *scratch) lowerHonorific(j, i int, punct rune) bool {
	if punct != '.' || s.toks[j].shape != shLower || !s.capWord(i) && !(s.noUpper && s.toks[i].shape == shLower) {
		return false
	}
	if j > 0 && s.toks[j].flags&tfSpace == 0 && s.toks[j-1].flags&tfWord == 0 && s.toks[j-1].r == '/' && !s.titleBeforeSlash(j-1) {
		return false // a unit's denominator: "32 MB/ms. Using 512 pages"
	}
	p := s.prevWord(j)
	return p < 0 || s.toks[p].flags&tfDigit == 0
}

// titleBeforeSlash reports whether the word glued before slash k, past
// its dot, is a title: "mr/mrs. hall", "ms./mr. whitfield".
func (s *scratch) titleBeforeSlash(k int) bool {
	k--
	if k >= 0 && s.toks[k].flags&tfWord == 0 && s.toks[k].r == '.' && s.toks[k].flags&tfSpace == 0 {
		k--
	}
	return k >= 0 && s.toks[k].flags&tfWord != 0 && s.toks[k].cls&(wcHonorific|wcHonorificDot) != 0
}

// cueBefore reports the cue right before word i, and whether it is an
// honorific; none for the ending of an Italian honorific after its dot
// ("sig.ra"). A colon may stand between quotes, as JSON writes a key and
// its value ("\"nom\": \"Nacho Pellicer\"").
func (s *scratch) cueBefore(i int) (cue, bool) {
	j := i - 1
	var punct rune
	if j >= 0 && s.toks[j].flags&tfWord == 0 {
		punct = s.toks[j].r
		if quoteRune(punct) && j > 0 && s.toks[j-1].flags&tfWord == 0 && s.toks[j-1].r == ':' {
			j--
			punct = ':'
		}
		switch punct {
		case '.', ':', ',', '?':
			if punct == '.' && s.toks[i].cls&wcHonorificDot != 0 && s.honorificEnding(i) {
				return cueNone, false // the ending of an Italian honorific: "sig.ra"
			}
			j--
			if punct == ':' && j > 0 && s.toks[j].flags&tfWord == 0 && quoteRune(s.toks[j].r) {
				j--
			}
		default:
			return cueNone, false
		}
	}
	if !s.isWord(j) {
		return cueNone, false
	}
	cls := s.toks[j].cls
	switch punct {
	case 0, '.':
		if cls&(wcHonorific|wcHonorificDot) != 0 && s.honorificCue(j, i, cls, punct) {
			return cueStrong, true
		}
		if punct == 0 {
			if cls&wcCueEnd != 0 {
				b, c, d := s.prevWords(i)
				return cueAt(b, c, d, s.noUpper), false
			}
			return cueNone, false
		}
		if s.noUpper && s.toks[j].letters == 1 && s.lowerFrenchM(j, i) {
			return cueStrong, true // "m. dupont" in a text without capitals
		}
		if s.toks[j].shape == shInitial && s.wordIs(j, "m") {
			// French "M. Dupont", unless a middle initial: "Karin M. Beike".
			if k := s.prevWord(j); k < 0 || !s.capWord(k) {
				return cueStrong, true
			}
		}
	case ':':
		// "Name: Sölvi" in a form; "name: audit-log" is a key of a
		// configuration file, unless the whole text is in lower case.
		if cls&wcColonCue != 0 && (s.toks[j].shape != shLower || s.noUpper) && !s.bareCompleteKey(j) {
			return cueStrong, false
		}
		if cls&wcColonCue != 0 {
			return cueKey, false
		}
	case '?':
		if cls&wcColonCue != 0 && nameWords[string(s.wordBytes(j))] {
			return cueStrong, false // "What's your name? Sölvi"
		}
	case ',':
		if cls&wcCueEnd != 0 {
			b, c, d := s.prevWords(j + 1)
			if k := cueAt(b, c, d, s.noUpper); k != cueNone || s.noUpper {
				return k, false
			}
			if cueAt(b, c, d, true) == cueClosing {
				return cueClosing, false // "Un saluto,\nMaria", "Besos,\nLucía": a closing and its comma in any case
			}
		}
	}
	return cueNone, false
}

// bareCompleteKey reports whether key word j is "completo" or "complet"
// without the word for a name before it: "nombre completo:", "nome
// completo:", "nom complet :" name a person; "completo: sí" does not.
func (s *scratch) bareCompleteKey(j int) bool {
	if !s.wordIs(j, "completo") && !s.wordIs(j, "complet") {
		return false
	}
	p := s.prevWord(j)
	return p < 0 || !s.wordIs(p, "nombre") && !s.wordIs(p, "nome") && !s.wordIs(p, "nom")
}

// honorificCue reports whether honorific word j, of classes cls and
// followed by punct (0 or '.'), opens the name at word i: a capitalised
// honorific or one in lower case with its dot, an Italian honorific with
// its ending ("la sig.ra Bocca", "dott.ssa Ferri"), in a text without
// capitals, an honorific that needs no dot ("herr koch", "mme lefebvre"),
// or a title written out in small letters before a capitalised word ("la
// señora Arroyo": lowerTitle).
func (s *scratch) honorificCue(j, i int, cls uint32, punct rune) bool {
	if cls&wcHonorific != 0 && (cls&wcHonorificDot == 0 || punct == '.') && (s.capWord(j) || s.lowerHonorific(j, i, punct)) {
		return s.degreeTitleShape(j)
	}
	if punct != 0 {
		return false
	}
	return cls&wcHonorificDot != 0 && s.honorificEnding(j) && (s.capWord(i) || s.noUpper) ||
		s.noUpper && cls&(wcHonorific|wcHonorificDot) != 0 && s.lowerBareHonorific(j, i) ||
		s.noUpper && cls&wcHonorificDot != 0 && s.germanTitleWithoutDot(j, i) || // "hr sorgatz ist krank"
		cls&wcHonorific != 0 && s.lowerTitle(j, i) // "la señora Arroyo", "il dottor Morpurgo"
}

// extendName returns the end (exclusive token index) of a name whose last
// word so far is i: it extends over initials, particles and capitalised
// name words, or, for a lower-case name, over lower-case known names. The
// words of a name are one or two spaces apart, not aligned in columns.
func (s *scratch) extendName(i int, lower bool) int {
	end := i + 1
	for n := 0; n < 4; n++ {
		k := s.nextWord(end - 1)
		if k < 0 || !s.free(k) || s.toks[k].start-s.toks[end-1].end > 2 {
			break
		}
		t := &s.toks[k]
		switch {
		case t.letters == 1 && (t.shape == shInitial || lower && t.shape == shLower):
			// A middle initial must be followed by more name.
			next := k
			if k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.toks[k+1].flags&tfSpace == 0 {
				next = k + 1
			} else if s.wordIs(k, "i") || lower && s.text[t.start:t.end] == "è" {
				return end // the pronoun: "Patrick I think"; Italian "is": "ornella è stato"
			}
			if m := s.nextWord(next); m >= 0 && s.free(m) && s.nameContinues(m, lower) {
				end = m + 1
				continue
			}
			return end
		case t.cls&wcParticle != 0 && t.shape != shUpper:
			if m := s.nextWord(k); m >= 0 && s.free(m) && s.capWord(m) && s.nameContinues(m, false) && !s.particleNoun(k, m) {
				end = m + 1
				continue
			}
			if m := s.nextWord(k); m >= 0 && s.free(m) && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0 {
				// two particles: "van het Heerenveen", "van den Berg", "de la Cruz"
				if n := s.nextWord(m); n >= 0 && s.free(n) && s.capWord(n) && s.nameContinues(n, false) {
					end = n + 1
					continue
				}
			}
			if e := s.lowerParticlePhrase(k); lower && t.shape == shLower && e > 0 {
				return e // "fenna de graaf": a surname the lists hold with its particle ends the name
			}
			if m := s.nextWord(k); lower && t.shape == shLower && m >= 0 && s.free(m) && s.lowerParticleSurname(m) {
				end = m + 1 // "pénélope le roux", "lola le floch"
				continue
			}
			if lower && s.noUpper && (s.wordIs(k, "von") || s.wordIs(k, "zu")) {
				if m := s.germanParticleSurnameAfter(k); m > 0 {
					end = m + 1 // "lilly zu hübel", "ilka von der seifert"
					continue
				}
			}
			if m := s.dutchPlaceSurnameAfter(i, k); !lower && end == i+1 && m > 0 {
				end = m + 1 // "Jasper van de Ven", "Kick van Drenthe"
				continue
			}
			if lower && s.noUpper && s.wordIs(k, "van") {
				if m := s.dutchSurnameAfter(k); m > 0 {
					end = m + 1 // "nathan van noort", "sam van de weterink"
					continue
				}
			}
			return end
		case s.nameContinues(k, lower):
			end = k + 1
			continue
		case !lower && end == i+1 && s.commonWordSurname(i, k):
			end = k + 1
			continue
		}
		break
	}
	return end
}

// commonWordSurname reports whether capitalised word k, right after known
// first name i that is no English word, is its surname though it is a
// common English word ("Stéphanie Bigot", "Lizzy Cant"): capitalised
// inside a sentence of a line that is no heading, no stopword, word of
// time, nationality, product or place, and, in English text, not among
// the commonest words ("Thanks Anna Will do" keeps "Will" out).
func (s *scratch) commonWordSurname(i, k int) bool {
	t := &s.toks[k]
	a := s.resolved(i)
	if a&attrFirst == 0 || wordLevel(a) != 0 || s.toks[i].shape != shCap || t.shape != shCap || t.letters < 3 ||
		t.flags&(tfSentStart|tfHeading|tfNL) != 0 || t.start-s.toks[i].end > 2 ||
		t.cls&(wcStopword|wcDemonym|wcTimeWord|wcTechTerm|wcNonName|wcParticle|wcHonorific|wcLegal|wcOrgHead|wcUnit) != 0 {
		return false
	}
	b := s.resolved(k)
	if b&(placeBits|attrStreet) != 0 || !s.common(k, 7) {
		return false
	}
	return !s.common(k, 1) || s.lang != langOther
}

// commonSurnameAfter reports whether the word after known first name i,
// in a text without capitals, is a known surname among the commonest
// English words ("kevin brown", "cynthia price", "robert hunter"): the
// first name must be no English word at all, of four letters or more,
// and no place but a small town, since an English word as first name
// ("will brown", "rose hill") reads as prose as often.
func (s *scratch) commonSurnameAfter(i int) bool {
	a := s.resolved(i)
	if !s.noUpper || wordLevel(a) != 0 || s.toks[i].letters < 4 || !smallTownAtMost(a) || a&attrNounDE != 0 {
		return false
	}
	if a&attrFrWord != 0 && s.afterDeterminer(i) {
		return false // "la pierre grise": a French word after its article
	}
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != shLower || s.toks[k].letters < 3 || s.toks[k].start-s.toks[i].end > 2 {
		return false
	}
	t := &s.toks[k]
	if t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcTimeAbbrev|wcCueWord|wcPersonVerb) != 0 ||
		functionWords.has(s.wordBytes(k)) {
		return false
	}
	b := s.resolved(k)
	return b&(attrLast|attrPart) != 0 && b&(attrCountry|attrState) == 0 && (b&attrStreet == 0 || b&attrLast != 0) && s.common(k, 2)
}

// afterDeterminer reports whether word i follows an article or a French
// determiner, as a common noun does.
func (s *scratch) afterDeterminer(i int) bool {
	j := s.prevWord(i)
	return j >= 0 && (s.toks[j].cls&wcArticle != 0 || frenchDeterminers[string(s.wordBytes(j))])
}

// germanLowerPair reports whether known first name i and the word after
// it are a name in German text without capitals, where a surname that is
// also a noun is written like the noun ("mohamed löffler", "carolin
// butte"): the first name no common English word, German noun or place,
// the next word a German noun or a known surname that is no common
// English word, no function word and no word of a date.
func (s *scratch) germanLowerPair(i int) bool {
	if a := s.resolved(i); !s.noUpper || s.lang != langGerman || s.common(i, s.d.p.commonMax) || a&attrNounDE != 0 || !smallTownAtMost(a) {
		return false // a French word is no German one: "fatma stolze"; a small town is many a first name: "janos stolze"
	}
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != shLower || s.toks[k].letters < 3 || s.toks[k].start-s.toks[i].end > 2 {
		return false
	}
	t := &s.toks[k]
	a := s.resolved(k)
	if t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcTimeAbbrev|wcCueWord|wcUnit) != 0 ||
		functionWords.has(s.wordBytes(k)) || a&(attrCountry|attrState|attrStreet) != 0 || streetWord(s.wordBytes(k)) {
		return false
	}
	if a&attrLast == 0 && s.afterArticle(i) {
		return false // "die anna-amalia bibliothek": an article and a noun name a thing after a person
	}
	return a&(attrNounDE|attrLast) != 0 && !s.common(k, s.d.p.commonMax)
}

// personSlotSurname reports whether lower-case word k, after first name
// i that only the dictionary holds, is its surname because i stands where
// a person does: right after a preposition that takes a person or a
// verb of being asked about ("con antonino missoni", "a mireia parejo",
// "chi è laureano filangieri"), k a word in no list of three letters or
// more, no function word and no noun by its ending. A Spanish or Italian
// word that is a rare first name follows an auxiliary or starts a
// sentence ("ha sido enviado", "nello stesso giorno"), not these.
func (s *scratch) personSlotSurname(i, k int) bool {
	p := s.prevWord(i)
	t := &s.toks[k]
	if p >= 0 && whoIsCopulas.has(s.wordBytes(p)) {
		if q := s.prevWord(p); q >= 0 && interrogativesWho.has(s.wordBytes(q)) {
			p = -2 // "chi è laureano filangieri": asked who, the copula takes a person
		}
	}
	if !s.noUpper || p != -2 && (p < 0 || p != i-1 || !personSlots[string(s.wordBytes(p))]) || t.shape != shLower || t.letters < 3 ||
		t.start-s.toks[i].end > 2 || s.resolved(k) != 0 || t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcCueWord|wcPersonVerb) != 0 {
		return false
	}
	w := s.wordBytes(k)
	return !functionWords.has(w) && !nounEnding(w)
}

// personSlots are the words a person's name follows in the five
// languages: prepositions that take a person, folded.
var personSlots = wordSet("with to by from for con a da per para por segun secondo avec par pour chez mit an von fur bei")

// whoIsCopulas and interrogativesWho make the question "who is": a
// person's name follows them ("chi è", "quién es", "wer ist").
var whoIsCopulas, interrogativesWho = packedWordSet("is es e est ist"), packedWordSet("who chi quien qui wer")

// germanUnlistedSurname reports whether lower-case word k, in German
// text without capitals, is in no list at all and may be a surname
// ("meinolf zorbach", "cordula trüb"): German writes its nouns in the
// lists, and no list holding it, a word of three letters or more that is
// no function word and has no noun's ending is a surname as often as a
// verb. A Spanish or Italian text has no such list, so a first name only
// the dictionary holds needs a known surname there ("sido enviado").
func (s *scratch) germanUnlistedSurname(k int) bool {
	t := &s.toks[k]
	if s.lang != langGerman || !s.noUpper || t.shape != shLower || t.letters < 3 || s.resolved(k) != 0 ||
		t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcCueWord|wcPersonVerb|wcUnit) != 0 {
		return false
	}
	if p := s.prevWord(k - 1); p >= 0 && germanBeforeAdjective[string(s.wordBytes(p))] && !s.functionWordAfter(k) {
		return false // "die oberfläche ist edel gebürstet": an adjective after a copula or an adverb
	}
	w := s.wordBytes(k)
	return !functionWords.has(w) && !nounEnding(w) && !germanVerbOrAdjectiveShape(w)
}

// functionWordAfter reports whether a function word or a stopword follows
// word k on its line: a name after a copula ends there ("gestern war
// jörg pruschke im büro"), where an adjective and a participle go on
// ("ist edel gebürstet").
func (s *scratch) functionWordAfter(k int) bool {
	n := s.nextWord(k)
	return n >= 0 && s.toks[n].shape == shLower && (s.toks[n].cls&wcStopword != 0 || functionWords.has(s.wordBytes(n)))
}

// germanBeforeAdjective are the German copulas and adverbs of degree
// that a predicate adjective follows ("ist edel", "sehr fein").
var germanBeforeAdjective = wordSet("ist sind war waren wird werden wurde wurden bleibt bleiben wirkt wirken scheint " +
	"sehr so zu ganz nicht recht etwas eher ziemlich besonders richtig wirklich echt total")

// germanVerbOrAdjectiveShape reports whether folded lower-case German
// word w has the shape of a past participle (ge- and -t or -en:
// "gebürstet", "gegangen"), a verb form in -iert, or an adjective by its
// ending (-lich, -isch, -bar, -sam, -haft, -ig), never a surname's.
func germanVerbOrAdjectiveShape(w []byte) bool {
	if len(w) >= 6 && w[0] == 'g' && w[1] == 'e' && (w[len(w)-1] == 't' || w[len(w)-2] == 'e' && w[len(w)-1] == 'n') {
		return true
	}
	for _, e := range germanAdjectiveEndings {
		if len(w) > len(e)+2 && string(w[len(w)-len(e):]) == e {
			return true
		}
	}
	return false
}

var germanAdjectiveEndings = []string{"iert", "lich", "isch", "bar", "sam", "haft", "ig"}

// lowerParticleSurname reports whether lower-case word m, after a
// particle in a lower-case name, is a known surname that is no common
// word, stopword or place of a large city ("le roux", "de oliveira").
func (s *scratch) lowerParticleSurname(m int) bool {
	t := &s.toks[m]
	a := s.resolved(m)
	return t.shape == shLower && t.letters >= 3 && a&attrLast != 0 && !s.common(m, s.d.p.commonMax) &&
		t.cls&(wcStopword|wcParticle|wcTimeWord) == 0 && a&(attrCountry|attrState) == 0 && cityBucket(a) < 5
}

// lowerWordAfterParticles returns the word after the particle at k,
// past a second lower-case particle ("van der", "von der"), when it is a
// free lower-case word of three letters or more one space or so away; or
// -1. It is where a surname after particles may stand in a text without
// capitals.
func (s *scratch) lowerWordAfterParticles(k int) int {
	m := s.nextWord(k)
	if m >= 0 && s.free(m) && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0 && s.toks[m].start-s.toks[k].end <= 2 {
		k, m = m, s.nextWord(m)
	}
	if m < 0 || !s.free(m) || s.toks[m].shape != shLower || s.toks[m].letters < 3 || s.toks[m].start-s.toks[k].end > 2 {
		return -1
	}
	return m
}

// dutchSurnameAfter returns the surname after the particle "van" at k
// in a text without capitals, past a second particle ("van de", "van
// der", "van den", "van het"), or -1: a known surname or part of names
// that is not among the commonest words, or a word in no list, a
// register's surname or a small town, of three letters or more, no
// common word, stopword or function word ("van noort", "van de weterink", "van
// rossum"). Dutch writes many surnames no list holds after its
// particles.
func (s *scratch) dutchSurnameAfter(k int) int {
	m := s.lowerWordAfterParticles(k)
	if m < 0 {
		return -1
	}
	t := &s.toks[m]
	if t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcCueWord|wcPersonVerb) != 0 || functionWords.has(s.wordBytes(m)) {
		return -1
	}
	a := s.resolved(m)
	if a&(attrLast|attrPart) != 0 && !s.common(m, 1) {
		return m // "van de brink", "van der sande"
	}
	if a&(nameBits|attrNounDE|attrFrWord) == 0 && registerTownSurname(a) {
		t.attr |= attrLast // read as a known surname from here on, as a register's is
		return m
	}
	return -1
}

// nameContinues reports whether word k can continue a name.
func (s *scratch) nameContinues(k int, lower bool) bool {
	s.resolve(k)
	t := &s.toks[k]
	if t.cls&(wcStopword|wcDemonym|wcTimeWord) != 0 || t.flags&tfBlocked != 0 {
		return false
	}
	if lower {
		if t.shape != shLower || s.noUpper && (!s.unlistedSurname(k) || s.en == 0 && s.romanceVerbAt(k)) {
			return false // "il pacco di ornella è stato consegnato", "hugo manda saludos"
		}
		if w := s.wordBytes(k); t.attr&(attrLast|attrPart) == 0 && germanDayWords.has(w) || thanksWords.has(w) {
			return false // "fr koch krank": how a person is on a day; "perfetto rossi grazie"
		}
		if s.common(k, 7) {
			// A surname or a part of names that is also an English word,
			// not among the commonest: "nathan smith", "inès chevalier",
			// "robert brooks", "nicolas auger".
			return t.attr&(attrLast|attrPart) != 0 && !s.common(k, 1)
		}
		// In a text without capitals a word in no list may be the
		// surname, and so may a small town's name ("alfio pareto").
		return t.attr&nameBits != 0 || s.noUpper && t.letters >= 3 && (t.attr == 0 || registerTownSurname(t.attr) && t.attr&attrFakerCity == 0)
	}
	if !s.capWord(k) {
		return false
	}
	if t.attr&nameBits != 0 {
		return !s.common(k, s.d.p.hardCommon) || t.attr&(attrLast|attrPart) != 0
	}
	if t.cls&wcTechTerm != 0 || t.attr&(attrCountry|attrState) != 0 || cityBucket(t.attr) >= 5 {
		return false
	}
	if t.cls&wcLegalCaps != 0 && t.shape == shUpper {
		return false
	}
	return !s.common(k, s.d.p.hardCommon)
}

// leftExtend returns the start of a name whose first word so far is i,
// taking in a capitalised word or an initial before it ("Calquín
// Cazares", "J. Smith").
func (s *scratch) leftExtend(i int) int {
	start := i
	for n := 0; n < 2; n++ {
		// An initial: "J. Smith".
		if start >= 2 && s.toks[start].flags&tfSpace != 0 && s.toks[start-1].r == '.' &&
			s.toks[start-1].flags&tfSpace == 0 && s.toks[start-2].shape == shInitial && s.free(start-2) &&
			!s.wordIs(start-2, "i") && s.toks[start-2].cls&wcHonorific == 0 {
			start -= 2
			continue
		}
		k := s.prevWord(start)
		if k < 0 || !s.free(k) || !s.capWord(k) {
			break
		}
		if s.toks[k].shape == shUpper {
			// A surname in capitals before the first name, as forms write
			// it ("MOREAU Julien"), not an acronym.
			if t := &s.toks[k]; t.letters >= 3 && s.resolved(k)&(attrLast|attrPart) != 0 && !s.common(k, 7) && t.cls&wcNonName == 0 {
				start = k
			}
			if c := s.capsSurnameStart(k); c >= 0 && c < start {
				start = c
			}
			break
		}
		t := &s.toks[k]
		if t.cls&(wcNonName|wcHonorific|wcParticle) != 0 || t.attr&attrStreet != 0 && t.attr&nameBits == 0 {
			break
		}
		if s.imperativeOpener(k) || s.greetingOpener(k) {
			break // "Appelez Dupont", "Hola Nacho"
		}
		if t.attr&(attrCountry|attrState) != 0 || cityBucket(t.attr) >= 5 {
			break
		}
		if t.attr&nameBits != 0 {
			if s.common(k, s.d.p.hardCommon) || t.flags&(tfSentStart|tfHeading) != 0 && s.common(k, s.d.p.commonMax) {
				break
			}
		} else if s.common(k, s.d.p.commonMax) {
			break
		}
		start = k
	}
	return start
}

// initialNames finds "First I. Last" and "First I Last" with any
// capitalised first and last words ("Soib K. Kishiev"), and names that
// initials open ("J. Carlier": leadingInitials).
func (s *scratch) initialNames() {
	if len(s.orgCands) != 0 {
		s.leadingInitials()
	}
	for _, ci := range s.nameCaps {
		i := int(ci)
		if s.noUpper && s.toks[i].shape == shLower {
			s.lowerInitialName(i)
			continue
		}
		if !s.free(i) || s.toks[i].shape != shCap || !s.namePartLike(i, true) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || !s.free(k) || s.toks[k].shape != shInitial {
			continue
		}
		next := k
		if k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.toks[k+1].flags&tfSpace == 0 {
			next = k + 1
		} else if s.wordIs(k, "i") || s.wordIs(k, "a") {
			continue
		}
		m := s.nextWord(next)
		if m < 0 || !s.free(m) || s.toks[m].shape != shCap || !s.namePartLike(m, false) {
			continue
		}
		end := s.extendName(m, false)
		if s.streetAround(i, end) {
			continue
		}
		s.add(i, end, labelPerson, s.confidence(0.05))
	}
}

// lowerInitialName finds, in a text without capitals, a name written
// with a middle initial ("codey m ross", "leidy t. muris"): two words of
// three letters or more around a single consonant (a vowel and "y" are
// words of the five languages), neither a stopword, function word,
// product or common English word, one of them a known name.
func (s *scratch) lowerInitialName(i int) {
	k := s.nextWord(i)
	if !s.free(i) || !s.lowerInitialWord(i) || k < 0 || !s.free(k) || s.toks[k].letters != 1 || s.toks[k].shape != shLower ||
		s.toks[k].start-s.toks[i].end > 2 || !asciiConsonant(s.text[s.toks[k].start]) {
		return
	}
	next := k
	if k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.toks[k+1].flags&tfSpace == 0 {
		next = k + 1
	}
	m := s.nextWord(next)
	if m < 0 || !s.free(m) || s.toks[m].start-s.toks[next].end > 2 || !s.lowerInitialWord(m) || (s.resolved(i)|s.resolved(m))&nameBits == 0 {
		return
	}
	s.add(i, m+1, labelPerson, s.confidence(-0.05))
}

// asciiConsonant reports whether c is a lower-case ASCII consonant, no
// vowel or "y" ("à", "é", "y", "o" are words of the five languages).
func asciiConsonant(c byte) bool {
	return 'b' <= c && c <= 'z' && strings.IndexByte("eiouy", c) < 0
}

// lowerInitialWord reports whether lower-case word i may stand beside a
// middle initial in a name (see lowerInitialName).
func (s *scratch) lowerInitialWord(i int) bool {
	t := &s.toks[i]
	return t.shape == shLower && t.letters >= 3 && t.flags&tfDigit == 0 && t.cls&(wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcCueWord|wcUnit) == 0 &&
		!functionWords.has(s.wordBytes(i)) && !s.common(i, s.d.p.commonMax) && s.resolved(i)&(attrCountry|attrState) == 0
}

// namePartLike reports whether capitalised word i may be part of a name
// of unknown words: not a stopword, product, large place or common word
// (a known name may be a rare word).
func (s *scratch) namePartLike(i int, first bool) bool {
	t := &s.toks[i]
	if t.cls&(wcNonName|wcHonorific) != 0 {
		return false
	}
	if t.attr&(attrCountry|attrState) != 0 || cityBucket(t.attr) >= 5 {
		return false
	}
	if t.attr&nameBits != 0 {
		return !s.common(i, s.d.p.hardCommon) || !first
	}
	if t.attr&attrStreet != 0 {
		return false
	}
	if first && t.flags&(tfSentStart|tfHeading) != 0 {
		return !s.common(i, 7)
	}
	return !s.common(i, 3)
}

// firstNames opens a PERSON span at a capitalised known first name.
func (s *scratch) firstNames() {
	p := s.d.p
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) {
			continue
		}
		t := &s.toks[i]
		if t.attr&attrFirst == 0 || !(t.shape == shCap || t.shape == shUpper && t.letters >= 3) {
			if i+1 < len(s.toks) && s.toks[i+1].cls&wcParticle != 0 {
				s.unknownParticleName(i) // "Athanasios von Junken"
			}
			continue
		}
		if s.nonName(i) && t.cls&wcTimeWord == 0 && !s.productFirstName(i) || s.imperativeOpener(i) {
			continue
		}
		end := s.extendName(i, false)
		if end == i+1 && t.attr&attrDictFirst != 0 && t.flags&(tfSentStart|tfHeading) != 0 {
			continue // only the dictionary holds it: alone at a sentence start, it may be an Italian or Spanish word ("Nello stesso")
		}
		if end == i+1 && s.romancePronounOpener(i) {
			continue // "Mia madre arriva", "Ella vive en Madrid"
		}
		supported := end > i+1 && (s.lastNameIn(i+1, end) || s.particleSurnameIn(i+1, end))
		initial := t.flags&(tfSentStart|tfHeading) != 0
		need := false
		switch {
		case t.cls&wcTimeWord != 0:
			need = true
		case s.common(i, p.hardCommon):
			need = true
		case s.common(i, p.commonMax):
			need = initial
		}
		if t.shape == shUpper && (!supported || s.allCommon(i, end, p.hardCommon)) {
			continue // an acronym, or a header ("NAME READY STATUS"), more often than a shouted name
		}
		if !need && s.placeHere(i) {
			need = true
		}
		if s.lang == langGerman {
			need = true // in German, capitals are no evidence of a name
		}
		if need && !supported && !(t.cls&wcTimeWord == 0 && (!initial || s.lang == langGerman && t.flags&tfSentStart == 0) && !s.placeHere(i) && s.unlistedSurnameAfter(i, end)) &&
			!(t.cls&wcTimeWord == 0 && s.romanceSubjectOpener(i, end)) { // "María dice que…"
			continue
		}
		conf := 0.0
		if !supported && initial {
			conf = -0.05
		}
		start := s.leftExtend(i)
		if s.streetAround(start, end) {
			continue
		}
		s.add(start, end, labelPerson, s.confidence(conf))
	}
}

// productFirstName reports whether capitalised word i, a product's name
// that is also a known first name ("Cassandra", "Travis", "Pascal"), is
// the first name here: a capitalised surname follows it, a known one that
// is no common word and no product, or a word in no list ("Cassandra
// Bergoglio"; "the Cassandra cluster", "Travis CI" are products).
func (s *scratch) productFirstName(i int) bool {
	t := &s.toks[i]
	if t.cls&(wcStopword|wcDemonym) != 0 || t.attr&attrFirst == 0 || t.shape != shCap {
		return false
	}
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != shCap || s.toks[k].letters < 3 || s.toks[k].start-t.end > 2 ||
		s.toks[k].flags&(tfNL|tfHeading) != 0 || s.toks[k].cls&(wcNonName|wcTimeWord|wcStreetFirst|wcOrgHead|wcLegal) != 0 {
		return false
	}
	a := s.resolved(k)
	return a&(attrLast|attrPart) != 0 && !s.common(k, s.d.p.commonMax) && a&(attrCountry|attrState|attrStreet) == 0 || a == 0
}

// lastNameIn reports whether a known name word lies in toks[from:to].
func (s *scratch) lastNameIn(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && s.resolved(k)&nameBits != 0 && s.toks[k].letters > 1 {
			return true
		}
	}
	return false
}

// placeHere reports whether word i, a known name, should rather be read as
// a place: a country, a region or a city of a million people, or any place
// after a locative word.
func (s *scratch) placeHere(i int) bool {
	a := s.toks[i].attr
	if a&placeBits == 0 {
		// A multi-word place starting here ("Victoria Falls").
		if a&attrPrefix != 0 {
			if end, _ := s.phraseAt(s.d.base, i, placeBits); end > i+1 {
				return true
			}
		}
		return false
	}
	if a&(attrCountry|attrState) != 0 || cityBucket(a) >= 6 {
		return true
	}
	return s.afterLocative(i, true) || s.addressContext(i, i+1)
}

// afterLocative reports whether word i follows a locative word ("in",
// "from", "à"...), possibly with "the" between. With strict, a weak
// locative ("to", "at") counts only after a verb of motion.
func (s *scratch) afterLocative(i int, strict bool) bool {
	j := s.prevWord(i)
	if j < 0 {
		return false
	}
	if s.toks[j].cls&wcArticle != 0 {
		if k := s.prevWord(j); k >= 0 {
			j = k
		}
	}
	cls := s.toks[j].cls
	if cls&wcLocative == 0 || s.toks[j].shape != shLower {
		return false
	}
	if s.lang == langGerman && cls&wcFrench != 0 && cls&wcGerman == 0 || s.lang == langFrench && cls&wcGerman != 0 && cls&wcFrench == 0 {
		return false // "kannst du Pia Körner": French "du" in German text is a pronoun
	}
	if s.text[s.toks[j].start:s.toks[j].end] == "a" {
		return false // English "a"; French "à" folds to "a" too
	}
	if strict && cls&wcWeakLocative != 0 {
		k := s.prevWord(j)
		// "of" after "head" names a department ("Head of Sales"): no
		// verb of motion takes "of".
		return k >= 0 && s.toks[k].cls&wcMotion != 0 && s.text[s.toks[j].start:s.toks[j].end] != "of"
	}
	return true
}

// places finds the longest known place name at each capitalised word.
func (s *scratch) places() {
	p := s.d.p
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) || !s.capWord(i) && !(s.noUpper && s.toks[i].shape == shLower) {
			continue
		}
		t := &s.toks[i]
		if t.cls&wcStopword != 0 || t.flags&tfLineStart != 0 && i+1 < len(s.toks) && s.toks[i+1].r == ':' {
			continue // "Bot: ...", "Note: ..."
		}
		if t.cls&wcCueEnd != 0 && t.flags&tfLineStart != 0 && s.lineEndsAt(i+1) {
			continue // "Gracias" alone on its line: a sign-off, no town
		}
		end, a := s.phraseAt(s.d.base, i, placeBits)
		if s.d.extra != nil && end == 0 {
			end, a = s.phraseAt(s.d.extra, i, attrExtraPlace)
		}
		if t.shape == shUpper && (end == 0 || end == i+1) && t.cls&wcPlaceAcronym != 0 {
			s.add(i, i+1, labelPlace, s.confidence(0))
			continue
		}
		if end == 0 {
			if p.locativeUnknown && s.lang != langGerman && t.shape == shCap && t.attr == 0 && t.letters >= 3 && s.afterLocative(i, true) &&
				t.flags&tfHeading == 0 && s.nextWord(i) < 0 && t.cls&wcTechTerm == 0 {
				s.add(i, i+1, labelPlace, s.confidence(-0.1))
			}
			continue
		}
		// Case: every word capitalised, or lower case where the source is,
		// or the whole run in capitals with four letters or more.
		okCase, upper, letters := true, true, 0
		lowerMask := lowerMask(a)
		n := 0
		for k := i; k < end; k++ {
			if !s.isWord(k) {
				continue
			}
			tk := &s.toks[k]
			if !s.free(k) {
				okCase = false
			}
			letters += int(tk.letters)
			switch tk.shape {
			case shUpper, shInitial:
			case shCap:
				upper = false
			case shLower:
				upper = false
				if lowerMask&(1<<n) == 0 {
					okCase = false
				}
			default:
				okCase = false
			}
			n++
		}
		if s.noUpper && t.shape == shLower {
			// A text in lower case: only a large place, or a place that is
			// no English word after a locative.
			if !(a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 || s.afterLocative(i, true) && !s.common(i, 7)) || s.common(i, 3) {
				continue
			}
			okCase, upper = true, false
		}
		if !okCase || upper && letters < 4 {
			continue
		}
		single := end == i+1
		if single && (t.shape == shLower || t.flags&tfSentStart != 0) && functionWords.has(s.wordBytes(i)) {
			continue // "para", "Como quedamos": a Spanish or Italian function word
		}
		strong := a&(attrCountry|attrState) != 0 || cityBucket(a) >= 6
		loc := s.afterLocative(i, false)
		initial := t.flags&(tfSentStart|tfHeading) != 0
		if single && t.cls&wcOrgHead != 0 {
			if k := s.nextWord(i); k >= 0 && s.wordIs(k, "of") {
				continue // "the University of Oslo": an institution's head noun, no place
			}
		}
		if single && t.cls&wcTimeWord != 0 {
			continue // "Nov", "Jun"
		}
		if single && s.germanOrFrench() && a&attrExtraPlace == 0 && !loc && !s.postalContext(i, end) &&
			(s.lang == langGerman && a&attrCountry == 0 && cityBucket(a) < 6 || initial && !strong) {
			// German nouns and French sentence-initial words that are also
			// towns ("Lauf", "Zug", "Regen", "Ligne"): a place needs a
			// locative, an address, or to be a country or a large city.
			continue
		}
		allCommon := true
		for k := i; k < end; k++ {
			if s.isWord(k) && !s.common(k, p.commonMax) && s.toks[k].cls&wcParticle == 0 {
				allCommon = false
			}
		}
		ok := false
		switch {
		case a&attrExtraPlace != 0:
			ok = true
		case single && t.cls&wcDemonym != 0:
			// "in English": a language, not a town.
		case single && t.cls&wcTechTerm != 0:
			ok = s.afterLocative(i, true) && !strong
		case single && a&nameBits != 0:
			ok = strong || s.afterLocative(i, true) || s.addressContext(i, end) && !s.common(i, p.commonMax)
		case allCommon:
			// "Reading is fun", "Mobile apps": only a well-known place,
			// or a sizeable one after a locative word.
			switch {
			case strong:
				ok = !initial || loc || !single
			case loc:
				ok = cityBucket(a) >= 3 || a&attrState != 0
			}
		case strong, loc:
			ok = true
		default:
			ok = cityBucket(a) >= p.minCityBucket || a&attrCounty != 0 || p.fakerCities && a&attrFakerCity != 0
		}
		if ok && allCommon && single && !strong && (!loc || s.afterArticleThe(i)) && s.opensLongerName(i) {
			ok = false // "the Wall Street Journal", "the Court of Appeal": a common word opening a longer name is no town; after a locative it is one ("moved to Reading Road North")
		}
		if single && i+3 < len(s.toks) && s.toks[i+1].shape == shInitial && s.toks[i].attr&attrFirst != 0 {
			if e := s.placeFirstNameInitial(i); e > 0 {
				s.add(i, e, labelPerson, s.confidence(0)) // "Georgia P. North"
				continue
			}
		}
		// A place right before a surname is a first name ("Dreux Joly",
		// "Paris Hilton"), even after a locative when it is a known first
		// name and the surname no common word ("change it to Sofia Lima",
		// not "in Victoria Park").
		if ok && single && (!loc && (!strong || t.attr&attrFirst != 0) || loc && t.attr&attrFirst != 0) {
			if k := s.nextWord(i); k >= 0 && s.free(k) && (s.toks[k].shape == shCap || s.lowerSurnameOfPlace(i, k)) &&
				(s.toks[k].attr&(attrLast|attrPart) != 0 || s.unlistedSurnameOfPlace(i, k)) && s.toks[k].attr&(attrCountry|attrState) == 0 &&
				(!loc || !s.common(k, p.commonMax) || s.smallPlaceFirstName(i, k) || s.recipientPlaceFirstName(i, k)) {
				if loc || s.unlistedSurnameOfPlace(i, k) {
					// The surname is a place too ("Lima"): the pair is
					// the person, before the place rule reads the surname.
					// So is a surname in no list, which no name rule
					// reads after a first name that is a place.
					s.add(i, k+1, labelPerson, s.confidence(0))
					continue
				}
				ok = false
			}
		}
		if ok && single && t.attr&attrFirst != 0 && i+1 < len(s.toks) && s.toks[i+1].cls&wcParticle != 0 && s.toks[i+1].shape == shLower {
			if e := s.placeFirstNameParticles(i); e > 0 {
				s.add(i, e, labelPerson, s.confidence(0)) // "Sofia van Leeuwen", "León de Reguera"
				continue
			}
		}
		// A place right after a first name is its surname ("Florence
		// Lima"): the pair is the person. So is a small town that no list
		// holds as a name, as surnames are named after towns ("Sandro
		// Segni", "Marta Segrè"): not a city of 100,000 people or more.
		if ok && single && t.attr&(attrCountry|attrState) == 0 &&
			(t.attr&(attrLast|attrPart) != 0 || !loc && cityBucket(a) <= 3 && a&(attrCounty|attrExtraPlace) == 0 && !s.common(i, p.commonMax)) {
			if j := s.prevWord(i); j >= 0 && j == i-1 && s.free(j) && (s.toks[j].shape == shCap || s.noUpper && s.toks[j].shape == shLower) && s.toks[j].attr&attrFirst != 0 &&
				s.toks[j].attr&(attrCountry|attrState) == 0 && !s.nonName(j) && !s.common(j, p.commonMax) {
				s.add(j, i+1, labelPerson, s.confidence(0))
				continue
			}
		}
		if ok && single && i > 0 && s.toks[i-1].shape == shCap && s.cityAfterFirstName(i) {
			s.add(i-1, i+1, labelPerson, s.confidence(0)) // "Maria Santiago", "Ángel Leon"
			continue
		}
		if ok && single && s.dutchPlaceSurname(i) {
			continue // "Jasper van de Ven", "Kick van Drenthe": the first name takes it
		}
		if ok && single && !strong && cityBucket(a) < 5 && s.afterNameParticles(i) {
			continue // "Thijn van het Heerenveen", "Faas Heribert van Laon": a surname named after a town
		}
		if !ok {
			continue
		}
		conf := 0.0
		if strong || loc {
			conf = 0.05
		}
		if single && i > 0 && s.toks[i-1].shape == shCap && cityBucket(a) < 4 {
			s.townsAfterCaps++ // "Rius Ripoll"
		}
		s.add(i, end, labelPlace, s.confidence(conf))
	}
}

// afterArticleThe reports whether word i follows the article "the", which
// a town's name does not take ("in the Wall Street Journal").
func (s *scratch) afterArticleThe(i int) bool {
	p := s.prevWord(i)
	return p >= 0 && s.wordIs(p, "the")
}

// opensLongerName reports whether word i, capitalised, opens a longer
// name: "of" and a capitalised word follow it, or two capitalised words,
// on its line ("Court of Appeal", "Wall Street Journal"; "Nice Airport"
// and "Mobile Bay" name the place).
func (s *scratch) opensLongerName(i int) bool {
	k := s.nextWord(i)
	if k < 0 || s.toks[k].flags&tfNL != 0 {
		return false
	}
	if s.toks[k].shape == shLower && s.wordIs(k, "of") {
		k = s.nextWord(k)
		return k >= 0 && s.toks[k].shape == shCap && s.toks[k].flags&tfNL == 0
	}
	if s.toks[k].shape != shCap {
		return false
	}
	k = s.nextWord(k)
	return k >= 0 && s.toks[k].shape == shCap && s.toks[k].flags&tfNL == 0
}

// afterNameParticles reports whether word i follows one or two
// lower-case particles of a name right after a capitalised known name
// word that is no common word ("Thijn van het", "María de la").
// lowerSurnameOfPlace reports whether, in a text without capitals, word k
// after place i is the surname of a person whose first name the place's
// name is ("à lucas rodrigues", "to sofia lima", "maurice dubois
// reprend"): i a known first name, k a known surname or name part in
// lower case right after it, no common English word, stopword, function
// word, particle or word of time.
func (s *scratch) lowerSurnameOfPlace(i, k int) bool {
	if !s.noUpper || s.toks[i].shape != shLower || s.toks[i].attr&attrFirst == 0 {
		return false
	}
	t := &s.toks[k]
	if t.shape != shLower || t.letters < 3 || t.start-s.toks[i].end > 2 ||
		t.cls&(wcStopword|wcNonName|wcParticle|wcLocative|wcConj|wcTimeWord|wcCueWord|wcPersonVerb) != 0 ||
		functionWords.has(s.wordBytes(k)) {
		return false
	}
	return (s.resolved(k)&(attrLast|attrPart) != 0 || s.unlistedSurnameOfPlace(i, k)) && !s.common(k, s.d.p.commonMax)
}

// unlistedSurnameOfPlace reports whether word k, right after place i that
// is a known first name, is a word in no list of three letters or more,
// written as i is, on i's line: the surname of the person the place's
// name is the first name of ("Victoria Cugia", "Alexandria Rocher",
// "sofia rogner"), as a place is followed by no word in no list but its
// own ("in Victoria Park": a common word).
func (s *scratch) unlistedSurnameOfPlace(i, k int) bool {
	t := &s.toks[k]
	return s.toks[i].attr&attrFirst != 0 && t.shape == s.toks[i].shape && t.letters >= 3 && t.start-s.toks[i].end <= 2 &&
		t.flags&(tfNL|tfHeading) == 0 && s.resolved(k) == 0 && t.cls&(wcStopword|wcNonName|wcTechTerm|wcParticle) == 0 &&
		!functionWords.has(s.wordBytes(k))
}

func (s *scratch) afterNameParticles(i int) bool {
	j := s.prevWord(i)
	for n := 0; n < 2 && j >= 0 && s.toks[j].shape == shLower && s.toks[j].cls&wcParticle != 0; n++ {
		f := s.prevWord(j)
		if f >= 0 && s.toks[f].shape == shCap && s.resolved(f)&nameBits != 0 && !s.common(f, s.d.p.commonMax) &&
			s.toks[f].cls&wcNonName == 0 {
			return true
		}
		j = f
	}
	return false
}

// surnames finds capitalised known last names mid-sentence ("ask Jensen").
func (s *scratch) surnames() {
	p := s.d.p
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) {
			continue
		}
		t := &s.toks[i]
		if t.attr&(attrLast|attrPart) == 0 || t.shape != shCap || t.letters < 3 {
			continue
		}
		if s.nonName(i) || s.common(i, p.commonMax) || t.cls&wcTimeWord != 0 {
			continue
		}
		if t.flags&(tfSentStart|tfHeading) != 0 && (s.common(i, 7) || s.germanOrFrench()) {
			continue
		}
		if s.lang == langGerman {
			continue // a lone capitalised surname is as often a German noun ("Wasser", "Sommer")
		}
		if s.greetingOpener(i) || s.greetingAlone(i) || s.imperativeOpener(i) {
			continue // "Hola Nacho", "Hola, soy…", "Call Wyrnimwyr": the name starts after it
		}
		if j := s.nextWord(i); t.cls&wcHonorific != 0 && j >= 0 && s.capWord(j) {
			continue // a title that is also a surname (Herr, Frau) opens the name after it
		}
		if t.flags&tfLineStart != 0 && i+1 < len(s.toks) && s.toks[i+1].r == ':' {
			continue // a label ("Cron: ..."); speakers finds the names there
		}
		if t.attr&placeBits != 0 && (s.placeHere(i) || s.openingPlace(i)) {
			continue
		}
		if s.titleAfterNameComma(i) || s.closingPhraseWord(i) || s.germanNounAlone(i) || s.romancePronounOpener(i) {
			continue // "Anna Becker, Leiter Einkauf", "Beste Grüße", "Kunde", "Mia madre"
		}
		end := s.extendName(i, false)
		start := s.leftExtend(i)
		if s.streetAround(start, end) {
			continue
		}
		if start == i && end == i+1 {
			if from := s.venueStart(i); from >= 0 {
				s.add(from, end, labelOrg, s.confidence(-0.1)) // "at the Hyatt", "the Park Hyatt"
				continue
			}
		}
		s.add(start, end, labelPerson, s.confidence(-0.05))
	}
}

// venueStart returns the first word of a venue or a brand named after a
// family that lone surname i ends: right after "the", maybe with one
// capitalised common word between ("at the Hyatt", "the Park Hyatt",
// "the Grand Hyatt"), and with no word after it but a stopword ("the
// Smith family" is a person's). It returns -1 otherwise.
func (s *scratch) venueStart(i int) int {
	if n := s.nextWord(i); n >= 0 && s.toks[n].flags&tfNL == 0 && s.toks[n].cls&wcStopword == 0 {
		return -1
	}
	from := i
	p := s.prevWord(i)
	if p >= 0 && s.toks[p].shape == shCap && s.free(p) && s.common(p, s.d.p.commonMax) && s.toks[p].attr&attrFirst == 0 &&
		s.toks[p].cls&wcStopword == 0 {
		from, p = p, s.prevWord(p)
	}
	if p < 0 || !s.wordIs(p, "the") {
		return -1
	}
	return from
}

// lowerNames finds lower-case names written in full: a known first name
// then a known last name, neither an English word ("lena andersson",
// "benjamin a seiler"), or a first name that is a rare English word
// before exactly one known surname ("john smith", "peter parker"). In a
// text with no capital letter at all, the last name may be unknown,
// unless only the first-name dictionary knows the first name. It visits only the lower-case first names that
// tokenize listed (s.lowerCands).
func (s *scratch) lowerNames() {
	for _, ci := range s.lowerCands {
		i := int(ci)
		if !s.free(i) {
			continue
		}
		t := &s.toks[i]
		if t.shape != shLower || t.attr&attrFirst == 0 || s.common(i, 2) || t.letters < 3 || t.cls&wcStopword != 0 ||
			functionWords.has(s.wordBytes(i)) {
			continue
		}
		end := s.surnameEnds(i, s.extendName(i, true))
		if end == i+1 && s.germanLowerPair(i) {
			end = i + 2 // "mohamed löffler", "carolin butte"
		}
		if end == i+1 && s.commonSurnameAfter(i) {
			end = i + 2 // "kevin brown", "cynthia price"
		}
		verb := false
		if s.noUpper && end > i+1 {
			var cut int
			if cut, verb = s.endBeforeGermanVerb(i, end); !verb {
				end = cut // "anna maria vertritt mich"
			}
		}
		if end == i+1 && s.noUpper && s.verbClosesName(i) && !s.common(i, 7) {
			s.add(i, i+1, labelPerson, s.confidence(-0.1)) // "hast du asta gesehen", "si mariano viene": the verb ends the name
			continue
		}
		if end == i+1 {
			continue
		}
		if s.common(i, 7) && !(end >= i+2 && s.resolved(end-1)&attrLast != 0 && !s.common(end-1, s.d.p.commonMax)) &&
			!(end == i+2 && s.resolved(i+1)&attrLast != 0) {
			continue
		}
		if !s.noUpper && !s.lastNameIn(i+1, end) {
			continue
		}
		if k := s.nextWord(i); t.attr&attrDictFirst != 0 && (k < 0 || s.resolved(k)&nameBits == 0 && !s.germanUnlistedSurname(k) && !s.personSlotSurname(i, k)) {
			continue // a first name only the dictionary holds needs a known surname: "sido enviado" is Spanish
		}
		if s.kinWord(i) {
			continue // "mi hermana lucía llega hoy": a relative is no first name
		}
		if s.codeKey(i) {
			continue // ":param clear:", "@param": a field of a docstring
		}
		if romanceWords.has(s.wordBytes(i)) && !s.knownSurnameAfter(i) || s.noUpper && futureVerb(s.text[t.start:t.end]) {
			continue // "una noche de luna llena", "rossa bianca verde": a word of the sentence
		}
		if verb || s.isWord(i+1) && (s.toks[i+1].letters >= 2 || s.wordIs(i+1, "a")) && !auxiliaryVerb(s.wordBytes(i+1)) && s.subjectVerbAt(i+1) {
			if !s.romancePronounOpener(i) || s.wordIs(i, "mia") {
				s.lowerNameBeforeVerb(i) // "stahr cora kommt morgen": a verb is no surname; "ella dijo" is she
			}
			continue
		}
		start := i
		if end == i+2 && auxiliaryVerb(s.wordBytes(i+1)) {
			start, end = s.nameBeforeAuxiliary(i), i+1 // "thomas will call": the verb starts the predicate
		}
		s.add(start, end, labelPerson, s.confidence(-0.1))
	}
}

// surnameEnds returns the end of lower-case name toks[i:end]: a word in
// no name list may stand as a surname only after a first name, so the
// name ends before one that follows a known name which is no first name
// ("annegret schacht demain", "pierre-yves girard ont validé"; "karl
// heinz budig" keeps its surname).
func (s *scratch) surnameEnds(i, end int) int {
	for k := i + 1; k < end; k++ {
		if !s.isWord(k) || s.toks[k].letters < 2 || s.resolved(k)&nameBits != 0 {
			continue
		}
		if p := s.prevWord(k); p > i && s.toks[p].letters > 1 && s.toks[p].cls&wcParticle == 0 && s.resolved(p)&nameBits != 0 && s.resolved(p)&attrFirst == 0 {
			return k
		}
	}
	return end
}

// lowerSurnames finds lower-case full names from their surname: a known
// surname that is no English word (the tokenizer listed those,
// s.lowerLasts) right after a known first name that is no common English
// word ("maria garcia", "lea schäfer": "maria" and "lea" are rare English
// words, which lowerNames does not start from), or after a hyphenated
// first name made of first names ("pierre-yves girard").
func (s *scratch) lowerSurnames() {
	for _, ci := range s.lowerLasts {
		k := int(ci)
		if !s.free(k) || s.toks[k].shape != shLower || s.toks[k].cls&(wcStopword|wcParticle|wcConj|wcLocative|wcHonorific) != 0 ||
			functionWords.has(s.wordBytes(k)) {
			continue // a particle, a function word or an honorific ends no name: "prima del 19-01-2021", "sehr geehrter herr"
		}
		j := s.prevWord(k)
		if j < 0 || !s.free(j) || s.toks[j].shape != shLower || s.toks[j].cls&(wcStopword|wcTimeWord) != 0 ||
			s.toks[k].start-s.toks[j].end > 2 || greetingAdjective(s.wordBytes(j)) {
			continue // not "buenos días"
		}
		if s.toks[k].cls&wcTimeWord != 0 && s.toks[j].cls&wcParticle != 0 {
			continue // a particle and a month in lower case are a date: "di marzo", "de mayo"
		}
		first := s.resolved(j)&attrFirst != 0 && (!s.common(j, 2) || s.strongSurname(k))
		if !first && strings.IndexByte(string(s.wordBytes(j)), '-') > 0 {
			first = s.hyphenatedName(j) && s.resolved(j)&placeBits == 0
		}
		if !first && s.noUpper {
			first = s.unknownLowerFirst(j, k) || s.partBeforeSurname(j, k)
		}
		if !first || s.kinWord(j) || romanceWords.has(s.wordBytes(j)) && romanceWords.has(s.wordBytes(k)) ||
			s.noUpper && !s.unlistedSurname(k) {
			continue // "rossa bianca verde", "siro sarà": words of the sentence
		}
		if s.germanVerbAfterName(k) {
			k = j // "ich glaube sabine weiß das schon": the verb stays in clear
		}
		s.add(j, k+1, labelPerson, s.confidence(-0.1))
	}
}

// strongSurname reports whether lower-case word k is a known surname
// that is no word of English, French or German and no place but a town
// of fewer than 100,000 people, of four letters or more: after it, a
// known first name that is a common English word is a first name all the
// same ("mark jones", "amber hickman", "dawn diaz"), as the surname alone
// names a person.
func (s *scratch) strongSurname(k int) bool {
	a := s.resolved(k)
	return s.toks[k].letters >= 4 && a&attrLast != 0 && wordLevel(a) == 0 && a&(attrFrWord|attrNounDE|attrCountry|attrState) == 0 && cityBucket(a) <= 4
}

// coordinated extends PERSON to the capitalised words listed with a
// person ("Matheus, Janet and Terri", "Usamov and Bowers").
func (s *scratch) coordinated() {
	for round, changed := 0, true; changed && round < 4; round++ {
		changed = false
		for _, ci := range s.nameCaps {
			i := int(ci)
			if !s.free(i) || s.toks[i].shape != shCap || !s.namePartLike(i, false) || s.fieldKey(i) {
				continue // "Anna Müller, Vorname: Sara": a record's next key
			}
			t := &s.toks[i]
			if t.attr&placeBits != 0 && t.attr&nameBits == 0 || s.common(i, s.d.p.hardCommon) && t.attr&nameBits == 0 {
				continue
			}
			if s.lang == langGerman && t.attr&nameBits == 0 && s.germanNoun(i) {
				continue // "Gute Besserung, Heidi!": a German noun that no list names is no item of a list of people
			}
			left := s.listedWithPerson(i, -1)
			if !left && t.flags&tfSentStart != 0 && !s.afterColon(i) && t.attr&attrFirst == 0 && i+1 < len(s.toks) && s.toks[i+1].r == ',' {
				continue // "Bueno, Cameron Brown se encarga": a word that opens the sentence, no item of a list
			}
			if left && s.titleAfterNameComma(i) {
				continue // "Anna Becker, Head of Sales"
			}
			if left || s.listedWithPerson(i, 1) {
				if s.closingPhraseWord(i) {
					continue // "Viele Grüße, Anna"
				}
				end := s.extendName(i, false)
				if s.streetAround(i, end) {
					continue
				}
				s.add(i, end, labelPerson, s.confidence(-0.1))
				changed = true
			}
		}
	}
}

// listedWithPerson reports whether word i is separated from a PERSON word
// by a comma or a conjunction, looking left (dir -1) or right (dir 1).
func (s *scratch) listedWithPerson(i, dir int) bool {
	j := i + dir
	if j < 0 || j >= len(s.toks) {
		return false
	}
	sep := &s.toks[j]
	if sep.flags&tfNL != 0 || s.toks[i].flags&tfNL != 0 {
		return false
	}
	switch {
	case sep.flags&tfWord == 0 && (sep.r == ',' || sep.r == '&'):
	case sep.flags&tfWord != 0:
		if sep.cls&wcConj == 0 {
			return false
		}
	default:
		return false
	}
	k := j + dir
	if k >= 0 && k < len(s.toks) && s.toks[k].flags&tfWord == 0 && s.toks[k].r == ',' {
		k += dir // "A, and B"
	}
	if k < 0 || k >= len(s.toks) || s.toks[k].flags&tfWord == 0 || s.toks[k].flags&tfNL != 0 && dir > 0 {
		return false
	}
	return int(s.toks[k].kind) == labelPerson+1
}

// nonName reports whether word i can never be a name on its own: a
// stopword, a product or a nationality.
func (s *scratch) nonName(i int) bool {
	return s.toks[i].cls&wcNonName != 0
}

// namesBeforeStreetPart reports whether the words from word from to word last,
// not included, are a first name (the caller's) or two known first names
// ("Laura Park", "María Fernanda Park"): a person's names before a name
// part that is also a street type. A street named so is masked as that
// person; the person read as a street would be left in clear.
func (s *scratch) namesBeforeStreetPart(from, last int) bool {
	switch last - from {
	case 1:
		return true
	case 2:
		return s.resolved(from)&attrFirst != 0 && s.resolved(from+1)&attrFirst != 0
	}
	return false
}

// streetTypeBeforeParticles reports whether word k and at most one word
// before it are particles in lower case that follow a street type
// written before its name: the capitalised word after them names the
// street ("calle de la Paz", "plaza del Carmen").
func (s *scratch) streetTypeBeforeParticles(k int) bool {
	for n := 0; n < 2 && k >= 0 && s.toks[k].shape == shLower && s.toks[k].cls&(wcParticle|wcArticle) != 0; n++ {
		k = s.prevWord(k)
		if k >= 0 && s.toks[k].cls&wcStreetFirst != 0 && s.toks[k].attr&attrFirst == 0 {
			return true
		}
	}
	return false
}

// streetAround reports whether the words toks[from:to] name a street
// rather than a person: right after a house number or a street type
// ("12 Timms Drive", "Rue Victor Hugo", "calle de la Paz"), or right before a street type
// that is not also a name ("Gordon Terrace", "Király u.").
func (s *scratch) streetAround(from, to int) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && streetWord(s.wordBytes(k)) && !s.surnameWithStreetEnding(from, k, to) {
			return true // "Villacher Strasse", "Hersnapvej"
		}
	}
	if last := to - 1; to-from > 1 && s.isWord(last) && s.resolved(last)&attrStreet != 0 &&
		s.toks[last].attr&attrLast == 0 && s.common(last, 2) && !(s.toks[last].attr&attrPart != 0 && s.namesBeforeStreetPart(from, last)) {
		return true // "Marina Fort Street"; but first names and a name part are a person: "Laura Park", "María Fernanda Park"
	}
	if s.afterQuantity(from) {
		return true
	}
	if k := s.prevWord(from); k >= 0 {
		s.resolve(k)
		t := &s.toks[k]
		if t.flags&tfDigit != 0 && !s.recordNumber(k, from) || t.cls&wcStreetFirst != 0 && t.attr&attrFirst == 0 {
			return true // "12 Timms Drive", "Rue Victor Hugo"; not "Link Dorothea sent", a type written after its name
		}
		if s.streetTypeBeforeParticles(k) {
			return true // "calle de la Paz", "plaza del Carmen"
		}
	} else if from >= 2 && s.toks[from-1].r == '.' && s.toks[from].flags&tfNL == 0 && s.isWord(from-2) &&
		s.resolved(from-2)&attrStreet != 0 && s.toks[from-2].attr&nameBits == 0 {
		return true // "Avda. Rio Nalon", "ul. Miła"
	}
	if k := s.nextWord(to - 1); k >= 0 {
		s.resolve(k)
		t := &s.toks[k]
		if t.attr&attrStreet != 0 && t.attr&nameBits == 0 && (t.shape == shCap || t.shape == shLower) {
			return true
		}
		if t.shape == shLower && t.letters == 1 && k+1 < len(s.toks) && s.toks[k+1].r == '.' && !s.centralFirmForm(k) {
			return true // Hungarian "u." (utca); not "s.p.", a Slovenian sole trader's form
		}
	}
	return false
}

// surnameWithStreetEnding reports whether word k, which ends like a
// street ("Siering", "Haering", "Ring"), is the surname of the name
// toks[from:to] rather than a street: the name's last word, after a
// known first name that is no street type, with no number after it, as
// an address would have ("Kazim Siering", "Semra Ring"; "Siering 12" is
// a street).
func (s *scratch) surnameWithStreetEnding(from, k, to int) bool {
	if k != to-1 || k == from || s.resolved(from)&attrFirst == 0 || s.toks[from].attr&attrStreet != 0 || s.toks[from].cls&wcStreetFirst != 0 {
		return false
	}
	n := s.nextWord(k)
	return n < 0 || s.toks[n].flags&tfDigit == 0
}

// addressContext reports whether toks[from:to] sits like a town in an
// address: alone on its line, or between commas, or before a postcode.
func (s *scratch) addressContext(from, to int) bool {
	lineStart := from == 0 || s.toks[from].flags&tfLineStart != 0
	afterComma := from > 0 && s.toks[from-1].r == ',' && s.toks[from].flags&tfNL == 0
	if !lineStart && !afterComma {
		return false
	}
	if to >= len(s.toks) {
		return true
	}
	n := &s.toks[to]
	switch {
	case n.flags&tfNL != 0:
		return true
	case n.r == ',':
		// "Lascano, Uruguay": a comma then a country or region.
		if k := to + 1; s.isWord(k) && s.toks[k].flags&tfNL == 0 {
			if _, a := s.phraseAt(s.d.base, k, attrCountry|attrState); a != 0 {
				return true
			}
			return s.toks[k].shape == shUpper && s.toks[k].letters == 2
		}
		return lineStart
	case n.flags&tfWord != 0 && n.flags&tfDigit != 0:
		return n.end-n.start >= 3 // a postcode, not "Ligne 1", "Lauf 16"
	case n.flags&tfWord != 0 && n.shape == shUpper && n.letters == 2:
		return true // "Aalborg NO 9100", "Toronto ON"
	}
	return false
}

// unknownNames finds names made of words in no list: two capitalised words
// in a row ("Irenke Sörös"), with unknownPairs, or a single one
// mid-sentence, with unknownSingles (a PERSON), or with englishSingles in
// English text (an ORGANIZATION: "I work for Quantrix").
func (s *scratch) unknownNames() {
	p := s.d.p
	if !p.unknownPairs && !p.unknownSingles && !p.englishSingles || s.lang == langGerman {
		return // in German, two capitalised words are most often an adjective and a noun
	}
	english := p.englishSingles && s.english()
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) {
			continue
		}
		k := s.nextWord(i)
		if k >= 0 && s.toks[k].shape == shCap && s.toks[i].flags&(tfSentStart|tfHeading) == 0 && s.free(k) && (english || s.afterEnglishImperative(i)) {
			if end := s.titleRun(i); end > 0 {
				s.add(i, end, labelOrg, s.confidence(-0.2))
				continue
			}
		}
		if !s.unknownWord(i) || s.fieldKey(i) {
			continue // "Müller, Vorname: Sara": a record's key
		}
		if s.imperativeOpener(i) {
			if p.unknownPairs {
				s.addressedName(k) // "Call Wyrnimwyr Health…": the name starts after the verb
			}
			continue
		}
		if k >= 0 && s.free(k) && s.unknownWord(k) {
			if !p.unknownPairs {
				continue
			}
			end := s.extendName(k, false)
			if s.streetAround(i, end) || s.closingPhraseWord(i) {
				continue // not "Beste Grüße"
			}
			s.add(i, end, labelPerson, s.confidence(-0.15))
			continue
		}
		if !p.unknownSingles && !english || s.toks[i].flags&(tfSentStart|tfHeading) != 0 || s.toks[i].attr != 0 || s.toks[i].letters < 4 {
			continue
		}
		if j := s.prevWord(i); j >= 0 && s.capWord(j) && !s.openingFunctionWord(j) && !s.timeBefore(j) || k >= 0 && s.capWord(k) {
			continue // part of a longer capitalised phrase; not "Is Zentaro open…?", "Yesterday Paxata confirmed…"
		}
		if s.streetAround(i, i+1) {
			continue
		}
		if !p.unknownSingles && (s.toks[i].flags&tfHyphen != 0 || s.pluralOfWord(i) || !s.proseWord(i)) {
			continue // "Check-in", "Fridays": words; "Parser.parse()": code
		}
		if !p.unknownSingles && s.afterPossessiveKin(i) {
			continue // "My kid Minecraft server": kinCapNames reads it, a product before its noun
		}
		if !p.unknownSingles {
			// English capitalises no common noun inside a sentence: a
			// word no list knows is a firm's or a person's name; most
			// names of people are known, so it is a firm's, unless a
			// verb of people follows ("Petersson is right").
			kind := labelOrg
			if k >= 0 && s.toks[k].cls&wcPersonVerb != 0 {
				kind = labelPerson
			}
			s.add(i, i+1, kind, s.confidence(-0.2))
			continue
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.2))
	}
}

// titleRun returns the end of the run of two to five capitalised words
// that starts at word i inside an English sentence, one of them a common
// English word and one not ("Roadify Transit", "Standard And Poors"), or
// 0: English capitalises common words inside a sentence only in names and
// titles ("the Detector Interface section" is all common words). The words are free and no product, with "of",
// "and", "&" between them; a known first name or a place first is left
// to the rules of people and places.
func (s *scratch) titleRun(i int) int {
	if s.toks[i].shape != shCap || s.toks[i].attr&(attrFirst|placeBits) != 0 || !s.proseWord(i) && s.prevWord(i) < 0 {
		return 0
	}
	end, words := i+1, 1
	common, rare := s.common(i, s.d.p.commonMax), !s.common(i, s.d.p.commonMax)
	for words < 5 {
		k := s.nextWord(end - 1)
		if k < 0 {
			break
		}
		if s.toks[k].shape == shLower || s.toks[k].shape == shCap && s.toks[k].cls&wcConj != 0 {
			if !s.wordIs(k, "of") && !s.wordIs(k, "and") {
				break
			}
			n := s.nextWord(k)
			if n < 0 || !s.capWord(n) {
				break
			}
			k = n
		}
		t := &s.toks[k]
		if !s.free(k) || t.shape != shCap || t.cls&wcNonName != 0 && t.cls&wcConj == 0 || t.flags&tfHyphen != 0 {
			break
		}
		c := s.common(k, s.d.p.commonMax)
		common, rare = common || c, rare || !c
		end = k + 1
		words++
	}
	if words < 2 || !common || !rare || s.toks[i].cls&wcNonName != 0 {
		return 0
	}
	if n := s.nextWord(end - 1); n >= 0 && s.toks[n].flags&tfDigit != 0 {
		return 0 // "Visual Studio 2022": a product and its version
	}
	return end
}

// pluralOfWord reports whether word i is the plural of a listed word
// ("Fridays", "Germans"): a word, not a name.
func (s *scratch) pluralOfWord(i int) bool {
	w := s.wordBytes(i)
	if len(w) < 4 || w[len(w)-1] != 's' {
		return false
	}
	return s.d.base.lookup(w[:len(w)-1]) != 0 || s.classes.lookup(w[:len(w)-1]) != 0
}

// english reports whether the text reads as English: English function
// words and no French or German ones (see language).
func (s *scratch) english() bool {
	return s.lang == langOther && s.en > 0 && s.fr == 0 && s.de == 0
}

// proseWord reports whether word i stands as a word of prose, not of
// code or a log: a lower-case word or a comma before it, and after it a
// space, the end, or a mark that ends a word (",", ".", ";", ")"...)
// before a space; no number after it ("Netty 4.1").
func (s *scratch) proseWord(i int) bool {
	p := s.prevWord(i)
	if p < 0 {
		if i == 0 || s.toks[i].flags&tfSpace == 0 || s.toks[i-1].r != ',' {
			return false
		}
	} else if s.toks[p].shape != shLower && !s.openingFunctionWord(p) && !s.timeBefore(p) {
		return false
	}
	j := i + 1
	if j < len(s.toks) && s.toks[j].flags&(tfSpace|tfNL) == 0 {
		switch s.toks[j].r {
		case ',', '.', ';', '!', '?', ')', '\'', '’':
			if j+1 < len(s.toks) && s.toks[j+1].flags&(tfSpace|tfNL) == 0 && s.toks[j].r != '\'' && s.toks[j].r != '’' {
				return false // "Parser.parse"
			}
		default:
			return false
		}
	}
	if n := s.nextWord(i); n >= 0 && s.toks[n].flags&tfDigit != 0 {
		return false
	}
	return true
}

// unknownWord reports whether word i looks like a name that no list
// knows: written "Xxxx", in no place or common-word list, no product.
func (s *scratch) unknownWord(i int) bool {
	t := &s.toks[i]
	if t.flags&(tfTitle|tfHeading) != tfTitle || t.letters < 3 || s.nonName(i) {
		return false
	}
	if t.attr&(placeBits|attrStreet) != 0 || s.common(i, 7) && t.attr&nameBits == 0 {
		return false
	}
	return t.cls&wcHonorific == 0
}

// resolved returns the attributes of word i, looking them up if deferred.
func (s *scratch) resolved(i int) uint32 {
	t := &s.toks[i]
	if t.flags&tfLazy != 0 {
		s.lookUpLazy(t)
	}
	return t.attr
}

// postalContext is addressContext as German and French addresses write
// it: the postcode comes before the town ("80331 München", "75011
// Paris"), so a number after a word ("Ligne 4", "Zug 7091") makes no
// address.
func (s *scratch) postalContext(from, to int) bool {
	if k := s.prevWord(from); k >= 0 {
		if p := &s.toks[k]; p.flags&tfDigit != 0 && p.letters == 0 && p.end-p.start >= 4 && p.end-p.start <= 5 {
			return true
		}
	}
	if to < len(s.toks) {
		if n := &s.toks[to]; n.flags&tfWord != 0 && n.flags&tfDigit != 0 {
			return false
		}
	}
	return s.addressContext(from, to)
}

// hyphenatedName reports whether word i, if hyphenated, is made of known
// names ("Jean-Pierre", "Anne-Marie"), unlike the keys and service names
// of configuration files ("audit-log", "Canary-Pool"). A word without a
// hyphen passes.
func (s *scratch) hyphenatedName(i int) bool {
	if s.toks[i].flags&tfHyphen == 0 {
		return true // the tokenizer saw no hyphen in the word
	}
	w := s.wordBytes(i)
	for start := 0; start <= len(w); {
		end := start
		for end < len(w) && w[end] != '-' {
			end++
		}
		if end == len(w) && start == 0 {
			return true
		}
		if end == start || s.d.base.lookup(w[start:end])&nameBits == 0 {
			return false
		}
		start = end + 1
	}
	return true
}

// afterColon reports whether word i follows a colon.
func (s *scratch) afterColon(i int) bool {
	return i > 0 && s.toks[i-1].flags&tfWord == 0 && s.toks[i-1].r == ':'
}

// afterQuantity reports whether word i follows a number and a unit ("3 EL
// Zucker", "200 g Mehl"): a quantity of something, not a name. A
// conjunction is no unit ("Lindenweg 12 und Jonas Quandtke"), nor is a
// preposition that names a recipient or an author (see
// quantityRecipients: "Rechnung 2024-17 für Anna Müller", "Invoice 12
// for Anna Miller"; "3 de Luca cousins" is a quantity).
func (s *scratch) afterQuantity(i int) bool {
	k := s.prevWord(i)
	if k < 0 {
		return false
	}
	u := &s.toks[k]
	if u.flags&tfDigit != 0 || u.letters == 0 || u.letters > 3 || u.cls&wcConj != 0 || s.wordIs(k, "am") || s.wordIs(k, "pm") ||
		u.shape != shLower && !(u.shape == shUpper && u.letters == 2) || u.shape == shLower && quantityRecipients[string(s.wordBytes(k))] {
		return false
	}
	n := s.prevWord(k)
	return n >= 0 && s.toks[n].flags&tfDigit != 0 && s.toks[n].letters == 0
}

// quantityRecipients are the prepositions, folded, that put a person
// after a numbered thing ("Bestellung 8841 für", "Paket 12 an", "Order 12
// for"): a word of them after a number is no unit.
var quantityRecipients = wordSet("fur an von mit bei for to from by with")

// allCommon reports whether every word of toks[from:to] is a common
// English word at level max or below.
func (s *scratch) allCommon(from, to int, max uint32) bool {
	for k := from; k < to; k++ {
		if s.isWord(k) && !s.common(k, max) {
			return false
		}
	}
	return true
}

// subjectNames finds a name that no list knows at the start of a
// sentence, as the subject of a verb that has people for subjects:
// "Shovda is very reliable", "Alvir spent a year at...", "Tomomi
// Nishiyama lives at...". The word (or the two) must be in no list, no
// English word at all, and the text English: in German every noun is
// capitalised.
func (s *scratch) subjectNames() {
	if s.lang != langOther {
		return
	}
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if !s.free(i) || t.flags&tfSentStart == 0 && !s.afterClauseBut(i) || !s.subjectWord(i) {
			continue
		}
		end := i + 1
		if k := s.nextWord(i); k >= 0 && s.free(k) && s.toks[k].shape == shCap && s.subjectWord(k) {
			end = k + 1
		}
		if s.vocative(end) {
			s.add(i, end, labelPerson, s.confidence(-0.1)) // "Warrane, can I please speak to..."
			continue
		}
		// Two subjects: "Usamov and Bowers were precision engineers".
		var second [2]int
		if c := s.nextWord(end - 1); c >= 0 && s.toks[c].cls&wcConj != 0 && s.toks[c].shape == shLower {
			if k := s.nextWord(c); k >= 0 && s.free(k) && s.toks[k].shape == shCap && (s.subjectWord(k) || s.resolved(k)&nameBits != 0 && !s.common(k, 2)) {
				if v := s.nextWord(k); v >= 0 && s.toks[v].shape == shLower && s.toks[v].cls&wcPersonVerb != 0 {
					second = [2]int{k, k + 1}
				}
			}
		}
		if second[1] > 0 {
			s.add(i, end, labelPerson, s.confidence(-0.1))
			s.add(second[0], second[1], labelPerson, s.confidence(-0.1))
			continue
		}
		v := s.nextWord(end - 1)
		if v >= 0 && subjectAdverbs[string(s.wordBytes(v))] {
			v = s.nextWord(v) // "Akifumi just has to..."
		}
		if v < 0 || s.toks[v].shape != shLower || s.toks[v].cls&wcPersonVerb == 0 {
			continue
		}
		if a := s.nextWord(v); a >= 0 && s.copula(v) && (s.toks[a].cls&wcArticle != 0 || s.wordIs(a, "a") || s.wordIs(a, "an") ||
			s.toks[a].shape == shLower && (strings.HasSuffix(string(s.wordBytes(a)), "ed") || serviceStates[string(s.wordBytes(a))])) {
			continue // "Zoolander is a 2017 film", "Backpressure is handled by...": a thing described
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}

// subjectAdverbs may stand between a subject and its verb.
var subjectAdverbs = map[string]bool{"just": true, "also": true, "never": true, "always": true, "still": true,
	"often": true, "really": true, "finally": true, "then": true, "once": true}

// afterClauseBut reports whether word i starts a clause after ", but".
func (s *scratch) afterClauseBut(i int) bool {
	b := i - 1
	return b >= 1 && s.isWord(b) && s.wordIs(b, "but") && s.toks[b-1].flags&tfWord == 0 && s.toks[b-1].r == ','
}

// vocative reports whether a name ending before token end is addressed:
// a comma, then a request ("Vide, can I please speak to your boss?").
func (s *scratch) vocative(end int) bool {
	if end+1 >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&tfWord != 0 {
		return false
	}
	k := end + 1
	if !s.isWord(k) || s.toks[k].flags&tfNL != 0 {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "can", "could", "would", "will", "please", "do", "are", "have", "did", "thanks", "thank":
		return true
	}
	return false
}

// copula reports whether word v is "is", "was", "has" or "had", which
// describe things as often as people.
func (s *scratch) copula(v int) bool {
	return s.wordIs(v, "is") || s.wordIs(v, "was") || s.wordIs(v, "has") || s.wordIs(v, "had")
}

// subjectWord reports whether capitalised word i may be a name that no
// list knows: four letters or more, no English word, place, street type,
// product, stopword or time word.
func (s *scratch) subjectWord(i int) bool {
	t := &s.toks[i]
	if t.flags&tfTitle == 0 || t.letters < 4 || t.cls&(wcNonName|wcHonorific|wcTimeWord|wcTimeAbbrev) != 0 {
		return false
	}
	a := s.resolved(i)
	if a&(attrCountry|attrState|attrStreet) != 0 || cityBucket(a) >= 5 || a&placeBits != 0 && a&nameBits == 0 {
		return false
	}
	return !s.common(i, 7) && s.hyphenatedName(i)
}

// creditCue reports whether word i follows a speech or credit cue ("says",
// "said", "starring", "featuring", "by"), which introduce capitalised
// names only.
func (s *scratch) creditCue(i int) bool {
	j := s.prevWord(i)
	return j >= 0 && (s.wordIs(j, "says") || s.wordIs(j, "said") || s.wordIs(j, "starring") || s.wordIs(j, "featuring") || s.wordIs(j, "by"))
}

// peopleNouns are the folded words that announce a list of people before
// a colon: "our 3 founders: Gerste, Johnson and Johnson". Without one, a
// list of surnames is a firm's name (see firmNames).
var peopleNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields("founders cofounders co-founders partners owners authors coauthors co-authors " +
		"members hosts speakers panelists panellists guests attendees participants organizers organisers " +
		"winners siblings brothers sisters children parents " +
		"fondateurs fondatrices cofondateurs associes auteurs membres invites intervenants " +
		"grunder grunderinnen inhaber autoren mitglieder gaste teilnehmer referenten") {
		peopleNouns[w] = true
	}
}

// peopleLists finds the people of a list that a people noun and a colon
// announce: each item (one to three capitalised words) is a PERSON, when
// the list has two items or more and two of them hold a known name.
func (s *scratch) peopleLists() {
	if s.colons == 0 {
		return // every such list follows a colon
	}
	for _, ci := range s.nameCaps {
		i := int(ci)
		if i < 2 || s.toks[i-1].flags&tfWord != 0 || s.toks[i-1].r != ':' ||
			!s.isWord(i-2) || !peopleNouns[string(s.wordBytes(i-2))] {
			continue
		}
		s.peopleList(i)
	}
}

// peopleList reads the list starting at word i: items separated by
// commas, the last after a conjunction or "&".
func (s *scratch) peopleList(i int) {
	var items [6][2]int
	n, known := 0, 0
	for k, last := i, false; ; {
		end := s.listName(k)
		if end < 0 || n == len(items) {
			return
		}
		items[n] = [2]int{k, end}
		n++
		for m := k; m < end; m++ {
			if s.resolved(m)&nameBits != 0 {
				known++
				break
			}
		}
		if last {
			break
		}
		j := end
		comma := j < len(s.toks) && s.toks[j].flags&tfWord == 0 && s.toks[j].r == ','
		if comma {
			j++
		}
		switch {
		case j < len(s.toks) && s.isWord(j) && s.toks[j].cls&wcConj != 0 && s.toks[j].shape == shLower,
			j < len(s.toks) && s.toks[j].flags&tfWord == 0 && s.toks[j].r == '&':
			last = true
			j++
		case !comma:
			return
		}
		k = j
	}
	if n < 2 || known < 2 {
		return
	}
	for _, it := range items[:n] {
		s.add(it[0], it[1], labelPerson, s.confidence(-0.1))
	}
}

// listName returns the end of the item of a list of people starting at
// word k (one to three free capitalised words on one line), or -1.
func (s *scratch) listName(k int) int {
	end := -1
	for w := 0; w < 3 && s.isWord(k) && s.free(k) && s.toks[k].flags&tfNL == 0 && s.toks[k].shape == shCap &&
		s.toks[k].cls&(wcNonName|wcConj|wcHonorific) == 0; w, k = w+1, k+1 {
		end = k + 1
	}
	return end
}

// kinNouns name a person's relatives and relations, after a possessive:
// "Franciska's kid", "Usamov's wife". workNouns name a person's works,
// after "the" and the author: "the Petersson novel".
var kinNouns, workNouns = map[string]bool{}, map[string]bool{}

func init() {
	for _, w := range strings.Fields("kid kids son sons daughter daughters wife husband mother father mom mum dad " +
		"brother brothers sister sisters friend friends boyfriend girlfriend boss family children parents uncle aunt " +
		"cousin grandmother grandfather grandson granddaughter nephew niece fiance fiancee widow widower") {
		kinNouns[w] = true
	}
	for _, w := range strings.Fields("novel novels album albums song songs film films movie movies book books " +
		"biography memoir memoirs poem poems opera symphony portrait") {
		workNouns[w] = true
	}
}

// relationNames finds, in English text, the names that a possessive and
// a relative ("Franciska's kid") or "the" and a work ("the Petersson
// novel") say are people: a word in no list and no English word (or two
// such words), or a known first name or surname that is no common word.
func (s *scratch) relationNames() {
	if s.lang != langOther {
		return
	}
	for _, ci := range s.nameCaps {
		i := int(ci)
		if !s.free(i) || !s.relationContext(i) || !s.relationName(i) {
			continue
		}
		end := i + 1
		if k := s.nextWord(i); k == i+1 && s.free(k) && s.toks[k].shape == shCap && s.relationName(k) {
			end = k + 1
		}
		if s.possessiveKin(end) || s.theWork(i, end) || s.periodOfWork(i, end) {
			s.add(i, end, labelPerson, s.confidence(-0.1))
		}
	}
}

// relationContext is the cheap test before relationName: "the", "early"
// or "late" before word i, or an apostrophe after its first or second
// word.
func (s *scratch) relationContext(i int) bool {
	if i > 0 && s.isWord(i-1) {
		switch string(s.wordBytes(i - 1)) {
		case "the", "early", "late":
			return true
		}
	}
	if s.apostrophes == 0 {
		return false
	}
	for k := i + 1; k <= i+2 && k < len(s.toks); k++ {
		if t := &s.toks[k]; t.flags&tfWord == 0 && (t.r == '\'' || t.r == '’') {
			return true
		}
	}
	return false
}

// relationName reports whether capitalised word i may be a person's name
// for relationNames.
func (s *scratch) relationName(i int) bool {
	if s.subjectWord(i) {
		return true
	}
	t := &s.toks[i]
	return t.shape == shCap && t.letters >= 3 && t.cls&(wcNonName|wcHonorific|wcTimeWord|wcTimeAbbrev) == 0 &&
		s.resolved(i)&nameBits != 0 && s.toks[i].attr&(attrCountry|attrState) == 0 && !s.common(i, 7)
}

// possessiveKin reports whether "'s" and a kin noun follow token end.
func (s *scratch) possessiveKin(end int) bool {
	if end+2 >= len(s.toks) || s.toks[end].flags&tfWord != 0 || s.toks[end].r != '\'' && s.toks[end].r != '’' ||
		!s.wordIs(end+1, "s") {
		return false
	}
	k := s.nextWord(end + 1)
	return k == end+2 && kinNouns[string(s.wordBytes(k))]
}

// periodOfWork reports whether "early" or "late" comes right before word
// i and the clause ends after the name ending at token end: an artist's
// period ("than early Bulgakov?").
func (s *scratch) periodOfWork(i, end int) bool {
	if i == 0 || !s.isWord(i-1) || !s.wordIs(i-1, "early") && !s.wordIs(i-1, "late") {
		return false
	}
	if end == len(s.toks) {
		return true
	}
	switch t := &s.toks[end]; {
	case t.flags&tfWord != 0:
		return false
	default:
		return t.r == '?' || t.r == '!' || t.r == '.' || t.r == ',' || t.r == ';' || t.r == ')'
	}
}

// theWork reports whether "the" comes right before word i and a work noun
// right after the name ending at token end.
func (s *scratch) theWork(i, end int) bool {
	return i > 0 && end < len(s.toks) && s.isWord(i-1) && s.wordIs(i-1, "the") && s.isWord(end) &&
		s.toks[end].flags&tfNL == 0 && workNouns[string(s.wordBytes(end))]
}

// fieldLabels are the cue words of the regex tier (docs/detection.md)
// that are also names or places somewhere ("Iban", "Siret", "Vitale",
// "Sécu", "Dob"), folded. Right before a value, such a word labels it and
// is never a name or a place (see markFieldLabels).
var fieldLabels = map[string]bool{}

func init() {
	for _, w := range strings.Fields("iban bic rib konto siret siren sirene rcs kbis nir insee secu vitale ssn itin tin " +
		"dob ddn geb geboren naissance nato nata nacido nacida nacimiento nascita " +
		"tel tele telephone telefon telefono fax mobile mobil handy portable cell phone ruf kontakt contact hotline " +
		"zip postcode carte cartes carta tarjeta karte card visa ip host server serveur") {
		fieldLabels[w] = true
	}
}

// markFieldLabels blocks the field labels written right before their
// value ("Iban: DE89...", "SIRET 732 829 320 00074", "Carte Vitale : 1 85
// ..."), and a field label right before such a one.
func (s *scratch) markFieldLabels() {
	if s.digitWords == 0 {
		return // no value, so no field label before one
	}
	for _, ci := range s.caps {
		i := int(ci)
		if !s.valueAfter(i) || !fieldLabels[string(s.wordBytes(i))] {
			continue
		}
		for k := i; k >= 0 && s.isWord(k) && fieldLabels[string(s.wordBytes(k))]; k-- {
			if s.toks[k].flags&tfUsed == 0 {
				s.toks[k].flags |= tfBlocked
			}
			if k == 0 || s.toks[k].flags&tfNL != 0 {
				break
			}
		}
	}
}

// markNumberLabels blocks the capitalised word (any word, in a text
// without capitals) written right before a short number, which names what
// the number counts: a room, a hall, a
// gate, a platform, a line, a till, a train ("Zimmer 12", "Halle 5",
// "Porte 12", "Abfahrten Gleis 3", "Zug 123", "Victoire 3-1"), never a
// person or a place on its own. Left alone: a word or a number that a
// street took (streets run first); a country, a region or a city of a million people
// ("Paris 2024"); a word after a known first name (in lower case too, in
// a text without capitals) or an honorific, with its dot too ("Thomas
// Müller 2 Tore", "Herr Zimmer 12 Jahre", "vanessa plattner 0176…", "hr.
// leithner 0662…"), which is a surname;
// the second of two capitalised words inside a sentence ("the corner of
// Nieuwe Baan 473"), which may be a street the lists do not know; and,
// outside German and French text, a place after a locative ("in Cheb 2",
// a town's district) unless it is a street type ("en Plaza 110").
func (s *scratch) markNumberLabels() {
	for _, ni := range s.nums {
		n := int(ni)
		k := n - 1
		if k < 0 || s.toks[n].flags&tfUsed != 0 || !s.shortNumber(n) || !s.isWord(k) || s.toks[n].flags&(tfSpace|tfNL) != tfSpace ||
			s.toks[n].start-s.toks[k].end > 2 {
			continue
		}
		t := &s.toks[k]
		if t.flags&(tfUsed|tfBlocked|tfDigit) != 0 || t.shape != shCap && t.shape != shUpper && !(s.noUpper && t.shape == shLower) {
			continue
		}
		if a := s.resolved(k); a&(attrCountry|attrState) != 0 || cityBucket(a) >= 6 {
			continue
		}
		if k >= 2 && s.toks[k-1].r == '.' && s.toks[k-1].flags&tfWord == 0 && s.isWord(k-2) && s.toks[k-2].cls&(wcHonorific|wcHonorificDot) != 0 {
			continue // "hr. leithner 0662…": a title and its dot
		}
		if j := s.prevWord(k); j >= 0 && j == k-1 && (s.toks[j].cls&wcHonorific != 0 ||
			(s.toks[j].shape == shCap || s.noUpper && s.toks[j].shape == shLower) && s.resolved(j)&attrFirst != 0 && !s.nonName(j) ||
			s.capWord(j) && s.toks[j].flags&tfSentStart == 0) {
			continue
		}
		if s.lang == langOther && s.resolved(k)&placeBits != 0 && s.afterLocative(k, true) && t.cls&wcStreetFirst == 0 {
			continue // not a street type: with a number and no name, "en Plaza 110" is a spot, not a place
		}
		t.flags |= tfBlocked
	}
}

// shortNumber reports whether word n is a short number, as labels
// count: one to four digits, maybe a letter ("12a") or a number of one
// or two digits after "-", "." or "/" ("3-1", "4.12"; not a postcode
// such as "3610-114").
func (s *scratch) shortNumber(n int) bool {
	t := &s.toks[n]
	w := s.text[t.start:t.end]
	d := 0
	for d < len(w) && w[d] >= '0' && w[d] <= '9' {
		d++
	}
	if d == 0 || d > 4 {
		return false
	}
	switch rest := w[d:]; {
	case rest == "":
		return true
	case len(rest) == 1:
		return isASCIILetter(rest[0])
	case len(rest) <= 3 && (rest[0] == '-' || rest[0] == '.' || rest[0] == '/'):
		return strings.Trim(rest[1:], "0123456789") == ""
	}
	return false
}

// valueAfter reports whether a value follows word i: a word with a digit,
// maybe after up to two of ":", "°", "#", "+", "(".
func (s *scratch) valueAfter(i int) bool {
	j := i + 1
	for n := 0; j < len(s.toks) && s.toks[j].flags&tfWord == 0; n, j = n+1, j+1 {
		if n == 2 {
			return false
		}
		switch s.toks[j].r {
		case ':', '°', '#', '+', '(':
		default:
			return false
		}
	}
	return j < len(s.toks) && s.toks[j].flags&tfDigit != 0
}

// germanNounHere reports whether word i is a German noun in German text.
func (s *scratch) germanNounHere(i int) bool {
	return s.lang == langGerman && s.capWord(i) && s.germanNoun(i)
}

// surnameAfter reports whether the word after word i, written in the same
// case, is a known surname that is no common English word, and word i no
// common word: a first name the lists need not know ("guiomar gimenez").
func (s *scratch) surnameAfter(i int) bool {
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != s.toks[i].shape || s.toks[k].letters < 3 {
		return false
	}
	if s.common(i, s.d.p.commonMax) || s.toks[i].letters < 3 || s.resolved(i)&(attrCountry|attrState) != 0 {
		return false
	}
	a := s.resolved(k)
	return a&(attrLast|attrPart) != 0 && !s.common(k, s.d.p.commonMax) && s.toks[k].cls&(wcStopword|wcNonName) == 0
}

// unknownLowerFirst reports whether lower-case word j, in a text without
// capitals, may be a first name the lists do not know before known
// surname k ("arnim scholz", "guiomar gimenez"): a word of three letters
// or more in no list, no function word of the supported languages, no
// German noun, no noun by its ending, no participle of Spanish or Italian
// by its ending before a part of names that is no surname ("ho sentito
// rumore"), before a surname that is no common English word.
func (s *scratch) unknownLowerFirst(j, k int) bool {
	t := &s.toks[j]
	if t.letters < 3 || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcNonName|wcCueWord|wcParticle|wcLocative|wcConj|wcTimeAbbrev) != 0 {
		return false
	}
	if a := s.resolved(j); a&^(attrPrefix|attrFakerCity|7<<cityShift) != 0 || cityBucket(a) > 2 ||
		functionWords.has(s.wordBytes(j)) || s.germanNoun(j) || nounEnding(s.wordBytes(j)) ||
		romanceParticiple(s.wordBytes(j)) && s.resolved(k)&attrLast == 0 {
		return false // a word of some list, but a small town ("natalio leal"); a noun by its ending ("exportación"); "ho sentito rumore"
	}
	if t.flags&tfHyphen != 0 && !s.hyphenatedName(j) {
		for _, part := range strings.Split(string(s.wordBytes(j)), "-") {
			if len(part) < 2 || wordLevel(s.d.base.lookup([]byte(part))) != 0 {
				return false // "billing-api": a compound of English words
			}
		}
	}
	return !s.common(k, s.d.p.commonMax) && s.resolved(k)&(attrFrWord|placeBits) == 0
}

// partBeforeSurname reports whether lower-case word j, in a text without
// capitals, is a first name before known surname k although the lists
// know it only as a part of some name ("wulf hesse", "concha soto",
// "fiorino rossi"): no common English word, German or French noun,
// function word or place but a small town, before a surname that is no
// common word and no place but a small town.
func (s *scratch) partBeforeSurname(j, k int) bool {
	t := &s.toks[j]
	a := s.resolved(j)
	if a&attrPart == 0 || a&(attrFrWord|attrNounDE|attrStreet) != 0 || !smallTownAtMost(a) || wordLevel(a) != 0 || t.letters < 3 {
		return false
	}
	if t.cls&(wcStopword|wcNonName|wcCueWord|wcParticle|wcLocative|wcConj|wcTimeWord|wcTimeAbbrev) != 0 || functionWords.has(s.wordBytes(j)) {
		return false
	}
	b := s.resolved(k)
	if b&attrLast == 0 && (b&attrPart == 0 || s.afterArticle(j)) {
		return false // two parts of names are a name too ("lupita luque"), but not after an article ("la rosa blanca")
	}
	return wordLevel(b) == 0 && b&(attrFrWord|attrNounDE) == 0 && smallTownAtMost(b)
}

// afterArticle reports whether word j follows an article or a
// determiner of the five languages, as a common noun does (not "a",
// a preposition in Spanish and Italian).
func (s *scratch) afterArticle(j int) bool {
	p := s.prevWord(j)
	return p >= 0 && (s.toks[p].cls&wcArticle != 0 || articlesOfFive[string(s.wordBytes(p))])
}

// articlesOfFive are the articles and determiners of English, French,
// German, Spanish and Italian, folded.
var articlesOfFive = wordSet("the an le la les l un une des du au aux ce cette ces der die das den dem des ein eine einen " +
	"einem einer el los las lo unos unas il gli i uno questo questa quel quella mi mis tu tus su sus mon ma mes son sa ses")

// smallTownAtMost reports whether attributes a name no place, or only a
// town of fewer than 50,000 people: many surnames and first names are
// also the names of small towns ("rossi", "borja", "fajardo").
func smallTownAtMost(a uint32) bool {
	return a&(attrCountry|attrState|attrCounty|attrExtraPlace) == 0 && cityBucket(a) <= 3
}

// nounEndings end nouns of the five languages, never a first name
// (folded: "exportación" is "exportacion").
var nounEndings = []string{"cion", "sion", "zione", "sione", "tion", "ung", "heit", "keit", "schaft", "dad", "tad", "ismo", "ismus"}

// nounEnding reports whether folded word w ends like a noun (nounEndings).
func nounEnding(w []byte) bool {
	for _, e := range nounEndings {
		if len(w) > len(e)+2 && string(w[len(w)-len(e):]) == e {
			return true
		}
	}
	return false
}

// functionWords are function words of Spanish and Italian (folded), and
// the French and German ones that the stopword lists leave out, that a
// name never is: lower-case text in those languages is full of words in no
// English list.
var functionWords = packedWordSet("el la los las lo un una unos unas del al y o que en con por para su sus es son fue era " +
	"como pero mas muy ya no si se le me te nos les este esta esto ese esa hay tiene tengo desde hasta sobre tras " +
	"otra otro otras otros fino mentre senza " +
	"il gli i le uno di della dei delle dello al allo alla ai agli alle da dal dalla nel nella con su per tra fra " +
	"e che sono era come ma piu molto gia non ci mi ti vi lui lei noi voi loro questo questa quello quella ho ha " +
	"hanno puoi posso deve anche ancora dopo prima sempre oggi domani ieri " +
	"suo sua suoi tuo tua tuoi miei nostro nostra nostri nostre vostro vostra vostri vostre " +
	"mis tus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras " +
	"peux veux dois fait etait avait ont sera depuis apres avant chez contre " +
	"kannst kann konnen soll hat habe wird wurde geht gibt noch schon mir dir mich dich uns euch ihm " +
	"dall dell nell sull coll dagl degl quell jusqu lorsqu puisqu")

// speechVerbs say what a person said or did with a message: the word
// right before one, at the start of a sentence, is its subject.
var speechVerbs = packedWordSet("says said shared sent wrote writes asked told thinks dit disait ecrit pense dice dijo " +
	"escribio comenta mando envio sagt sagte schreibt meint fragt")

// possessive reports whether word i is followed by an English possessive
// "'s" ("justin's", "monica’s").
func (s *scratch) possessive(i int) bool {
	a, b := i+1, i+2
	return b < len(s.toks) && s.toks[a].flags&(tfWord|tfSpace) == 0 && (s.toks[a].r == '\'' || s.toks[a].r == '’') &&
		s.toks[b].flags&(tfSpace|tfNL) == 0 && s.wordIs(b, "s") && (b+1 >= len(s.toks) || s.toks[b+1].flags&tfWord == 0 || s.toks[b+1].flags&tfSpace != 0)
}

// speakerSubjects finds a known first name or name part, no common
// word, at the start of a sentence right before a verb of speech
// ("Venancio dit que…", "lisandro dice que…", "jacob dice che…"; there
// a register's first name counts too: "abdarahmane dice que…"), and, in a
// text without capitals, a known first name that is no common word
// before a verb of speech or an English possessive anywhere ("the file
// dorothea sent", "check justin's card"), and a known name at the start
// of a sentence, or a known first name anywhere, right before a verb
// whose subject is a person ("selma is from…", "the gender of bertram
// has been…"; no place but a small town).
func (s *scratch) speakerSubjects() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if !s.free(i) || t.letters < 3 || t.cls&(wcNonName|wcTimeWord|wcHonorific) != 0 {
			continue
		}
		inner := s.noUpper && s.resolved(i)&attrFirst != 0 && cityBucket(s.toks[i].attr) < 3
		if t.flags&tfSentStart == 0 && !inner {
			continue // inside a sentence, only a known first name in a text without capitals
		}
		if !s.noUpper && t.shape == shCap {
			if end := s.subjectPairEnd(i); end > 0 {
				s.add(i, end, labelPerson, s.confidence(-0.05)) // "Sofia Hauffer meldet…"
				continue
			}
			if s.openingSurname(i) {
				s.add(i, i+1, labelPerson, s.confidence(-0.1)) // "Lemaire a demandé…"
				continue
			}
		}
		if t.shape != shCap && !(s.noUpper && t.shape == shLower) {
			continue
		}
		a := s.resolved(i)
		if a&nameBits == 0 && t.flags&tfSentStart != 0 && s.registerSpeaker(i) {
			a |= attrFirst // "abdarahmane dice que…"
		}
		if a&nameBits == 0 || a&(attrCountry|attrState) != 0 || s.common(i, s.d.p.commonMax) || s.germanNounHere(i) ||
			s.romancePronounOpener(i) && !s.wordIs(i, "mia") {
			continue // "Ella dijo que…": a Romance pronoun before its verb; "mia" is a possessive only before a noun ("Mia dijo" is Mia)
		}
		v := s.nextWord(i)
		if inner && s.possessive(i) {
			v = -2 // "justin's card": whose card, a person's
		}
		if v >= 0 && s.noUpper && (t.flags&tfSentStart != 0 || inner) && s.toks[v].cls&wcPersonVerb != 0 && smallTownAtMost(a) {
			s.add(i, i+1, labelPerson, s.confidence(-0.1)) // "selma is from…", "bártová began writing", "the gender of bertram has been"
			continue
		}
		if v == -1 || v >= 0 && (s.toks[v].shape != shLower || !speechVerbs.has(s.wordBytes(v)) || t.flags&tfSentStart == 0 && !inner) {
			continue // inside a sentence, a known first name in a text without capitals only ("the file dorothea sent")
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.05))
	}
}
