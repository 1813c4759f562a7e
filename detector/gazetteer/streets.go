package gazetteer

import "strings"

// Street addresses (STREET_ADDRESS): a house number and a street, in one
// span with what follows it on the address's lines (a flat or suite, a
// postcode and a town, a state and a ZIP code, a UK postcode, a country).
// Every street address has a house number, so the rule starts from the
// numbers the tokenizer listed (s.nums) and reads the street on either
// side:
//
//	number-first   12 Kingsley Close, 1668 Glyn St, 42 avenue du Château,
//	               10, rue Pasteur, 74 ter allée des Écoles, 137 Avenue Teboulbi
//	number-last    Birkenweg 43, Bergstr. 2, Lindenstraße 12, Søndergade 52,
//	               Erzsébet tér 19, Calle Mayor 22, Piazza della Libertà 25,
//	               Rua do Arenque 1634, Am Sonnenhang 53
//
// A street is a street type (Street, Rd, rue, boulevard, Via, Calle...: the
// faker street types of the lists, and the abbreviations of
// streetAbbreviations) with name words, or one word with a street ending
// (-straße, -str., -weg, -allee, -platz, -gasse, -vej, -gade, -katu...).
// It runs before the name and place rules, which then cannot take the
// street's words (a street named after a person is no person).

// streets finds the street addresses.
func (s *scratch) streets() {
	if len(s.nums) == 0 {
		s.streetsWithoutNumber()
		if s.capStreets > 0 {
			s.proseStreets() // tested here: most texts have no capitalised word of the street list
		}
		if s.longUnknownCaps > 0 {
			s.proseCompounds()
		}
		if s.commaCodes > 0 {
			s.townStateLines() // "grew up in Smithview, WI": a state's code needs no ZIP code
		}
		return // every other address and box has a number
	}
	s.poBoxes()
	s.lowerMilitaryBoxes()
	s.houseNumberAreas()
	s.chileRoutes()
	for _, ni := range s.nums {
		n := int(ni)
		if !s.free(n) || !s.houseNumber(n) && !s.lettered(n) {
			continue
		}
		start, end := s.streetAfter(n)
		if end > 0 && end < len(s.toks) && s.toks[end].flags&(tfSpace|tfNL) == tfSpace && s.free(end) && s.houseNumber(end) {
			// "3037 Avda. Rio Nalon 58", "2613 avenida praia 1 suite 463", "60550 plac Zamkowa 67/50": a
			// number on each side of the name, both the address's
			if e := s.numberTail(end + 1); s.fieldClosesAt(e) || s.unitAt(s.nextWord(e-1)) || s.calmAfter(e) || s.flatNumber(n) || s.upperTownAt(e) {
				end = e
			}
		}
		if end > 0 {
			end = s.numeroAfter(s.commaNumber(s.flatCommaNumber(n, end)))
			if end+1 < len(s.toks) && s.toks[end].r == ',' && s.toks[end].flags&(tfWord|tfNL) == 0 && s.sinNumeroAt(end+1) {
				end += 4 // "9832 Rua Marcos Guerreiro, S/N": a building's number before a street without its own
			}
			start = s.nameBeforeNumber(start)
		}
		weak := false
		if end < 0 {
			start, end, weak = s.streetBefore(n)
			end = s.interiorNumber(start, s.secondNumber(end))
		}
		if end < 0 {
			start, end = s.numeroStreet(n)
		}
		if end < 0 {
			start, end = s.unitStreet(n)
		}
		if end < 0 {
			start, end = s.greekStreet(n)
		}
		if end < 0 {
			start, end = s.cyrillicStreet(n)
		}
		if end < 0 {
			start, end = s.cyrillicAfterNumber(n)
		}
		if end < 0 {
			start, end = s.southSlavicStreet(n)
		}
		if end < 0 {
			start, end = s.placaStreet(n)
		}
		if end < 0 {
			start, end = s.lowerProseStreet(n) // a type, so no untyped street's proof
		}
		untyped, typed := false, false
		if end < 0 {
			start, end = s.untypedStreet(n)
			untyped, typed = true, end > n+1 // "enter on Hoge Wei 32 St.": a street type after the number
		}
		cued := false
		if end < 0 {
			var foreign bool
			start, end, foreign = s.untypedAfterNumber(n)
			// A name and a common word after its cue or its place noun
			// name a type no list knows: "Envoyez le colis à 428 Hansen Quadrant";
			// a foreign name after a preposition of place proves itself.
			cued = end == n+3 && s.common(n+2, 3) || foreign
		}
		if end < 0 {
			start, end = s.untypedBeforeProof(n)
		}
		if end < 0 {
			start, end = s.blockStreet(n)
		}
		if end < 0 {
			start, end = s.untypedLastBeforeBlock(n)
		}
		if end < 0 {
			start, end = s.untypedOverTownLine(n)
		}
		if end < 0 {
			start, end = s.fieldsStreet(n)
		}
		if end < 0 {
			start, end = s.unitFirstStreet(n)
		}
		if end < 0 {
			start, end = s.unitFirstTypedStreet(n)
		}
		if end < 0 {
			continue
		}
		if !s.tight(start, end) {
			continue // columns of a table ("1     Running   4"), not a street
		}
		end = s.numberTail(end)
		if s.toks[end-1].flags&tfDigit != 0 && !weak {
			end = s.joinedStreetName(end) // "Jakob-Bucher-Ring 3/5 Köhler Loop"
		}
		core0, core1 := start, end
		start = s.blockLotBefore(s.houseNoBefore(s.unitBefore(s.unitSlash(s.numberHeadBefore(start)))))
		if t := &s.toks[start]; t.flags&tfDigit != 0 || t.cls&wcUnit != 0 || t.shape == shCap && s.wordIs(start, "level") {
			start = s.numberBefore(start) // "72304 Suite 930 9 Allen Tollway"
		}
		b := s.blockAfter(end) // the lines of a block that its comma line, its country's or its town's line shows
		s.looseTails = 0
		if end = s.commaFields(s.addressBlock(start, s.addressTail(s.vietnamFields(s.placaNumber(end))))); b > end {
			end = b
		}
		end = s.countryRest(end)
		start = s.blockLineStart(start, core1, end)
		// A loose tail proves no street: "Embarquement porte 51, Zorgville
		// 75001". It leaves a street that a firmer part before it proves
		// in a text with capitals ("Diagonal Durango 771 Interior 083, San
		// Rocío los bajos", "Stellplatz 14, 80331 München, Zorgstadt bis
		// Freitag").
		bare := end == core1 || s.looseTails > 0 && (s.noUpper || s.looseFrom == core1)
		if untyped && !typed && !cued && start == core0 && bare && !s.addressCueBefore(core0) && !s.streetKeyBefore(core0) && s.toks[core0].flags&tfLineStart == 0 &&
			!s.slavicStreetName(core1-2) && !s.placeNounBefore(core0, n) && !s.placeNounBefore(core0, core1-1) &&
			!s.foreignSandwich(core0, n+1) && !s.foreignSandwich(core0, core1) && !s.addressNounAfter(core1) && !s.foreignStreetAfterPlace(core0, core1-1) &&
			!s.townAfterComma(core1-1) && !s.farCueBefore(core0, n) && !s.pairedFirstName(core0, n) {
			continue // "Release 4 Beta 2": a street without a type needs more of an address around it
		}
		if end == core1 && s.toks[core1-1].shape == shLower && s.toks[core1-1].end-s.toks[core1-1].start == 2 && !s.lineEndsAt(core1) && !s.addressCueBefore(core0) {
			continue // "3 more rd trips": a lower-case abbreviation ends its street's clause or line, or follows an address cue
		}
		if start == core0 && end == core1 && s.countedCommonName(n, core1-1) {
			continue // "a 2 Access Point setup": an article counts the things a common word names
		}
		if weak && start == core0 && bare && !s.addressCueBefore(core0) {
			continue // "Stellplatz 14 ist frei", "Embarquement porte 51": a noun and its number
		}
		if start == core0 && s.toks[core0].flags&tfDigit == 0 && s.toks[core1-1].flags&tfDigit != 0 {
			start = s.numberBefore(start) // "9583 Goljarjeva pot 986": a building number before a number-last street
		}
		if !s.allFree(start, end) {
			continue
		}
		if a := s.articleBefore(start); a < start {
			start = s.numberBefore(a) // "329 Los Alerces 5": the article opens the name, a building number may stand before it
		} else if q := s.particleNameBefore(start); q < start {
			start = s.numberBefore(q) // "Praia de Cavalcanti 71": the name's words before a particle
		}
		start, end = s.corner(start, end)
		s.add(start, end, labelStreet, s.confidence(0.2))
	}
	s.loneFlats()
	s.townStateLines()
	s.streetsWithoutNumber()
	if s.capStreets > 0 {
		s.proseStreets()
	}
	if s.longUnknownCaps > 0 {
		s.proseCompounds()
	}
}

// streetsWithoutNumber finds the streets that stand without a house
// number: a street type written first and its name before "S/N" (sin
// número, as Spain writes a building without one: "Avenida de Camilo,
// S/N"), a street type and its name right after an address cue,
// ending its line, field or clause ("adresse : avenue Hugues Étienne",
// "lives at rue Victor Hugo, Lyon"), and a street type and its name
// that make a value or a line of an address by themselves (numberless).
func (s *scratch) streetsWithoutNumber() {
	slash := s.slashes > 0 // "S/N"
	if s.addressCues == 0 && s.streetTypes == 0 && !slash {
		return
	}
	for i := range s.toks {
		t := &s.toks[i]
		if t.cls&(wcAddressCue|wcStreetFirst) == 0 && (!slash || t.end-t.start != 1) {
			continue // the common case, tested first: most words are neither
		}
		if t.flags&tfWord == 0 || !s.free(i) {
			continue
		}
		if t.cls&wcAddressCue == 0 && t.cls&wcStreetFirst != 0 {
			if !s.typeFieldsStreet(i) {
				s.numberless(i)
			}
			continue
		}
		if t.end-t.start == 1 {
			if s.text[t.start] == 'S' || s.text[t.start] == 's' {
				s.sinNumero(i)
			}
			continue
		}
		s.namedStreetAfterCue(i)
		s.cuedFieldStreet(i)
		// The street type within the three tokens after the cue, past
		// a colon, quotes or a preposition ("address\": \"", "lives at").
		for k, words := i+1, 0; k < len(s.toks) && k <= i+4 && s.toks[k].flags&tfNL == 0; k++ {
			if s.toks[k].flags&tfWord == 0 {
				if r := s.toks[k].r; r != ':' && r != '"' && r != '\'' && r != '=' {
					break
				}
				continue
			}
			if words++; words > 2 || s.toks[k].flags&tfDigit != 0 || !s.free(k) {
				break
			}
			if s.toks[k].cls&wcStreetFirst == 0 || s.toks[k].shape == shUpper || s.wordIs(k, "am") {
				continue
			}
			end, town := s.streetName(k+1), false
			if e := s.townAfterPreposition(end); end > k+1 && !s.lineEndsAt(end) && e > end {
				end, town = e, true // "j'habite rue des lilas à lyon"
			}
			if end <= k+1 || !town && !s.lineEndsAt(end) || !s.allFree(k, end) {
				break
			}
			if n := end + 1; n+2 < len(s.toks) && s.toks[end].r == ',' && s.isWord(n) && s.sinNumeroAt(n) {
				end = n + 3 // "address: Avenida de Camilo, S/N"
			}
			s.add(k, s.addressTail(end), labelStreet, s.confidence(0.2))
			break
		}
	}
}

// numberless reads a street without a number at street type i, written
// first, that says by its place that it is one: in lower case before a
// capitalised name, as France writes it, filling a field of a row or a
// key's value ("…;chemin Blanchard;…", "rue: boulevard de Hamon"); or,
// in any case, alone on its line before a line of a postcode and a town
// ("avenue de Roy\n02549 Carpentier"), or, in lower case before its
// name, ending its line there in a running sentence ("…au boulevard Gay\n44671
// Saint Marc-la-Forêt demain"); or after a preposition of place
// in a sentence when the type is no English word (foreignTypeInProse).
// Elsewhere a street type and a name are a place or a phrase ("Place de
// la réunion", "Via Twitter").
func (s *scratch) numberless(i int) {
	t := &s.toks[i]
	if t.shape != shLower && t.shape != shCap || s.wordIs(i, "am") {
		return
	}
	end := s.streetName(i + 1)
	if end <= i+1 || !s.allFree(i, end) || s.toks[i+1].shape == shLower && !s.streetParticle(i+1) && !s.noUpper {
		return
	}
	switch {
	case s.noUpper && s.en == 0 && s.afterDeliveryPreposition(i):
		if e := s.lowerStreetEnd(i + 1); e > i+1 && s.allFree(i, e) {
			s.add(i, e, labelStreet, s.confidence(0.2))
		}
	case t.shape == shLower && !s.noUpper && s.addressField(i, end):
		if end < len(s.toks) && s.toks[end].flags&tfNL != 0 && s.postcode(end) {
			end = s.addressTail(end) // "adresse :\navenue Guy Chrétien\n65194 Potier": its postcode's line
		}
		s.add(i, end, labelStreet, s.confidence(0.2))
	case (t.flags&tfLineStart != 0 || t.shape == shLower && !s.noUpper && s.plainNumber(end, 5, 5)) &&
		end < len(s.toks) && s.toks[end].flags&tfNL != 0 && s.postcode(end):
		// "…réside désormais au boulevard de Richard\n51263 Goncalves-les-Bains.": a type in
		// small letters before a capitalised name ends its line over a postcode of five
		// digits and its town; four digits may be a year ("…rue Principale\n2024 Rapport")
		if tail := s.addressTail(end); tail > end+1 {
			s.add(i, tail, labelStreet, s.confidence(0.2))
		}
	case s.foreignTypeInProse(i, end):
		s.add(i, s.addressTail(end), labelStreet, s.confidence(0.2))
	}
}

