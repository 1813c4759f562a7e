package gazetteer

import "strings"

// countedCommonName reports whether house number n counts things rather
// than numbers a house: the indefinite article stands right before a
// number of one or two digits, and a common English word that names
// no person follows it ("a 2 Access Point setup", "an 8 Entry Point
// kit"), in agreement with the number as it is spoken ("an 8", "an
// 11", "a 12"; "a 84 Powers Pass property" is an address), and a
// street named after a common word keeps its address where a town, a
// flat or an address cue comes with it ("at 2 Access Point, Perth"); a
// flat's letter "A" is no article ("Flat A 12 Park Lane"). A street of a
// thoroughfare's type (typ, the street's last word: "Street", "Road",
// "Lane", "Avenue"…) keeps its number after the article too, as estate
// agents write "a 3 Church Lane cottage".
func (s *scratch) countedCommonName(n, typ int) bool {
	if thoroughfare(s.wordBytes(typ)) {
		return false
	}
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

// thoroughfare reports whether folded word w is the type of a street that
// no common phrase ends with after a number: "a 12 High Street flat"
// names an address where "a 2 Access Point setup" counts things.
func thoroughfare(w []byte) bool {
	switch string(w) {
	case "street", "st", "road", "rd", "lane", "ln", "avenue", "ave", "drive", "dr", "boulevard", "blvd", "way",
		"place", "pl", "court", "ct", "crescent", "cres", "terrace", "tce", "square", "sq", "row", "grove", "close",
		"gardens", "walk", "parade", "highway", "hwy", "mews":
		return true
	}
	return false
}
