package gazetteer

// slotPrepositions take a person for object in French, Spanish, Italian
// and German (folded), besides personPrepositions: the dative "à" and
// "a" ("remis à amélie", "consegnato a camilla"), the genitive "de"
// and "di" ("la respuesta de ignacio"), "chez", "según", "secondo",
// "bei" and "an".
var slotPrepositions = packedWordSet("a de di chez segun secondo bei an")

// slotWords holds the words after which the rules of this file look for
// a person: the prepositions, verbs and words of the frames of
// slotLowerNames and englishSlotPairs, all of 8 bytes or fewer. These
// rules ask about every word of a lower-case text.
var slotWords = packedSetOf(slotPrepositions.words, personPrepositions.words, pairSlotWords.words, whoIsCopulas.words,
	againWords.words, keyPrepositions.words, wordSet("let met meet meeting much"))

// wcNotAlone are the word classes of no first name that stands alone
// (loneFirstName, registerFirstAlone): a cheap test before the lookups.
const wcNotAlone = wcNonName | wcTimeWord | wcTimeAbbrev | wcHonorific | wcParticle | wcLocative | wcConj | wcCueWord | wcPersonVerb | wcUnit

// slotWordBefore reports whether the word right before word i is one of
// slotWords.
func (s *scratch) slotWordBefore(i int) bool {
	p := s.prevWord(i)
	if p < 0 {
		return false
	}
	w := s.wordBytes(p)
	return len(w) <= 8 && slotWords.has(w)
}

