package gazetteer

// What follows a street without a type and says it is one: the postcode
// and town, or the known town, that end an address after a comma.

// townAfterComma reports whether the house number n of a street without
// a type or an ending ("Brekkestien 8", "Pražská 12"), with the flat or
// the building's letter a slash glues to it ("4b/9", numberTail), is
// followed by a comma (or a semicolon or a spaced dash, fieldComma) and what ends an
// address there: a postcode and a town ("…, 1410 Kolbotn"), or a known
// town that ends the clause or the line ("…, Brno.") or that a word in
// small letters follows ("…, Brno yesterday"). A postcode that could be a
// year (1900-2099) needs a town the lists know or one in capitals
// ("Version 2, 2024 Edition" is none), and a number with a slash needs a
// name that no slashedCount shows.
func (s *scratch) townAfterComma(n int) bool {
	c := s.numberTail(n + 1)
	if c+1 >= len(s.toks) || !s.fieldComma(c) || s.toks[c].flags&tfNL != 0 || c != n+1 && s.slashedCount(n) {
		return false
	}
	k := c + 1
	if !s.isWord(k) || s.toks[k].flags&tfNL != 0 || !s.free(k) {
		return false
	}
	if s.spacedPostcode(k) {
		end := s.townWords(k + 2)
		return end > k+2 && (s.knownTown(k+2, end) || s.toks[k+2].shape == shUpper && s.toks[k+2].letters >= 3 || s.lineEndsAt(end))
	}
	if s.postcode(k) {
		t := k + 1
		if s.dutchLetters(t) {
			t++ // "3701 AB Zeist"
		}
		end := s.townWords(t)
		if end <= t || end == t+1 && s.commonNoun(t) && !s.knownTown(t, end) {
			return false // "Version 2, 10115 Downloads", "Platz 1, 10115 Teilnehmer": a count of things
		}
		return !s.yearLike(k) || s.knownTown(t, end) || s.toks[t].shape == shUpper && s.toks[t].letters >= 3
	}
	if s.toks[k].shape != shCap && s.toks[k].shape != shUpper || s.spacedDash(c) {
		return false // "Part 3 – Florence.": after a dash only a postcode says it
	}
	end := s.townWords(k)
	if end <= k || !s.knownTown(k, end) {
		return false
	}
	// A word in small letters after the town goes on with the sentence:
	// then the street's name is no English word and no German or French
	// noun ("Lazurowa 134, Goleniów yesterday"; not "Gate 5, Paris is
	// closed", "Bahn 1, Finale um 07:45").
	if s.lineEndsAt(end) {
		return true
	}
	p := s.prevWord(n)
	if p < 0 {
		return false
	}
	a := s.resolved(p)
	return s.lowerGoesOn(end) && wordLevel(a) == 0 && a&(attrNounDE|attrFrWord) == 0
}

// slashedCount reports whether number n and the number a slash glues to
// it count a page, a law or an invoice rather than a house and its flat:
// a year stands on either side ("Ley 4/2015", "Rechnung 2025/14"), or
// the word before is an English word or a German or French noun ("Seite
// 4/9", "Chapter 12/3", "Gate 4/9") or one of numberedNouns ("Stranica
// 4/9"), as townLineBelow asks of a name; a number with a building's
// letter is a house ("Male 2b/8").
func (s *scratch) slashedCount(n int) bool {
	if s.yearLike(n) || s.yearLike(n+2) {
		return true
	}
	if s.toks[n].letters != 0 {
		return false // a building's letter counts no page: "Male 2b/8, Pregrada"
	}
	p := s.prevWord(n)
	if p < 0 {
		return false
	}
	a := s.resolved(p)
	return wordLevel(a) != 0 || a&(attrNounDE|attrFrWord) != 0 || numberedNouns[string(s.wordBytes(p))]
}

// lowerGoesOn reports whether word k, in small letters in a text with
// capitals, goes on with the sentence after an address's town on the
// same line ("…, Goleniów yesterday", "…, Habartov is where I live").
func (s *scratch) lowerGoesOn(k int) bool {
	return !s.noUpper && k < len(s.toks) && s.isWord(k) && s.toks[k].flags&tfNL == 0 && s.toks[k].shape == shLower
}

