package gazetteer

import "strings"

// closedTail reads the rest of an address after its street (and its
// flat) at token k, when the rules of its parts leave it: up to four
// fields of a town, a region's code or an empty field's marker,
// separated by commas, line breaks or spaces, that close on a postcode
// or a country (and the postcode after either) before the line's end, a
// mark or a word in lower case ("…Apt 317 Pritzwalk nan Germany 99576",
// "…Suite 373 Moura 86100851 please", "…,\nVoisindan,\n53956", "…
// 7 La Rioja Spain by 5pm"). The close proves the fields: without it
// they are left to the other rules. Fields written with spaces only
// before a country that the sentence goes on after need a word that no
// list knows ("…Suite 5 Marketing Team France office" stays out). A dot after the street's number
// ends it only before a line break ("Béke tér 29.\n Székesfehérvár\n
// H-2028"); a sentence's next word is no town. A town alone on the
// address's last line closes it too (townLine). It returns the end, or k.
func (s *scratch) closedTail(k int) int {
	m := k
	spaced := true // no comma nor line break between the fields yet
	if m < len(s.toks) && s.toks[m].flags&tfWord == 0 {
		switch {
		case s.fieldComma(m):
			m++
		case s.toks[m].r == '.' && m > 0 && s.toks[m-1].flags&tfDigit != 0 && s.glued(m) && s.isWord(m+1) && s.toks[m+1].flags&tfNL != 0:
			m++
		default:
			return k
		}
		spaced = false
	}
	proof := false // a field's word that no list knows
	closed := func(c int) int {
		if spaced && !proof && s.toks[c-1].flags&tfDigit == 0 && s.isWord(c) && s.toks[c].shape == shLower {
			return k // "…Suite 5 Marketing Team France office today": common words and a country the sentence goes on after
		}
		return c
	}
	for range 4 {
		if !s.isWord(m) || !s.free(m) {
			return k
		}
		if s.toks[m].flags&tfNL != 0 {
			spaced = false
		}
		if e := s.tailClose(m); e > m {
			return closed(e)
		}
		e := s.tailField(m)
		if e <= m {
			return k
		}
		for w := m; w >= 0 && w < e; w = s.nextWord(w) {
			if w > m {
				if c := s.tailClose(w); c > w {
					return closed(c) // "…North Amyview United States please": a town's words run into the country
				}
			}
			if a := s.resolved(w); wordLevel(a) == 0 && a&placeBits == 0 {
				proof = true
			}
		}
		if s.toks[m].flags&tfNL != 0 && s.townLine(m, e) {
			return e // "…\nApt. 494\nLAKE DEREKPORT", "…\n Unit 399\n Grantmouth\nPhone: …"
		}
		switch {
		case e < len(s.toks) && s.fieldComma(e):
			m = e + 1
			spaced = false
		case s.isWord(e):
			m = e // a line break or a space
		default:
			return k
		}
	}
	return k
}

// closedTailOr returns the end of the closed tail at token k (closedTail),
// or end when there is none.
func (s *scratch) closedTailOr(k, end int) int {
	if k < len(s.toks) {
		if e := s.closedTail(k); e > k {
			if s.looseTails == 0 {
				s.looseFrom = end
			}
			s.looseTails++
			return e
		}
	}
	return end
}

// tailField returns the end of one field before an address's close at
// word m: a town of one to four words, a region's code of two or three
// capitals or letters in a text without capitals, or an empty field's
// marker ("nan"), or the rest of a town after a particle in small
// letters; or m.
func (s *scratch) tailField(m int) int {
	t := &s.toks[m]
	if t.flags&tfDigit != 0 || t.cls&wcTimeWord != 0 {
		return m
	}
	switch string(s.wordBytes(m)) {
	case "nan", "null", "none":
		return m + 1
	}
	if t.letters >= 2 && t.letters <= 3 && t.end-t.start == int(t.letters) && (t.shape == shUpper || s.noUpper && t.shape == shLower) {
		return m + 1 // "NY", "VL", "ca"
	}
	if t.shape == shLower && t.cls&wcTownParticle != 0 && !s.noUpper {
		if n := s.nextWord(m); n >= 0 && s.capWord(n) {
			return s.townWords(n) // "…Apt. 150 Ohé en Laak …": the rest of a town whose particle ended the flat's reading
		}
	}
	if t.shape != shCap && t.shape != shUpper && !s.noUpper {
		return m
	}
	return s.townWords(m)
}

