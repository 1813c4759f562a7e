package gazetteer

// In a text without capitals a firm's name after a cue ("chez",
// "bei", "der Kunde") is a word in no list, and the lists know French
// words and German nouns only by their spelling: "chez le médecin",
// "bei der nachbarin" and "bei fragen" name a person's trade or a
// common noun, not a firm, and a word right before an article or a
// determiner is a verb before its object ("der kunde möchte die
// rechnung"). After "chez" an article announces a trade ("chez le
// médecin"), as a firm's name goes without one. A legal form after the run keeps the firm ("chez
// boulangerie sarl"): orgAfterCue tests it first.

// lowerNounRun reports whether run [r, end) after a firm's cue, in a text
// without capitals, opens with a French word or a German noun that is no
// name or follows an article, or follows "chez" and an article, as a
// trade does ("chez le médecin"; a firm goes without one: "chez
// kovanta"), or, in German text, is one word of no name list before an
// article or a determiner.
func (s *scratch) lowerNounRun(r, end int) bool {
	a := s.resolved(r)
	if a&(attrFrWord|attrNounDE) != 0 && (a&nameBits == 0 || s.afterArticle(r)) {
		return true
	}
	if p := s.prevWord(r); p > 0 && (s.wordIs(p, "le") || s.wordIs(p, "la") || s.wordIs(p, "les") || s.wordIs(p, "l")) {
		if c := s.prevWord(p); c >= 0 && s.wordIs(c, "chez") {
			return true
		}
	}
	return end == r+1 && s.lang == langGerman && a&nameBits == 0 && s.objectAfter(r)
}
