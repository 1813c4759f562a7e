package gazetteer

// Shapes of an address that the numbers of streets() read beside the
// street itself: a second house number after a comma, a house number's
// dot, a town before a postcode after a comma, a postal code of letters
// and digits before its town, and the street types of Australia, New
// Zealand and Ireland that the lists lack (docs/names.md, "Street
// addresses").

// commaNumber extends a number-first street ending at end over a comma and
// a second house number, as a building's number written before a street
// whose own number follows its name ("72492 Piazza Tassoni, 66"): the
// number must end its line, clause or field, or come before a comma, a
// flat, a stopword or a time.
// It returns the new end, or end.
func (s *scratch) commaNumber(end int) int {
	if end+1 >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&(tfWord|tfNL) != 0 || s.toks[end-1].flags&tfDigit != 0 {
		return end
	}
	m := end + 1
	if !s.isWord(m) || s.toks[m].flags&tfNL != 0 || !s.free(m) || !s.houseNumber(m) {
		return end
	}
	if s.fieldClosesAt(m+1) || s.unitAt(s.nextWord(m)) || s.calmAfter(m+1) {
		return m + 1 // "…Rossini, 11 in Mariconda", "…Moreira, 60 | Queluz" too
	}
	return end
}

// numberDot returns the token after a house number's dot before a comma
// or the line's end, as Hungary writes the number ("Soproni utca 206.,
// H-5137 Kaposvár"), or end when no such dot follows the number.
func (s *scratch) numberDot(end int) int {
	if end >= len(s.toks) || end == 0 || s.toks[end].r != '.' || !s.glued(end) || s.toks[end-1].flags&tfDigit == 0 {
		return end
	}
	if m := end + 1; m < len(s.toks) && s.toks[m].r == ',' && s.toks[m].flags&(tfWord|tfNL) == 0 {
		return m
	}
	if m := end + 1; s.isWord(m) && s.postcode(m) && (s.toks[m].flags&tfNL != 0 || s.text[s.toks[m].start+1] == '-') {
		return m // "Kossuth utca 222.\nH-5749 Tamásifa", "… út 61. H-1753 …": the postcode's line after the dot
	}
	if m := end + 1; s.isWord(m) && s.toks[m].cls&wcUnit != 0 && s.unitPart(m) > m {
		return m // "Magyartapolcai utca 120. Apt. 033": the flat after the dot
	}
	return end
}

// codeThenTown reads an alphanumeric postal code and the town written
// after it at word k ("T3A 1L6 Duaneview", "LE22 1GW West Bromwich"),
// the town ending its line or field. It returns the end, or k.
func (s *scratch) codeThenTown(k int) int {
	m := k + 2
	if !s.ukPostcode(k) {
		if m = s.caPostcodeEnd(k); m == k {
			return k
		}
	}
	if m >= len(s.toks) || !s.isWord(m) || s.toks[m].flags&tfNL != 0 {
		return m
	}
	if end := s.townWords(m); end > m && s.upperLineEndsAt(end) {
		return end // "…, SG7 3UL Johnfort", "…, Y2V4A9 East Cory yesterday": the town ends its line or its clause
	}
	return m
}

// townPostcodeAfterComma reports the end of a postcode written after a
// town and its comma at word m ("…, Gondomar, 2192-028", "…, Teruel,
// 27415"): four or five digits or Portugal's code, ending the line or
// before a word in lower case. It returns m when none is there.
func (s *scratch) townPostcodeAfterComma(m int) int {
	if m >= len(s.toks) || !s.isWord(m) || !s.postcode(m) && !s.plainNumber(m, 6, 6) || s.toks[m].flags&tfNL != 0 {
		return m
	}
	if s.lineEndsAt(m+1) || !s.capWord(m+1) {
		return m + 1
	}
	return m
}

