package gazetteer

// directionInitial reports whether word k is the initial of a direction
// in capitals, as American and Canadian addresses abbreviate it before
// or after a street ("12 N Main St", "45 Queen St W").
func (s *scratch) directionInitial(k int) bool {
	if s.toks[k].shape != shInitial {
		return false
	}
	switch s.text[s.toks[k].start] {
	case 'N', 'S', 'E', 'W':
		return true
	}
	return false
}

// numberSign reads a flat's number after a number sign at token k,
// glued to it ("#4", "# 12" is none), and returns the end, or k.
func (s *scratch) numberSign(k int) int {
	if k+1 < len(s.toks) && s.toks[k].r == '#' && s.toks[k].flags&tfWord == 0 && s.toks[k].flags&tfNL == 0 &&
		s.isWord(k+1) && s.glued(k+1) && s.houseNumber(k+1) && s.free(k+1) {
		return k + 2
	}
	return k
}

// nameLead returns the word of a street's name that word m leads to: the
// word after an Irish "O'" or "Ó" ("19 O'Beirne Street", "85 o'duffy
// street", "1951 Ó Comhdhain Courts"),
// or, first in the name, after a particle in lower case before a
// capitalised word ("26 de Courcey Street"); or m.
func (s *scratch) nameLead(m, w int) int {
	t := &s.toks[m]
	if t.letters == 1 && s.elided(m) && (s.text[t.start] == 'O' || s.noUpper && s.text[t.start] == 'o') &&
		(s.toks[m+2].shape == shCap || s.noUpper && s.toks[m+2].shape == shLower) {
		return m + 2
	}
	if w == 0 && t.shape == shInitial && s.text[t.start:t.end] == "Ó" {
		if n := s.nextWord(m); n >= 0 && s.toks[n].shape == shCap {
			return n // "1951 Ó Comhdhain Courts": Irish Ó before a surname
		}
	}
	if w == 0 && t.shape == shLower && !s.noUpper && t.cls&wcParticle != 0 {
		if n := s.nextWord(m); n >= 0 && s.toks[n].shape == shCap {
			return n
		}
	}
	return m
}

// directionBefore reports whether word k is a direction written before a
// street's name: its initial ("12 N Main St"), two initials in capitals
// ("4354 SE Richardson St"), or a capitalised word before an ordinal
// ("6538 West 57th Avenue", which the caller checks).
func (s *scratch) directionBefore(k int) bool {
	if s.directionInitial(k) {
		return true
	}
	t := &s.toks[k]
	if t.shape == shUpper && t.end-t.start == 2 {
		switch s.text[t.start:t.end] {
		case "NE", "NW", "SE", "SW":
			return true
		}
	}
	if t.shape != shCap {
		return false
	}
	switch string(s.wordBytes(k)) {
	case "north", "south", "east", "west":
		return s.nextWord(k) >= 0 && s.ordinalName(s.nextWord(k))
	}
	return false
}

// numberedRoute reads after house number n, at word k, a road that a
// number names ("3650 Highway 260", "1032 route 293", "12 Interstate
// 80") and returns its end, or -1: the house number is no year, and the
// road's number ends its clause or line or a word that counts nothing
// follows it ("Upgrade 12 Highway 3 licenses" counts).
func (s *scratch) numberedRoute(n, k int) int {
	t := &s.toks[k]
	if t.shape != shCap && !(s.noUpper && t.shape == shLower) || s.yearLike(n) {
		return -1
	}
	switch string(s.wordBytes(k)) {
	case "highway", "route", "hwy", "rte", "interstate":
	default:
		return -1
	}
	r := s.nextWord(k)
	if r < 0 || !s.free(r) || !s.plainNumber(r, 1, 4) {
		return -1
	}
	a := s.nextWord(r)
	if a < 0 {
		if s.lineEndsAt(r + 1) {
			return r + 1
		}
		return -1
	}
	if s.toks[a].shape == shLower && !countOrVerb(s.wordBytes(a)) {
		return r + 1
	}
	return -1
}
