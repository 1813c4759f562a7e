package gazetteer

import (
	"strings"
	"unicode/utf8"
)

// northernStreetEndings end the street names of the Nordic and Baltic
// countries and of the Netherlands that streetWord and moreStreetEnding
// lack ("Haukantie", "Skólavegur", "Brekkestien", "Pilestræde",
// "Kaarli puiestee", "Zeedijk", "Hauglandeggen", "Krislei"), with the number of letters the name
// needs before the ending: the short endings need more, as words of
// other languages end so too ("Partie", "Blockade").
var northernStreetEndings = []struct {
	suffix string
	min    int
}{
	{"tie", 4}, {"polku", 3}, {"vayla", 3}, // Finnish: road, path, way
	{"vegur", 3}, {"stigur", 3}, // Icelandic: road, path
	{"stien", 3}, {"stigen", 3}, {"gaten", 3}, {"torvet", 3}, {"torv", 4}, {"plads", 3}, {"pladsen", 3}, {"straede", 3}, // Norwegian, Danish, Swedish
	{"bulevardi", 3}, {"aukio", 3}, {"kaari", 4}, // Finnish: boulevard, square, arc
	{"torget", 3}, {"granden", 3}, {"grand", 4}, // Swedish: the square, the alley, alley
	{"jordet", 3}, {"lokka", 4}, {"tunet", 4}, {"svingen", 3}, {"flata", 4}, // Norwegian: field, meadow, yard, bend, flat
	{"toften", 3}, {"parken", 4}, // Danish: the croft, the park
	{"eggen", 4}, {"skogen", 3}, {"faret", 4}, {"hogda", 3}, {"vollen", 3}, {"gropa", 4}, {"bakken", 3}, // Norwegian: the ridge, the wood, the track, the height, the field, the hollow, the hill
	{"haugen", 3}, {"kroken", 3}, {"brekka", 3}, {"stubben", 3}, {"stykket", 3}, {"sletta", 3}, {"kollen", 3}, {"lunden", 3}, {"berget", 3}, // the mound, the nook, the slope, the stump, the plot, the plain, the knoll, the grove, the rock
	{"lei", 4},                                  // Flemish: avenue
	{"tanav", 3}, {"puiestee", 3}, {"gatve", 3}, // Estonian, Lithuanian
	{"dijk", 3}, {"kade", 5}, // Dutch: dike, quay
}

// northernStreetEnding reports whether folded word w ends like a street
// of northernStreetEndings after enough letters.
func northernStreetEnding(w []byte) bool {
	for _, e := range northernStreetEndings {
		if len(w) >= len(e.suffix)+e.min && string(w[len(w)-len(e.suffix):]) == e.suffix {
			return true
		}
	}
	return false
}

// compoundInEnglish reports whether word k, a compound with a street
// ending, stands in English text and is neither a German noun of the
// lists nor an English word: English forms no nouns so, and a compound
// that opens its sentence or field there ("Shipping: Søndergade 52",
// "Strickstrasse 61 is closed") is a street.
func (s *scratch) compoundInEnglish(k int) bool {
	a := s.resolved(k)
	return s.english() && a&attrNounDE == 0 && wordLevel(a) == 0
}

// germanRoadInEnglish reports whether word k, a German noun that ends in
// -straße or -strasse, follows an English preposition of place in
// English text: there the noun names the street it is ("Send it to
// Hauptstraße 5"; "die Fertigungsstraße 2" stays a noun).
func (s *scratch) germanRoadInEnglish(k int) bool {
	w := s.wordBytes(k)
	if !s.english() || !streetEnding(w, "strasse") {
		return false
	}
	p := s.prevWord(k)
	return p >= 0 && englishPlacePrepositions[string(s.wordBytes(p))]
}

// englishPlacePrepositions stand before a street in English.
var englishPlacePrepositions = wordSet("to at on from near")

// slavicStreetAdjectives end the names of Czech and Slovak streets, which
// are adjectives written without a type ("Pivovarská 276", "Dašická 688",
// "Lázeňská 14", "Dlouhá Vodní 12"): the accented endings that no
// English, French or German word has; and the names of Croatian,
// Slovene, Serbian, Polish and Slovak streets, adjectives or nouns
// written so too ("Medvedgradska 9a", "Zagrebačka 14", "Celovška 112",
// "Svibovac 8", "Slavujevac 2b", "Warszawska 46"), with more letters
// before the endings that are unaccented, as "Alaska", "Nebraska" and
// "Kovac" end so. Each comes with the letters the name needs before it.
// Not -ová and -ova, which end surnames too ("Nováková 3"): those
// streets need a cue.
var slavicStreetAdjectives = []struct {
	suffix string
	min    int
}{
	{"ská", 3}, {"cká", 3}, {"ní", 3}, // Czech, Slovak
	{"ska", 6}, {"cka", 4}, {"ška", 3}, {"čka", 3}, {"ćka", 3}, // Croatian, Slovene, Serbian, Polish, Slovak adjectives
	{"ovac", 3}, {"evac", 3}, // Croatian, Serbian nouns of place
}

// slavicCommonNouns are Croatian, Serbian, Slovene and Czech nouns that
// end as street adjectives do (error, note, toy, point, cat, badge,
// handle, pear, bag), folded: "Greška 404", "Bilješka 3" count them.
var slavicCommonNouns = wordSet("greska pogreska biljeska zabiljeska igracka tocka tacka macka kocka znacka rucka kvacka kruska vrecka")

// slavicStreetName reports whether word k, written as it stands in the
// text, is capitalised and ends like a Czech, Slovak, Croatian, Slovene,
// Serbian or Polish street's name after the letters its ending needs,
// and is no common noun of slavicCommonNouns. A country's adjective is a
// street's name as often ("Maďarská 3"), so it stays one.
func (s *scratch) slavicStreetName(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 5 {
		return false
	}
	w := s.text[t.start:t.end]
	for _, e := range slavicStreetAdjectives {
		if strings.HasSuffix(w, e.suffix) && int(t.letters)-utf8.RuneCountInString(e.suffix) >= e.min {
			return !slavicCommonNouns[string(s.wordBytes(k))]
		}
	}
	return false
}