// tailClose returns the end of what closes an address at word m: a
// country and the postcode after it ("Germany 99576", "Republic of
// Ireland", "Czech Republic 459 64"), or a postcode of any country's shape that no year could be
// and the country after it ("89752 United States"), before the line's
// end, a mark or a word in lower case; or m.
func (s *scratch) tailClose(m int) int {
	e := m
	if c, a := s.phraseAt(s.d.base, s.countryTitle(m), attrCountry); c > m && a != 0 {
		e = c
		if p := s.nextWord(c - 1); p >= 0 && s.countryPostcode(p) > p {
			e = s.countryPostcode(p)
		}
	} else if r := s.republicAt(m); r > m {
		e = r
	} else if r := s.nextWord(m); r >= 0 && s.capWord(m) && s.toks[m].flags&tfDigit == 0 && s.capWord(r) && s.wordIs(r, "republic") {
		e = r + 1 // "…Benešov nad Ploučnicí Czech Republic": a republic among the town's words
		if p := s.nextWord(r); p >= 0 && s.countryPostcode(p) > p {
			e = s.countryPostcode(p)
		}
	} else if p := s.tailPostcode(m); p > m {
		e = p
		if n := s.nextWord(p - 1); n >= 0 {
			if c, a := s.phraseAt(s.d.base, s.countryTitle(n), attrCountry); c > n && a != 0 {
				e = c // "89752 United States"
			}
		}
	}
	if e > m && !s.nameGoesOn(e) && (s.lineEndsAtOrLower(e) || s.questionEndsAt(e)) {
		return e
	}
	return m
}

// nameGoesOn reports whether word k, a conjunction or a town's particle
// in small letters before a capitalised word on its line, carries the
// name before it on ("…Nueva Trinidad y Tabago", "…Sudán del Sur"): a
// country there is part of a longer name, no address's close.
func (s *scratch) nameGoesOn(k int) bool {
	if !s.isWord(k) || s.toks[k].shape != shLower || s.toks[k].flags&tfNL != 0 || s.toks[k].cls&(wcConj|wcTownParticle) == 0 {
		return false
	}
	n := s.nextWord(k)
	return n >= 0 && s.capWord(n)
}

// tailPostcode returns the end of a postcode at word m in any country's
// shape that no year could be: four to eight digits, a code of the
// postcode rule ("9582-615", "H-2028"), three and two digits, a UK or a
// Canadian code; or m.
func (s *scratch) tailPostcode(m int) int {
	switch {
	case s.yearLike(m):
		return m
	case s.plainNumber(m, 4, 8) || s.postcode(m) || s.zipCode(m):
		return m + 1
	case s.spacedPostcode(m) || s.plainNumber(m, 3, 3) && s.nextWord(m) == m+1 && s.plainNumber(m+1, 2, 2):
		return m + 2 // "500 03 Nové Město", "…, nan 976 26 by 5pm"
	case s.ukPostcode(m):
		return m + 2
	}
	if e := s.caPostcodeEnd(m); e > m {
		return e
	}
	return m
}

// townLine reports whether words m to end, first on their line, are a
// town that ends the line, the text or the clause: a town no list knows
// in capitalised words (clauseTown: "Grantmouth", not "Thanks") or in
// capitals, of three letters or more each, none a stopword, one of them
// in no list ("LAKE DEREKPORT", "ANCHIANO"), right under the line above
// (no blank line) and before the line's or the text's end, a quote or a
// bracket (no sentence's dot: "Tel. 0123").
func (s *scratch) townLine(m, end int) bool {
	if m == 0 || strings.Count(s.text[s.toks[m-1].end:s.toks[m].start], "\n") != 1 ||
		end < len(s.toks) && s.toks[end].flags&tfNL == 0 && s.toks[end].r != '"' && s.toks[end].r != ')' {
		return false // a blank line or a sentence's dot: "…\n\nCordialement", "…\nTel. 0123"
	}
	if s.clauseTown(m, end) {
		return true
	}
	if end-m > 4 || !s.townClauseEnd(end) {
		return false
	}
	unknown := false
	for w := m; w >= 0 && w < end; w = s.nextWord(w) {
		t := &s.toks[w]
		if t.shape != shUpper || t.letters < 3 || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord|wcUnit) != 0 {
			return false
		}
		if wordLevel(s.resolved(w)) == 0 {
			unknown = true
		}
	}
	return unknown
}