// foreignTypeInProse reports whether a street type written first at word
// i, that is no English word, and its name up to end stand where a street
// does in a sentence: after a preposition of place or destination, up to
// the clause's or a field's end, a bracket, a stopword or a time ("lived
// on Bulevardul Aanei before", "the party is at chemin de Grojean (ring
// twice)", "outside Strada Stănescu in ten minutes"; not "Via Twitter",
// "Place de la réunion", English words, unless in lower case before a
// capitalised name, as no English sentence writes one: "moved to
// boulevard Lucy David because…", or a loanType before a name of no
// English word: "on Piazza Pincherle").
func (s *scratch) foreignTypeInProse(i, end int) bool {
	loan := s.loanType(i) && s.foreignNameAfterType(i, end)
	if s.noUpper || wordLevel(s.resolved(i)) != 0 && !loan && (s.toks[i].shape != shLower || s.toks[i+1].shape != shCap) {
		return false // an English word, unless written in lower case before a capitalised name: "at rue Chrétien"
	}
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower || !placePrepositions[string(s.wordBytes(p))] {
		return false
	}
	if end+1 < len(s.toks) && s.toks[end].r == ',' && s.sinNumeroAt(end+1) {
		return false // "Avenida de Camilo, S/N": sinNumero reads it with its mark
	}
	if end < len(s.toks) && s.isWord(end) && s.toks[end].shape == shLower && s.toks[end].flags&tfNL == 0 && s.toks[i].shape == shLower {
		return true // "moved to boulevard Lucy David because…": a word in lower case ends the name
	}
	if end < len(s.toks) && s.isWord(end) && s.toks[end].shape == shLower && s.toks[end].flags&tfNL == 0 && (loan || s.foreignNamed(i, end)) {
		return true // "the shop on Praça Fonseca sells…": a type of no English word and a name of no English words
	}
	return s.fieldClosesAt(end) || s.calmAfter(end) || end < len(s.toks) && s.toks[end].r == '('
}

// afterDeliveryPreposition reports whether street type i follows the
// preposition of a destination of French, Spanish, Italian, German or
// Portuguese ("à", "a", "an", "para"): "envoie-le à rue de maillot".
func (s *scratch) afterDeliveryPreposition(i int) bool {
	p := s.prevWord(i)
	return p >= 0 && (s.wordIs(p, "a") || s.wordIs(p, "an") || s.wordIs(p, "para"))
}

// lowerStreetEnd returns the end of a street's name in a text without
// capitals, from word from: up to four words and particles, none a
// stopword, a time word or a common English word, that end at a clause's
// or the text's end or before a word that follows an address ("stp",
// "grazie"); or -1. A name that runs on into the sentence is no street's
// ("à rue pour voir le match").
func (s *scratch) lowerStreetEnd(from int) int {
	end := -1
	for w, m := 0, from; w < 4 && m >= 0 && m < len(s.toks) && s.isWord(m) && s.free(m); w, m = w+1, s.joinNext(m) {
		t := &s.toks[m]
		if afterAddressWords[string(s.wordBytes(m))] {
			return end
		}
		if t.cls&wcParticle != 0 || streetParticles[string(s.wordBytes(m))] {
			continue
		}
		if t.shape != shLower || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord|wcUnit) != 0 || wordLevel(s.resolved(m)) != 0 {
			return -1
		}
		end = m + 1
	}
	if end > 0 && s.lineEndsAt(end) {
		return end
	}
	return -1
}

// sinNumeroAt reports whether tokens i to i+2 are "S/N" or "s/n" after a
// space, as a word of its own.
func (s *scratch) sinNumeroAt(i int) bool {
	if i+2 >= len(s.toks) || s.text[s.toks[i].start:s.toks[i].end] != "S" && s.text[s.toks[i].start:s.toks[i].end] != "s" ||
		s.toks[i+1].r != '/' || s.toks[i+1].flags&(tfWord|tfSpace|tfNL) != 0 ||
		!s.isWord(i+2) || s.toks[i+2].flags&(tfSpace|tfNL) != 0 || !s.wordIs(i+2, "n") || s.toks[i].flags&(tfSpace|tfNL) != tfSpace {
		return false
	}
	return i+3 >= len(s.toks) || s.toks[i+3].flags&tfWord == 0 || s.toks[i+3].flags&(tfSpace|tfNL) != 0
}

// sinNumero reads "S/N" at word i after a street whose type is written
// first, maybe with a comma between ("Avenida de Camilo, S/N", "Calle
// Mayor s/n"), and adds the street with what follows it.
func (s *scratch) sinNumero(i int) {
	if !s.sinNumeroAt(i) {
		return
	}
	start, end := s.streetBeforeSpan(i)
	if end < 0 || s.toks[start].cls&wcStreetFirst == 0 || !s.allFree(start, i+3) {
		return
	}
	s.add(start, s.addressTail(i+3), labelStreet, s.confidence(0.2))
}

// cornerCueStart returns the first word of the corner's cue right before
// word i ("the corner of", "the intersection of", "junction of"), or -1.
func (s *scratch) cornerCueStart(i int) int {
	of := s.prevWord(i)
	if of < 0 || !s.wordIs(of, "of") {
		return -1
	}
	c := s.prevWord(of)
	if c < 0 || !(s.wordIs(c, "corner") || s.wordIs(c, "intersection") || s.wordIs(c, "junction")) {
		return -1
	}
	if t := s.prevWord(c); t >= 0 && s.wordIs(t, "the") {
		return t
	}
	return c
}

// corner extends a street over the corner it names: "the corner of",
// "the intersection of" before it, "and" and a second street after it,
// which needs no number ("the corner of Dalbraut 99 and Frederikke
// Coves": name words and a street type) or ends on its house number
// ("the corner of Alikollen 5D and Evensentunet 2").
func (s *scratch) corner(start, end int) (int, int) {
	of := s.prevWord(start)
	if of >= 0 && (s.wordIs(of, "and") || s.toks[of].r == '&') {
		return s.crossing(of), end
	}
	cue := s.cornerCueStart(start)
	if cue < 0 {
		return start, end
	}
	start = cue
	a := s.nextWord(end - 1)
	if a < 0 && end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) && s.toks[end-1].flags&tfDigit != 0 {
		a = s.nextWord(end) // "the corner of Kossuth utca 39. and Main Street": the house number's dot
	}
	if a >= 0 && s.toks[end-1].flags&tfDigit != 0 && s.free(a) && s.streetType(a) {
		a = s.typeAfterNumber(a) // "the corner of Nieuwe Baan 473 St. and Inna Loop St.": the corner's span takes it
	}
	if a < 0 || !s.wordIs(a, "and") && !(a < len(s.toks) && s.toks[a].r == '&') {
		return start, end
	}
	second := -1
	for w, m := 0, s.nextWord(a); w < 4 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		if s.houseNumber(m) {
			if w == 0 {
				if _, e := s.streetAfter(m); e > m {
					second = e
				}
			} else {
				second = s.numberTail(m + 1) // "…and Evensentunet 2", "…and rue Chaudet 37": the number ends the second street
			}
			break
		}
		if w > 0 && s.streetType(m) {
			second = m + 1
		}
		if !s.streetNameWord(m) && !s.cornerStreetWord(m) {
			break
		}
	}
	if second < 0 {
		second = s.cornerNumberLast(a)
	}
	if second < 0 {
		second = s.cornerNameOnly(a)
	}
	if second > end {
		end = s.addressTail(second) // "…and 9680 Larry Inlet Suite 218": the second street's flat
	}
	return start, end
}

// cornerNumberLast reads after the corner's "and" at a a number-last
// street that opens right after it, whatever marks its number ("…and
// Avenida Belgrano N° 215", "…and Castbergs Allé 9"), and returns its
// end, or -1.
func (s *scratch) cornerNumberLast(a int) int {
	b := s.nextWord(a)
	if b < 0 {
		return -1
	}
	for m := b + 1; m < b+8 && m < len(s.toks) && s.toks[m].flags&tfNL == 0; m++ {
		if !s.isWord(m) || !s.houseNumber(m) {
			continue
		}
		if st, e, weak := s.streetBefore(m); e > 0 && !weak && st == b && s.allFree(b, e) {
			return s.numberTail(e)
		}
		return -1
	}
	return -1
}

// cornerStreetWord reports whether lower-case word k may stand in the
// name of a corner's second street: a street type written first or after
// the name ("rue", "ulica", "utca", "pot") or a particle ("de", "v").
func (s *scratch) cornerStreetWord(k int) bool {
	t := &s.toks[k]
	return t.shape == shLower && (t.cls&(wcStreetFirst|wcParticle|wcArticle) != 0 || s.streetType(k))
}

// numberBefore extends a street over a building number of one to five
// digits written right before it, when the street opens on a number, a
// unit or Australia's floor ("91019 886/02 Shannon Wade", "40200 Level 4
// 5 Michael Strand", "72304 Suite 930 9 Allen Tollway") or ends on its
// own house number with more of an address than its shape ("9583
// Goljarjeva pot 986"), and returns the new start, or start. A number
// that could be a year, or that follows another number (a phone
// number's groups), is none.
func (s *scratch) numberBefore(start int) int {
	q := s.prevWord(start)
	if q < 0 || !s.free(q) || !s.plainNumber(q, 1, 5) || s.yearLike(q) {
		return start
	}
	if q > 0 && s.toks[q].flags&(tfSpace|tfNL) == 0 {
		return start // "(555) 12", "+49-30 12": glued to what comes before
	}
	if r := s.prevWord(q); r >= 0 && s.toks[r].flags&tfDigit != 0 {
		return start
	}
	return q
}

// nameBeforeNumber returns the start of a number-first street whose
// house number n has a street's name written before it too, as Nordic and
// Baltic addresses write a street ("at Tungata 11 Rott Crossroad",
// "located at Storgarden 52 Trajanka Forks"): one capitalised name word
// after "at", "to", "on" or an address cue, or a name that is no English
// word, name or place after a building number ("20789 Allika 46 Rott
// Crossroad"), or a name and a street type in lower case ("Merineitsi
// põik 87 van Gijn Summit"), or a whole street that its country writes
// before its number and that keeps it ("Via Gibilisco, 238 Venturi
// Trail", "plac Wróblewskiego 669 Mały Mall"), or a capitalised name
// that a Spanish article opens ("Los Aromos 49 Valdebenito Club").
// Otherwise it returns n: a word that opens a sentence is no street's
// name.
func (s *scratch) nameBeforeNumber(n int) int {
	if st, e, weak := s.streetBefore(n); e > n && st < n && !weak && s.allFree(st, n) {
		return st // "Via Gibilisco, 238 Venturi Trail", "Ulvefod Allé 143 Petersen Radial": a street written before its number
	}
	if st, e := s.cyrillicStreet(n); e > n && st < n && s.allFree(st, n) {
		return st // "пер. Астраханский, д. 572 Филатова Union"
	}
	if p := s.prevWord(n); p >= 0 && s.free(p) && s.toks[p].shape == shCap && s.streetNameWord(p) {
		if a := s.articleBefore(p); a < p {
			return a // "Los Aromos 49 Valdebenito Club": a Spanish article opens the name
		}
	}
	p := s.prevWord(n)
	if p >= 0 && s.free(p) && s.toks[p].shape == shLower && s.streetType(p) {
		if q := s.prevWord(p); q >= 0 && s.free(q) && s.toks[q].shape == shCap && s.streetNameWord(q) {
			return q // "Merineitsi põik 87 van Gijn Summit": a street with its type after the name
		}
	}
	if p < 0 || !s.free(p) || s.toks[p].shape != shCap || !s.streetNameWord(p) {
		return n
	}
	if q := s.prevWord(p); q >= 0 && s.free(q) && s.plainNumber(q, 1, 5) && !s.yearLike(q) && s.foreignStreetName(p) {
		return q // "20789 Allika 46 Rott Crossroad": a building number before the name
	}
	if s.toks[p].flags&tfSentStart != 0 {
		if s.foreignStreetName(p) {
			return p // "Tungata 11 Rott Crossroad" opening its line or sentence
		}
		return n
	}
	if q := s.prevWord(p); q >= 0 && (s.wordIs(q, "at") || s.wordIs(q, "to") || s.wordIs(q, "on") || s.toks[q].cls&wcAddressCue != 0) {
		return p
	}
	if s.placeBeforeName(p) && s.foreignStreetName(p) {
		return p // "the office is Tungata 11 Rott Crossroad", "from Storgarden 52 Trajanka Forks"
	}
	if s.valueOpensAt(p) && s.foreignStreetName(p) && s.d.orgs.lookup(s.wordBytes(p))&attrOrg == 0 {
		return p // "(Tungata 11 Rott Crossroad": not a firm the lists know, "(Microsoft 12 Main Street)"
	}
	return n
}

// valueOpensAt reports whether word p opens a value: right after an
// opening bracket or quote, or after a dash between spaces ("Our office
// (Tungata 11 Rott Crossroad…", "pick me up at \"Aqqusinersuaq 176 Pinto
// Hill…", "Billing address - Storgarden 52…").
func (s *scratch) valueOpensAt(p int) bool {
	if p == 0 || s.toks[p-1].flags&tfWord != 0 {
		return false
	}
	switch s.toks[p-1].r {
	case '(', '[', '"', '“', '«', '\'':
		return s.glued(p)
	}
	return s.spacedDash(p - 1)
}

