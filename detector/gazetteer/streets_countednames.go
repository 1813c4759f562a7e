package gazetteer

import "strings"

// countedCommonName reports whether house number n counts things rather
// than numbers a house: the indefinite article stands right before a
// number of one or two digits, and a common English word that names
// no person follows it ("a 2 Access Point setup", "an 8 Entry Point
// kit"), in agreement with the number as it is spoken ("an 8", "an
// 11", "a 12"; "a 84 Powers Pass property" is an address). A house number never follows "a" or "an", and a
// street named after a common word keeps its address where a town, a
// flat or an address cue comes with it ("at 2 Access Point, Perth"); a
// flat's letter "A" is no article ("Flat A 12 Park Lane").
func (s *scratch) countedCommonName(n int) bool {
	q := s.prevWord(n)
	if q < 0 || !s.wordIs(q, "a") && !s.wordIs(q, "an") || s.toks[q].shape != shLower || s.unitAt(s.prevWord(q)) {
		return false // "Flat A 12 Park Lane", "unit a 12 park lane": a flat's letter
	}
	w := s.text[s.toks[n].start:s.toks[n].end]
	if len(w) > 2 || w[0] == '0' || strings.Trim(w, "0123456789") != "" {
		return false // a count has one or two digits: "a 4888 Brown Underpass property" is an address
	}
	if vowel := w[0] == '8' || w == "11" || w == "18"; vowel != s.wordIs(q, "an") {
		return false // the article does not agree with the number it would count: "a 84 Powers Pass"
	}
	m := s.nextWord(n)
	if m < 0 || s.toks[m].flags&tfDigit != 0 {
		return false
	}
	a := s.resolved(m)
	return wordLevel(a) != 0 && wordLevel(a) <= 2 && a&(attrFirst|attrLast|attrRegFirst|attrRegLast|attrDictFirst) == 0
}
