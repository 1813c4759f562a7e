package gazetteer

import (
	"unicode"
	"unicode/utf8"
)

// hyphenatedSurnames adds the double surnames that no rule took: a
// capitalised word in no list ("Baden-Württemberg" is a place,
// "Jean-Pierre" a first name) of two capitalised parts joined by a hyphen
// (doubleSurname), after no article, determiner or possessive ("the
// Bitbucket-Repo", "das Grafana-Dashboard"). Such a word names a person
// or a family in every language and style ("Dörr-Noack",
// "Batlle-Noguera", "Green-Morgan"); a free known first name right before
// it, no German noun, joins it ("Josh Khan-Knight"; not "Benutzer
// Dörr-Noack").
func (s *scratch) hyphenatedSurnames() {
	for _, ci := range s.unknownCaps { // a hyphenated word in no list is one of them
		i := int(ci)
		if t := &s.toks[i]; t.flags&tfHyphen == 0 || !s.free(i) || s.resolved(i)&^(attrRegFirst|attrRegLast) != 0 {
			continue
		}
		if p := s.prevWord(i); p >= 0 && (s.toks[p].cls&(wcArticle|wcDeterminer) != 0 || determinerWord(s.wordBytes(p))) || !s.doubleSurname(i) {
			continue
		}
		start := i
		if p := s.prevWord(i); p >= 0 && s.free(p) && s.toks[p].shape == shCap && s.resolved(p)&attrFirst != 0 &&
			!s.common(p, s.d.p.hardCommon) && !s.germanNoun(p) && s.toks[p].cls&(wcNonName|wcHonorific) == 0 {
			start = p // "Josh Khan-Knight"
		}
		s.add(start, s.extendName(i, false), labelPerson, s.confidence(-0.05))
	}
}

// doubleSurname reports whether hyphenated word i is two name parts:
// both capitalised in the text, each a known name or a word in no list
// (doubleSurnamePart), one of them no common word or both known surnames
// ("Khan-Knight"; not "Follow-Up", "Check-In", "Login-Seite",
// "Linux-Server", "Content-Type"), and in German text not both first
// names (two first names are one, which germanLoneNames reads alone:
// "Hans-Ulrich").
func (s *scratch) doubleSurname(i int) bool {
	w := s.wordBytes(i)
	h := twoParts(w)
	if h < 0 {
		return false
	}
	// The part after the hyphen is capitalised in the text too.
	t := &s.toks[i]
	for p := t.start; p < t.end; p++ {
		if s.text[p] == '-' {
			if r, _ := utf8.DecodeRuneInString(s.text[p+1:]); !unicode.IsUpper(r) {
				return false
			}
			break
		}
	}
	a, b := s.d.base.lookup(w[:h]), s.d.base.lookup(w[h+1:])
	if a&b&attrFirst != 0 && s.lang == langGerman {
		return false // a first name's compound ("Frank-Michael"), alone in German text
	}
	okA, strongA, lastA := s.doubleSurnamePart(w[:h], a)
	okB, strongB, lastB := s.doubleSurnamePart(w[h+1:], b)
	return okA && okB && (strongA || strongB || lastA && lastB)
}

// doubleSurnamePart reports whether a part w with attributes a may be
// half of a double surname (ok): no word of a closed class (a product, a
// stopword, a time word, a legal form), no German noun that is no known
// surname, no first name among the commonest English words that is no
// surname ("Server"), and a known name that is no country or region or a
// word of four letters or more in no list and no German compound noun
// ("Lastschrift"); whether it is no common English word
// (strong); and whether it is a known surname or part of names of three
// letters or more, none of the commonest English words (SCOWL level 10:
// surname: "Knight", not "Check", "In").
func (s *scratch) doubleSurnamePart(w []byte, a uint32) (ok, strong, surname bool) {
	cls := s.d.classes.lookup(w)
	if cls&wcHonorificDot != 0 {
		cls &^= wcHonorific // a title that needs its dot has none inside a word: "Ing-Britt"
	}
	if cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit|wcHonorific) != 0 ||
		a&attrNounDE != 0 && a&attrLast == 0 {
		return false, false, false
	}
	a &^= attrRegFirst | attrRegLast
	n := len(w)
	if a&nameBits != 0 {
		l := wordLevel(a)
		if l == 1 && a&attrLast == 0 {
			return false, false, false // "Server": a first name somewhere, a common word here
		}
		return a&(attrCountry|attrState) == 0, l == 0 || l > s.d.p.commonMax, a&(attrLast|attrPart) != 0 && n >= 3 && l != 1
	}
	if a&(attrCountry|attrState|attrCounty|attrStreet) == 0 && cityBucket(a) != 0 && cityBucket(a) <= 4 && wordLevel(a) == 0 && a&attrNounDE == 0 {
		return n >= 4, false, false // a town's name, as surnames are named after towns ("Sonnino-Borrani")
	}
	ok = a == 0 && n >= 4 && !s.germanCompoundNoun(w)
	return ok, ok, false
}

// germanCompoundNoun reports whether folded word w ends with a German
// noun of minCompoundTail bytes or more after three or more
// ("lastschrift"), or is a German noun of four bytes or more and, as its
// head, a short noun that names things and never places or families
// (shortHeadNoun), with a linking s between them or none ("sommerzeit",
// "arbeitszeit"; "hohenberg" stays a name), as germanNoun reads a
// compound.
func (s *scratch) germanCompoundNoun(w []byte) bool {
	for cut := 3; len(w)-cut >= minCompoundTail; cut++ {
		if c := w[cut]; c >= 0x80 && c < 0xC0 {
			continue // inside a multi-byte rune
		}
		if s.d.base.lookup(w[cut:])&attrNounDE != 0 {
			return string(w[cut:]) != "hausen" // "Hermighausen": towns and families end so
		}
	}
	n := shortHeadNoun(w)
	if n == 0 || len(w)-n < 4 {
		return false
	}
	head := w[:len(w)-n]
	return s.d.base.lookup(head)&attrNounDE != 0 || len(head) > 4 && head[len(head)-1] == 's' && s.d.base.lookup(head[:len(head)-1])&attrNounDE != 0
}

// shortHeadNoun returns the length of the short German noun that folded
// word w ends with, one that heads compounds of things and is no
// ending of surnames or towns as "berg", "mann" or "feld" are ("zeit",
// "plan", "geld"), or 0.
func shortHeadNoun(w []byte) int {
	for _, n := range [...]string{"zeit", "plan", "raum", "geld", "amt", "bahn", "preis", "kurs", "satz", "wert", "lohn", "frist", "zins"} {
		if len(w) > len(n) && string(w[len(w)-len(n):]) == n {
			return len(n)
		}
	}
	return 0
}

// determinerWord reports whether folded word w is an article, a
// possessive or a demonstrative of the languages besides the German
// determiners, before which a capitalised compound names a thing ("our
// Bitbucket-Repo", "el Grafana-Dashboard").
func determinerWord(w []byte) bool {
	switch string(w) {
	case "a", "an", "our", "my", "your", "their", "this", "that", "these", "those", "its", "new",
		"el", "los", "las", "il", "lo", "gli", "un", "una", "une", "uno", "les", "het", "een", "ce", "cet", "cette",
		"notre", "votre", "nuestro", "nuestra", "nostro", "nostra", "ons", "onze", "o", "os", "as", "um", "uma":
		return true
	}
	return false
}