// crossing returns the start of a corner written without its cue, the
// word "and" at a and one or two capitalised words before it that open
// their phrase: at a line's start, after a punctuation mark (a colon, a
// quote, a bracket, a comma), or after a word in lower case ("the same:
// Maarit and Hersnapvej 75", "to Katrina and Rúa do Paseo 46", "near
// Maarit and Hersnapvej 75"; in a text without capitals, words that are
// none of the commonest English words: "michael and ariesingel 53").
// Otherwise it returns the street's start,
// a + 1: a third capitalised word makes them a longer name.
func (s *scratch) crossing(a int) int {
	first := -1
	for w, k := 0, s.prevWord(a); w < 2 && k >= 0 && s.free(k) && s.streetNameWord(k) && (s.toks[k].shape == shCap || s.noUpper && !s.common(k, 4)); w, k = w+1, s.prevWord(k) {
		first = k
	}
	if first < 0 {
		return a + 1
	}
	if s.toks[first].flags&tfLineStart != 0 {
		return first
	}
	if p := first - 1; p >= 0 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == ':' {
		return first
	}
	if p := s.prevWord(first); p >= 0 && s.toks[p].flags&tfDigit == 0 && (s.toks[p].shape == shLower || s.toks[p].flags&tfSentStart != 0 && s.toks[p].cls&wcStopword != 0) {
		return first // "near Maarit and Hersnapvej 75", "Is Ondrej and Nobelova 22…?": a word in lower case or a function word opening the sentence before the names
	}
	if p := first - 1; p >= 0 && s.toks[p].flags&tfWord == 0 && s.toks[first].flags&tfNL == 0 {
		return first // "\"Maarit and Hersnapvej 75\"", "(Đoko and ul. Miła 53)": a field's or a bracket's start
	}
	return a + 1
}

// sandwichedName reports whether word k, between a building number and a
// house number, may end a street's name: no capital inside a capitalised
// word ("20789 Allika 46", "Sur 806 Interior 358", "Unit 321 Dapdap
// Building 7"; not "128 KiB 32", a size in a table).
func (s *scratch) sandwichedName(k int) bool {
	t := &s.toks[k]
	return t.shape != shCap || t.flags&tfTitle != 0
}

// untypedStreet reads a street whose name has no street type or ending
// ("Puruntie 82", "Edeby 55", "28245 Dalmatinova 43"), ending at house
// number n: one or two capitalised words and the number, only where
// something else says it is an address: an address cue before it ("his
// address:", "lives at", "Anschrift:"), a number before the name too
// ("20789 Allika 46"), or a flat or suite right after it. A product
// alone ("Gradle 8") names none, and a German noun alone that is no
// English word or unit ("Gleis 4") only before a postcode and a town.
func (s *scratch) untypedStreet(n int) (int, int) {
	// n is a house number already (streets checks it).
	if s.toks[n].flags&(tfSpace|tfNL) != tfSpace {
		return -1, -1
	}
	start := -1
	for w, k := 0, s.prevWord(n); w < 2 && k >= 0 && s.free(k) && s.streetNameWord(k) && (s.toks[k].shape != shUpper || s.upperForeignName(k)); w, k = w+1, s.prevWord(k) {
		if w > 0 && s.noUpper && wordLevel(s.resolved(k)) != 0 {
			break // "the courier needs hůlkova 34, …": in small letters an English word opens no name
		}
		start = k
	}
	if start < 0 {
		if q := s.nounNameBefore(n); q >= 0 {
			return q, n + 1 // "Krvavi most 8b\n69059 Otok"
		}
		return -1, -1
	}
	if start == s.prevWord(n) && s.toks[start].cls&wcTechTerm != 0 {
		return -1, -1 // "lives on Gradle 8", "4 Beta 2": a product's version
	}
	sandwich := false
	if k := s.prevWord(start); k >= 0 && s.free(k) && s.plainNumber(k, 1, 5) && s.sandwichedName(n-1) {
		start, sandwich = k, true
	}
	unitAfter := false
	if k := s.nextWord(n); k >= 0 && (s.toks[k].cls&wcUnit != 0 || s.oficina(k) > k) {
		unitAfter = true // "Puruntie 82 Apt. 4", "Los Lirios 91 Of. 2041"
	}
	if a := s.resolved(start); !sandwich && !unitAfter && start == s.prevWord(n) && a&attrNounDE != 0 && wordLevel(a) == 0 &&
		s.toks[start].cls&wcUnit == 0 && !s.townAfterComma(n) {
		// "stops at Gleis 4", "Platz 1": a German noun and a count, unless
		// a postcode and a town follow; not an English word or a unit
		// ("Block 11 Lot 17", "Level 3", "Studio 59").
		return -1, -1
	}
	if e := s.typeAfterHouseNumber(start, n); !sandwich && e > n {
		return start, e // "enter on Hoge Wei 32 St."
	}
	if !sandwich && !unitAfter && !s.addressCueBefore(start) && !s.streetKeyBefore(start) && !s.townAfterComma(n) && !s.slavicStreetName(n-1) &&
		!s.placeNounBefore(start, n) && !s.addressNounAfter(n+1) && !s.chileRegionAfter(n+1) && !s.foreignStreetAfterPlace(start, n) &&
		!s.postalTailAfter(start, n+1) && !s.farCueBefore(start, n) && !s.pairedFirstName(start, n) && !s.townLineBelow(start, n) {
		return -1, -1
	}
	return start, n + 1 // streets checks that more of an address surrounds a bare sandwich
}

// streetKeyBefore reports whether word i opens the value of a record's
// street key ("street: Durychova 610", "strasse=Ekgränd 5").
func (s *scratch) streetKeyBefore(i int) bool {
	if i < 2 || s.toks[i].flags&tfNL != 0 || s.toks[i-1].flags&tfWord != 0 || s.toks[i-1].r != ':' && s.toks[i-1].r != '=' {
		return false
	}
	return s.isWord(i-2) && streetKeys[string(s.wordBytes(i-2))]
}

// addressCueBefore reports whether an address cue is among the four words
// before word i, in the same sentence.
func (s *scratch) addressCueBefore(i int) bool {
	return s.amongFourBefore(i, func(j int) bool { return s.toks[j].cls&wcAddressCue != 0 })
}

// farCueBefore reports whether an address cue stands among the twelve
// words before the street name at start, in the same sentence, when the
// name is one word of no English word, name or place and its number n
// ends the text, the line or the clause ("The address of Expert Health
// Data Programming Inc is Aqqusinersuaq 99"; "the address book moved to
// Version 2" keeps its English word). A cue that names another kind of
// address or heads a compound counts none ("The IP address changed after
// I upgraded to Manjaro 23", "Address space layout randomization is off
// in Qubes 4").
func (s *scratch) farCueBefore(start, n int) bool {
	if s.prevWord(n) != start || s.toks[start].shape != shCap || !s.foreignStreetName(start) || !s.lineEndsAt(n+1) {
		return false
	}
	words := 0
	for j := start - 1; j >= 0 && words < 12; j-- {
		t := &s.toks[j]
		if t.flags&tfWord == 0 {
			if t.r == '.' || t.r == '!' || t.r == '?' || t.r == ';' || t.flags&tfNL != 0 {
				return false
			}
			continue
		}
		if t.cls&wcAddressCue != 0 {
			return !s.otherAddress(j)
		}
		if t.flags&tfNL != 0 {
			return false
		}
		words++
	}
	return false
}

// otherAddress reports whether address cue j names no street address: a
// network's, a mailbox's or a program's ("IP address", "email address",
// "MAC address"), or the head of a compound with the word in small
// letters after it that is no function word ("address space", "address
// changed").
func (s *scratch) otherAddress(j int) bool {
	if p := s.prevWord(j); p >= 0 {
		switch string(s.wordBytes(p)) {
		case "ip", "ipv4", "ipv6", "mac", "email", "mail", "web", "memory", "wallet", "return", "reply", "sender", "server", "network":
			return true
		}
	}
	k := s.nextWord(j)
	return k >= 0 && s.toks[k].shape == shLower && s.toks[k].cls&wcStopword == 0 && !functionWords.has(s.wordBytes(k))
}

// amongFourBefore reports whether one of the four words before word i, in
// the same sentence, is one match accepts.
func (s *scratch) amongFourBefore(i int, match func(j int) bool) bool {
	words := 0
	for j := i - 1; j >= 0 && words < 4; j-- {
		t := &s.toks[j]
		if t.flags&tfWord == 0 {
			if t.r == '.' || t.r == '!' || t.r == '?' {
				return false
			}
			continue
		}
		if match(j) {
			return true
		}
		words++
	}
	return false
}

// poBox reads a post-office box, a rural route's box or a military
// address at word k: "P.O. Box 149", "PO Box 149", "Post Office Box
// 149", "RR 2 Box 152",
// "Postfach 1234", "PSC 0413, Box 8144", "Unit 4719 Box 7394". It returns
// the end, or k.
func (s *scratch) poBox(k int) int {
	j := k
	switch {
	case s.wordIs(j, "p") && j+3 < len(s.toks) && s.toks[j+1].r == '.' && s.wordIs(j+2, "o") && s.toks[j+3].r == '.':
		j += 4
	case s.wordIs(j, "rr") && (s.toks[j].shape == shUpper || s.noUpper):
		m := s.nextWord(j) // "RR 2 Box 152": a rural route and its box
		if m < 0 || !s.plainNumber(m, 1, 3) {
			return k
		}
		j = m + 1
		if j < len(s.toks) && s.toks[j].r == ',' {
			j++
		}
		if j < len(s.toks) && s.toks[j].flags&tfWord == 0 {
			return k
		}
	case s.wordIs(j, "post"):
		m := s.nextWord(j) // "Post Office Box 417": the box written in full
		if m < 0 || !s.wordIs(m, "office") {
			return k
		}
		j = m + 1
	case s.wordIs(j, "po") || s.wordIs(j, "psc") || s.wordIs(j, "postfach") || s.wordIs(j, "postbox"):
		if s.wordIs(j, "postfach") || s.wordIs(j, "postbox") {
			if m := s.nextWord(j); m >= 0 && s.plainNumber(m, 1, 6) {
				return m + 1
			}
			return k
		}
		j++
		if s.wordIs(k, "psc") {
			m := s.nextWord(k)
			if m < 0 || !s.plainNumber(m, 1, 5) {
				return k
			}
			j = m + 1
			if j < len(s.toks) && s.toks[j].r == ',' {
				j++
			}
		}
	default:
		return k
	}
	if !s.isWord(j) || !s.wordIs(j, "box") {
		return k
	}
	m := s.nextWord(j)
	if m < 0 || !s.plainNumber(m, 1, 6) {
		return k
	}
	return m + 1
}

// shipPrefix reports whether word k names a ship of the US services, as
// their mail addresses start ("USNS Bergman", "USS Lorenzen").
func (s *scratch) shipPrefix(k int) bool {
	if s.toks[k].shape != shUpper && !s.noUpper {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "usns", "uss", "usnv", "uscgc":
		return true
	}
	return false
}

// poBoxes finds the post-office boxes and military addresses, with their
// tails ("P.O. Box 242", "PSC 0413, Box 8144\nAPO AA 42323").
func (s *scratch) poBoxes() {
	for _, ci := range s.caps {
		k := int(ci)
		if w := s.wordBytes(k); len(w) == 0 || w[0] != 'p' && w[0] != 'u' && w[0] != 'r' || !s.free(k) {
			continue // every box starts with P (P.O., PO, PSC, Postfach), R (RR) or U (Unit, USNS)
		}
		end := s.poBox(k)
		if end <= k && s.shipPrefix(k) {
			// "USNS Bergman\nFPO AP 93757": a ship's name, then its fleet post office.
			if m := s.nextWord(k); m >= 0 && (s.capWord(m) || s.noUpper && s.toks[m].flags&tfDigit == 0) { // "usns cabrera\nfpo ap 38644" in a text without capitals
				if e := s.addressTail(m + 1); e > m+1 {
					end = e
				}
			}
		}
		if end <= k && s.toks[k].cls&wcUnit != 0 && s.wordIs(k, "unit") {
			// "Unit 4719 Box 7394": a military unit and its box.
			if m := s.nextWord(k); m >= 0 && s.plainNumber(m, 1, 5) {
				if b := s.nextWord(m); b >= 0 && s.wordIs(b, "box") {
					if z := s.nextWord(b); z >= 0 && s.plainNumber(z, 1, 6) {
						end = z + 1
					}
				}
			}
		}
		if end <= k || !s.allFree(k, end) {
			continue
		}
		end = s.addressTail(end)
		start := k
		if p := s.prevWord(k); p >= 0 && s.free(p) && s.plainNumber(p, 1, 6) {
			start = p // "609 P.O. Box 186": a number that opens the box's line
		}
		s.add(start, end, labelStreet, s.confidence(0.2))
	}
}

// tight reports whether the tokens of toks[from:to] are at most two
// bytes apart, as the words of one street are, or on the next line
// (indented lines of a YAML block).
func (s *scratch) tight(from, to int) bool {
	for k := from + 1; k < to; k++ {
		if s.toks[k].start-s.toks[k-1].end > 2 && s.toks[k].flags&tfNL == 0 {
			return false
		}
	}
	return true
}

// allFree reports whether no word of toks[from:to] is taken.
func (s *scratch) allFree(from, to int) bool {
	for k := from; k < to; k++ {
		if s.toks[k].flags&tfUsed != 0 {
			return false
		}
	}
	return true
}

// houseNumber reports whether word k is a house number: one to five
// digits, with at most one letter after them ("12", "26a", "91b").
func (s *scratch) houseNumber(k int) bool {
	t := &s.toks[k]
	w := s.text[t.start:t.end]
	d := 0
	for d < len(w) && w[d] >= '0' && w[d] <= '9' {
		d++
	}
	if d < 1 || d > 5 {
		return false
	}
	if len(w) > d+1 && w[d] == '-' && d <= 4 {
		// A range of numbers: "93-89", "3-9".
		e := d + 1
		for e < len(w) && w[e] >= '0' && w[e] <= '9' {
			e++
		}
		if e-d-1 < 1 || e-d-1 > 4 || e != len(w) {
			return false
		}
		return true
	}
	return d == len(w) || len(w) == d+1 && isASCIILetter(w[d])
}