// sixDigitPostcode reads a postcode of six to eight digits after a comma
// at word k and the town after it, as Romania, India, Chile and
// Argentina write them ("…, 107982 Remetea", "…, 241586 Erode (second
// floor)", "…, 0736620 Independencia last year"), the town ending its
// line or its clause, going on with the sentence in small letters or
// before a bracket, a region in brackets after it ("876317 Fagetel
// (Remetea)"); or a town and its comma before six digits ("Iasi,
// 915392"). Before the sentence goes on, the town's first word is a
// place of the lists or no English word ("…, 12345678 Widgets were
// ordered" stays a count). It returns the end, or k.
func (s *scratch) sixDigitPostcode(k int) int {
	if k == 0 || s.toks[k-1].r != ',' || !s.plainNumber(k, 6, 8) {
		return k
	}
	if end := s.townWords(k + 1); end > k+1 {
		if s.plainNumber(k, 6, 6) && s.lineEndsAt(end) {
			return end
		}
		if a := s.resolved(k + 1); wordLevel(a) == 0 || a&placeBits != 0 {
			if end = s.bracketedRegion(end); s.upperLineEndsAt(end) || s.toks[end].r == '(' {
				return end
			}
		}
	}
	if s.plainNumber(k, 6, 6) && s.lineEndsAt(k+1) {
		return k + 1
	}
	return k
}

// threeDigitPostcode reads Iceland's postcode of three digits after a
// street's comma at word k and the town after it, whose first word is a
// place of the lists or no English word, the town ending its line or its
// clause ("Kirkjuvegur 12, 101 Reykjavík", "…, 600 Akureyri, Iceland";
// not "…, 101 Dalmatians"). It returns the end, or k.
func (s *scratch) threeDigitPostcode(k int) int {
	if k == 0 || s.toks[k-1].r != ',' || !s.plainNumber(k, 3, 3) {
		return k
	}
	end := s.townWords(k + 1)
	if end == k+1 {
		return k
	}
	if a := s.resolved(k + 1); wordLevel(a) != 0 && a&placeBits == 0 {
		return k
	}
	if s.upperLineEndsAt(end) || s.toks[end].r == '(' {
		return end
	}
	return k
}

// districtLetter returns the end of a postal district's letter after a
// Danish town ending at end ("1264 København K", "8000 Aarhus C"): one
// capital letter that ends the line or the clause. It returns end when
// none follows.
func (s *scratch) districtLetter(end int) int {
	if end >= len(s.toks) || !s.isWord(end) || s.toks[end].letters != 1 || s.toks[end].end-s.toks[end].start > 2 ||
		s.toks[end].shape != shInitial || s.toks[end].flags&tfNL != 0 {
		return end
	}
	if s.upperLineEndsAt(end + 1) {
		return end + 1
	}
	return end
}

// bracketedRegion returns the end of capitalised words in brackets right
// after a town ending at end ("Fagetel (Remetea)", "Savinesti (Poiana
// Teiului)"), or end.
func (s *scratch) bracketedRegion(end int) int {
	if end+2 >= len(s.toks) || s.toks[end].r != '(' || s.toks[end].flags&(tfWord|tfNL) != 0 {
		return end
	}
	if e := s.townWords(end + 1); e > end+1 && e < len(s.toks) && s.toks[e].r == ')' && s.toks[e].flags&tfWord == 0 {
		return e + 1
	}
	return end
}

// southernType reports whether capitalised word k is a street type of
// Australia, New Zealand, Ireland, India and South Africa written after the name that
// the lists lack ("1 Terrance Arcade", "52 Kent Siding", "2 Taylor
// Circlet", "12 Sodhi Marg");
// the types that are common English words too are southernWordType's.
func (s *scratch) southernType(k int) bool {
	t := &s.toks[k]
	if t.letters < 3 || t.shape != shCap && !(s.noUpper && t.shape == shLower) {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "arcade", "circlet", "colonnade", "concourse", "copse", "esplanade", "firetrail", "laneway", "mew",
		"siding", "tollway", "wynd", "alleyway", "brae", "byway", "foreshore", "footway", "highroad", "parklands",
		"ridgeway", "riverway", "thoroughfare", "walkway", "promenade",
		"artery", "centreway", "crossway", "cruiseway", "deviation", "distributor", "driveway", "fairway", "frontage",
		"gully", "interchange", "meander", "nook", "pathway", "roadside", "roadway", "rosebowl", "trunkway", "villas",
		"amble", "courtyard", "corso", "cul-de-sac", "ronde", "quadrangle",
		"marg", "chowk", "ganj", "nagar", // India's: "12 Sodhi Marg", "54 Mody Chowk"
		"ithafa", "indawo": // South Africa's Zulu types: "40 William Ithafa", "956 Charles Indawo"
		return true
	}
	return s.southernWordType(k)
}

