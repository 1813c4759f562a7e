package gazetteer

// subjectPairEnd returns the end of a name of two capitalised words that
// opens a sentence or a line at word i, in a text with capitals, right
// before a verb of speech or of messages of the five languages, or -1
// ("Sofia Hauffer meldet…", "Anto Trupp meldet…", "Ninetta Polesel-Canova
// ha scritto…", "Luísa Jesus disse…"). The verb says a person is the
// subject; one of the two words must be known as such a name part: the
// first a known first name (even a large town: "Sofia"), or the second a
// known name or a surname of two capitalised halves ("Polesel-Canova").
// A first name that is a common English word needs a known surname after
// it ("Will Power said" names nobody).
func (s *scratch) subjectPairEnd(i int) int {
	k := s.nextWord(i)
	if k < 0 || !s.free(k) || s.toks[k].shape != shCap || s.toks[k].start-s.toks[i].end > 2 {
		return -1
	}
	v := s.nextWord(k)
	if v < 0 || s.toks[v].shape != shLower || !s.subjectPairWord(i) || !s.subjectPairWord(k) || !s.subjectPairVerb(v) {
		return -1
	}
	a, b := s.resolved(i), s.resolved(k)
	last := b&(attrLast|attrPart|attrFirst) != 0 || s.toks[k].flags&tfHyphen != 0 && capitalHalves(s.text[s.toks[k].start:s.toks[k].end])
	first := a&attrFirst != 0
	if !first && !last {
		return -1
	}
	if first && s.common(i, s.d.p.hardCommon) && (b&(attrLast|attrPart) == 0 || s.common(k, s.d.p.hardCommon)) && s.toks[k].flags&tfHyphen == 0 {
		return -1 // "Will Power said"
	}
	if !first && s.common(i, s.d.p.hardCommon) || !last && s.common(k, s.d.p.hardCommon) {
		return -1 // "Customer Support replied"
	}
	return k + 1
}

// subjectPairWord reports whether capitalised word i may be a word of a
// name in subjectPairEnd: no stopword, product, nationality, word of time,
// honorific, legal form, head noun, cue, particle or verb of people, no
// country or region, and in German text no German noun unless a known
// name, nor an adjective's or participle's shape.
func (s *scratch) subjectPairWord(i int) bool {
	t := &s.toks[i]
	if t.shape != shCap || t.letters < 2 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcHonorific|wcLegal|wcOrgHead|wcUnit|wcCueWord|wcDeterminer|wcParticle|wcPersonVerb) != 0 {
		return false
	}
	a := s.resolved(i)
	if a&(attrCountry|attrState) != 0 {
		return false
	}
	if s.lang == langGerman && (s.germanNoun(i) && a&nameBits == 0 || germanVerbOrAdjectiveShape(s.wordBytes(i)) && a&nameBits == 0) {
		return false
	}
	return true
}

// capitalHalves reports whether hyphenated word w has a capital after its
// hyphen ("Polesel-Canova"; not "Follow-up").
func capitalHalves(w string) bool {
	for j := 1; j+1 < len(w); j++ {
		if w[j] == '-' {
			return 'A' <= w[j+1] && w[j+1] <= 'Z' || w[j+1] >= 0xC3
		}
	}
	return false
}

// subjectPairVerb reports whether lower-case word v is a verb of speech or
// of messages, or an auxiliary of the past, whose subject opens the
// sentence ("said", "meldet", "ha", French "a").
func (s *scratch) subjectPairVerb(v int) bool {
	w := string(s.wordBytes(v))
	if w == "a" {
		return s.lang == langFrench
	}
	return subjectPairVerbs[w]
}

// subjectPairVerbs are the verbs of subjectPairVerb, folded.
var subjectPairVerbs = wordSet("said says wrote writes replied replies asked asks told mentioned emailed texted sent " +
	"sagt sagte schreibt schrieb meldet meldete fragt fragte meint meinte hat " +
	"dit ecrit demande repond signale dice disse scrive chiede ha dijo escribio escribe pregunta " +
	"zegt zei schrijft schreef meldt meldde vraagt vroeg heeft diz escreveu")
