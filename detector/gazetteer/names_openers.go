package gazetteer

// imperativeOpener reports whether word i, capitalised and opening its
// sentence before a capitalised word, is a verb of address in the
// imperative ("Call Wyrnimwyr Health…", "Appelez Dupont", "Llama a…"):
// the sentence speaks to the reader, and the name, if any, starts after
// it. The verbs are those that are rarely first names ("Will", "Mark"
// are left out), so a known first name among them is the verb here too.
func (s *scratch) imperativeOpener(i int) bool {
	return s.toks[i].flags&tfSentStart != 0 && s.toks[i].shape == shCap && s.imperativeBeforeCap(i)
}

// imperativeBeforeCap reports whether word i, before a capitalised word,
// is a verb of address in the imperative.
func (s *scratch) imperativeBeforeCap(i int) bool {
	k := s.nextWord(i)
	return k >= 0 && s.capWord(k) && imperativeVerb(s.wordBytes(i))
}

// afterEnglishImperative reports whether word i follows an English
// imperative that opens the sentence ("Call Wyrnimwyr Health…"), in a
// text with no German or French word: the sentence is English, even
// when no English function word is in it.
func (s *scratch) afterEnglishImperative(i int) bool {
	if s.fr != 0 || s.de != 0 || !s.d.p.englishSingles {
		return false
	}
	j := s.prevWord(i)
	return j >= 0 && s.imperativeOpener(j) && openingVerbs[string(s.wordBytes(j))]
}

// addressedName finds the name at word k that an imperative opening the
// sentence addresses, where the verb, a name in a list, and the word
// after it in none made a pair of unknown names: the word alone and the
// name words after it are a PERSON ("Appelez Wyrnimwyr demain"); in an
// English sentence, a firm's name when a common word follows it, as a
// title run ("Call Wyrnimwyr Health customer service").
func (s *scratch) addressedName(k int) {
	if k < 0 || !s.free(k) || !s.unknownWord(k) {
		return
	}
	if n := s.nextWord(k); n >= 0 && s.toks[n].shape == shCap && s.free(n) && s.afterEnglishImperative(k) {
		if end := s.titleRun(k); end > 0 {
			s.add(k, end, labelOrg, s.confidence(-0.2))
			return
		}
	}
	end := s.extendName(k, false)
	if s.streetAround(k, end) {
		return
	}
	s.add(k, end, labelPerson, s.confidence(-0.15))
}

// greetingOpener reports whether word i, capitalised and opening its
// sentence before a capitalised word, is a greeting ("Hola Nacho",
// "Ciao Marco", "Hallo Frau Kühn"): the name starts after it, even when
// a list holds the greeting as a surname.
func (s *scratch) greetingOpener(i int) bool {
	return s.toks[i].flags&tfSentStart != 0 && s.toks[i].shape == shCap && s.greetingBeforeCap(i)
}

// greetingAlone reports whether word i is a greeting that opens the
// sentence set off by a mark or the line's end ("Hola, soy Jan Novak",
// "Ciao!"): a greeting, not a surname the lists also hold.
func (s *scratch) greetingAlone(i int) bool {
	if s.toks[i].flags&tfSentStart == 0 || cueAt(nil, nil, s.wordBytes(i), false) != cueGreet {
		return false
	}
	if i+1 >= len(s.toks) || s.toks[i+1].flags&tfNL != 0 {
		return true
	}
	n := &s.toks[i+1]
	return n.flags&(tfWord|tfSpace) == 0 && (n.r == ',' || n.r == '!' || n.r == '.' || n.r == ':' || n.r == ';')
}

// greetingBeforeCap reports whether word i, before a capitalised word,
// is a greeting.
func (s *scratch) greetingBeforeCap(i int) bool {
	k := s.nextWord(i)
	return k >= 0 && s.capWord(k) && cueAt(nil, nil, s.wordBytes(i), false) == cueGreet
}

// imperativeVerb reports whether folded word w is a verb of address of
// English, French, German, Spanish or Italian in the imperative, as a
// sentence opens with one before a name or a firm's name. (A switch: Go
// compiles it to comparisons, with no hashing.)
func imperativeVerb(w []byte) bool {
	switch string(w) {
	case "call", "ask", "contact", "email", "mail", "ping", "text", "tell",
		"send", "write", "visit", "phone", "ring", "message", "notify", "remind",
		"invite", "thank", "appelle", "appelez", "contacte", "contactez", "ecris", "ecrivez",
		"envoie", "envoyez", "demande", "demandez", "previens", "prevenez", "relance", "relancez",
		"ruf", "rufe", "schreib", "schreibe", "frag", "frage", "kontaktiere", "informiere",
		"erinnere", "llama", "llame", "escribe", "escriba", "contacta", "pregunta",
		"pregunte", "avisa", "avise", "chiama", "chiami", "scrivi", "scriva", "contatta",
		"contatti", "chiedi", "chieda", "avvisa", "avvisi":
		return true
	}
	return false
}
