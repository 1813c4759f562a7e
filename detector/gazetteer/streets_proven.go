package gazetteer

// Streets without a type that the rest of their address proves: a house
// number written first and a name that no list knows ("1515 Ramløse
// Allé", "6938 Onšovecká"), followed by a flat or a suite and its number
// or by the lines of an address that close on a postcode or a country.

// provenUnits are the units whose number after a street's name proves it
// one: a flat, an apartment or a suite (not a box, a floor or a
// building, which count things elsewhere).
var provenUnits = wordSet("apt apartment suite ste flat appt apto depto dpto")

// untypedBeforeProof reads a number-first street without a type at house
// number n: one to three capitalised words, the first no stopword and
// not among the commonest English words, then a flat or suite with its
// number ("1515 Ramløse Allé Apt. 178"), or, when none of the words is
// a stopword or a common word, the end of the line and an
// address block that closes on a postcode or a country after it
// ("6938 Onšovecká\nPaskov\nGermany 446 58"). A number that could be a
// year needs the flat. It returns the street's span, or -1, -1.
func (s *scratch) untypedBeforeProof(n int) (int, int) {
	end, loose := -1, false
	for w, k := 0, s.nextWord(n); w < 3 && k >= 0 && s.free(k) && s.capWord(k) && s.toks[k].flags&(tfDigit|tfNL) == 0 &&
		s.toks[k].cls&wcUnit == 0; w, k = w+1, s.nextWord(k) {
		if s.toks[k].cls&wcStopword != 0 || s.common(k, 3) {
			if w == 0 {
				break
			}
			loose = true // "Ramløse Allé": a type that is a word too, proven by the flat only
		}
		end = k + 1
	}
	if end < 0 {
		return -1, -1
	}
	if u := s.nextWord(end - 1); u >= 0 && provenUnits[string(s.wordBytes(u))] && s.unitPart(u) > u {
		return n, end
	}
	if loose || s.yearLike(n) || end >= len(s.toks) || s.toks[end].flags&tfNL == 0 {
		return -1, -1
	}
	if b := s.addressBlock(n, s.addressTail(end)); b > end && s.closesOnCode(end, b) {
		return n, end
	}
	return -1, -1
}

// closesOnCode reports whether tokens [from, to) hold what closes an
// address block: a country, or a postcode that no count or year could
// be (five digits or more, or digits with letters or a hyphen: "75008",
// "N5K5K4", "25-932"). A line of four digits alone may be a year.
func (s *scratch) closesOnCode(from, to int) bool {
	for k := from; k < to; k++ {
		t := &s.toks[k]
		if t.flags&tfWord == 0 {
			continue
		}
		if t.flags&tfDigit != 0 && (t.end-t.start >= 5 || t.letters > 0 || !allDigits(s.text[t.start:t.end])) {
			return true
		}
		if s.capWord(k) {
			if e, a := s.phraseAt(s.d.base, k, attrCountry); e > k && a != 0 {
				return true
			}
		}
	}
	return false
}

// untypedLastBeforeBlock reads a number-last street without a type or an
// ending that the address block below it proves ("Vodnikovo naselje
// 4c\nApt. 854\nSežana\nZasavska\nSlovenia 5319", "Vinogradska
// 4c/5\nSuite 849\nRab\n…\nCroatia 85510"): one to three words before
// house number n, the first capitalised and opening its line or following
// a colon, none with a digit, one a name (namedLine), the first no noun
// that counts (countNoun: a German noun, a common English word), and the number
// ending the line, maybe with a comma ("Hercegovačka 8c,\nApt. 458,\n…");
// the lines after it close on a country and its postcode
// (countryBlock), or hold a flat or a suite and close on a postcode no year
// could be or a country (closesOnCode) as an address's tail and block read
// them. It returns the street's span, or -1, -1.
func (s *scratch) untypedLastBeforeBlock(n int) (int, int) {
	end := s.numberTail(n + 1)
	if nl := s.lineCommaAt(end); nl >= len(s.toks) || s.toks[nl].flags&tfNL == 0 {
		return -1, -1
	}
	f := -1
	for w, k := 0, s.prevWord(n); w < 3 && k >= 0; w, k = w+1, s.prevWord(k) {
		if !s.free(k) || s.toks[k].flags&tfDigit != 0 {
			return -1, -1
		}
		f = k
		if s.toks[k].flags&tfLineStart != 0 || k > 0 && s.toks[k-1].r == ':' && s.toks[k-1].flags&tfWord == 0 {
			break
		}
	}
	if f < 0 || !s.capWord(f) || s.toks[f].cls&wcStopword != 0 ||
		s.toks[f].flags&tfLineStart == 0 && !(f > 0 && s.toks[f-1].r == ':' && s.toks[f-1].flags&tfWord == 0) {
		return -1, -1
	}
	if !s.namedLine(f, n) || s.countNoun(f) {
		return -1, -1 // "Chapter 4\nRoom 12\n…", "Kapitel 5\nAbschnitt 7\n…", "Page 259\nItaly 4120": a noun and its number
	}
	if c := s.countryBlock(s.lineCommaAt(end)); c > end {
		return f, end // "Baquedano 3811\nPiso 2\n…\nChile 1415270"
	}
	if e := s.addressBlock(f, s.addressTail(end)); e > end && s.closesOnCode(end, e) {
		for k := end; k < e; k++ {
			if s.unitAt(k) {
				return f, end // the flat's line shows the block
			}
		}
	}
	return -1, -1
}

// lineCommaAt returns the token after the comma at token k that ends its
// line ("Hercegovačka 8c,\nApt. 458,\n…"), or k: a block's lines may end
// with commas.
func (s *scratch) lineCommaAt(k int) int {
	if k+1 < len(s.toks) && s.toks[k].r == ',' && s.toks[k].flags&(tfWord|tfNL) == 0 && s.toks[k+1].flags&tfNL != 0 {
		return k + 1
	}
	return k
}