// numberTail returns the end of a house number ending before token end,
// over a second number or a letter glued to it by a slash ("5/8",
// "95/46", "12/A", as Italy writes a building's letter).
func (s *scratch) numberTail(end int) int {
	if end+1 < len(s.toks) && s.toks[end].r == '/' && s.toks[end].flags&(tfWord|tfSpace|tfNL) == 0 &&
		s.toks[end+1].flags&(tfSpace|tfNL) == 0 && (s.plainNumber(end+1, 1, 4) || s.buildingLetter(end+1)) {
		return end + 2
	}
	return end
}

// buildingLetter reports whether word k is one letter that ends its word
// and is followed by no other glued word ("12/A,", "1/B.").
func (s *scratch) buildingLetter(k int) bool {
	t := &s.toks[k]
	return s.isWord(k) && t.end-t.start == 1 && isASCIILetter(s.text[t.start]) &&
		(k+1 >= len(s.toks) || s.toks[k+1].flags&(tfSpace|tfNL) != 0 || s.toks[k+1].flags&tfWord == 0 && s.toks[k+1].r != '/')
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// plainNumber reports whether word k is digits only, between min and max
// of them.
func (s *scratch) plainNumber(k, min, max int) bool {
	if !s.isWord(k) {
		return false
	}
	t := &s.toks[k]
	n := t.end - t.start
	if t.letters != 0 || n < min || n > max {
		return false
	}
	for _, c := range []byte(s.text[t.start:t.end]) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// streetAfter reads a number-first street from house number n: [another
// number] [","] [bis|ter] then a street type and its name, or name words
// and a street type, or a word with a street ending. It returns the
// street's span, or -1, -1.
func (s *scratch) streetAfter(n int) (int, int) {
	j := n
	if k := s.nextWord(j); k >= 0 && s.free(k) && s.houseNumber(k) {
		j = k // "17151 2450 Crown St", "1987 74 Diakou Street"
	}
	k := s.nextWordOrComma(j)
	if k < 0 && j == n {
		k = s.numberOwnLine(n) // "H.No. 97\nRamaswamy Circle"
	}
	if k < 0 || !s.free(k) {
		return -1, -1
	}
	if s.wordIs(k, "bis") || s.wordIs(k, "ter") || s.wordIs(k, "quater") {
		if k = s.nextWordOrComma(k); k < 0 || !s.free(k) { // "12 bis, rue de la Paix"
			return -1, -1
		}
	}
	if e := s.numberedRoute(n, k); e > k {
		return n, e // "3650 Highway 260", "1032 Route 293" (a French type written first too)
	}
	t := &s.toks[k]
	if t.cls&wcStreetFirst != 0 && (t.shape != shUpper || s.upperTypeFirst(k)) || s.quebecType(k) {
		from := k + 1
		if from < len(s.toks) && s.toks[from].r == '.' && s.toks[from].flags&tfSpace == 0 {
			from++ // "78 av. Voltaire"
			if from < len(s.toks) {
				if end := s.streetNameAfterDot(from); end > from {
					return n, end
				}
			}
			return -1, -1
		}
		if end := s.streetName(from); end > from {
			return n, end
		}
		return -1, -1
	}
	if s.streetEndingWord(k) && !bareEnding(s.wordBytes(k)) {
		end := k + 1
		if end < len(s.toks) && s.toks[end].r == '.' && s.toks[end].flags&tfSpace == 0 {
			end++ // "Bergstr."
		}
		if m := s.nextWord(end - 1); m >= 0 && s.houseNumber(m) {
			end = m + 1 // "6750 Koskikatu 25"
		}
		return n, end
	}
	// Name words, then a street type: "1668 Glyn St", "512 Country Club
	// Rd" (a type word may also be part of the name: "Club").
	if d := s.nextWord(k); d >= 0 && s.directionBefore(k) && (s.capWord(d) || s.ordinalName(d)) && s.free(d) {
		k = d // "12 N Main St", "4354 SE Richardson St", "6538 West 57th Avenue": a direction before the name
	}
	end := -1
	for w, m := 0, k; w < 4 && m >= 0 && s.free(m); w, m = w+1, s.nextSaintWord(m) {
		if m = s.nameLead(m, w); !s.free(m) {
			break
		}
		if w > 0 && s.streetType(m) {
			end = m + 1
			if end < len(s.toks) && s.toks[end].r == '.' && s.toks[end].flags&tfSpace == 0 {
				end++
			}
		}
		if !s.streetNameWord(m) && !s.streetType(m) && (w > 0 || s.toks[n].end-s.toks[n].start < 3 || !s.ordinalName(m) && !s.timeNameAfter(n, m)) && (w > 0 || !s.vietnamName(m)) {
			break // "123 5th Avenue", "51834 April Walks": an ordinal or a month names a street after a house number of three digits or more
		}
	}
	if end < 0 {
		return -1, -1
	}
	if d := s.nextWord(end - 1); d >= 0 && s.free(d) && (s.capWord(d) || s.directionInitial(d)) && directions[string(s.wordBytes(d))] &&
		(s.lineEndsAt(d+1) || s.unitAt(s.nextWord(d))) {
		end = d + 1 // "67 Devon Street West": a direction after the type
	}
	if m := s.nextWordAfter(end - 1); m >= 0 && s.plainNumber(m, 1, 4) && s.free(m) {
		end = m + 1 // "6076 Piroska u. 97", "75956 Rákóczi út 66": a number after the type too
		if end < len(s.toks) && s.toks[end].r == '.' && s.toks[end].flags&tfSpace == 0 {
			end++
		}
	}
	return n, end
}

// timeNameAfter reports whether word m, capitalised, is a time word (a
// month, a day) right after house number n, where it may open a street's
// name ("51834 April Walks", "95711 April Harbor"): streetAfter asks it
// only after a number of three digits or more, which names no day of a
// date ("12 May Road" stays out), the number is no year ("Since 1998
// Friday Night Lights aired"), and a street type must follow.
func (s *scratch) timeNameAfter(n, m int) bool {
	return s.toks[m].shape == shCap && s.toks[m].cls&wcTimeWord != 0 && s.nextWord(n) == m && !s.yearLike(n)
}

// nextSaintWord is nextWord, and past "St." when a capitalised name
// follows it: Saint in a street's name ("1819 St. John Street").
func (s *scratch) nextSaintWord(m int) int {
	if k := s.nextWord(m); k >= 0 {
		return k
	}
	if m+2 < len(s.toks) && s.wordIs(m, "st") && s.toks[m+1].r == '.' && s.glued(m+1) && s.isWord(m+2) &&
		s.toks[m+2].shape == shCap && s.toks[m+2].flags&tfNL == 0 {
		return m + 2
	}
	return -1
}

// englishShortTypes are the English street types of two letters, written
// in lower case in a text without capitals.
var englishShortTypes = wordSet("st rd ln ct sq")

// unitAt reports whether word k (maybe -1) names a flat or a suite.
func (s *scratch) unitAt(k int) bool { return k >= 0 && s.toks[k].cls&wcUnit != 0 }

// directions are the compass points written after a street's type
// ("Devon Street West", "Main St N").
var directions = wordSet("north south east west n s e w ne nw se sw")

// streetBefore reads a number-last street ending at house number n: a
// word with a street ending ("Birkenweg 43", "Bergstr. 2"), name words
// then a street type ("Erzsébet tér 19"), or a street type that comes
// first, then name words ("Calle Mayor 22", "Am Sonnenhang 53"). A
// number before the street joins it ("28245 Puruntie 82").
//
// A street needs a name: a street ending alone ("Platz 1", "Allée 12")
// is a noun and its number. The street is weak, an address only with
// more of one around it (streets), when nothing but its shape says it is
// a street and the words before it say it is a noun: a compound with a
// street ending alone that starts a sentence or follows an article
// ("Lagerplatz 101 ist voll", "den Stellplatz 14", "Fertigungsstraße 2
// steht still"), or a type after a word that only starts the sentence
// ("Embarquement porte 51"); "an Amselweg 7", "in der Ahornstraße 12"
// and "Andrássy út 12" are streets.
func (s *scratch) streetBefore(n int) (start, end int, weak bool) {
	start, end = s.streetBeforeSpan(n)
	if end < 0 {
		return start, end, false
	}
	first := start
	if s.plainNumber(first, 1, 5) {
		first = s.nextWord(first)
	}
	j := n - 1
	if s.toks[j].flags&tfWord == 0 {
		j--
	}
	switch {
	case s.streetEndingWord(j):
		if first != j {
			// "Brucker Bundesstrasse 31": a name before the compound; a
			// common English word opening the sentence before a bare
			// ending is a verb or a noun ("See Platz 101 for details").
			weak = first == j-1 && s.toks[first].flags&tfSentStart != 0 && s.common(first, 3) && bareEnding(s.wordBytes(j))
			break
		}
		if bareStreetEnding[string(s.wordBytes(j))] {
			return -1, -1, false // "Platz 1": no name
		}
		// A German common noun with a street ending ("Bahnsteig",
		// "Stellplatz") is a street only with more of an address.
		// A row's field or a key's value that an address holds is no
		// sentence: there the compound and its number are the whole value,
		// and so are they on a line of their own or after a field's colon.
		weak = s.nounPosition(j) && !s.addressField(j, s.numberTail(n+1)) && !s.compoundInEnglish(j) && !s.lineOfItsOwn(j, n) && !s.fieldOpens(j) ||
			s.resolved(j)&attrNounDE != 0 && !s.germanRoadInEnglish(j) || s.afterBarePreposition(j) || numberedPlace(s.wordBytes(j))
	case first == j-1 && first != start:
	case first == j-1 && s.toks[first].cls&wcStreetFirst == 0 && s.toks[j].cls&wcStreetType == 0:
		// "Erzsébet tér 19": a name word, then a type that is a word
		// ("porte", "tér"), not an abbreviation ("Király u. 15").
		weak = s.toks[first].flags&tfSentStart != 0 && s.resolved(first)&(nameBits|placeBits) == 0 || s.nounPosition(first) ||
			s.toks[first].cls&wcStopword != 0 || streetPrepositions[string(s.wordBytes(first))] // a function word names no street: "sont en porte 18"
	}
	return start, end, weak
}

// addressField reports whether toks[from:to] fill a field of a row or a
// key's value that an address holds: a field that a postcode follows in
// one of the next two fields ("Kensyplatz 8;09151;Böblingen",
// "\"Linaweg 51\",\"Duizel\",\"9651 GE\""), or the value of an
// address key ("street: Seppdreef 714", "addr=\"rue de Maillot\""). A
// field holds no sentence, so a compound there is no noun that opens one;
// but a noun and its number fill fields too ("Lagerplatz 101;Palette",
// "Status: Lagerplatz 101"), so the field alone is no proof.
func (s *scratch) addressField(from, to int) bool {
	p := from - 1
	if p >= 0 && s.toks[p].flags&tfWord == 0 && s.toks[p].r == '"' {
		p-- // a quoted value
	}
	key := false
	switch {
	case p < 0:
	case s.toks[p].flags&tfWord != 0:
		return false
	case s.toks[p].r == ':' || s.toks[p].r == '=':
		k := p - 1
		if k >= 0 && s.toks[k].flags&tfWord == 0 && s.toks[k].r == '"' {
			k--
		}
		if k < 0 || !s.isWord(k) || s.toks[k].cls&wcAddressCue == 0 && !streetKeys[string(s.wordBytes(k))] {
			return false
		}
		key = true
	case s.toks[p].r != ';' && s.toks[p].r != '|' && s.toks[p].r != ',':
		return false
	}
	if to < len(s.toks) && s.toks[to].flags&tfWord == 0 && s.toks[to].r == '"' {
		to++
	}
	if to >= len(s.toks) || s.toks[to].flags&tfNL != 0 {
		return key
	}
	if t := &s.toks[to]; t.flags&tfWord != 0 || t.r != ';' && t.r != '|' && t.r != ',' {
		return false
	}
	if key || p >= 0 && s.addressColumn(from, s.toks[p].r) {
		return true
	}
	// The postcode opens one of the next two fields.
	sep := s.toks[to].r
	for field, n := 0, to+1; field < 2 && n < len(s.toks) && n < to+12 && s.toks[n].flags&tfNL == 0; field++ {
		if s.toks[n].flags&tfWord == 0 && s.toks[n].r == '"' {
			n++
		}
		if n < len(s.toks) && s.isWord(n) && s.postcode(n) && s.toks[n].flags&tfNL == 0 {
			return true
		}
		for n < len(s.toks) && n < to+12 && s.toks[n].flags&tfNL == 0 && (s.toks[n].flags&tfWord != 0 || s.toks[n].r != sep) {
			n++
		}
		n++
	}
	return false
}

// streetKeys are the keys of a record whose value is a street ("street:",
// "strasse=", "rue:"), besides the address cues.
var streetKeys = wordSet("street strasse straat rue calle rua via")

// bareStreetEnding are the street endings as words of their own: with a
// number and no name before them, a rank, an aisle or a place ("Platz 3",
// "Allee 12"), not a street.
var bareStreetEnding = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("strasse gasse gade allee weg steeg steig damm dreef ufer plass vej vegen veien " +
		"vagen gatan plein graben laan torget straat gracht braut katu platz kuja utca ulica gata straeti stradi vaenget") {
		m[w] = true
	}
	return m
}()

// nounPosition reports whether word k stands where a common noun does:
// first in its sentence, or right after an article that no preposition
// precedes ("den Stellplatz", "la porte"; not "in der Ahornstraße").
func (s *scratch) nounPosition(k int) bool {
	if s.toks[k].flags&tfSentStart != 0 {
		return true
	}
	a := s.prevWord(k)
	if a < 0 || a != k-1 || !plainArticles[string(s.wordBytes(a))] {
		return false
	}
	p := s.prevWord(a)
	return p < 0 || !streetPrepositions[string(s.wordBytes(p))]
}

// afterBarePreposition reports whether word k follows a German
// preposition without an article: a street's name takes one after such a
// preposition ("auf der Hauptstraße", "von der Lindenstraße"), a noun and
// its number do not ("auf Bahnsteig 4", "von Stellplatz 12").
func (s *scratch) afterBarePreposition(k int) bool {
	p := s.prevWord(k)
	return p >= 0 && barePrepositions[string(s.wordBytes(p))]
}

// barePrepositions are the German prepositions of afterBarePreposition;
// not "an" and "in", before which a street may stand alone ("an
// Amselweg 7").
var barePrepositions = wordSet("auf von zu ab bis nach uber")

// plainArticles are the articles of EN, FR, DE, ES and IT (folded; not
// "a" and "an", which are also prepositions: "à", German "an"), and
// streetPrepositions the prepositions that may stand before an article
// and a street ("in der", "an der", "dans la", "en la").
var (
	plainArticles      = wordSet("der die das den dem des ein eine einen einem einer eines le la les l un une the el los las una il lo gli")
	streetPrepositions = wordSet("in an auf aus bei nach von zu vor hinter uber unter neben a dans sur vers de en at on to from near by por da di su")
)

// wordSet returns the words of a space-separated list as a set.
func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// streetBeforeSpan is streetBefore's span.
func (s *scratch) streetBeforeSpan(n int) (int, int) {
	j := n - 1
	comma := false
	if m := s.numeroBefore(n); m >= 0 {
		j = m // "Av. Jujuy N° 187": a mark of the number after the name
	} else if j >= 0 && s.toks[j].r == '.' && s.toks[j].flags&tfWord == 0 && s.toks[n].flags&tfSpace != 0 {
		j-- // "Bergstr. 2"
	} else if j >= 1 && s.toks[j].r == ',' && s.toks[j].flags&(tfWord|tfSpace|tfNL) == 0 && s.toks[n].flags&(tfSpace|tfNL) == tfSpace {
		j--
		comma = true // "Viale Dibiasi, 225", "Calle Mayor, 22": a type written first
		if m := s.nextWord(n); s.yearLike(n) && m >= 0 && s.capWord(m) && s.commonNoun(m) && !s.knownTown(m, m+1) {
			return -1, -1 // "Via Roma, 2019 Anniversary edition": a year and what it names
		}
	} else if s.toks[n].flags&(tfSpace|tfNL) != tfSpace {
		return -1, -1
	}
	if !s.isWord(j) || !s.free(j) || s.toks[j].flags&tfDigit != 0 {
		return -1, -1
	}
	start := -1
	switch {
	case s.streetEndingWord(j):
		start = j
		for k := s.prevWord(start); k >= 0 && s.free(k) && s.toks[k].shape == shCap && s.streetNameWord(k) &&
			s.toks[k].cls&wcStopword == 0; k = s.prevWord(k) {
			start = k // "Brucker Bundesstrasse 31"
		}
		if a := s.abbreviatedType(start); a >= 0 {
			start = a // "C. Beerninckstraat 88"
		}
	default:
		// Back over name words to a street type.
		for w, k := 0, j; w < 6 && k >= 0 && s.free(k); w, k = w+1, s.prevStreetWord(k) {
			t := &s.toks[k]
			if t.cls&wcStreetFirst != 0 && k < j && (t.shape == shCap || t.shape == shUpper && s.upperStreetName(k, j) ||
				t.shape == shLower && (s.noUpper || comma && s.postcodeTown(n) || s.lowerTypeFirst(k, n))) ||
				comma && k < j && s.brazilCommaType(k, n) {
				if s.wordIs(k, "am") && (t.shape != shCap || k+1 != j) {
					break // "Am" takes one capitalised word: "Am Sonnenhang 53"
				}
				if s.wordIs(k, "gang") && j == n-1 && s.countedNounAfter(n) {
					break // "Gang Starr 2 tapes": a count; "Gang Sukajadi No. 79"
				}
				start = k
				if p := s.prevWord(k); p >= 0 && s.wordIs(k, "gang") && s.toks[p].shape == shCap {
					if a := s.abbreviatedType(p); a >= 0 {
						start = a // "Jl. Merdeka Gang Mawar 12": the road the lane leaves
					}
				}
				break
			}
			if k < j && s.ejeVial(k) {
				start = k // "Eje vial Oquendo 773"
				break
			}
			if k < j && s.czechPreposition(k) && s.foreignStreetName(j) {
				start = k // "Pod Floriánem 16", "Na Bělidle 12"
				break
			}
			if t.shape == shLower && t.letters >= 3 && t.cls&wcStopword == 0 && wordLevel(s.resolved(k)) == 0 {
				if p := s.prevWord(k); p >= 0 && s.free(p) && s.czechPreposition(p) && s.foreignStreetName(j) {
					start = p // "Pod lipami 7c", "Pri mostiščarjih 9": the name in small letters after the preposition
					break
				}
			}
			if w > 0 && k == j-1 && s.streetType(j) && s.toks[j].cls&wcStreetFirst == 0 && s.streetNameWord(k) {
				start = s.typeFirstBefore(k) // "Erzsébet tér 19", "Király u. 15"; "Calle de Delia Lago 85"
				break
			}
			if w == 0 && s.streetType(k) {
				continue
			}
			if !s.streetNameWord(k) && !s.streetParticle(k) && !s.quadrantAfterType(k) {
				break
			}
		}
	}
	if start < 0 {
		start = s.abbreviatedType(j)
	}
	town := -1
	if comma {
		town = s.commaPostcodeTown(n)
	}
	if start < 0 || comma && s.toks[start].cls&wcStreetFirst == 0 && start+1 < len(s.toks) && s.toks[start+1].r != '.' && s.toks[start+1].r != '/' &&
		!s.brazilCommaType(start, n) && (town < 0 || !s.streetEndingWord(j) || bareStreetEnding[string(s.wordBytes(j))]) {
		return -1, -1
	}
	if k := s.prevWord(start); k >= 0 && s.free(k) && s.plainNumber(k, 1, 5) {
		start = k
	}
	if comma && s.toks[start].shape == shLower && (!s.noUpper || s.postcodeTown(n)) {
		return start, s.province(s.townWords(n + 1)) // "rue Dupuy, 80805 Besnard": a postcode, no house number
	}
	if town > 0 {
		return start, town // "Via Roma, 56011 Gabella", "Parkgatan, 72070 Kristianstad"
	}
	return start, n + 1
}

// postcodeTown reports whether number n is a postcode with its town after
// it ("80805 Besnard"): a street type in lower case before it, as French
// writes it, then names a street without a number ("rue Dupuy, 80805
// Besnard").
func (s *scratch) postcodeTown(n int) bool {
	return s.plainNumber(n, 5, 5) && s.townWords(n+1) > n+1
}

// abbreviatedType returns the start of a street whose name ends at word j
// and whose type is an abbreviation with a dot before the name, as Spain
// and Poland write them ("C. Nidia Barba", "Avda. Rio Nalon", "Ctra. de
// Toledo", "ul. Narewska"), or -1.
func (s *scratch) abbreviatedType(j int) int {
	f := -1
	for w, k := 0, j; w < 5 && k >= 0 && s.free(k) && (s.streetNameWord(k) || s.streetParticle(k) && k < j); w, k = w+1, s.prevWord(k) {
		f = k
	}
	if f < 2 || !s.streetNameWord(f) && !(f < j && s.streetParticle(f)) || s.toks[f-1].r != '.' && s.toks[f-1].r != '/' ||
		s.toks[f-1].flags&(tfWord|tfSpace) != 0 || s.toks[f].flags&(tfSpace|tfNL) != tfSpace {
		return -1
	}
	if s.toks[f-1].r == '/' {
		if a := f - 2; s.isWord(a) && s.free(a) && s.toks[a].shape == shInitial && s.wordIs(a, "c") {
			return a // "C/ Mayor": Spain's calle
		}
		return -1
	}
	a := f - 2
	if !s.isWord(a) || !s.free(a) {
		return -1
	}
	switch sh := s.toks[a].shape; string(s.wordBytes(a)) {
	case "c", "avda", "av", "ctra", "pza", "pl", "pje", "ps", "cl", "trav", "r", "jl", "gg":
		// Spain's Calle, Avenida, Carretera…, Portugal's Rua ("R. de
		// Andrade"), Indonesia's Jalan and Gang ("Jl. Laswi", "Gg. Ahmad
		// Yani No. 781"); in lower case only in a text without capitals.
		if sh == shInitial || sh == shCap || s.noUpper && sh == shLower {
			return a
		}
		if n := s.nextWord(j); sh == shLower && s.wordIs(a, "pl") && (n < 0 || !s.yearLike(n)) {
			return a // Poland's plac in lower case: "pl. Wolności 347"; not "pl. Smith 2019", a citation
		}
	case "ul", "al", "os":
		// Polish ulica, aleja, osiedle, in either case ("ul. Narewska
		// 94"); not "et al." before a name and a year.
		if p := s.prevWord(a); sh != shUpper && (p < 0 || !s.wordIs(p, "et")) {
			return a
		}
	}
	return -1
}

// unitStreet reads a street that a flat or studio and its number open, the
// street without a number after a comma or on the next line, as British
// addresses write it ("Flat 14\nHughes Mission", "Flat 56, Jacob Trail"):
// name words ending with a street type. It returns the span, or -1, -1.
func (s *scratch) unitStreet(n int) (int, int) {
	u := s.prevWord(n)
	if u < 0 || s.toks[u].cls&wcUnit == 0 || !s.free(u) || s.toks[u].shape != shCap && !s.noUpper {
		return -1, -1
	}
	k := n + 1
	if k < len(s.toks) && s.toks[k].r == ',' && s.toks[k].flags&tfWord == 0 {
		k++
	}
	if k >= len(s.toks) || !s.isWord(k) || k > n+1 && s.toks[k].flags&tfNL != 0 || k == n+1 && s.toks[k].flags&tfNL == 0 {
		return -1, -1
	}
	end := -1
	for w, m := 0, k; w < 4 && m >= 0 && s.free(m) && s.streetNameWord(m); w, m = w+1, s.nextWord(m) {
		if w > 0 && s.streetType(m) {
			end = m + 1
		}
	}
	if end < 0 || !s.lineEndsAt(end) && !s.clauseGoesOn(end) {
		return -1, -1
	}
	return u, end
}

// nextWordOrComma returns the word after word j, across a comma ("10, rue
// Pasteur"), or -1.
func (s *scratch) nextWordOrComma(j int) int {
	if k := s.nextWord(j); k >= 0 {
		return k
	}
	if j+2 < len(s.toks) && s.toks[j+1].r == ',' && s.toks[j+1].flags&tfSpace == 0 {
		return s.nextWord(j + 1)
	}
	return -1
}

// streetName returns the end of the name of a street whose type ends
// before from: name words and particles ("de la République", "du
// Château", "Victor Hugo", "d'Orléans"), up to six, ending with a name
// word; a word in lower case counts right after a particle, as a common
// noun in the name ("des lieutenants Thomazo", "des fleurs").
func (s *scratch) streetName(from int) int {
	end := -1
	k := from
	if k < len(s.toks) && (s.toks[k].flags&tfWord == 0 || s.toks[k].flags&tfSpace == 0 || s.toks[k].flags&tfNL != 0) {
		return -1
	}
	afterParticle := false
	for w := 0; w < 6 && k < len(s.toks); w++ {
		if !s.isWord(k) || !s.free(k) || s.toks[k].flags&tfNL != 0 {
			break
		}
		t := &s.toks[k]
		particle := false
		switch {
		case t.cls&wcUnit != 0 && w > 0:
			return end // "Rue Gafsa Apt. 981": the flat starts the tail
		case s.streetParticle(k) && t.shape != shUpper:
			particle = true
		case s.streetNameWord(k):
			end = k + 1
		case afterParticle && t.shape == shLower && t.flags&tfDigit == 0 && t.cls&(wcStopword|wcTimeWord) == 0:
			end = k + 1 // "rue des lieutenants Thomazo", "rue des fleurs": a common noun after the article
		default:
			return end
		}
		afterParticle = particle
		next := s.joinNext(k)
		if next < 0 {
			break
		}
		k = next
	}
	return end
}

// streetNameAfterDot is streetName for a name that follows the dot of
// an abbreviated type ("av. Voltaire"), whose first word the dot's token
// precedes.
func (s *scratch) streetNameAfterDot(from int) int {
	if !s.isWord(from) || s.toks[from].flags&tfSpace == 0 || s.toks[from].flags&tfNL != 0 {
		return -1
	}
	return s.streetName(from)
}

// streetParticle reports whether word k joins the words of a street's
// name: a particle of names ("de", "van", "della") or an article or a
// contracted preposition that street names of Italy, Spain, Portugal and
// France hold ("Via delle Coste", "Calle de los Reyes", "Rua das Flores",
// "rue aux Ours").
func (s *scratch) streetParticle(k int) bool {
	return s.toks[k].cls&wcParticle != 0 || streetParticles[string(s.wordBytes(k))] || s.elided(k) || s.nameInitial(k)
}

// nameInitial reports whether word k is an initial inside a street's
// name: one capital and its dot before a capitalised word ("Avenida de
// S. Salvador", "rue J. Moulin").
func (s *scratch) nameInitial(k int) bool {
	return k+2 < len(s.toks) && s.toks[k].shape == shInitial && s.toks[k].end-s.toks[k].start == 1 &&
		s.toks[k+1].r == '.' && s.glued(k+1) && s.toks[k+2].flags&(tfSpace|tfNL) == tfSpace && s.toks[k+2].shape == shCap
}

// elided reports whether word k is an article or a preposition elided
// before an apostrophe and the next word ("dell'Orto", "D'Amico", "l'Église").
func (s *scratch) elided(k int) bool {
	return k+2 < len(s.toks) && s.toks[k].letters <= 4 && s.glued(k+1) && (s.toks[k+1].r == '\'' || s.toks[k+1].r == '’') &&
		s.toks[k+2].flags&tfWord != 0 && s.glued(k+2)
}

// glued reports whether token k follows the token before it without a
// space or a line break.
func (s *scratch) glued(k int) bool { return s.toks[k].flags&(tfSpace|tfNL) == 0 }

// prevStreetWord returns the word before word k in a street's name: the
// one before a space, or the elided word before an apostrophe ("Largo
// dell'Orto"); or -1.
func (s *scratch) prevStreetWord(k int) int {
	if p := s.prevWord(k); p >= 0 {
		return p
	}
	if k >= 2 && s.nameInitial(k-2) {
		return k - 2 // "S. Salvador"
	}
	if k >= 2 && s.glued(k) && s.isWord(k-2) && s.elided(k-2) {
		return k - 2
	}
	return -1
}

// streetParticles are the words of streetParticle beside the particles
// of names.
var streetParticles = wordSet("dei delle dello degli del dal dalla dalle dai al alla alle ai allo agli sul sulla " +
	"los las aux do da dos das")

// streetNameWord reports whether word k may be part of a street's name:
// capitalised or in capitals (any word in a text without capitals), no
// number, no stopword or time word.
func (s *scratch) streetNameWord(k int) bool {
	t := &s.toks[k]
	if t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord) != 0 {
		return false
	}
	return t.shape == shCap || t.shape == shUpper || s.noUpper && t.shape == shLower
}