// commonNoun reports whether word k is a common English word (of the
// commonest levels) or a German noun of the lists, as a town no list
// knows is not.
func (s *scratch) commonNoun(k int) bool {
	a := s.resolved(k)
	return a&attrNounDE != 0 || wordLevel(a) != 0 && wordLevel(a) <= 5
}

// knownTown reports whether words from..to are a place of the lists,
// whole.
func (s *scratch) knownTown(from, to int) bool {
	if pe, a := s.phraseAt(s.d.base, from, placeBits); pe == to && a != 0 {
		return true
	}
	return to == from+1 && s.resolved(from)&placeBits != 0
}

// yearLike reports whether word k is four digits from 1900 to 2099.
func (s *scratch) yearLike(k int) bool {
	t := &s.toks[k]
	if t.end-t.start != 4 {
		return false
	}
	w := s.text[t.start:t.end]
	return (w[:2] == "19" || w[:2] == "20") && isDigitByte(w[2]) && isDigitByte(w[3])
}

// caPostcode reports whether words k and k+1 are a Canadian postal code:
// a letter, a digit and a letter, then a digit, a letter and a digit
// ("M5V 2T6"), in capitals (or in a text without capitals).
func (s *scratch) caPostcode(k int) bool {
	a, b, upper, ok := s.codeHalves(k)
	return ok && len(a) == 3 && len(b) == 3 && upper(a[0]) && isDigitByte(a[1]) && upper(a[2]) &&
		isDigitByte(b[0]) && upper(b[1]) && isDigitByte(b[2])
}

// foreignStreetName reports whether capitalised word k may name a street
// by itself before the house number of another street's line: a word
// that is no English word, no known name, no known place and no known
// product ("Tungvik", "Storvika"; not "Bergen", nor "Gradle" before its
// version), as the Nordic and Baltic addresses write the street before
// its number.
func (s *scratch) foreignStreetName(k int) bool {
	a := s.resolved(k)
	return wordLevel(a) == 0 && a&(nameBits|placeBits) == 0 && s.toks[k].cls&(wcStopword|wcUnit|wcTechTerm) == 0
}

// placeBeforeName reports whether the word before word p introduces a
// place: a preposition of place, a copula ("the office is Tungata 11…"),
// or a colon.
func (s *scratch) placeBeforeName(p int) bool {
	if p > 0 && s.toks[p-1].flags&tfWord == 0 && s.toks[p-1].r == ':' {
		return true
	}
	q := s.prevWord(p)
	if q < 0 || s.toks[q].shape != shLower && !s.openingFunctionWord(q) {
		return false // "is", and "Is" opening a question: "Is Tungvik 11 Rott Crossroad right?"
	}
	w := s.wordBytes(q)
	return streetPrepositions[string(w)] || string(w) == "is" || string(w) == "was"
}

// placeNouns name a place that has an address ("the new office is…",
// "our warehouse:") or what is sent to one ("forward the parcel to…"):
// before a street without a type whose name is no English word, no known
// name and no place, they announce it as an address cue does ("our
// warehouse: Kolmeka 8"; not "the office is on Floor 3").
var placeNouns = wordSet("office offices headquarters hq warehouse store shop branch depot home house apartment " +
	"venue restaurant hotel clinic premises bureau atm entrance station museum school hospital bank bar cafe pub library church " +
	"gym pharmacy bakery salon studio factory campus stadium theatre theater cinema embassy consulate market mall " +
	"garage flat building residence cottage farm dorm university college hostel gallery showroom concert party " +
	"siege magasin entrepot buro geschaft lager filiale oficina tienda " +
	"almacen sede ufficio negozio magazzino " +
	"parcel parcels package packages letter shipment courier delivered forward forwarded mail mailed post posted " +
	"shipped send sent colis envoie envoyer paket sendung schicke schicken paquete envia enviar pacco spedisci spedire")