// lowerTypeFirst reports whether word k, in lower case, is a street type
// that its country writes so before a capitalised name and the house
// number n after it: Poland's types in full ("ulica Szeroka 68", "aleja
// Solidarności 12", "plac Wolności 3"), and the French types as
// Switzerland and Belgium write them ("rue de Cousin 5", "chemin Besse
// 32"). "cours", "passage" and "voie" are left out: a course, a passage
// or a track and its number ("le cours Python 3"). English has the words
// "route", "place" and "avenue" ("route Kafka 3 messages"), so a French
// type needs a text with no more English than French function words, an
// address cue before it, a postcode of five digits or Switzerland's of
// four and its town after its number ("avenue de Théraulaz 186, 4665
// Cosendey am See"), or
// the place of an address (frenchTypeAtAddress); and a number that a
// word of quantity follows counts, it is no house number ("place
// Bellecour 2 fois").
func (s *scratch) lowerTypeFirst(k, n int) bool {
	switch string(s.wordBytes(k)) {
	case "ulica", "aleja", "plac", "osiedle":
		return true
	case "rue", "chemin", "avenue", "boulevard", "impasse", "allee", "quai", "route", "place", "ruelle", "sentier", "rang":
		if s.quantityAfter(n) {
			return false
		}
		return s.en <= s.fr || s.addressCueBefore(k) ||
			n+2 < len(s.toks) && s.toks[n+1].r == ',' && s.toks[n+1].flags&tfWord == 0 && s.isWord(n+2) &&
				(s.postcodeTown(n+2) || s.commaPostcodeTown(n+2) > 0) ||
			s.frenchTypeAtAddress(k)
	}
	return false
}

// typeFirstBefore returns the start of a street whose name ends in a word
// that is a type written after a name too ("Lago", "Monte") at word k+1:
// a street type written first, capitalised, up to four name words or
// particles before k ("Calle de Delia Lago 85"), or k.
func (s *scratch) typeFirstBefore(k int) int {
	for w, p := 0, s.prevStreetWord(k); w < 4 && p >= 0 && s.free(p); w, p = w+1, s.prevStreetWord(p) {
		if t := &s.toks[p]; t.cls&wcStreetFirst != 0 && t.shape == shCap {
			return p
		}
		if !s.streetNameWord(p) && !s.streetParticle(p) {
			break
		}
	}
	return k
}

// pluralNoun reports whether word k, in lower case in a text with
// capitals, is a plural: a type of the lists so written is a common noun
// after a capitalised word ("3 Main points", "5 Key courts").
func (s *scratch) pluralNoun(k int) bool {
	w := s.wordBytes(k)
	return !s.noUpper && s.toks[k].shape == shLower && len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's' && string(w) != "mews"
}

// quantities are the words that count what a number before them
// measures: times, distances, durations, money ("place Bellecour 2 fois",
// "route Nationale 7 km").
var quantities = wordSet("fois km m kg h min minutes heures jours ans mois semaines euros eur chf fr times " +
	"mal tage stunden minuten veces dias horas volte giorni ore")

// quantityAfter reports whether number n is followed by a word of
// quantities: a count, not a house number.
func (s *scratch) quantityAfter(n int) bool {
	m := s.nextWord(n)
	return m >= 0 && quantities[string(s.wordBytes(m))]
}

// caPostcodeEnd returns the end of a Canadian postal code at word k,
// written in two halves or in one word ("B3H 1Y6", "B3H1Y6"), or k.
func (s *scratch) caPostcodeEnd(k int) int {
	if s.caPostcode(k) {
		return k + 2
	}
	if !s.isWord(k) {
		return k
	}
	w := s.text[s.toks[k].start:s.toks[k].end]
	upper := s.postcodeLetter()
	if len(w) == 6 && upper(w[0]) && isDigitByte(w[1]) && upper(w[2]) && isDigitByte(w[3]) && upper(w[4]) && isDigitByte(w[5]) {
		return k + 1
	}
	return k
}

// regionPostcode reads a region or state in capitals at word k and the
// postcode after it, maybe after a comma, ending the line, as Australia
// writes them ("NSW 2000", "SA, 2731", "ACT, 2653"). It returns the end,
// or k.
func (s *scratch) regionPostcode(k int) int {
	if t := &s.toks[k]; t.shape != shUpper && !(s.noUpper && t.shape == shLower) || t.letters < 2 || t.letters > 3 || int(t.end-t.start) != int(t.letters) {
		return k
	}
	m := k + 1
	if m < len(s.toks) && s.toks[m].r == ',' && s.toks[m].flags&(tfWord|tfNL) == 0 {
		m++
	}
	if m < len(s.toks) && s.isWord(m) && s.toks[m].flags&(tfSpace|tfNL) == tfSpace && s.plainNumber(m, 4, 4) &&
		(s.lineEndsAt(m+1) || australianStates[string(s.wordBytes(k))]) {
		return m + 1 // "QLD, 2904 and called twice": a state of Australia needs no line's end
	}
	return k
}