// streetType reports whether word k is a street type written after the
// name ("St", "Road", "Close", "tér", "u."), capitalised or not.
func (s *scratch) streetType(k int) bool {
	t := &s.toks[k]
	if t.flags&tfDigit != 0 || t.shape == shOther {
		return false
	}
	if t.cls&wcStreetType != 0 {
		return t.end-t.start > 1 || k+1 < len(s.toks) && s.toks[k+1].r == '.' && s.glued(k+1) // "Király u. 15"; "Turkovice u Prelouce" is a town
	}
	if t.shape == shLower && t.end-t.start <= 2 && !(k+1 < len(s.toks) && s.toks[k+1].r == '.') {
		// The lists' Polish "al", "os", "ul" without their dot are Spanish
		// and Portuguese words ("llama al 612"); English abbreviations
		// are types in a text without capitals ("12 main st").
		return s.noUpper && englishShortTypes[string(s.wordBytes(k))]
	}
	return s.resolved(k)&attrStreet != 0 && t.cls&wcStopword == 0 && !s.pluralNoun(k) || s.southernType(k) || t.letters == 4 && s.danishAlle(k) ||
		t.letters <= 5 && t.shape == shCap && t.end-t.start > int(t.letters) && s.vietnamType(k)
}

// streetEndingWord reports whether word k has a street ending
// ("Birkenweg", "Søndergade", "hersnapvej") or is an abbreviation of one
// before a dot ("Bergstr.", "Hauptstr.").
func (s *scratch) streetEndingWord(k int) bool {
	t := &s.toks[k]
	if t.flags&tfDigit != 0 || t.letters < 4 || t.shape == shOther {
		return false
	}
	w := s.wordBytes(k)
	if streetWord(w) || moreStreetEnding(w) || northernStreetEnding(w) {
		if len(w) > 4 && string(w[len(w)-4:]) == "ring" || string(w[len(w)-3:]) == "pad" {
			// "Beerring", "Fechnerring", not "buffering", "Monitoring":
			// English words end so too.
			return (t.shape == shCap || t.shape == shUpper || s.noUpper) && wordLevel(s.resolved(k)) == 0 // "TRUBINRING 1" too
		}
		return true
	}
	return len(w) > 3 && string(w[len(w)-3:]) == "str" && k+1 < len(s.toks) && s.toks[k+1].r == '.'
}