// placeNounBefore reports whether the word before house number n is
// capitalised and names no English word, name or place
// (foreignStreetName) and either the way to a place leads to word i
// (wayTo) and the number ends its clause or line or a calm word follows
// it ("Meet me at Aruvika 46 before noon"), or a place noun is among the
// four words before word i, in the same sentence, and the number ends
// its clause or line, as an address does, or the street follows a
// preposition of destination, or one of site when its name has two
// words or an accented letter or a calm word follows the number
// ("forward the parcel to Aruvika 111 before Friday", "the shop on Hoge
// Wei 46 closes early", "the station on Aruvika 46 is closed"; "The shop sells
// Gradle 8 books" and "the store on Magento 2 needs a patch", a
// product's version, are none).
func (s *scratch) placeNounBefore(i, n int) bool {
	p := s.prevWord(n)
	if p < 0 || s.toks[p].shape != shCap || !s.foreignStreetName(p) {
		return false
	}
	e := s.numberTail(n + 1) // "Streljačka 2a/5"
	if s.wayTo(i) && (s.lineEndsAt(e) || s.questionEndsAt(e) || s.calmAfter(e)) {
		return true
	}
	if !s.lineEndsAt(e) {
		q := s.prevWord(i)
		if q < 0 || !destinationPrepositions[string(s.wordBytes(q))] && !(s.siteOfPlace(q) && (p > i || s.accented(p) || s.calmAfter(e))) {
			return false
		}
	}
	return s.amongFourBefore(i, func(j int) bool { return placeNouns[string(s.wordBytes(j))] })
}

// siteOfPlace reports whether word q is a preposition of site after a
// place noun or a verb of standing ("the shop on Aruvika 46 closes
// early", "the bakery is at Kolmeka 8 since May"; not "the office runs
// on Gradle 8 now").
func (s *scratch) siteOfPlace(q int) bool {
	if !sitePrepositions[string(s.wordBytes(q))] {
		return false
	}
	r := s.prevWord(q)
	if r < 0 {
		return false
	}
	w := s.wordBytes(r)
	return placeNouns[string(w)] || siteVerbs[string(w)]
}

// accented reports whether word k holds a letter outside ASCII, as the
// street names of most languages do and product names do not
// ("Ingrišova", "Søndergade"; not "Magento").
func (s *scratch) accented(k int) bool {
	t := &s.toks[k]
	for i := t.start; i < t.end; i++ {
		if s.text[i] >= 0x80 {
			return true
		}
	}
	return false
}

// sitePrepositions say where a place stands; siteVerbs stand before them.
var (
	sitePrepositions = wordSet("at on near opposite beside behind")
	siteVerbs        = wordSet("is was are were located situated lies stands sits")
)

// wayTo reports whether street word i follows a preposition of way
// after a word that asks or shows the way among the four before it
// ("meet me at", "how do I get to", "turn right on", "meet me outside"),
// "where is" ("Where is Aruvika 46?") or "in front of", the street maybe
// in quotes ("pick me up at \"Allika 46\" tomorrow").
func (s *scratch) wayTo(i int) bool {
	q := s.prevWord(i)
	if q < 0 && i >= 2 && s.glued(i) && (s.toks[i-1].r == '"' || s.toks[i-1].r == '“') && s.toks[i-1].flags&tfWord == 0 {
		q = s.prevWord(i - 1) // "pick me up at \"Allika 46\" tomorrow": the street quoted
	}
	if q < 0 {
		return false
	}
	w := s.wordBytes(q)
	if string(w) == "is" || string(w) == "are" {
		r := s.prevWord(q)
		return r >= 0 && s.wordIs(r, "where")
	}
	if string(w) == "of" {
		r := s.prevWord(q)
		return r >= 0 && s.wordIs(r, "front") // "waiting in front of Thurzova 143"
	}
	if !wayPrepositions[string(w)] {
		return false
	}
	if v := s.prevWord(q); v >= 0 && (string(w) == "on" || string(w) == "up") && wayWords[string(s.wordBytes(v))] {
		return false // "turn on Bluetooth 5", "get up": a verb and its particle
	}
	return s.amongFourBefore(q, func(j int) bool { return wayWords[string(s.wordBytes(j))] })
}

