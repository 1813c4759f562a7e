package gazetteer

import "slices"

// nameTail returns the end of person si grown over the rest of its name
// that the rules found apart, or its own end:
//   - another person right after it, one space apart on its line and
//     written in the same case ("francisco" "carbó pineda", "dino"
//     "giosuè veltroni": a first name that one rule took alone and the
//     name after it that another took);
//   - after a person of two words or more, a place of one word one space
//     after it, written in the same case, that the lists hold as a
//     surname too (surnameTailAt: "Jorge Luis Serrano Hidalgo", "aitor
//     horacio cabo"): the second surname that Spanish names carry, or the
//     surname after two first names.
//
// It grows a name twice at most.
func (s *scratch) nameTail(si int) int {
	sp := &s.spans[si]
	end := int(sp.to)
	for range 2 {
		k := s.nextWord(end - 1)
		if k < 0 || s.toks[k].start-s.toks[end-1].end != 1 || s.toks[k].shape != s.toks[end-1].shape {
			break
		}
		switch s.toks[k].kind {
		case labelPerson + 1:
			e := s.spanEndAt(k, labelPerson)
			if e == 0 {
				return end
			}
			end = e
		case labelPlace + 1:
			if end-int(sp.from) < 2 || s.spanEndAt(k, labelPlace) != k+1 || !s.surnameTailAt(k) {
				return end
			}
			end = k + 1
		default:
			return end
		}
	}
	return end
}

// capNameTails grows each person of a text with capitals over the
// person or place right after it that nameTail reads as the rest of its
// name; it runs where joinNames, which grows them too, does not. The
// kind of a person's next token is tested first: most have none.
func (s *scratch) capNameTails() {
	for si := 0; si < len(s.spans); si++ {
		sp := &s.spans[si]
		if sp.kind != labelPerson || int(sp.to) >= len(s.toks) {
			continue
		}
		if k := s.toks[sp.to].kind; k != labelPerson+1 && k != labelPlace+1 {
			continue // the next token is neither: most people
		}
		if end := s.nameTail(si); end > int(s.spans[si].to) {
			si = s.growSpan(si, int(s.spans[si].from), end)
		}
	}
}

// spanEndAt returns the end of the span of kind that starts at token k,
// or 0.
func (s *scratch) spanEndAt(k, kind int) int {
	for j := range s.spans {
		if int(s.spans[j].from) == k && s.spans[j].kind == kind {
			return int(s.spans[j].to)
		}
	}
	return 0
}

// surnameTailAt reports whether place k may end a person's name right
// after it (see nameTail): a known surname of three letters or more, no
// word of a class, function word, country or city of 100,000 people or
// more ("maria garcia madrid office"; a region may be a surname:
// "Hidalgo"); in lower case one after which the phrase ends, and
// capitalised one before no capitalised word ("Anna Smith Valencia
// Office").
func (s *scratch) surnameTailAt(k int) bool {
	t := &s.toks[k]
	a := s.resolved(k)
	if t.letters < 3 || t.flags&tfDigit != 0 || a&attrLast == 0 || a&attrCountry != 0 || cityBucket(a) >= 5 || t.cls != 0 ||
		functionWords.has(s.wordBytes(k)) {
		return false
	}
	if t.shape == shLower {
		return s.phraseEndsAfter(k)
	}
	n := s.nextWord(k)
	return t.shape == shCap && (n < 0 || !s.capWord(n))
}

// registerFirstBefore returns the word right before person from, in a
// text without capitals, when it is a first name that only the
// register holds and the person opens with a first name ("beppe giacobbe
// stoppani", "federigo mirco fantini"), or -1: a word of four letters or
// more in no list and no class, no common Spanish or Italian word
// (esItWord), function word, adverb or verb of address.
func (s *scratch) registerFirstBefore(from int) int {
	if len(s.regLowers) == 0 || from == 0 || !s.noUpper || s.toks[from].shape != shLower || s.resolved(from)&attrFirst == 0 {
		return -1
	}
	p := s.prevWord(from)
	if p < 0 || !s.free(p) || s.toks[p].letters < 4 || s.toks[p].cls != 0 || s.toks[p].shape != shLower || s.toks[p].flags&tfDigit != 0 {
		return -1
	}
	if _, ok := slices.BinarySearch(s.regLowers, int32(p)); !ok || s.resolved(p) != 0 || s.esItWord(p) {
		return -1 // tokenize listed the words the register may hold, in text order
	}
	w := s.wordBytes(p)
	if functionWords.has(w) || pairAdverbs.has(w) || relativeDays.has(w) || pairCueVerbs[string(w)] || nounEnding(w) || romanceParticiple(w) {
		return -1
	}
	key := s.fold[s.toks[p].fs:s.toks[p].fe]
	if s.d.reg.lookup(key)&attrRegFirst == 0 { // regLowers holds only words the register's Bloom filter passes
		return -1
	}
	return p
}
