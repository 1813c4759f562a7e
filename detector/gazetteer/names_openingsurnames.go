package gazetteer

// openingSurname reports whether word i is a known surname alone at the
// start of a sentence right before a verb of speech of the seven
// languages, or an auxiliary and its participle ("Smith asked…",
// "Lemaire a demandé…", "Börner meinte…", "Smith has replied…"): a verb
// of speech takes a person for its subject. The word is no common word of
// the text's language: in German text no German noun ("Koch meinte" is
// the cook), in French text no French word, in other text no plural of a
// common English word ("Banks said…"), and in any text none of the
// commonest English words ("White said…"; a rarer one, "Smith", counts);
// no stopword, function word, street word, country, region or town of
// 100,000 people or more ("Paris a demandé…" is a place). speakerSubjects
// calls it on the words that open a sentence.
func (s *scratch) openingSurname(i int) bool {
	a := s.resolved(i)
	if a&attrLast == 0 || a&(attrCountry|attrState|attrStreet) != 0 || cityBucket(a) > 4 || wordLevel(a) == 1 {
		return false
	}
	t := &s.toks[i]
	if t.flags&(tfSentStart|tfDigit|tfHyphen) != tfSentStart || t.shape != shCap || t.letters < 3 || !s.free(i) ||
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcOrgHead|wcLegal|wcCueWord) != 0 || !s.speechAfter(i) ||
		functionWords.has(s.wordBytes(i)) {
		return false
	}
	switch s.lang {
	case langGerman:
		return !s.germanNoun(i)
	case langFrench:
		return a&attrFrWord == 0
	}
	return !s.englishPlural(s.wordBytes(i))
}

// speechAfter reports whether the words right after word i are a verb of
// speech in the third person, or an auxiliary and the participle of one
// (speechWords): "asked", "a demandé", "has replied", "hat gefragt".
func (s *scratch) speechAfter(i int) bool {
	v := i + 1
	if v >= len(s.toks) || !s.isWord(v) || s.toks[v].shape != shLower || s.toks[v].flags&tfNL != 0 {
		return false
	}
	k := speechWords[string(s.wordBytes(v))]
	if k&ovVerb != 0 {
		return true
	}
	p := v + 1
	if k&ovAuxiliary == 0 || p >= len(s.toks) || !s.isWord(p) || s.toks[p].shape != shLower || s.toks[p].flags&tfNL != 0 {
		return false
	}
	return speechWords[string(s.wordBytes(p))]&ovParticiple != 0
}

// The kinds of words of speechWords.
const (
	ovVerb       uint8 = 1 << iota // a verb of speech in the third person
	ovAuxiliary                    // an auxiliary of the perfect
	ovParticiple                   // a participle of a verb of speech
)

// speechWords are the verbs of speech in the third person of English,
// French, German, Spanish, Italian, Dutch and Portuguese, the auxiliaries
// of the perfect and the participles of verbs of speech, folded, with
// their kinds: quoteVerbs, speechAuxiliaries and speechParticiples, and
// more. One lookup tells a word's kinds.
var speechWords = speechWordTable()

// speechWordTable builds speechWords.
func speechWordTable() map[string]uint8 {
	m := map[string]uint8{}
	for _, l := range []struct {
		words map[string]bool
		kind  uint8
	}{
		{quoteVerbs, ovVerb},
		{speechAuxiliaries, ovAuxiliary},
		{speechParticiples, ovParticiple},
		{wordSet("confirmed responded demande ecrit confirme " +
			"fragt fragte antwortet antwortete bestatigt bestatigte schreibt " +
			"pregunto respondio escribio comento confirmo " +
			"chiede risponde scrive conferma " +
			"vroeg antwoordde vraagt schrijft " +
			"perguntou respondeu escreveu confirmou"), ovVerb},
		{wordSet("has had hat hatte heeft"), ovAuxiliary},
		{wordSet("asked replied written told answered confirmed " +
			"demande ecrit confirme " +
			"gefragt geschrieben gesagt geantwortet gemeldet erklart bestatigt " +
			"preguntado respondido escrito dicho " +
			"chiesto risposto scritto confermato " +
			"gevraagd geschreven gezegd geantwoord " +
			"perguntado"), ovParticiple},
	} {
		for w := range l.words {
			m[w] |= l.kind
		}
	}
	return m
}

// englishPlural reports whether folded word w is the plural of one of the
// commonest English words ("banks", "waters", "woods"): such a word opens
// a sentence as a noun as often as a surname.
func (s *scratch) englishPlural(w []byte) bool {
	if len(w) < 4 || w[len(w)-1] != 's' {
		return false
	}
	l := wordLevel(s.d.base.lookup(w[:len(w)-1]))
	return l != 0 && l <= s.d.p.hardCommon
}