// moreStreetEnding reports whether w ends like a street of the
// Netherlands, Belgium or Germany beside the endings of streetWord
// ("Elizeboulevard", "Stationsbaan", "Lindenchaussee", "Wiesenpfad",
// "Jansenpad", "Vermeulenhof"), after three letters or more; the words
// alone are types or nouns. streetEndingWord keeps English words ending
// so out ("keypad").
func moreStreetEnding(w []byte) bool {
	if len(w) < 6 {
		return false
	}
	var suffix string
	switch w[len(w)-1] {
	case 'd':
		switch {
		case w[len(w)-2] == 'r':
			suffix = "boulevard"
		case w[len(w)-3] == 'f':
			suffix = "pfad"
		default:
			suffix = "pad"
		}
	case 'f':
		suffix = "hof"
	case 'n':
		suffix = "baan"
	case 'e':
		suffix = "chaussee"
	default:
		return false
	}
	return len(w) >= len(suffix)+3 && string(w[len(w)-len(suffix):]) == suffix
}

// unitBefore extends a street's start over a flat or suite written
// before it ("Flat 28, 19 Victoria Street", "Apt. 675 62314 Mellemvej").
func (s *scratch) unitBefore(start int) int {
	p := s.prevWord(start)
	if p < 0 && start >= 2 && s.toks[start-1].r == '.' && s.glued(start-1) && s.toks[start].flags&(tfSpace|tfNL) == tfSpace && s.isWord(start-2) {
		p = start - 2 // "Apt. 675 62314 Mellemvej 32"
	}
	if p >= 0 && s.toks[p].cls&wcUnit != 0 && (s.toks[p].shape == shCap || s.noUpper) && s.free(p) && s.houseNumber(start) {
		return p // "Flat 56, Jacob Trail": the flat's number, then the street
	}
	if p >= 0 && s.levelBefore(p, start) {
		return p // "Level 2 7 Johnson Place": Australia's floor, then the street
	}
	j := start - 1
	if j >= 0 && s.toks[j].r == ',' && s.toks[j].flags&tfWord == 0 {
		j--
	}
	if j < 1 || !s.isWord(j) || !s.houseNumber(j) || !s.free(j) {
		return start
	}
	k := j - 1
	if s.toks[k].r == '.' && s.toks[k].flags&tfWord == 0 {
		k--
	}
	if k >= 0 && s.isWord(k) && (s.toks[k].cls&wcUnit != 0 || s.levelBefore(k, j)) && s.free(k) {
		return k
	}
	return start
}

// addressTail extends an address ending at end over what follows it on
// its lines: a unit ("Apt 2C", "Suite 501", "Unit 51"), a postcode and a
// town ("29015 Málaga", "D-80331 München", "44000 NANTES"), a town, a
// state and a ZIP code ("Raleigh, NC 93660"), a town and a UK postcode
// ("Leeds LS6 4EF"), a country ("Estonia 62488"), each after a comma, a
// line break or a space.
func (s *scratch) addressTail(end int) int {
	for range 6 {
		k := s.emptyFields(s.numberDot(end))
		c := k
		dash := k < len(s.toks) && s.spacedDash(k)
		if k < len(s.toks) && s.fieldComma(k) {
			k++
		}
		if dash && (k >= len(s.toks) || !s.isWord(k) || !s.afterDashPart(k)) {
			return end
		}
		k = s.afterQuoteMarks(k)
		if e := s.numberSign(k); e > k {
			end = e // "12 Main St #4": a flat's number after a number sign
			continue
		}
		if k >= len(s.toks) || !s.isWord(k) || !s.free(k) {
			return s.closedTailOr(c, end)
		}
		loose := s.looseTails
		if next := s.addressPart(k); next > k {
			if loose == 0 && s.looseTails > 0 {
				s.looseFrom = end
			}
			end = next
			continue
		}
		if s.emptyField(k) {
			return k + 1 // "… Velenje nan": an empty field's marker
		}
		return s.closedTailOr(c, end)
	}
	return end
}

// addressPart reads one part of an address's tail starting at word k and
// returns its end, or k.
func (s *scratch) addressPart(k int) int {
	t := &s.toks[k]
	if end := s.poBox(k); end > k {
		return end
	}
	if e := s.ruralDelivery(k); e > k {
		return e // "RD 7": New Zealand's rural delivery
	}
	if e := s.townPIN(k); e > k {
		return e // "Bhiwani-614157"
	}
	if e := s.oficina(k); e > k {
		return e // "Of. 512": Chile's office
	}
	if e := s.chileRegion(k); e > k {
		return e // "Tiltil, Región Metropolitana"
	}
	if t.shape == shLower && t.cls&wcUnit != 0 {
		if e := s.unitPart(k); e > k {
			return e // "…, apt. 436, växjö": a flat in small letters, before a town's rules read its word
		}
	}
	if s.wordIs(k, "apo") || s.wordIs(k, "fpo") || s.wordIs(k, "dpo") {
		// "APO AA 42323": a military post office, its region and ZIP.
		if m := s.nextWord(k); m >= 0 && (s.toks[m].shape == shUpper || s.noUpper) && s.toks[m].letters == 2 {
			if z := s.nextWord(m); z >= 0 && s.plainNumber(z, 5, 5) {
				return z + 1
			}
		}
	}
	if s.noUpper && t.shape == shLower && k > 0 && (s.fieldComma(k-1) || t.flags&tfNL != 0) {
		if end := s.lowerTownLine(k); end > k {
			return end
		}
	}
	if t.shape == shLower && k >= 2 && s.fieldComma(k-1) && s.lowerWordBefore(k-1) {
		if end := s.lowerProseTown(k); end > k {
			return end // "…skolvägen 58, halmstad yesterday": a street in small letters keeps its town in small letters
		}
	}
	if s.noUpper && t.shape == shLower {
		if end := s.lowerTownCountry(k); end > k {
			return end // "…31 litija wi slovenia 76563"
		}
	}
	if end := s.spanishFloor(k); end > k {
		return end
	}
	if end := s.greekPostcode(k); end > k {
		return end // "ΤΚ 152 15 Κόρινθος"
	}
	if end := s.stateCodeZip(k); end > k {
		return end // "QRO 12996-9950"
	}
	if end := s.cepTown(k); end > k {
		return end // "78374456 Jesus / SP"
	}
	if s.wordIs(k, "int") && k+2 < len(s.toks) && s.toks[k+1].r == '.' && s.glued(k+1) && s.plainNumber(k+2, 1, 3) && s.toks[k+2].flags&tfNL == 0 {
		return k + 3 // "Via Roma 1, int. 4": Italy's interno, the flat
	}
	switch {
	case t.cls&wcUnit != 0 && s.unitPart(k) > k:
		return s.unitPart(k) // a unit without its number may be a state: "Lefort, SC, Ecuador 2341"
	case s.postcode(k):
		t1 := k + 1
		if s.dutchLetters(t1) {
			t1++ // "1341 FU"
		}
		if t1 < len(s.toks) && s.toks[t1].r == ',' && s.toks[t1].flags&(tfWord|tfNL) == 0 {
			t1++ // "73045, Leverano (LE)", "1341 FU, Hindeloopen"
		}
		if end := s.provinceTown(t1); end > t1 {
			return end // "95043, Militello In Val Di Catania (CT)"
		}
		if end := s.townWords(t1); end > t1 {
			return s.districtLetter(s.province(end)) // "29015 Málaga", "D-10115 Berlin", "1264 København K"
		}
		if !s.noUpper && k >= 2 && s.fieldComma(k-1) && s.lowerWordBefore(k-1) {
			if end := s.lowerProseTown(t1); end > t1 {
				return end // "…beckergasse 8, 63608 zschopau (second floor)": a street in small letters keeps its town so
			}
		}
		if t1 > k+1 && s.toks[k+1].flags&tfWord != 0 {
			return k + 2 // "1341 FU"
		}
		if k > 0 && s.fieldComma(k-1) && (s.lineEndsAt(k+1) || !s.noUpper && s.nextWord(k) >= 0 && s.toks[k+1].shape == shLower) {
			return k + 1 // "Burgos, 43485", "Granada, 02216 before…": the postcode after the town
		}
	case s.sixDigitPostcode(k) > k:
		return s.sixDigitPostcode(k)
	case s.threeDigitPostcode(k) > k:
		return s.threeDigitPostcode(k)
	case s.ukPostcode(k) || s.caPostcodeEnd(k) > k:
		return s.codeThenTown(k)
	case s.eircodeEnd(k) > k:
		return s.townAfterEircode(s.eircodeEnd(k)) // "E36KK0H Darragh Ville", "T74 YW2R"
	case s.spacedPostcode(k):
		if end := s.townWords(k + 2); end > k+2 {
			return s.province(end) // "500 03 Nové Město na Moravě", "114 55 Stockholm"
		}
	case t.shape == shCap || t.shape == shUpper:
		if end, a := s.phraseAt(s.d.base, s.countryTitle(k), attrCountry); end > k && a != 0 {
			if m := s.nextWord(end - 1); m >= 0 && s.countryPostcode(m) > m {
				return s.countryPostcode(m) // "Estonia 62488", "Slovakia 812 03", "Canada B3H 1Y6"
			}
			if m := end; m < len(s.toks) && s.toks[m].flags&(tfSpace|tfNL) == tfSpace && s.countryPostcode(m) > m {
				return s.countryPostcode(m) // "Cyprus (Greek) 72423"
			}
			return end
		}
		if e := s.republicAt(k); e > k {
			return e // "…, Czech Republic", "\n Czech Republic 409 10"
		}
		if t.shape == shUpper && t.letters == 2 {
			if m := s.nextWord(k); m >= 0 && (s.plainNumber(m, 4, 6) || s.zipCode(m)) {
				return m + 1 // "NC 93660", "NO 9100", "BC 91965-4763"
			}
			if e := s.daerahIstimewa(k); e > k {
				return e // "…, DI Yogyakarta 55281"
			}
			if m := s.nextWord(k); m >= 0 && s.caPostcodeEnd(m) > m {
				return s.caPostcodeEnd(m) // "ON M5V 2T6", "NL B7E3G9": a province and its postal code
			}
			if m := s.nextWord(k); m >= 0 && k > 0 && (s.fieldComma(k-1) || t.flags&tfNL != 0) && s.toks[m].flags&tfNL == 0 && s.countryPostcode(m) > m {
				return s.countryPostcode(m) // "Kesovce, CO 014 60", "Siqueira, MG 34671-827", "…\nNY 078 70": a region after the town's comma or first on its line, and any country's postcode
			}
			if e := s.regionPostcode(k); e > k {
				return e // "SA, 2731"
			}
			if m := k + 1; m < len(s.toks) && s.toks[m].flags&tfNL != 0 && (s.plainNumber(m, 4, 6) && s.lineEndsAt(m+1) || s.plainNumber(m, 5, 5)) {
				return m + 1 // ", NI\n 61089", ", ID\n 83702 this morning": the postcode alone on the next line
			}
			return k + 1 // "SK", ", CO"
		}
		end := s.townWords(k)
		if end <= k {
			return k
		}
		if e := s.upperTownCode(k); e > k {
			return e // "…77 PLETERNICA MI", "…233 KAPOSVÁR nan": a town in capitals and its region's code
		}
		if c := s.countryAfterTown(k, end); c > k {
			return c // "Bäckstigen 8 Poreč Croatia 94984": the country is read next
		}
		if c := s.stateAfterTown(k, end); c > k {
			return c // "…, Port Michael TX 39128": the state and its ZIP code are read next
		}
		end = s.province(end)
		m := s.emptyFields(end)
		if m < len(s.toks) && s.partSeparator(m) {
			m++
		}
		if e := s.townPostcodeAfterComma(m); m > end && e > m {
			return e // "Burgos, 43485", "León, 09094", "Gondomar, 2192-028": the town first
		}
		if m > end && k > 0 && s.fieldComma(k-1) && s.postcodeTownAhead(m, 2) {
			return end // "…, Muntinlupa, 0976 Metro Manila": a town before the postcode and town that close the address
		}
		if e := s.postcodeLine(end); t.flags&tfNL != 0 && s.lineEndsAt(end) && e > end {
			return e // "Viborg\n 6428": a town's line, then its postcode's
		}
		if m == end && t.flags&tfNL != 0 && s.plainNumber(m, 4, 6) && s.toks[m].flags&tfNL == 0 && s.lineEndsAtOrLower(m+1) {
			return m + 1 // "Greenlander 07609", "Iceland 72399", "Wharemoko 9505 before Friday": a line of a town, a region or a country and its postcode
		}
		if m == end && k > 0 && s.fieldComma(k-1) && (s.plainNumber(m, 6, 6) || s.plainNumber(m, 4, 4) && !s.yearLike(m)) &&
			s.toks[m].flags&tfNL == 0 && s.lineEndsAtOrLower(m+1) {
			return m + 1 // "…, Navi Mumbai 217299", "…, Ngauruwhero 9345": India's PIN, New Zealand's postcode after the town
		}
		if m < len(s.toks) && s.isWord(m) && s.toks[m].flags&tfNL == 0 {
			if s.ukPostcode(m) {
				return m + 2 // "Leeds LS6 4EF"
			}
			if s.toks[m].shape == shUpper && s.toks[m].letters == 2 {
				return m // the state is read next: "Raleigh, NC 93660"
			}
			if e := s.stateCodeZip(m); m > end && e > m {
				return e // "Nueva Suiza, QRO 12996-9950"
			}
			if e := s.regionPostcode(m); m > end && e > m {
				return e // "Port Jason, ACT, 2653"
			}
			if z := s.nextWord(m); m > end && s.toks[m].shape == shLower && s.toks[m].letters >= 2 && s.toks[m].letters <= 3 &&
				z >= 0 && s.countryPostcode(z) > z {
				return s.countryPostcode(z) // "Gdańsk, mz 84968", "Setúbal, nan 0470-620", "Triemen, nan 5934XW": a region in lower case (or an empty one) and a postcode of any country's shape
			}
			if m > end { // after a comma
				if cend, a := s.phraseAt(s.d.base, s.countryTitle(m), attrCountry); cend > m && a != 0 || s.republicAt(m) > m {
					return end // the country is read next: "Mora de Rubielos, Spain 16200", "Saarbrücken, Czech Republic"
				}
			}
		}
		// A town after the comma that ends an address: in capitals, as
		// addresses write it, or a known place ("…, SEINÄJOKI", "…, Paris").
		if k > 0 && s.fieldComma(k-1) && (t.shape == shUpper && t.letters >= 3 || s.resolved(k)&placeBits != 0) &&
			(m >= len(s.toks) || s.toks[m].flags&tfWord == 0 || s.toks[m].flags&tfNL != 0) {
			return end
		}
		if k > 0 && (s.fieldComma(k-1) || t.flags&tfNL != 0) {
			if e := s.townBeforeCountryLine(k, end); e > k {
				return e // "…, Chomutice u Horic, Czech Republic 33156", "…\nSabang, Sulawesi Barat 93315"
			}
		}
		// A town alone on its line, when an address part follows it on
		// the next line ("Bristol\nBS7 9DX", "Mill Village\n NS").
		if m = s.afterQuoteMarks(end); m < len(s.toks) && s.isWord(m) && s.toks[m].flags&tfNL != 0 && s.toks[k].flags&tfNL != 0 {
			if next := s.addressPart(m); next > m {
				return end
			}
		}
		if m = end; m+1 < len(s.toks) && s.toks[m].r == ',' && s.toks[m].flags&(tfWord|tfNL) == tfNL && s.isWord(m+1) &&
			s.toks[k].flags&tfNL != 0 && s.toks[m+1].shape == shUpper && s.toks[m+1].letters <= 3 {
			return end // "BUNDALAGUAH\n, VIC": the region on the next line, after a comma
		}
		if k > 0 && s.fieldComma(k-1) && s.clauseTown(k, end) {
			return end // "…75, Saareküla Kula.": a town no list knows that ends the sentence
		}
		if k > 0 && s.fieldComma(k-1) && s.proseTown(k, end) {
			s.looseTails++
			return end // "…Suite 046, Phillipsbury by 5pm": a town no list knows before more of the sentence
		}
	}
	return k
}