// postcodeLine reads a postcode alone on the line after a town's line
// ("Viborg\n 6428"), as the lines of an address write it, at token m: four to
// six digits that end their line. It returns the end, or m.
func (s *scratch) postcodeLine(m int) int {
	m = s.afterQuoteMarks(m)
	if m < len(s.toks) && s.isWord(m) && s.toks[m].flags&tfNL != 0 && s.free(m) && s.plainNumber(m, 4, 6) && s.lineEndsAt(m+1) {
		return m + 1
	}
	return m
}

// unitSlash returns the start of a street whose house number at start
// follows a flat's number and a slash, as Australia writes a unit
// ("2/72 Garcia Parkway", "808/08 Hill Mews"), or start.
func (s *scratch) unitSlash(start int) int {
	if start >= 2 && s.toks[start-1].r == '/' && s.glued(start-1) && s.glued(start) && s.isWord(start-2) &&
		s.free(start-2) && s.plainNumber(start-2, 1, 4) && s.plainNumber(start, 1, 5) {
		return start - 2
	}
	return start
}

// numeroBefore returns the last word of a street's name written before a
// mark of the house number and the number n ("Av. Jujuy N° 187", "Calle
// Mayor Nº 5", "Calle Sucre No. 12", "nro. 44", "Strada Florea Nr. 47",
// "Via Roma n. 5", "Via Roma, n. 12"), as Latin America, Romania,
// Germany and Italy write it, or -1 when no such mark stands right before
// n.
func (s *scratch) numeroBefore(n int) int {
	if n < 3 || s.toks[n].flags&(tfSpace|tfNL) != tfSpace {
		return -1
	}
	p := n - 1
	mark := -1
	switch w := s.text[s.toks[p].start:s.toks[p].end]; {
	case s.toks[p].flags&tfWord != 0 && (w == "Nº" || w == "nº"):
		mark = p
	case s.toks[p].flags&tfWord == 0 && (w == "°" || w == "."):
		q := p - 1
		if !s.isWord(q) || !s.glued(p) {
			return -1
		}
		switch v := s.text[s.toks[q].start:s.toks[q].end]; {
		case w == "°" && (v == "N" || v == "n"):
			mark = q
		case w == "." && (v == "No" || v == "no" || v == "Nro" || v == "nro" || v == "Núm" || v == "núm" || v == "Nº" || v == "nº" || v == "Nr" || v == "nr" ||
			v == "n" || v == "N"):
			mark = q
		}
	}
	if mark < 0 {
		return -1
	}
	if c := mark - 1; c > 0 && s.toks[c].r == ',' && s.toks[c].flags&(tfWord|tfNL) == 0 && s.glued(c) && s.isWord(c-1) {
		return c - 1 // "Via Roma, n. 12": a comma before the mark
	}
	return s.prevWord(mark)
}

// secondNumber extends a number-last street ending at end over a second
// number, the flat's, as Mexico writes it after the building's ("Calzada
// Sinaloa 600 191"): one to four digits that end the line or come before
// a comma. It returns the new end, or end.
func (s *scratch) secondNumber(end int) int {
	if end < 0 || end >= len(s.toks) || s.toks[end].flags&(tfSpace|tfNL) != tfSpace || !s.isWord(end) || !s.free(end) ||
		!s.plainNumber(end, 1, 4) || s.toks[end-1].flags&tfDigit == 0 {
		return end
	}
	if s.lineEndsAt(end + 1) {
		return end + 1
	}
	return end
}

// articleBefore extends a street whose capitalised name opens it over
// the capitalised Spanish article right before the name ("Los Helechos
// 31", "Las Mandarinas 789"), and returns the new start, or start.
func (s *scratch) articleBefore(start int) int {
	p := s.prevWord(start)
	if p < 0 || !s.free(p) || s.toks[p].shape != shCap || s.toks[start].shape != shCap {
		return start
	}
	switch string(s.wordBytes(p)) {
	case "los", "las", "el":
		return p
	}
	return start
}

