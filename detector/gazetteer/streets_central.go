package gazetteer

// The streets of Central Europe whose type is written in lower case: in
// Slovenia and Croatia a type written first and capitalised, then a name
// whose words may be in lower case ("Ulica talcev 791", "Trg mladih 6c",
// "Cesta na Poljane 1"); there, in Hungary and in Estonia a name and a
// type in lower case after it ("Turnerjeva ulica 5", "Poljska pot 12",
// "Štepanjsko nabrežje 2c", "Dózsa györgy utca 129", "Merineitsi põik
// 87"), the name's second word in lower case too when a capitalised one
// opens it, any name in a text without capitals or, before a type of no
// English word, a name of no English word in small letters ("hegyalja út
// 98."), before the house number.

// southSlavicTypes are the street types of Slovenia and Croatia, folded:
// street, road, square, path, embankment, avenue, shore, promenade, and
// park, approach, crescent, branch, passage and settlement.
var southSlavicTypes = wordSet("ulica cesta trg pot nabrezje drevored obala setaliste perivoj prilaz vijenac odvojak prolaz naselje")

// lowerTypesAfter are the types written in lower case after the name:
// Slovenia's and Croatia's (street, road, square, path, embankment,
// avenue, shore, promenade, settlement, park, valley, peak, shortcut,
// way, approach, branch, crescent, passage, pass, hill, grove, stairs),
// Hungary's (street, road, square, lane, row, ring road, promenade,
// alley, steps, field road, court), Estonia's (lane, street, avenue,
// highway, square) and Finland's (boulevard, street, alley, path, way),
// folded.
var lowerTypesAfter = wordSet("ulica cesta trg pot nabrezje drevored obala setaliste " +
	"naselje perivoj dol vrh precac put prilaz odvojak vijenac prolaz klanac breg gaj stube " +
	"utca ut ter koz sor korut setany fasor lepcso dulo udvar " +
	"poik tanav puiestee maantee valjak " +
	"bulevardi katu kuja polku vayla")

// southSlavicStreet reads a street ending at house number n whose type
// is written in lower case after its name, or a Slovenian or Croatian
// type written first, and returns its span, or -1, -1. "Pot", which English has as
// a word, opens no street; after a name it follows a word that is no
// common English word.
func (s *scratch) southSlavicStreet(n int) (int, int) {
	if s.toks[n].flags&(tfSpace|tfNL) != tfSpace {
		return -1, -1
	}
	j := s.prevWord(n)
	if j < 0 || !s.free(j) || s.toks[j].flags&tfDigit != 0 {
		return -1, -1
	}
	// A type in lower case after one or two capitalised names.
	if s.toks[j].shape == shLower && lowerTypesAfter[string(s.wordBytes(j))] {
		// "hegyalja út 98": a type of no English word takes a name in
		// small letters of no English word in a text with capitals too.
		// A type of three letters or fewer must carry its accent there
		// ("út", "tér"; not Portuguese "vamos ter 3 filhos").
		lowerName := !s.noUpper && wordLevel(s.resolved(j)) == 0 && (s.toks[j].letters >= 4 || s.accented(j))
		start, lower, tookLower := -1, true, false
		for w, k := 0, s.prevWord(j); w < 2 && k >= 0 && s.free(k) && s.toks[k].flags&tfDigit == 0 &&
			s.toks[k].cls&wcStopword == 0 && !s.common(k, 3); w, k = w+1, s.prevWord(k) {
			if tookLower && s.capWord(k) && (wordLevel(s.resolved(k)) != 0 || s.germanNoun(k)) {
				break // "Der Abschnitt hegyalja út 98": a capitalised common word before a name in small letters is the sentence's
			}
			if !s.capWord(k) && !s.noUpper {
				if lowerName && lower && s.toks[k].shape == shLower && s.toks[k].letters >= 3 && wordLevel(s.resolved(k)) == 0 {
					start, tookLower = k, true
					continue
				}
				if p := s.prevWord(k); w > 0 || p < 0 || !s.capWord(p) || s.toks[k].shape != shLower {
					break // "Dózsa györgy utca": a word in lower case only after a capitalised one
				}
			}
			lower = false
			start = k
		}
		if start >= 0 && (s.capWord(start) || s.noUpper || lower) {
			return start, n + 1
		}
		return -1, -1
	}
	// A capitalised type, then one to three words of the name.
	for w, k := 0, j; w < 3 && k >= 0 && s.free(k) && s.toks[k].flags&tfDigit == 0; w, k = w+1, s.prevWord(k) {
		p := s.prevWord(k)
		if p < 0 || !s.free(p) || s.toks[p].shape != shCap && !(s.noUpper && s.toks[p].shape == shLower) {
			continue
		}
		if f := string(s.wordBytes(p)); southSlavicTypes[f] && f != "pot" {
			return p, n + 1
		}
	}
	return -1, -1
}
