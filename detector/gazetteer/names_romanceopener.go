package gazetteer

// romanceOpenerVerbs follow a person that opens a Spanish or Italian
// sentence (folded): verbs of speech and of coming and going, and the
// auxiliaries and adverbs before a past ("María dice que…", "Rosa ya
// llegó", "Maria è arrivata").
var romanceOpenerVerbs = packedWordSet("dice dijo dicen pregunta contesta responde escribe escribio avisa " +
	"chiede risponde scrive dicono ha ya non no")

// romanceSubjectOpener reports whether capitalised first name i, which
// is a common word of English or French ("María", "Rosa", "Sole") and
// opens its sentence alone (end is i+1), is the subject of the
// Spanish or Italian verb right after it, in a text where no word says
// English or German: a past by its accent ("llegó"), a verb of speech or
// of coming and going (romanceOpenerVerbs, romanceVerbs, esItVerbs) with
// a function word of those languages after it (romanceClause: "María
// dice que…", not "Summer sale ends in June"), Italian "è" before a
// participle, or an auxiliary or adverb before a past or a participle
// ("ya llegó", "ha detto", "non è venuto"). A noun opens a sentence of those languages with its
// article ("La luz ha vuelto"), so the bare word is the name.
func (s *scratch) romanceSubjectOpener(i, end int) bool {
	if end != i+1 || s.toks[i].flags&tfSentStart == 0 || s.en != 0 || s.lang == langGerman || s.de != 0 {
		return false
	}
	v := s.nextWord(i)
	if v < 0 || s.toks[v].shape != shLower {
		return false
	}
	w := s.wordBytes(v)
	if s.accentPast(v) {
		return true
	}
	if romanceVerbs.has(w) || esItVerbs.has(w) {
		return s.romanceClause(v) // "Rosa sale de casa", not "Summer sale ends in June"
	}
	if s.text[s.toks[v].start:s.toks[v].end] != "è" && !s.wordIs(v, "ha") && !s.wordIs(v, "ya") && !s.wordIs(v, "no") && !s.wordIs(v, "non") {
		return romanceOpenerVerbs.has(w) && s.romanceClause(v) // "María dice que", "Rosa pregunta por ti"
	}
	n := s.nextWord(v)
	if n < 0 || s.toks[n].shape != shLower {
		return false
	}
	x := s.wordBytes(n)
	return romanceParticiple(x) || s.accentPast(n) || romanceVerbs.has(x) || esItVerbs.has(x) || romanceOpenerVerbs.has(x) && !s.wordIs(n, "no")
}

// romanceFunctionWords are function words of Spanish and Italian that
// English does not write (folded).
var romanceFunctionWords = packedWordSet("que el los las del una unos unas por para pero muy como esta esto eso " +
	"che il gli della delle dello degli per sono non anche molto questo questa")

// romanceClause reports whether one of the eight words after verb v on
// its line is a function word of Spanish or Italian
// (romanceFunctionWords): a verb without an accent, which English may
// write too ("sale", "dice"), says the language only with one.
func (s *scratch) romanceClause(v int) bool {
	w := v
	for range 8 {
		if w = s.nextWord(w); w < 0 {
			return false
		}
		if romanceFunctionWords.has(s.wordBytes(w)) {
			return true
		}
	}
	return false
}