// unitPart reads a flat, a suite or a unit and its number or letter at
// word k in an address's tail ("Apt. 501", "scala B,"), with the town
// after it on the same line, and returns the end, or k.
func (s *scratch) unitPart(k int) int {
	m := k + 1
	if m < len(s.toks) && s.toks[m].r == '.' && s.toks[m].flags&tfWord == 0 {
		m++
	}
	if m < len(s.toks) && s.isWord(m) && s.toks[m].flags&tfDigit != 0 && s.toks[m].flags&tfNL == 0 {
		return s.townAfterUnit(m + 1)
	}
	if m < len(s.toks) && s.isWord(m) && s.toks[m].shape == shInitial && s.toks[m].flags&tfNL == 0 && s.lineEndsAt(m+1) {
		return m + 1 // "scala B,": a staircase or a block by its letter
	}
	return k
}

// lowerTownLine reads, in a text without capitals, what ends an address
// after a comma at word k: a state or a region and its ZIP code ("ut
// 28654", "as 17565"), or a town of one to three words before a comma and
// such a code or a UK postcode ("new connor, ut 28654", "jeanbury, w00
// 8xx", "burgos, 43485", "mohács, hungary 24743": a country too), or a
// town and its postcode (lowerTownCode). It returns the end, or k: a town
// alone is no proof.
func (s *scratch) lowerTownLine(k int) int {
	if end := s.stateZip(k); end > k {
		return end
	}
	if end := s.lowerCountryLine(k); end > k {
		return end // "\nsaint martin iv54 9xw"
	}
	if end := s.lowerStateLine(k); end > k {
		return end // "\nme\nsaint martin iv54 9xw"
	}
	end := k
	for w, m := 0, k; w < 4 && m >= 0 && s.isWord(m) && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if w > 0 && t.cls&wcTownParticle != 0 || w == 0 && townPrefix(s.wordBytes(m)) {
			continue // "santa cruz de tenerife", "las palmas"
		}
		if t.flags&tfDigit != 0 || t.cls&(wcUnit|wcStopword) != 0 {
			break
		}
		end = m + 1
	}
	if end > k && s.toks[k].flags&tfNL != 0 && end < len(s.toks) && s.toks[end].flags&tfNL != 0 {
		// A town alone on its line, before a line that ends the address
		// ("north elliothaven\nso2b 5jj").
		if m := s.afterQuoteMarks(end); m < len(s.toks) && s.isWord(m) && (s.ukPostcode(m) || s.stateZip(m) > m || s.postcode(m) || s.lowerBlockLine(m)) {
			return end
		}
	}
	if e := s.lowerTownCode(k, end); e > end {
		return e // "…, wekapuke 9353 by friday"
	}
	if end == k || end+1 >= len(s.toks) || s.toks[end].r != ',' || s.toks[end].flags&tfWord != 0 {
		return k
	}
	m := end + 1
	if !s.isWord(m) || !s.free(m) {
		return k
	}
	if e := s.stateZip(m); e > m {
		return e
	}
	if t := &s.toks[m]; t.flags&tfDigit == 0 && t.letters >= 2 && t.letters <= 3 && int(t.letters) == t.end-t.start {
		if z := s.nextWord(m); z >= 0 && s.countryPostcode(z) > z {
			return s.countryPostcode(z) // "rourkela, nan 211550", "loenersloot, nan 5585jr": a region's code, or an empty one, and any country's postcode
		}
	}
	if e := s.regionPostcode(m); e > m {
		return e // "josephview, vic, 2438": Australia's state and postcode
	}
	if e := s.provinceCaPostcode(m); e > m {
		return e // "rogersshire, bc n9c 7j4": Canada's province and postal code
	}
	if s.ukPostcode(m) {
		return m + 2
	}
	if s.plainNumber(m, 5, 5) || s.plainNumber(m, 4, 4) && s.lineEndsAt(m+1) {
		return m + 1 // "burgos, 43485", "zamora, 03622 desde enero": Spain writes the town first
	}
	if cend, a := s.phraseAt(s.d.base, m, attrCountry); cend > m && a != 0 {
		if z := s.nextWord(cend - 1); z >= 0 && s.plainNumber(z, 4, 6) {
			return z + 1 // "mohács, hungary 24743"
		}
		return cend
	}
	return k
}

// stateZip reads two letters and a five-digit ZIP code at word k ("ut
// 28654", "NC 93660") and returns the end, or k.
func (s *scratch) stateZip(k int) int {
	if t := &s.toks[k]; t.letters != 2 || t.end-t.start != 2 || t.flags&tfDigit != 0 {
		return k
	}
	if z := s.nextWord(k); z >= 0 && s.plainNumber(z, 5, 5) {
		return z + 1
	}
	return k
}

// spanishFloor reads a floor and a door as Spanish addresses write them
// at word k: a number with an ordinal indicator, then a side or a letter
// ("2º izq.", "3º B", "1ª dcha", "4º"). It returns the end, or k.
func (s *scratch) spanishFloor(k int) int {
	t := &s.toks[k]
	w := s.text[t.start:t.end]
	d := 0
	for d < len(w) && d < 2 && isDigitByte(w[d]) {
		d++
	}
	if d == 0 || !strings.HasPrefix(w[d:], "º") && !strings.HasPrefix(w[d:], "ª") {
		return k
	}
	if rest := w[d+len("º"):]; len(rest) > 1 || len(rest) == 1 && !isASCIILetter(rest[0]) {
		return k
	}
	end := k + 1
	if m := s.nextWord(k); m >= 0 && s.free(m) {
		switch side := s.wordBytes(m); {
		case len(side) == 1 && s.toks[m].shape != shLower || spanishSides[string(side)]:
			end = m + 1
			if end < len(s.toks) && s.toks[end].r == '.' && s.glued(end) {
				end++
			}
		}
	}
	return end
}

// spanishSides are the doors of a Spanish or Portuguese floor: left,
// right, centre, front ("1º Esq", "2º Dto").
var spanishSides = wordSet("izq izda izquierda dcha dch drcha derecha der centro ctro esq esquerdo dto dta direito frente frt")

// townAfterUnit extends an address ending at end, after a flat or a suite
// and its number, over the town and region written after it on the same
// line ("Apt. 501 POLSING OO", "Suite 980 Reichenbach Rheinland-Pfalz"):
// one to three capitalised words or words in capitals, the first no
// common English word unless in capitals or a known place, up to the
// line's end, a sentence mark or a word in lower case, with a postcode
// after it that ends the clause ("Flat 370 Rathenow 67692."), or up to a
// country or a region's code and its postcode that close the address,
// which addressTail reads next ("Apt. 641 Grubbenvorst Netherlands
// 04020", "Apt. 761 Blåvand MN 6690").
func (s *scratch) townAfterUnit(end int) int {
	k := s.nextWord(end - 1)
	if k >= 0 && s.noUpper {
		return s.lowerTownAfterUnit(end) // "suite 112 calgary alberta"
	}
	if k < 0 || !s.free(k) {
		return end
	}
	if t := &s.toks[k]; t.shape != shUpper && (t.shape != shCap || wordLevel(s.resolved(k)) != 0 && s.resolved(k)&placeBits == 0) {
		return end
	}
	e := end
	for w, m := 0, k; w < 3 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if m > k && t.shape == shUpper && t.cls&wcTownParticle != 0 {
			if n := s.nextWord(m); n >= 0 && s.free(n) && s.toks[n].shape == shUpper && s.toks[n].flags&tfDigit == 0 {
				w-- // "HAINBURG AN DER DONAU", "SANTA CRUZ DE TENERIFE": a town's particle in capitals
				continue
			}
		}
		if t.flags&tfDigit != 0 || t.cls&(wcStopword|wcUnit) != 0 || t.shape != shCap && t.shape != shUpper {
			break
		}
		if m > k && (s.closingCountry(m) || s.regionCodeAt(m)) {
			return e // "Apt. 641 Grubbenvorst Netherlands 04020", "Apt. 761 Blåvand MN 6690": read next
		}
		e = m + 1
	}
	if n := s.nextWord(e - 1); e > end && n >= 0 && s.wordIs(n, "nan") {
		e = n + 1 // "Apt. 678 Velenje nan in ten minutes": the region's field left empty; "none" and "null" are words too
	}
	if n := s.nextWord(e - 1); e > end && n >= 0 && s.toks[n].flags&tfNL == 0 && (s.plainNumber(n, 5, 5) || s.plainNumber(n, 4, 4) && !s.yearLike(n)) &&
		(s.lineEndsAt(n+1) || s.timeAfter(n+1)) {
		return n + 1 // "Flat 370 Rathenow 67692.": the town's postcode ends the address
	}
	if n := s.nextWord(e - 1); n >= 0 && s.toks[n].shape != shLower {
		return end // more capitalised words: a sentence goes on
	}
	if e > end && (s.fieldClosesAt(e) || e < len(s.toks) && s.toks[e].r == '(' || s.nextWord(e-1) >= 0) {
		return e // "Suite 000 HUNDSHAGEN Upper Austria (second floor)" too
	}
	return end
}