// placaNumber extends a number-last street ending at end over the
// Colombian plate: a number sign and the cross street's number and the
// building's, joined by a hyphen, maybe with a direction or "Bis" after
// them ("Carrera 46 # 8-4", "Cl. 162 # 9-3 Este", "Avenida Ávila # 4-9
// Sur"), and over the street's own quadrant, "Bis" or letter before the
// sign ("Carrera 9 Este # 18-7", "Calle 1 Bis J # 6-3"). It returns the
// new end, or end.
func (s *scratch) placaNumber(end int) int {
	if end < 0 || end+1 >= len(s.toks) {
		return end
	}
	h := end
	for w := 0; w < 2 && s.isWord(h) && s.free(h) && s.toks[h].flags&tfNL == 0 && s.placaTail(h); w++ {
		h++ // "Carrera 9 Este # 18-7", "Calle 1 Bis J # 6-3": the street's own quadrant or Bis
	}
	if h+1 >= len(s.toks) || s.toks[h].r != '#' || s.toks[h].flags&(tfWord|tfNL) != 0 || s.toks[h].flags&tfSpace == 0 {
		return end
	}
	m := h + 1
	if !s.isWord(m) || s.toks[m].flags&(tfSpace|tfNL) != tfSpace || !s.free(m) || !placaPlate(s.text[s.toks[m].start:s.toks[m].end]) {
		return end
	}
	if d := s.nextWord(m); d >= 0 && s.toks[d].shape == shCap && placaTails[string(s.wordBytes(d))] {
		return d + 1
	}
	return m + 1
}

// placaTail reports whether word k, capitalised, is a plate's quadrant,
// "Bis" or a street's letter ("Este", "Bis", "J").
func (s *scratch) placaTail(k int) bool {
	t := &s.toks[k]
	return t.shape == shCap && placaTails[string(s.wordBytes(k))] || t.shape == shInitial && t.end-t.start == 1
}

// lettered reports whether number n is a Colombian plate whose cross
// street has a letter, after its number sign ("# 84V-64"): a plate that
// no house number's shape reads.
func (s *scratch) lettered(n int) bool {
	return n > 0 && s.toks[n-1].r == '#' && s.toks[n-1].flags&tfWord == 0 && placaPlate(s.text[s.toks[n].start:s.toks[n].end])
}

// placaPlate reports whether w is a Colombian plate: the cross street's
// number, maybe with its letter, a hyphen and the building's number
// ("8-4", "84V-64", "1Z-4").
func placaPlate(w string) bool {
	d := 0
	for d < len(w) && w[d] >= '0' && w[d] <= '9' {
		d++
	}
	if d < 1 || d > 3 {
		return false
	}
	if d < len(w) && isASCIILetter(w[d]) {
		d++
	}
	if d >= len(w) || w[d] != '-' {
		return false
	}
	e := d + 1
	for e < len(w) && w[e] >= '0' && w[e] <= '9' {
		e++
	}
	return e == len(w) && e-d-1 >= 1 && e-d-1 <= 3
}

// placaStreet reads a Colombian street ending at its plate, whose
// number n joins the cross street's and the building's by a hyphen after
// a number sign: a street type written first ("Carrera", "Calle",
// "Avenida", "Cl.", "Cr.", "Dg.") and one to five words or numbers
// before the sign ("Carrera 46 # 8-4", "Avenida Ávila # 4-9 Sur", "Cl.
// 1ª # 25-5"). It returns the street's span, or -1, -1.
func (s *scratch) placaStreet(n int) (int, int) {
	h := n - 1
	if h < 1 || s.toks[h].r != '#' || s.toks[h].flags&(tfWord|tfNL) != 0 || s.placaNumber(h) <= h {
		return -1, -1
	}
	for w, k := 0, h-1; w < 6 && k >= 0 && (k == h-1 || s.toks[k+1].flags&tfNL == 0); w, k = w+1, k-1 {
		if s.toks[k].flags&tfWord == 0 {
			if s.toks[k].r != '.' || !s.glued(k) {
				return -1, -1
			}
			continue // "Cl.", "Cr.": an abbreviation's dot
		}
		if !s.free(k) {
			return -1, -1
		}
		if w > 0 && s.toks[k].shape == shCap && (s.toks[k].cls&wcStreetFirst != 0 || s.placaType(k)) {
			return k, s.placaNumber(h)
		}
	}
	return -1, -1
}