// slotLowerNames finds, in a text without capitals, a first name alone
// where a person stands and its phrase ends after it: right after a
// preposition of slotPrepositions ("le colis a été remis à amélie", "la
// risposta di federica e…") or of personPrepositions, or after the colon
// of a person's key (lowerPersonKey: "zuständig: stefanie", "assigned
// to: latasha mcwhorten", "from: maciej", "kundenname: traugott"), where
// one word after it that ends the value is its surname, whatever lists
// hold it (cuedPairEnd), or in a frame of a person, with such a surname
// too (personFrame: "let gionata know", "who is melania and…", "have you
// met elzbieta?", "thanks again valdemar!"). The first name is one a
// strong cue takes (cuedFirstName), or a register's that is no word of
// any list (registerFirstAlone: "coffee with bror yesterday"), and none
// of wordFirstNames ("una noche de luna"); a place but a small town is
// none ("vado a roma"); in a key or a frame, a first name of any list
// that is none of the commonest words (listedFirstName) counts before
// such a surname ("assegnato a ranieri armellini", "zugewiesen an fritz
// hövel"). A handle's "@" or a signature's dash before a
// word calls markedNameEnd instead ("@cecilia", "a domani - michael").
// Pairs are found before, by lowerNames and
// lowerSurnames, and the first names of the main lists after
// personPrepositions by loneLowerNames.
func (s *scratch) slotLowerNames() {
	for i := 1; i < len(s.toks); i++ {
		t := &s.toks[i]
		if t.flags&tfWord == 0 || t.shape != shLower || t.letters < 3 || t.cls&wcNotAlone != 0 || !s.free(i) {
			continue
		}
		key := false
		if p := &s.toks[i-1]; p.flags&tfWord == 0 { // one load for the marks before the word
			if p.r == '@' || dashRune(p.r) {
				if e := s.markedNameEnd(i); e > 0 {
					s.add(i, e, labelPerson, s.confidence(-0.1)) // "@cecilia", "a domani - serena"
				}
				continue
			}
			key = p.r == ':' && i >= 2 && t.flags&tfNL == 0 && s.lowerPersonKey(i-2) // afterColon
		}
		if !key && !s.slotWordBefore(i) {
			continue
		}
		framed, closed := false, false
		if !key {
			framed, closed = s.personFrame(i)
		}
		if !key && !framed && !s.afterSlotPreposition(i) || wordFirstNames.has(s.wordBytes(i)) {
			continue
		}
		if !s.cuedFirstName(i) && !s.registerFirstAlone(i, key || framed) && !(s.possessorEnd(i) > 0 && s.romanceFirstName(i)) {
			// a first name of any list before its surname, in a key or a frame
			if (key || framed) && s.resolved(i)&attrFirst != 0 && s.listedFirstName(i) {
				if e := s.cuedPairEnd(i); e > i+1 {
					s.add(i, e, labelPerson, s.confidence(-0.1)) // "zugewiesen an fritz hövel"
				}
			}
			continue
		}
		end := i + 1
		if closed {
			s.add(i, end, labelPerson, s.confidence(-0.1))
			continue
		}
		if key || framed {
			end = s.cuedPairEnd(i)
			if end == i+1 && !(key && s.phraseEndsAt(i+1) || s.phraseEndsAfter(i)) {
				continue
			}
		} else if !s.phraseEndsAfter(i) {
			if end = s.possessorEnd(i); end == 0 {
				continue
			} // "el vuelo de alejandra va con retraso" owns the flight
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}

// customerKeys name a customer before a colon in the five languages
// (folded), besides the keys of forms (colonCues): "kundenname:", "nome
// cliente:", "customer:".
var customerKeys = wordSet("customer cliente kunde kundin kundenname")

// lowerPersonKey reports whether word j, before a colon, is the key of a
// person's field: of a ticket (personKey), of a form (colonCues: "name",
// "from", "nom", "nombre") or of a customer (customerKeys), or a key
// that opens with a name's word up to three words before the colon
// ("name on the card:", "nom sur la carte :", "nome sulla carta:").
func (s *scratch) lowerPersonKey(j int) bool {
	if !s.isWord(j) {
		return false
	}
	if s.toks[j].cls&wcColonCue != 0 || customerKeys[string(s.wordBytes(j))] || s.personKey(j) {
		return true
	}
	for n, k := 0, s.prevWord(j); n < 3 && k >= 0; n, k = n+1, s.prevWord(k) {
		if nameWords[string(s.wordBytes(k))] || s.wordIs(k, "nombre") || s.wordIs(k, "nome") {
			return k == s.lineStartWord(k) // "name on the card:", "nome sulla carta:"
		}
	}
	return false
}

// lineStartWord returns the first word of the run of words, one space
// apart, that holds word k: the word after which no word stands.
func (s *scratch) lineStartWord(k int) int {
	for p := s.prevWord(k); p >= 0; p = s.prevWord(p) {
		k = p
	}
	return k
}

// registerFirstAlone reports whether lower-case word i is a first name of
// a national register that may stand alone where a person does: a word
// of four letters or more of no other list (unlistedNameWord) and of the
// register's first names, after a key or in a frame (keyed), or after an
// English preposition of personPrepositions in English text, and then
// not before a dot that a word follows ("pii.codeunavailable"). The registers hold many short words and
// technical terms ("len", "eol", "iso") and Spanish nouns ("silla"), which
// stand after a preposition as often.
func (s *scratch) registerFirstAlone(i int, keyed bool) bool {
	if s.toks[i].letters < 4 || s.resolved(i)&nameBits != 0 || !s.unlistedNameWord(i) || s.d.reg.lookup(s.wordBytes(i))&attrRegFirst == 0 {
		return false
	}
	if keyed {
		return true
	}
	if p := s.prevWord(i); s.en == 0 || s.lang != langOther || p < 0 || !personPrepositions.has(s.wordBytes(p)) {
		return false
	}
	n := i + 1
	return n >= len(s.toks) || s.toks[n].flags&tfWord != 0 || s.toks[n].r != '.' || !s.isWord(n+1) || s.toks[n+1].flags&tfSpace != 0
}

// personFrame reports whether word i stands in a phrase that holds a
// person: between "let" and "know", which close the frame, or after "met",
// "meeting", "who is" (and its French, Spanish, Italian and German
// forms: "qui est", "quién es", "chi è", "wer ist"), thanks said again
// or "so much" (againWords), or a participle of giving a task and its
// preposition ("assigned to", "zugewiesen an", "réaffecté à"), where the
// phrase must end after it.
func (s *scratch) personFrame(i int) (framed, closed bool) {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower {
		return false, false
	}
	w := s.wordBytes(p)
	switch {
	case string(w) == "let":
		n := s.nextWord(i)
		know := n >= 0 && s.wordIs(n, "know")
		return know, know
	case string(w) == "met":
		return true, false
	case whoIsCopulas.has(w):
		q := s.prevWord(p)
		return q >= 0 && interrogativesWho.has(s.wordBytes(q)), false
	case string(w) == "meeting" || string(w) == "meet":
		return true, false // "i'm meeting kristoffer at the station"
	case string(w) == "much":
		q := s.prevWord(p)
		r := s.prevWord(q)
		return q >= 0 && s.wordIs(q, "so") && r >= 0 && thanksWords.has(s.wordBytes(r)), false // "thanks so much joakim,"
	case keyPrepositions.has(w):
		q := s.prevWord(p)
		return q >= 0 && (personKeyParticiples.has(s.wordBytes(q)) || reassignedWords.has(s.wordBytes(q))), false // "zugewiesen an gudrun."
	case againWords.has(w):
		q := s.prevWord(p)
		if q >= 0 && s.wordIs(q, "de") {
			q = s.prevWord(q) // "gracias de nuevo"
		}
		return q >= 0 && thanksWords.has(s.wordBytes(q)), false
	}
	return false, false
}

// reassignedWords give a ticket or a task to someone again, in the five
// languages (folded), before the preposition of its new holder:
// "reassigned to", "réaffecté à", "neu zugewiesen an" is a key's
// participle (personKeyParticiples), "reasignado a", "riassegnato a".
var reassignedWords = packedWordSet("reassigned reaffecte reaffectee reattribue reattribuee reasignado reasignada " +
	"riassegnato riassegnata forwarded transferred escalated transfere transferee weitergeleitet")

// thanksWords thank in the five languages (folded), and againWords
// repeat the thanks before the person thanked: "thanks again valdemar!",
// "merci encore océane", "gracias de nuevo leandra", "grazie ancora…".
var thanksWords, againWords = packedWordSet("thanks thank thx merci grazie gracias danke"), packedWordSet("again encore ancora nuevo nochmal")

// thanksIntensifiers strengthen the thanks right after its word
// (folded): "grazie mille", "grazie tante", "danke vielmals", "merci
// beaucoup"; "mille" is a first name too.
var thanksIntensifiers = packedWordSet("mille tante infinite vielmals beaucoup")

// thanksIntensifier reports whether lower-case word i is a word of
// thanksIntensifiers right after a word of thanksWords.
func (s *scratch) thanksIntensifier(i int) bool {
	if s.toks[i].shape != shLower || !thanksIntensifiers.has(s.wordBytes(i)) {
		return false
	}
	p := s.prevWord(i)
	return p >= 0 && thanksWords.has(s.wordBytes(p))
}

// afterSlotPreposition reports whether word i follows a preposition of
// personPrepositions or slotPrepositions, one space apart: German "an" only in German text,
// and "a", "de" and "di" only in French or German text or in one
// without a word that only English writes, where "a" is an article
// ("this is a sid in…").
func (s *scratch) afterSlotPreposition(i int) bool {
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower || s.toks[i].start-s.toks[p].end != 1 {
		return false
	}
	if personPrepositions.has(s.wordBytes(p)) {
		return true
	}
	if !slotPrepositions.has(s.wordBytes(p)) {
		return false
	}
	switch {
	case s.wordIs(p, "an"):
		return s.lang == langGerman
	case s.wordIs(p, "a") || s.wordIs(p, "de") || s.wordIs(p, "di"):
		return s.en == 0 || s.lang != langOther
	}
	return true
}

// pairSlotWords take a person for object in English: prepositions and
// a verb of meeting ("hear back from", "coffee with", "have you met").
var pairSlotWords = packedWordSet("with to from by per met")

// englishSlotPairs finds, in English text without capitals, two words
// where a person stands, one of them at least in no list, that the
// lists alone leave out: a known first name that is no word of the
// commonest levels, or a word in no list (unlistedNameWord), then a word
// in no list or a known surname that is none of the commonest words,
// after a preposition or a verb that takes a person (pairSlotWords) or
// "who is", where the phrase ends after them ("hear back from maria
// börjesson about…", "send it to kalina maciejuk by friday", "who is
// jyrki mononen and…"), or opening a sentence or a line before a verb of
// speech ("niina nurminen says…"). Two words of no list count only after
// "who is" or before a verb of speech, as technical terms stand after a
// preposition too ("with timedelta arg", "from fileobj src to…").
// English's words are all in a list, so a word of none is a name as
// often as a technical term; the slot and the known name tell which.
func (s *scratch) englishSlotPairs() {
	if s.en == 0 || s.lang != langOther {
		return
	}
	for i := 0; i+1 < len(s.toks); i++ {
		if s.toks[i].flags&tfWord == 0 || s.toks[i].shape != shLower || s.toks[i].cls != 0 || !s.free(i) {
			continue
		}
		k := s.nextWord(i)
		if k < 0 || s.toks[k].cls != 0 || !s.free(k) || s.toks[k].start-s.toks[i].end != 1 {
			continue
		}
		if s.toks[i].flags&tfSentStart == 0 && !s.slotWordBefore(i) {
			continue
		}
		strong, ok := s.englishPairSlot(i, k) // the slot first: it looks no name up
		if !ok {
			continue
		}
		knownFirst := s.slotPairFirst(i)
		if !knownFirst && !s.unlistedNameWord(i) {
			continue
		}
		knownLast := s.slotPairSurname(k)
		if !knownLast && !s.unlistedNameWord(k) || !knownFirst && !knownLast && !strong {
			continue
		}
		s.add(i, k+1, labelPerson, s.confidence(-0.1))
		i = k
	}
}

// slotPairFirst reports whether lower-case word i is a known first name
// (of the lists, the registers, or a part of names) that may open a pair
// where a person stands: no word of the commonest levels, of any word
// class, function word, country or region, nor a Spanish or Italian
// word that is a first name (wordFirstNames).
func (s *scratch) slotPairFirst(i int) bool {
	a := s.resolved(i)
	if a&(attrFirst|attrPart) == 0 && s.d.reg.lookup(s.wordBytes(i))&attrRegFirst == 0 {
		return false
	}
	return s.toks[i].cls == 0 && s.toks[i].letters >= 2 && !s.common(i, s.d.p.hardCommon) &&
		a&(attrCountry|attrState) == 0 && !functionWords.has(s.wordBytes(i)) && !wordFirstNames.has(s.wordBytes(i))
}

// slotPairSurname reports whether lower-case word k is a known surname
// that may end a pair where a person stands: none of the commonest
// words, of no word class, no country or region.
func (s *scratch) slotPairSurname(k int) bool {
	a := s.resolved(k)
	return a&attrLast != 0 && s.toks[k].cls == 0 && s.toks[k].letters >= 2 && !s.common(k, s.d.p.commonMax) &&
		a&(attrCountry|attrState) == 0 && !functionWords.has(s.wordBytes(k))
}

// englishPairSlot reports whether words i and k stand where a person
// does (see englishSlotPairs), and whether the slot is strong enough for
// two words of no list.
func (s *scratch) englishPairSlot(i, k int) (strong, ok bool) {
	if p := s.prevWord(i); p >= 0 && s.toks[p].shape == shLower {
		w := s.wordBytes(p)
		if whoIsCopulas.has(w) {
			if q := s.prevWord(p); q >= 0 && interrogativesWho.has(s.wordBytes(q)) {
				return true, s.phraseEndsAfter(k)
			}
		}
		if pairSlotWords.has(w) {
			return false, s.phraseEndsAfter(k)
		}
	}
	if s.toks[i].flags&tfSentStart == 0 {
		return false, false
	}
	v := s.nextWord(k)
	return true, v >= 0 && speechVerbs.has(s.wordBytes(v))
}
