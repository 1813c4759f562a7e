package gazetteer

// clauseTown reports whether words k to end, after the comma that ends a
// street, are a town that ends its sentence, line or field: one to three
// capitalised words, none a stopword, a word of time or a unit, each no
// common English word unless it starts a town's name as a compass point
// or a harbour does, one of them none at all, and a full stop, the line's
// or the text's end, a quote, a bracket or a field's bar right after them
// ("…Maneeži 75, Saareküla Kula.", "…Neil Court, Mackenzieing\n"; not
// "…Neil Court, Thanks."). A town that no list knows is found so only
// there: in running text the words after a comma are as often a name or
// a phrase. A place the lists know keeps its own reading.
func (s *scratch) clauseTown(k, end int) bool {
	if end <= k || end-k > 5 || !s.townClauseEnd(end) {
		return false
	}
	if e, a := s.phraseAt(s.d.base, k, placeBits); e >= end && a != 0 {
		return false // a known place keeps its own reading: "…Wall Street, New York."
	}
	return s.unknownTownWords(k, end, false)
}

// unknownTownWords reports whether words k to end, free, are a town's
// words of which one at least no list knows: each capitalised (or, with
// caps, in capitals of three letters or more), no stopword, word of time
// or unit, and no common English word unless it starts a town's name
// (townHeads).
func (s *scratch) unknownTownWords(k, end int, caps bool) bool {
	unknown := false
	for m := k; m >= 0 && m < end; m = s.nextWord(m) {
		t := &s.toks[m]
		if t.shape != shCap && (!caps || t.shape != shUpper || t.letters < 3) || t.flags&tfDigit != 0 ||
			t.cls&(wcStopword|wcTimeWord|wcUnit) != 0 || !s.free(m) {
			return false
		}
		if wordLevel(s.resolved(m)) == 0 {
			unknown = true
		} else if !townHeads[string(s.wordBytes(m))] {
			return false
		}
	}
	return unknown
}

// townClauseEnd reports whether token k ends a town's clause: the text's
// or a line's end, or a full stop after a word of three letters or more
// (no abbreviation's), a mark of question or exclamation, a semicolon, a
// closing bracket or brace, a quote, a bar, a closing markup tag, a dash
// between spaces before a word in small letters, or a slash between spaces
// before another field.
func (s *scratch) townClauseEnd(k int) bool {
	if k >= len(s.toks) || s.toks[k].flags&tfNL != 0 {
		return true
	}
	if s.toks[k].flags&tfWord != 0 {
		return false
	}
	switch s.toks[k].r {
	case '.':
		return k > 0 && s.toks[k-1].letters >= 3 // not an abbreviation's dot: "Αγ. Νικόλαος"
	case '!', '?', ';', ')', ']', '}', '"', '\'', '|':
		return true
	case '<', '-', 0x2013, 0x2014, '/':
		return s.lineEndsAt(k) // a closing markup tag, a dash before a remark, a slash before a field: "…, Port Jovitachester - please confirm"
	}
	return false
}

// townHeads are common English words that open a town's name ("West
// Christinaby", "Port Sabrinamouth", "Lake Austin").
var townHeads = wordSet("north south east west new port lake mount fort saint st")