// placaType reports whether word k is a Colombian street type of
// placaTypes: an abbreviation, or a diagonal or transversal written out
// before its number ("Diagonal 51 # 8-8"; not "Diagonal matrix D # 2-2").
func (s *scratch) placaType(k int) bool {
	w := s.wordBytes(k)
	if !placaTypes[string(w)] {
		return false
	}
	n := s.nextWord(k)
	return len(w) <= 3 || n > 0 && s.toks[n].flags&tfDigit != 0
}

// placaTypes are the abbreviations of Colombia's street types: calle,
// carrera, diagonal, transversal; and diagonal and transversal written out.
var placaTypes = wordSet("cl cr dg tv tr kr cra diagonal transversal")

// placaTails follow a Colombian plate: the quadrant and "Bis".
var placaTails = wordSet("sur norte este oeste bis")

// addressColumn reports whether the field of a row starting at token from,
// after separator sep, lies in a table's column whose header, on the
// text's first line, names an address ("id;name;address", "Anschrift",
// "street"): a value there is an address whatever follows it.
func (s *scratch) addressColumn(from int, sep rune) bool {
	if sep != ';' && sep != '|' && sep != ',' && sep != '\t' {
		return false
	}
	col := 0
	i := from - 1
	for ; i >= 0 && s.toks[i].flags&tfNL == 0; i-- {
		if s.toks[i].flags&tfWord == 0 && s.toks[i].r == sep {
			col++
		}
	}
	if i < 0 {
		return false // the row is the text's first line: a header, not a row
	}
	// The header is the text's first line; walk to its col-th field.
	c := 0
	for k := 0; k < len(s.toks) && (k == 0 || s.toks[k].flags&tfNL == 0); k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 && t.r == sep {
			if c++; c > col {
				return false
			}
			continue
		}
		if c == col && t.flags&tfWord != 0 && (t.cls&wcAddressCue != 0 || streetKeys[string(s.wordBytes(k))]) {
			return true
		}
	}
	return false
}

// czechPreposition reports whether word k is a capitalised preposition
// that opens a Czech, Slovak or Slovenian street's name ("Pod Floriánem",
// "Na Bělidle", "U Školy", "Ve Žlíbku", "Pri Zvonici", "Ob Mejašu"; in
// small letters after it, "Pod lipami", "Na vrátkach"). The name's last word
// must be no English word, name or place (foreignStreetName): "Na Li 2"
// is a person and a count.
func (s *scratch) czechPreposition(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap && !(t.shape == shUpper || t.shape == shInitial) || t.letters > 4 {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "pod", "na", "u", "v", "ve", "k", "ke", "za", "nad", "pred", "pri", "mezi", "ob", "med":
		return true
	}
	return false
}

// numeroAfter extends a street that ends before token end over a mark of
// the house number and the number after it ("53661 Intrarea Cristea Nr.
// 63", "Via Roma n. 5" after a building's number, "7871 Avenida Alvear N°
// 476"), and returns the end, or end.
func (s *scratch) numeroAfter(end int) int {
	m := s.nextWord(end - 1)
	if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) && s.isWord(end-1) && s.toks[end-1].flags&tfSpace != 0 {
		m = end - 1 // the street's name took the mark as a word: "Intrarea Cristea Nr"
	} else if m >= 0 && s.toks[m-1].r == '.' {
		return end // "12 Main St. No. 5 is next door": a sentence after the street
	}
	if m < 0 || m+2 >= len(s.toks) || !s.free(m) || s.toks[m+1].r != '.' && s.toks[m+1].r != '°' || !s.glued(m+1) {
		return end
	}
	switch string(s.wordBytes(m)) {
	case "nr", "no", "nro", "n":
	default:
		return end
	}
	if s.toks[m+1].r == '°' && !s.wordIs(m, "n") {
		return end
	}
	if n := m + 2; s.isWord(n) && s.toks[n].flags&(tfSpace|tfNL) == tfSpace && s.houseNumber(n) && s.free(n) {
		return n + 1
	}
	return end
}

// postcodeLetter returns the test of a postcode's letters: a capital, or
// any ASCII letter in a text without capitals.
func (s *scratch) postcodeLetter() func(byte) bool {
	if s.noUpper {
		return isASCIILetter
	}
	return isUpperByte
}
