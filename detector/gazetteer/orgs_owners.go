package gazetteer

// Firms named after their owners whose surnames are also common English
// words ("Baker-Miller", "Hall-West"; docs/names.md, "Rules, in order of
// strength").

// ownerSlot reports whether hyphenated word i, whose two parts are both
// common English words that the name lists hold, stands where a firm's
// name stands inside a sentence: after a word in small letters that is
// no determiner or possessive ("founded Baker-Miller", "according to
// Hall-West"), not after an article ("the Code-Freeze"), not opening a
// sentence or a line, not in a heading.
func (s *scratch) ownerSlot(i int) bool {
	t := &s.toks[i]
	if t.flags&(tfSentStart|tfHeading|tfNL) == 0 && s.noUpper && t.shape == shLower {
		return s.lowerCuedOwners(i)
	}
	if t.flags&(tfSentStart|tfHeading|tfNL) != 0 || t.shape != shCap {
		return false
	}
	p := s.prevWord(i)
	if p < 0 || s.toks[p].shape != shLower {
		return false
	}
	w := s.wordBytes(p)
	return !orgArticle(w) && !possessive(w) && !isIndefinite(w) && !demonstrative(w)
}

// lowerCuedOwners reports whether hyphenated word i, in a text without
// capitals, stands right after an English cue that takes a firm
// ("worked with brown-turner", "from smith-french", "i quit
// petty-martin"): a firm's slot, where two surnames that are common words
// name the firm, not a thing ("the black-white version"), unless a part
// is one of the commonest English words and no surname, as compounds are
// ("from low-level routines", "from file-like objects").
func (s *scratch) lowerCuedOwners(i int) bool {
	p := s.prevWord(i)
	if p < 0 || s.lang != langOther || !s.lowerCueBefore(p) {
		return false
	}
	w := s.wordBytes(i)
	h := twoParts(w)
	if h < 0 {
		return false
	}
	for _, part := range [2][]byte{w[:h], w[h+1:]} {
		if a := s.d.base.lookup(part); wordLevel(a) == 1 && a&attrLast == 0 {
			return false
		}
	}
	return true
}

// clauseComma reports whether capitalised word i follows a comma that
// ends an opening phrase rather than an item of a list: the word before
// the comma is in small letters or a number, or is a capitalised word
// after "in" ("In 2019, Baker-Rivas opened…", "As expected, Hines-Jacobs
// won…", "in LEEDS, Hill-Rivas is…"), and no comma or conjunction
// follows word i.
func (s *scratch) clauseComma(i int) bool {
	if !s.openingComma(i) {
		return false
	}
	n := i + 1
	return n >= len(s.toks) || s.toks[n].r != ',' && s.toks[n].r != '&' && !(s.isWord(n) && familyConjunction(s.wordBytes(n))) &&
		!(n+1 < len(s.toks) && s.isWord(n+1) && familyConjunction(s.wordBytes(n+1)))
}

// openingComma reports whether capitalised word i follows a comma that
// ends an opening phrase: the word before the comma is in small letters,
// a number, a word of time, a word in capitals that is no name, or a
// capitalised word after "in", or a capitalised role after "the"
// (roleAfterThe: "The Licensee, Poole, Green and Owen, shall pay…") ("Last spring, Hartley, Pryce and Kowalczyk
// opened…", "Under clause 9, …", "Late on Friday, …", "IN WITNESS
// WHEREOF, …").
func (s *scratch) openingComma(i int) bool {
	if i < 2 || s.toks[i-1].r != ',' || s.toks[i-1].flags&(tfWord|tfNL) != 0 || s.toks[i].shape != shCap {
		return false
	}
	b := &s.toks[i-2]
	return b.flags&tfWord != 0 && (b.shape == shLower || s.roleAfterThe(i-2) || b.flags&tfDigit != 0 || b.cls&wcTimeWord != 0 || s.placeAfterIn(i-2) ||
		b.shape == shUpper && s.resolved(i-2)&nameBits == 0)
}

// placeAfterIn reports whether word b, capitalised or in capitals, comes
// right after "in" in small letters, as a place does ("in Leeds", "In
// WINMALEE").
func (s *scratch) placeAfterIn(b int) bool {
	if s.toks[b].shape != shCap && s.toks[b].shape != shUpper {
		return false
	}
	p := s.prevWord(b)
	return p >= 0 && s.toks[p].shape != shUpper && s.wordIs(p, "in")
}

// demonstrative reports whether w is an English demonstrative or a
// determiner of quantity, before which a capitalised compound names a
// thing ("this Read-Only mode", "each Follow-Up").
func demonstrative(w []byte) bool {
	switch string(w) {
	case "this", "that", "these", "those", "each", "every", "any", "some", "no", "its", "new":
		return true
	}
	return false
}

// listEndsClause reports whether token k, right after the last surname
// of "A, B and C", is a comma that ends the clause rather than lengthens
// the list: a comma followed by a word in small letters or the end of
// the text ("According to Mann, Cooper and Lambert, the shipment…";
// "Mann, Cooper and Lambert, Becker" lists on).
func (s *scratch) listEndsClause(k int) bool {
	if k >= len(s.toks) || s.toks[k].r != ',' || s.toks[k].flags&(tfWord|tfSpace|tfNL) != 0 {
		return false
	}
	n := k + 1
	if n >= len(s.toks) {
		return true
	}
	return s.toks[n].flags&tfWord != 0 && s.toks[n].flags&tfNL == 0 && s.toks[n].shape == shLower
}

// openerOnly reports whether capitalised word p (or one in capitals:
// "WHEREAS"), right before a firm of owners, only opens its sentence and
// names nothing, in a text that reads
// as neither German nor French: a stopword, a word of time or a common
// English word that no list holds as a name
// ("Yesterday Griffin, Stephens and Fisher confirmed…", "The
// Fleming-Hickman team"; not "Laura Hines-Jacobs").
func (s *scratch) openerOnly(p int) bool {
	t := &s.toks[p]
	if t.flags&tfSentStart == 0 || t.shape != shCap && t.shape != shUpper || s.lang != langOther {
		return false // German and French capitalise nouns after their openers: "Bitte Wasser und Zucker"
	}
	return t.cls&(wcStopword|wcTimeWord) != 0 || s.common(p, s.d.p.commonMax) && s.resolved(p)&nameBits == 0
}

// roleAfterThe reports whether capitalised word b, right after "the" or
// "The", is a contract's role in the singular that the names after its
// comma stand in apposition to ("The Licensee, Poole, Green and Owen,
// shall pay…"): no word ending in s, which people's plural nouns do
// ("The Speakers, …").
func (s *scratch) roleAfterThe(b int) bool {
	t := &s.toks[b]
	if t.shape != shCap {
		return false
	}
	if w := s.wordBytes(b); len(w) < 4 || w[len(w)-1] == 's' {
		return false
	}
	p := s.prevWord(b)
	return p >= 0 && p == b-1 && s.wordIs(p, "the")
}