// townPrefix reports whether w starts a town's name of two words
// ("sainte bernard", "la croce").
func townPrefix(w []byte) bool {
	switch string(w) {
	case "saint", "sainte", "san", "santa", "sant", "le", "la", "les", "el", "los", "las", "il", "bad", "neu":
		return true
	}
	return false
}

// afterQuoteMarks returns token k, or the word after the quote marks
// that start k's line (">", "> >", "???": a quoted e-mail), which then
// counts as the first word of its line (tfNL).
func (s *scratch) afterQuoteMarks(k int) int {
	if k >= len(s.toks) || s.toks[k].flags&(tfWord|tfNL) != tfNL || !quoteMark(s.toks[k].r) {
		return k
	}
	j := k
	for j < len(s.toks) && s.toks[j].flags&tfWord == 0 && quoteMark(s.toks[j].r) {
		j++
	}
	if j < len(s.toks) {
		s.toks[j].flags |= tfNL
	}
	return j
}

// quoteMark reports whether r marks a quoted line ("> ", "??? ", "| ") or
// an item of a list or a comment's line ("- ", "* ", "• ", "# ", "// ",
// "~ ", ": ", "+ ", "= ").
func quoteMark(r rune) bool {
	switch r {
	case '>', '?', '|', '-', '*', '•', '#', '/', '~', ':', '+', '=':
		return true
	}
	return false
}

// dutchLetters reports whether word k is the two capitals of a Dutch
// postcode after its digits ("1341 FU"), or two letters in a text
// without capitals ("1341 fu", a province's "(pe)").
func (s *scratch) dutchLetters(k int) bool {
	if !s.isWord(k) || s.toks[k].flags&tfNL != 0 {
		return false
	}
	t := &s.toks[k]
	if s.noUpper {
		return t.end-t.start == 2 && isASCIILetter(s.text[t.start]) && isASCIILetter(s.text[t.start+1])
	}
	return t.end-t.start == 2 && isUpperByte(s.text[t.start]) && isUpperByte(s.text[t.start+1])
}

// province extends a town ending at end over its province in brackets,
// as Italian addresses write it ("Leverano (LE)").
func (s *scratch) province(end int) int {
	if end+2 < len(s.toks) && s.toks[end].r == '(' && s.toks[end].flags&tfNL == 0 &&
		s.dutchLetters(end+1) && s.toks[end+2].r == ')' {
		return end + 3
	}
	return s.federalUnit(end) // "Dias / RO"
}

// lineEndsAt reports whether token k ends a part of an address: the text
// or the line ends there, a comma, a dot or a closing mark follows (a
// closing bracket, brace or markup tag too: "…Lennik Belgium]",
// "…Kingdom</address>"), a dash between spaces before a word in small
// letters ("…, Port Jovitachester - please confirm"), a slash between
// spaces before another field ("…Feliu 44 / Shipping: same"), or a remark in
// brackets that opens with a word in small letters ("…Woodside 8493
// (second floor)").
func (s *scratch) lineEndsAt(k int) bool {
	if k >= len(s.toks) || s.toks[k].flags&tfNL != 0 {
		return true
	}
	if t := &s.toks[k]; t.flags&tfWord == 0 {
		switch t.r {
		case ',', '.', ';', ')', ']', '}', '"', '\'':
			return true
		case '<':
			return k+1 < len(s.toks) && s.toks[k+1].r == '/' && s.glued(k+1) // a closing markup tag
		case '-', 0x2013, 0x2014:
			return s.spacedDash(k) && s.toks[k+1].shape == shLower // "…, Port Jovitachester - please confirm"
		case '/':
			return s.spacedSlashField(k) // "…Feliu 44 / Shipping: same"
		case '(':
			return t.flags&tfSpace != 0 && k+1 < len(s.toks) && s.toks[k+1].flags&tfWord != 0 && s.toks[k+1].shape == shLower // "…Woodside 8493 (second floor)": a remark in brackets
		}
	}
	return false
}

// postcode reports whether word k is a postcode written before a town:
// four or five digits, possibly after a country letter ("D-80331").
func (s *scratch) postcode(k int) bool {
	if s.plainNumber(k, 4, 5) {
		return true
	}
	t := &s.toks[k]
	w := s.text[t.start:t.end]
	if len(w) == 8 && w[4] == '-' && strings.Trim(w[:4], "0123456789") == "" && strings.Trim(w[5:], "0123456789") == "" {
		return true // Portugal: "9582-615"
	}
	if len(w) == 6 && w[2] == '-' && strings.Trim(w[:2], "0123456789") == "" && strings.Trim(w[3:], "0123456789") == "" {
		return true // Poland: "80-215"
	}
	if len(w) == 9 && w[5] == '-' && strings.Trim(w[:5], "0123456789") == "" && strings.Trim(w[6:], "0123456789") == "" {
		return true // Brazil: "74056-565"
	}
	if len(w) == 6 && strings.Trim(w[:4], "0123456789") == "" && (isUpperByte(w[4]) && isUpperByte(w[5]) ||
		s.noUpper && isASCIILetter(w[4]) && isASCIILetter(w[5])) {
		return true // the Netherlands: "4565CG", "4565cg" in a text without capitals
	}
	return len(w) >= 6 && len(w) <= 7 && isASCIILetter(w[0]) && w[1] == '-' && strings.Trim(w[2:], "0123456789") == ""
}

// codeHalves returns word k and the word after it, the two halves of a
// postal code written in two, with the test of a capital letter the text
// calls for: any letter in a text without capitals ("so2b 5jj"). ok is
// false when k is no word or has none after it.
func (s *scratch) codeHalves(k int) (a, b string, upper func(byte) bool, ok bool) {
	m := s.nextWord(k)
	if m < 0 || !s.isWord(k) {
		return "", "", nil, false
	}
	upper = isUpperByte
	if s.noUpper {
		upper = isASCIILetter
	}
	return s.text[s.toks[k].start:s.toks[k].end], s.text[s.toks[m].start:s.toks[m].end], upper, true
}

// ukPostcode reports whether words k and k+1 are a UK postcode: an
// outward code (a letter or two, a digit, an optional letter or digit)
// and an inward code (a digit and two letters), in capitals.
func (s *scratch) ukPostcode(k int) bool {
	out, in, upper, ok := s.codeHalves(k)
	if !ok {
		return false
	}
	if len(in) != 3 || !isDigitByte(in[0]) || !upper(in[1]) || !upper(in[2]) {
		return false
	}
	if len(out) < 2 || len(out) > 4 || !upper(out[0]) {
		return false
	}
	i := 1
	if upper(out[1]) {
		i = 2
	}
	if i >= len(out) || !isDigitByte(out[i]) {
		return false
	}
	for _, c := range []byte(out[i+1:]) {
		if !isDigitByte(c) && !upper(c) {
			return false
		}
	}
	return true
}

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }
func isUpperByte(c byte) bool { return 'A' <= c && c <= 'Z' }

// townWords returns the end of a town's name starting at word k: one to
// three capitalised words or words in capitals, with the particles of
// town names between them ("Frankfurt am Main", "Saint-Herblain"), on
// one line; or k when there is none.
func (s *scratch) townWords(k int) int {
	end := k
	for w, m := 0, k; w < 4 && m >= 0 && s.isWord(m) && s.free(m); w++ {
		t := &s.toks[m]
		if m > k && t.flags&tfNL != 0 {
			break
		}
		switch {
		case t.flags&tfDigit == 0 && t.cls&(wcStopword|wcUnit) == 0 && (t.shape == shCap || t.shape == shUpper):
			end = m + 1
		case s.noUpper && t.shape == shLower && t.flags&tfDigit == 0 && t.cls&(wcUnit|wcTimeWord) == 0 &&
			(m == k || w == 1 && townPrefix(s.wordBytes(k))):
			end = m + 1 // "05641 brunetbourg", "70746 sainte bernard": a text without capitals
			if m > k || !townPrefix(s.wordBytes(k)) {
				return s.lowerTownEnd(end)
			}
		case m == k && t.shape == shCap && (t.cls&(wcArticle|wcTownParticle) != 0 || townPrefix(s.wordBytes(m))) &&
			s.nextWord(m) >= 0 && s.capWord(s.nextWord(m)):
			// "La Croce", "Las Palmas", "De Sousa": an article or a particle starts the town's name.
		case m > k && t.shape == shLower && t.cls&wcTownParticle != 0:
			w-- // a particle is no word of the count: "Sankt Veit an der Glan"
		case m > k+1 && t.shape == shLower && s.slavicTownNoun(m):
			return m + 1 // "Kostelec nad Černými lesy"
		case m > k && t.letters == 1 && s.elided(m) && s.toks[m+2].shape == shCap:
			// "Monforte D'Alba": an elided particle before the name's next word.
		case m > k && t.cls&wcTownParticle != 0 && t.shape == shCap && m+1 < len(s.toks) && (s.toks[m+1].r == '\'' || s.toks[m+1].r == '’') && s.glued(m+1):
			// "Bastida De' Dossi": a particle elided at its end.
		default:
			return end
		}
		m = s.nextTownWord(m)
	}
	return end
}

// nextTownWord returns the word after word m in a town's name: after a
// space, after "St." ("St. Antonio"), after a slash between the names of
// two languages ("Biel/Bienne"), or after an apostrophe between two
// letters ("Sant'Agata Irpina", "L'Aquila"); or -1.
func (s *scratch) nextTownWord(m int) int {
	if k := s.nextSaintWord(m); k >= 0 {
		return k // "St. Antonio" too
	}
	if a := m + 1; a+1 < len(s.toks) && s.toks[a].r == '/' && s.toks[a].flags&(tfWord|tfSpace|tfNL) == 0 &&
		s.isWord(a+1) && s.glued(a+1) && s.toks[a+1].shape == shCap && s.toks[m].shape == shCap {
		return a + 1 // "Biel/Bienne": a town's name in two languages
	}
	if a := m + 1; a+1 < len(s.toks) && (s.toks[a].r == '\'' || s.toks[a].r == '’') && s.toks[a].flags&(tfWord|tfSpace|tfNL) == 0 &&
		s.toks[a+1].flags&tfWord != 0 && s.toks[a+1].flags&(tfSpace|tfNL) == 0 {
		return a + 1
	}
	if a := m + 1; a+1 < len(s.toks) && (s.toks[a].r == '\'' || s.toks[a].r == '’') && s.toks[a].flags&(tfWord|tfSpace|tfNL) == 0 &&
		s.isWord(a+1) && s.toks[a+1].flags&(tfSpace|tfNL) == tfSpace && s.toks[a+1].shape == shCap {
		return a + 1 // "Ca' De' Fabbri": a word elided at its end
	}
	return -1
}

// lowerTownEnd extends a town of one word in a text without capitals,
// ending before token end, over the words after it up to a comma, a dot,
// a bracket, the line's or the text's end ("28526 königs wusterhausen.", "90122,
// roccella guarnaschelli (pa)", "55657 büsingen am hochrhein"): at most
// three more, the particles of towns between them, none a stopword, a
// time word, a unit or a common English word; such a word right after
// them ends the town too ("28526 königs wusterhausen asap"). Without such an end the
// town is its first word.
func (s *scratch) lowerTownEnd(end int) int {
	e, boundary := end, false
	for w, m := 0, s.nextWord(end-1); w < 3 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if t.cls&wcTownParticle != 0 && t.shape == shLower {
			continue // "büsingen am hochrhein", "póvoa de varzim"
		}
		if t.cls&(wcStopword|wcTimeWord) != 0 || wordLevel(s.resolved(m)) != 0 || afterAddressWords[string(s.wordBytes(m))] {
			boundary = m == e // a word that no town's name holds ends it: "königs wusterhausen asap"
			break
		}
		if t.shape != shLower || t.flags&tfDigit != 0 || t.cls&wcUnit != 0 {
			break
		}
		e = m + 1
	}
	if e > end && (boundary || e == len(s.toks) || s.toks[e].flags&tfNL != 0 || s.toks[e].flags&tfWord == 0 && strings.ContainsRune(",.;(", s.toks[e].r)) {
		return e
	}
	return end
}

// afterAddressWords are the words of EN, FR, DE, ES, IT, NL and PT that
// follow an address in a message (when, thanks), never part of a town.
var afterAddressWords = wordSet("today tomorrow tonight yesterday thanks thx pls asap " +
	"demain aujourd hier soir matin merci svp stp " +
	"heute morgen gestern abend danke bitte " +
	"hoy manana ayer tarde noche gracias porfa " +
	"oggi domani ieri sera stasera grazie " +
	"vandaag morgen gisteren bedankt hoje amanha ontem obrigado obrigada")
