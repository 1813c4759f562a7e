package gazetteer

// cityAfterFirstName reports whether capitalised place i, a city of any
// size, is the surname of the known first name right before it ("Maria
// Santiago", "Ángel Leon"): the first name is no country, region or city
// of 100,000 people or more, and no word of the commonest levels, and neither the first name nor the place
// follows a locative; the place is no country, region or county, no
// common word, and not followed by another capitalised word, as a place's
// own name runs on ("Santiago Centro").
func (s *scratch) cityAfterFirstName(i int) bool {
	j := s.prevWord(i)
	if j < 0 || j != i-1 || !s.free(j) || s.toks[j].shape != shCap || s.toks[i].shape != shCap {
		return false
	}
	aj, ai := s.resolved(j), s.resolved(i)
	if aj&attrFirst == 0 || aj&(attrCountry|attrState) != 0 || cityBucket(aj) >= 5 || s.nonName(j) || s.common(j, s.d.p.hardCommon) || s.afterLocative(j, false) {
		return false
	}
	if ai&(attrCountry|attrState|attrCounty|attrStreet) != 0 || s.common(i, s.d.p.commonMax) || s.toks[i].cls&(wcNonName|wcOrgHead) != 0 {
		return false
	}
	k := s.nextWord(i)
	return k < 0 || !s.capWord(k)
}

// smallPlaceFirstName reports whether place i, after a locative, is the
// first name of the known surname k after it though k is a common English
// word ("from Eleanor Grant", "à Crystal Brown"): i a known first name
// and a place under 100,000 people, no country, region or county; k no
// street type, country, region, city of 100,000 people or more, or word
// of time (a county may be one: "Grant").
func (s *scratch) smallPlaceFirstName(i, k int) bool {
	ai := s.resolved(i)
	return ai&attrFirst != 0 && cityBucket(ai) < 5 && ai&(attrCountry|attrState|attrCounty) == 0 && s.commonSurnameOfPlace(k, attrLast)
}

// commonSurnameOfPlace reports whether word k, after a place that is a
// known first name, may be its surname though a common English word: a
// known surname (or name part, of bits), no street type, country, region, city of 100,000 people
// or more, or word of time (see smallPlaceFirstName).
func (s *scratch) commonSurnameOfPlace(k int, bits uint32) bool {
	ak := s.resolved(k)
	return ak&bits != 0 && ak&(attrStreet|attrCountry|attrState) == 0 && cityBucket(ak) < 5 &&
		s.toks[k].cls&(wcTimeWord|wcOrgHead|wcNonName|wcUnit|wcStreetType) == 0
}

// recipientPlaceFirstName reports whether place i, a known first name of
// any size, is the first name of the known surname k after it though k is
// a common English word, as "to" with no verb of motion before it names
// whom a thing goes to ("Thanks to Georgia Banks", "forward the draft to
// Phoenix Banks"; "flew to Georgia" keeps the place): "to" right before
// i, k a surname of commonSurnameOfPlace on i's line, and no capitalised
// word after k, as a place's longer name runs on ("to Preston North End"),
// and no landmark's noun (landmarkNouns).
func (s *scratch) recipientPlaceFirstName(i, k int) bool {
	j := s.prevWord(i)
	if j < 0 || j != i-1 || !s.wordIs(j, "to") || s.resolved(i)&attrFirst == 0 || s.toks[k].flags&tfNL != 0 ||
		s.afterLocative(i, true) || !s.commonSurnameOfPlace(k, attrLast|attrPart) {
		return false
	}
	if landmarkNouns[string(s.wordBytes(k))] {
		return false // "Thanks to Sydney Harbour"
	}
	n := s.nextWord(k)
	return n < 0 || !s.capWord(n) || s.toks[n].flags&tfNL != 0
}

// landmarkNouns, folded, are surnames that name a part of a place as
// often: a place before them is the place ("Victoria Tower", "Sydney
// Harbour", "Brooklyn Market").
var landmarkNouns = wordSet("tower towers pier harbour harbor market castle abbey arena bay beach rock palace house " +
	"church cathedral chapel bridge gate gardens field fields heights falls port dock quay mall plaza hospital")

// placeFirstNameParticles returns the end of the person that capitalised
// place i opens as its first name before a surname with particles
// ("Sofia van Leeuwen", "Milan van de Leemput", "León de Reguera",
// "Iara da Pinheiro"), or 0: i a known first name and no common word,
// after no locative unless "van" follows it, which opens no place's name
// (Dutch "en", and, is Spanish and French "in": "en Kim van der Laan";
// "de Lyon du Nord" is a place),
// one or two particles in lower case after it on its line, then a
// capitalised word that may end a name after them (particleTailWord) and
// is no country, region or city of 100,000 people or more ("Santiago de
// Chile", "Frankfurt am Main" are places).
func (s *scratch) placeFirstNameParticles(i int) int {
	t, e := &s.toks[i], i+1
	if t.attr&attrFirst == 0 || e >= len(s.toks) || s.toks[e].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[e].shape != shLower ||
		t.shape != shCap || t.cls != 0 || !tailParticle(s.wordBytes(e)) || s.common(i, s.d.p.commonMax) ||
		!s.wordIs(e, "van") && s.afterLocative(i, false) {
		return 0
	}
	m := s.nextWord(e)
	if m >= 0 && s.toks[m].shape == shLower && secondParticle(s.wordBytes(m)) {
		m = s.nextWord(m) // "van der", "de la"
	}
	if m < 0 || !s.free(m) || s.toks[m].flags&tfNL != 0 || !s.particleTailWord(m) {
		return 0
	}
	if a := s.resolved(m); a&(attrCountry|attrState) != 0 || cityBucket(a) >= 5 {
		return 0
	}
	return m + 1
}

// placeFirstNameInitial returns the end of the person that capitalised
// place i opens as its first name before a middle initial ("Georgia P.
// North", "Jordan L. Cox"), or 0: i a known first name; one capital
// letter with its dot glued after one space on i's line, then, after one
// space, a capitalised word that may end a name (namePartLike), as no
// place takes a middle initial ("Washington D. C.": a second initial is
// no surname).
func (s *scratch) placeFirstNameInitial(i int) int {
	k, m := i+1, i+3
	if s.toks[i].attr&attrFirst == 0 || s.toks[i].shape != shCap || m >= len(s.toks) ||
		s.toks[k].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[k].shape != shInitial ||
		s.toks[k+1].r != '.' || s.toks[k+1].flags&(tfWord|tfSpace|tfNL) != 0 ||
		s.toks[m].flags&(tfWord|tfSpace|tfNL) != tfWord|tfSpace || s.toks[m].shape != shCap || !s.free(m) || !s.namePartLike(m, false) {
		return 0
	}
	end := s.extendName(m, false)
	if s.streetAround(i, end) {
		return 0
	}
	return end
}
