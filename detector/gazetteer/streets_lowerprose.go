package gazetteer

// A street written in small letters inside a text with capitals, where a
// preposition of destination, origin or site announces it ("Please ship
// to 12 oak lane, springfield before Friday").

// lowerProseStreet reads, in a text with capitals, a house number n after
// "to", "at", "on", "from", "is" or an address cue, one to three name
// words in small letters, none a stopword, and a street type written after
// them in full ("lane", "street"; after a cue an abbreviation too, "2437
// main st"), or a type written first and its name ("137 avenue
// teboulbi"; not "via"), that end the clause, come before a comma, a flat,
// "in", or a stopword or a time in small letters ("lives on 31 seneca
// place with his family", "to 138 consul place before Friday");
// after the comma, a town in small letters that no English word opens,
// up to the clause's end or an English word ("12 oak lane, springfield
// before Friday"). It returns the street's span, or -1, -1 ("went to 3
// more road trips", "talked to 5 main street vendors" are none).
func (s *scratch) lowerProseStreet(n int) (int, int) {
	if s.noUpper {
		return -1, -1
	}
	p := s.prevWord(n)
	cued := s.addressCueBefore(n)
	if !cued && (p < 0 || s.toks[p].shape != shLower || !s.wordIs(p, "to") && !s.wordIs(p, "at") && !s.wordIs(p, "is") && !s.wordIs(p, "on") && !s.wordIs(p, "from")) {
		return -1, -1
	}
	// After "on" or "from" with no cue, one name word at least is no
	// English word: "the team is on 3 different way of working", "results
	// from 2 test drive" are none.
	loose := !cued && (s.wordIs(p, "on") || s.wordIs(p, "from"))
	end, foreign := -1, false
	for w, m := 0, s.nextWord(n); w < 4 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if t.shape != shLower || t.flags&tfDigit != 0 || t.cls&(wcStopword|wcTimeWord|wcUnit) != 0 {
			break
		}
		if w == 0 && t.cls&wcStreetFirst != 0 && !s.wordIs(m, "via") {
			end, foreign = s.lowerNameAfterType(m), true // "137 avenue teboulbi": a type written first
			break
		}
		if w > 0 && (t.letters >= 3 && s.streetType(m) || cued && englishShortTypes[string(s.wordBytes(m))]) && !s.pluralNoun(m) {
			end = m + 1 // "2437 main st" after an address cue
			break
		}
		foreign = foreign || wordLevel(s.resolved(m)) == 0
	}
	if loose && !foreign {
		return -1, -1
	}
	if end < 0 {
		return -1, -1
	}
	if end < len(s.toks) && s.toks[end].flags&tfWord == 0 && s.toks[end].r == ',' && s.toks[end].flags&tfNL == 0 {
		if e := s.lowerProseTown(end + 1); e > end+1 {
			return n, e
		}
		return n, end
	}
	if s.townClauseEnd(end) || s.calmAfter(end) {
		return n, end
	}
	if m := s.nextWord(end - 1); m >= 0 && (s.toks[m].cls&wcUnit != 0 || s.wordIs(m, "in")) {
		return n, end
	}
	return -1, -1
}

// lowerNameAfterType returns the end of one to three words in small
// letters after street type k written first, particles between them,
// none a stopword, a time or a unit, one at least no English word
// ("avenue teboulbi", "rue du centre"; not "avenue restaurants"), or -1.
func (s *scratch) lowerNameAfterType(k int) int {
	end, foreign := -1, false
	for w, m := 0, s.nextWord(k); w < 3 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if t.shape != shLower || t.flags&tfDigit != 0 || t.cls&(wcTimeWord|wcUnit) != 0 {
			break
		}
		if s.streetParticle(m) {
			if end < 0 && w > 0 {
				break
			}
			continue
		}
		if t.cls&wcStopword != 0 || end >= 0 && s.common(m, 2) {
			break // "avenue teboulbi last year"
		}
		foreign = foreign || wordLevel(s.resolved(m)) == 0
		end = m + 1
	}
	if !foreign {
		return -1
	}
	return end
}

// lowerProseTown returns the end of a town in small letters at word k
// after a street's comma, in a text with or without capitals: one to
// three words, the first no English word (of four letters or more) or a
// known place, that end the clause or come before an English word, a
// bracket, or a comma and an English word or a country ("springfield
// before Friday", "port matthew yesterday", "lund, thanks!", "horgen,
// switzerland"); or k.
func (s *scratch) lowerProseTown(k int) int {
	if !s.isWord(k) || s.toks[k].shape != shLower || s.toks[k].flags&(tfDigit|tfNL) != 0 || !s.free(k) {
		return k
	}
	first := s.resolved(k)
	if !(first&placeBits != 0 || wordLevel(first) == 0 && s.toks[k].letters >= 4) && !townPrefix(s.wordBytes(k)) {
		return k
	}
	end := k + 1
	for w, m := 1, s.nextWord(k); w < 3 && m >= 0 && s.free(m); w, m = w+1, s.nextWord(m) {
		t := &s.toks[m]
		if t.shape != shLower || t.flags&tfDigit != 0 || wordLevel(s.resolved(m)) != 0 && !s.streetParticle(m) {
			break
		}
		end = m + 1
	}
	if townPrefix(s.wordBytes(k)) && end == k+1 {
		return k // "port" alone is a word
	}
	if s.townClauseEnd(end) || s.isWord(end) && wordLevel(s.resolved(end)) != 0 || s.toks[end].r == '(' && s.toks[end].flags&tfWord == 0 {
		return end
	}
	if r := end + 1; end < len(s.toks) && s.toks[end].r == ',' && s.isWord(r) && s.toks[r].flags&tfNL == 0 && s.toks[r].shape == shLower {
		if wordLevel(s.resolved(r)) != 0 {
			s.looseTails++
			return end // "…idrottsgatan 0, lund, thanks!": a comma and an English word go on with the sentence
		}
		if s.resolved(r)&attrCountry != 0 {
			return end // "…87, horgen, switzerland": the country's own comma field follows
		}
	}
	return k
}

// lowerWordBefore reports whether the street before token c, a comma,
// ends in small letters: a word in small letters, or a house number
// after one ("skolvägen 58", "12 oak lane").
func (s *scratch) lowerWordBefore(c int) bool {
	j := c - 1
	if j < 0 || !s.isWord(j) {
		return false
	}
	if s.toks[j].flags&tfDigit != 0 {
		if j = s.prevWord(j); j < 0 {
			return false
		}
	}
	return s.toks[j].shape == shLower
}
