package gazetteer

// upperTownCode reads a town written in capitals after a street, from
// word k, closed by its region's code of two capitals or by an empty
// field's marker, as labels and forms write the last line of an address
// on the street's own line ("34443 Streljačka 77 PLETERNICA MI",
// "Töröktamásii utca 233 KAPOSVÁR nan", "… WAIDHOFEN AN DER YBBS FA").
// It returns the end, or k. The town has one to four words on one line;
// none is an English word unless it is a known place, a particle or a
// town's prefix, and the code or the marker ends the clause: "12 Main
// Street TODAY" and "12 Main Street ASAP please" keep their capitals out.
func (s *scratch) upperTownCode(k int) int {
	if t := &s.toks[k]; t.shape != shUpper || t.letters < 3 {
		return k
	}
	for w, m := 0, k; w < 5 && m >= 0 && s.isWord(m) && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if m > k && t.flags&tfNL != 0 {
			return k
		}
		if m > k && s.wordIs(m, "nan") {
			if s.upperLineEndsAt(m + 1) {
				return m + 1
			}
			return k
		}
		if t.shape != shUpper || t.flags&tfDigit != 0 {
			return k
		}
		if m > k && t.letters == 2 && t.end-t.start == 2 && s.upperLineEndsAt(m+1) {
			return m + 1 // the region's code ends the address
		}
		if a := s.resolved(m); wordLevel(a) != 0 && a&placeBits == 0 && t.cls&wcTownParticle == 0 && !upperTownPrefix(s.wordBytes(m)) {
			return k // "PIEVE DI CORIANO", "NEW MICHAEL": a particle or a town's prefix may be a word
		}
	}
	return k
}

// upperLineEndsAt reports whether the last line of a street written on
// its own line ends before token i: clauseEndsAt, or a word in small
// letters goes on with the sentence.
func (s *scratch) upperLineEndsAt(i int) bool {
	return s.clauseEndsAt(i) || s.lineEndsAt(i) || s.toks[i].flags&tfWord != 0 && s.toks[i].shape == shLower && !s.noUpper
}

// upperTownPrefix reports whether w, folded, opens the name of a town as
// a word of its own ("New Michael", "Lake Lynn", "Port Jason").
func upperTownPrefix(w []byte) bool {
	switch string(w) {
	case "new", "north", "south", "east", "west", "lake", "port", "mount", "fort", "upper", "lower", "great", "little":
		return true
	}
	return townPrefix(w)
}

// upperTownAt reports whether a town in capitals and its region's code
// (upperTownCode) start at token k, after a street's second number
// ("6138 Trevo Duarte 286 DIAS DE BARBOSA AT").
func (s *scratch) upperTownAt(k int) bool {
	if k >= len(s.toks) || s.toks[k].shape != shUpper || s.toks[k].flags&(tfWord|tfNL) != tfWord || !s.free(k) {
		return false
	}
	return s.upperTownCode(k) > k
}
