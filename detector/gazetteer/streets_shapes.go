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
// number must end its line or field, or come before a comma or a flat.
// It returns the new end, or end.
func (s *scratch) commaNumber(end int) int {
	if end+1 >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&(tfWord|tfNL) != 0 || s.toks[end-1].flags&tfDigit != 0 {
		return end
	}
	m := end + 1
	if !s.isWord(m) || s.toks[m].flags&tfNL != 0 || !s.free(m) || !s.houseNumber(m) {
		return end
	}
	if s.lineEndsAt(m+1) || s.unitAt(s.nextWord(m)) {
		return m + 1
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
	return end
}

// codeThenTown reads an alphanumeric postal code and the town written
// after it at word k ("T3A 1L6 Duaneview", "LE22 1GW West Bromwich"),
// the town ending its line or field. It returns the end, or k.
func (s *scratch) codeThenTown(k int) int {
	if !s.ukPostcode(k) && !s.caPostcode(k) {
		return k
	}
	m := k + 2
	if m >= len(s.toks) || !s.isWord(m) || s.toks[m].flags&tfNL != 0 {
		return m
	}
	if end := s.townWords(m); end > m && s.lineEndsAt(end) {
		return end
	}
	return m
}

// townPostcodeAfterComma reports the end of a postcode written after a
// town and its comma at word m ("…, Gondomar, 2192-028", "…, Teruel,
// 27415"): four or five digits or Portugal's code, ending the line or
// before a word in lower case. It returns m when none is there.
func (s *scratch) townPostcodeAfterComma(m int) int {
	if m >= len(s.toks) || !s.isWord(m) || !s.postcode(m) || s.toks[m].flags&tfNL != 0 {
		return m
	}
	if s.lineEndsAt(m+1) || !s.capWord(m+1) {
		return m + 1
	}
	return m
}

// southernTypes are street types of Australia, New Zealand and Ireland
// written after the name that the lists lack ("1 Terrance Arcade", "52
// Kent Siding", "2 Taylor Circlet"); the types that mostly name other
// things after a proper name (Strand, Outlook, Subway, Retreat, Quadrant,
// Viaduct: "a 3 DNA Strand model") are left out.
var southernTypes = wordSet("arcade circlet colonnade concourse copse esplanade firetrail laneway mew " +
	"siding tollway wynd alleyway brae byway foreshore footway highroad parklands " +
	"ridgeway riverway thoroughfare walkway promenade")

// southernType reports whether capitalised word k is one of southernTypes.
func (s *scratch) southernType(k int) bool {
	t := &s.toks[k]
	return (t.shape == shCap || s.noUpper && t.shape == shLower) && southernTypes[string(s.wordBytes(k))]
}

// polishType reports whether word k is a Polish street type written in
// full, which Poland writes in lower case before a capitalised name
// ("ulica Szeroka 68", "aleja Solidarności 12", "plac Wolności 3").
func (s *scratch) polishType(k int) bool {
	switch string(s.wordBytes(k)) {
	case "ulica", "aleja", "plac", "osiedle":
		return true
	}
	return false
}

// pluralNoun reports whether word k, in lower case in a text with
// capitals, is a plural: a type of the lists so written is a common noun
// after a capitalised word ("3 Main points", "5 Key courts").
func (s *scratch) pluralNoun(k int) bool {
	w := s.wordBytes(k)
	return !s.noUpper && s.toks[k].shape == shLower && len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's' && string(w) != "mews"
}