// questionEndsAt reports whether token k is a question or exclamation
// mark.
func (s *scratch) questionEndsAt(k int) bool {
	return k < len(s.toks) && s.toks[k].flags&tfWord == 0 && (s.toks[k].r == '?' || s.toks[k].r == '!')
}

// calmAfter reports whether word k may follow a street in a sentence: a
// lower-case stopword, a time or one of afterStreetWords ("…46 until
// the end", "…46 before noon").
func (s *scratch) calmAfter(k int) bool {
	return s.isWord(k) && s.toks[k].flags&tfNL == 0 && s.toks[k].shape == shLower &&
		(s.toks[k].cls&(wcStopword|wcTimeWord) != 0 || afterStreetWords[string(s.wordBytes(k))])
}

// timeAfter reports whether word k is a time or one of afterStreetWords
// in lower case ("…67 before noon", "…8 yesterday").
func (s *scratch) timeAfter(k int) bool {
	return s.isWord(k) && s.toks[k].flags&tfNL == 0 && s.toks[k].shape == shLower &&
		(s.toks[k].cls&wcTimeWord != 0 || afterStreetWords[string(s.wordBytes(k))])
}

// wayPrepositions lead to a street on the way; wayWords ask for or show
// the way there.
var (
	wayPrepositions = wordSet("to at on into onto down along up towards toward outside")
	wayWords        = wordSet("meet get go walk drive head turn take stop stops directions way route reach find cross come arrive " +
		"arrived visit visiting park parked taxi cab ride move moved moving stay staying born off pick picked")
)

// destinationPrepositions introduce where something is sent: EN, FR, DE,
// ES, IT ("to", "à", "an", "nach", "para", "a").
var destinationPrepositions = wordSet("to a an nach para")

// townBeforeCountryLine reads, after the comma of an address's tail, a
// town (words k to end) and, after another comma, one to three
// capitalised words and a postcode of four to six digits that end the
// clause or the line: a country and its postcode ("…, Chomutice u Horic,
// Czech Republic 33156 last year"). It returns the end, or k.
func (s *scratch) townBeforeCountryLine(k, end int) int {
	for p := end; p+1 < len(s.toks) && s.isWord(p) && s.toks[p].flags&(tfSpace|tfNL) == tfSpace && s.toks[p].shape == shLower &&
		s.toks[p].cls&wcTownParticle != 0 && s.isWord(p+1) && s.toks[p+1].flags&(tfSpace|tfNL) == tfSpace && s.capWord(p+1) && s.free(p+1); p = end {
		end = p + 2 // a town's name longer than townWords reads: "Chomutice u Horic v Podkrkonoší"
	}
	c := end
	if c+1 >= len(s.toks) || s.toks[c].r != ',' || s.toks[c].flags&(tfWord|tfNL) != 0 {
		return k
	}
	m := c + 1
	for w := 0; w < 3 && s.isWord(m) && s.toks[m].flags&tfNL == 0 && s.free(m) && s.toks[m].flags&tfDigit == 0; w++ {
		if !s.capWord(m) || s.toks[m].cls&(wcStopword|wcUnit) != 0 {
			return k
		}
		if m = s.nextWord(m); m < 0 {
			return k
		}
	}
	if m <= c+1 || !s.plainNumber(m, 4, 6) || s.toks[m].flags&tfNL != 0 {
		return k
	}
	if !s.lineEndsAt(m+1) && !(s.isWord(m+1) && s.toks[m+1].shape == shLower) && !(m+1 < len(s.toks) && s.toks[m+1].r == '(') {
		return k
	}
	return m + 1
}

// spacedPostcode reports whether words k and k+1 are a postcode of three
// and two digits, as Czechia, Slovakia, Sweden and Greece write it ("500
// 03", "114 55"), before a capitalised town, or, in a text without
// capitals, after a comma and before a town's word that is no stopword
// ("…, 195 06 kostelec na hané"; not "…, 150 25 were returned").
func (s *scratch) spacedPostcode(k int) bool {
	if !s.plainNumber(k, 3, 3) {
		return false
	}
	m := s.nextWord(k)
	if m != k+1 || !s.plainNumber(m, 2, 2) || !s.isWord(m+1) || s.toks[m+1].flags&(tfSpace|tfNL) != tfSpace {
		return false
	}
	if s.noUpper {
		t := &s.toks[m+1]
		return k > 0 && s.toks[k-1].r == ',' && s.toks[k-1].flags&tfWord == 0 && t.shape == shLower &&
			t.flags&tfDigit == 0 && t.cls&(wcStopword|wcTimeWord|wcUnit) == 0
	}
	return s.capWord(m + 1)
}

