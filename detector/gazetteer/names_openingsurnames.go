package gazetteer

// openingSurnames finds a known surname alone at the start of a sentence
// right before a verb of speech of the seven languages, or an auxiliary
// and its participle ("Smith asked…", "Lemaire a demandé…", "Börner
// meinte…", "Smith has replied…"): a verb of speech takes a person for
// its subject. The word is no common word of the text's language: in
// German text no German noun ("Koch meinte" is the cook), in French text
// no French word, in other text no plural of a common English word
// ("Banks said…"), and in any text none of the commonest English words
// ("White said…"; a rarer one, "Smith", counts); no stopword, function
// word, street word, country, region or town of 100,000 people or more
// ("Paris a demandé…" is a place).
func (s *scratch) openingSurnames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if t.flags&tfSentStart == 0 || t.shape != shCap || t.letters < 3 || !s.free(i) || t.flags&(tfDigit|tfHyphen) != 0 ||
			t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcOrgHead|wcLegal|wcCueWord) != 0 || !s.speechAfter(i) {
			continue
		}
		a := s.resolved(i)
		if a&attrLast == 0 || a&(attrCountry|attrState|attrStreet) != 0 || cityBucket(a) > 4 ||
			functionWords[string(s.wordBytes(i))] || s.common(i, 1) {
			continue
		}
		switch s.lang {
		case langGerman:
			if s.germanNoun(i) {
				continue
			}
		case langFrench:
			if a&attrFrWord != 0 {
				continue
			}
		default:
			if s.englishPlural(s.wordBytes(i)) {
				continue
			}
		}
		s.add(i, i+1, labelPerson, s.confidence(-0.1))
	}
}

// speechAfter reports whether the words right after word i are a verb of
// speech in the third person (quoteVerbs, openingSpeechVerbs), or an
// auxiliary and the participle of one: "asked", "a demandé", "has
// replied", "hat gefragt".
func (s *scratch) speechAfter(i int) bool {
	v := i + 1
	if v >= len(s.toks) || !s.isWord(v) || s.toks[v].shape != shLower || s.toks[v].flags&tfNL != 0 {
		return false
	}
	w := string(s.wordBytes(v))
	if quoteVerbs[w] || openingSpeechVerbs[w] {
		return true
	}
	if !speechAuxiliaries[w] && !openingAuxiliaries[w] {
		return false
	}
	p := v + 1
	if p >= len(s.toks) || !s.isWord(p) || s.toks[p].shape != shLower || s.toks[p].flags&tfNL != 0 {
		return false
	}
	w = string(s.wordBytes(p))
	return speechParticiples[w] || openingParticiples[w]
}

// openingSpeechVerbs are verbs of speech in the third person of English,
// French, German, Spanish, Italian, Dutch and Portuguese, folded, that
// quoteVerbs lacks.
var openingSpeechVerbs = wordSet("confirmed responded demande ecrit confirme " +
	"fragt fragte antwortet antwortete bestatigt bestatigte schreibt " +
	"pregunto respondio escribio comento confirmo " +
	"chiede risponde scrive conferma " +
	"vroeg antwoordde vraagt schrijft " +
	"perguntou respondeu escreveu confirmou")

// openingAuxiliaries are the auxiliaries of the perfect in the third
// person singular that speechAuxiliaries lacks, folded.
var openingAuxiliaries = wordSet("has had hat hatte heeft")

// openingParticiples are the participles of verbs of speech that
// speechParticiples lacks, folded.
var openingParticiples = wordSet("asked replied written told answered confirmed " +
	"demande ecrit confirme " +
	"gefragt geschrieben gesagt geantwortet gemeldet erklart bestatigt " +
	"preguntado respondido escrito dicho " +
	"chiesto risposto scritto confermato " +
	"gevraagd geschreven gezegd geantwoord " +
	"perguntado")

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