// foreignSandwich reports whether tokens [from, to) are a house number,
// one or two capitalised names that are no English word, name or place,
// and a second number ("5366 Kolmeka 276", "20789 Aruvika Loma 46"): a
// building number before a street of the countries that write the
// number after the name ("6444 Kristiansenkollen 91F"; a person's name
// with a Slavic street's ending too, slavicNamedStreet: "92638 Janotova
// 553"), which needs no
// more of an address where it ends its clause or line or, with three
// digits or more, follows a preposition of place. A first number that could be a year is none
// ("In 2019 Kotlin 2 came out"). A flat or a building's letter behind a
// slash belongs to the second number ("24322 Svibovac 4c/4").
func (s *scratch) foreignSandwich(from, to int) bool {
	if to-from < 3 || to-from > 4 || !s.plainNumber(from, 1, 5) || s.yearLike(from) || !s.houseNumber(to-1) || s.toks[to-1].flags&tfDigit == 0 {
		return false
	}
	for k := from + 1; k < to-1; k++ {
		if s.toks[k].shape != shCap || !s.foreignStreetName(k) && !s.slavicNamedStreet(k) || s.resolved(k)&attrNounDE != 0 {
			return false // "Tisch 4 Stuhl 2": a German common noun between two numbers
		}
	}
	to = s.numberTail(to)
	if q := s.prevWord(from); s.lineEndsAt(to) || q >= 0 && s.plainNumber(from, 3, 5) && (destinationPrepositions[string(s.wordBytes(q))] || sitePrepositions[string(s.wordBytes(q))]) {
		return true // "…on 308 Ingrišova 49 closes early": a preposition of place before the building number
	}
	n := s.nextWord(to - 1)
	return n >= 0 && s.toks[n].shape == shLower && (s.toks[n].cls&(wcStopword|wcTimeWord) != 0 || afterStreetWords[string(s.wordBytes(n))])
}

// afterStreetWords may follow a street address in a sentence: a time, a
// request, a preposition ("…276 next month", "…46 before Friday"), not a
// unit or a noun that the number counts ("3 Pikachu 5 times").
var afterStreetWords = wordSet("next last yesterday today tomorrow tonight before after please asap soon now later " +
	"near behind opposite since until")

// addressNounAfter reports whether the noun "address", in one of the
// languages, or a noun of buildingNouns is among the four words after
// house number end-1, in the
// same sentence, and the word before the number is capitalised and no
// English word, name or place: the street is the address the noun names
// ("Is Aruvika 111 the right address?", "Kolmeka 8 is my new address";
// not "Node 12 has a new IP address").
func (s *scratch) addressNounAfter(end int) bool {
	if p := s.prevWord(end - 1); p < 0 || s.toks[p].shape != shCap || !s.foreignStreetName(p) {
		return false
	}
	for k, words := end, 0; k < len(s.toks) && words < 4; k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			if t.r == '.' || t.r == '!' || t.r == '?' || t.r == ';' {
				return false
			}
			continue
		}
		if t.flags&tfNL != 0 {
			return false
		}
		if t.cls&wcAddressCue != 0 && addressNoun(s.wordBytes(k)) || buildingNouns[string(s.wordBytes(k))] {
			return true
		}
		words++
	}
	return false
}

// buildingNouns name the building that stands at an address, as the noun
// "address" names the address ("Is Goljačke 4b the right building?",
// "Aruvika 46 is my new flat").
var buildingNouns = wordSet("building house flat apartment")

// addressNoun reports whether address cue w is the noun "address".
func addressNoun(w []byte) bool {
	switch string(w) {
	case "address", "adresse", "anschrift", "direccion", "indirizzo", "adres", "endereco", "morada":
		return true
	}
	return false
}
