package gazetteer

// addressBlock extends an address that ends its line at end over the
// short lines that finish it, as an address block writes them one part a
// line: a town, a ", state" line, a country, the postcode ("…Suite
// 487\n Nuuk\n Greenlander 08167", "…Igias Street\nCockle Bay\n, nan\n
// 00617", "…Suite 603\n SMITH'S GREEN\n United Kingdom?"). The block must
// close, within four lines, on a line that ends in a postcode or that is
// a country, and the address must show it is written so: a flat or a
// suite in it, a line that starts with a comma, or the country line.
// Lines of one to four words without digits, closed by no sentence's
// mark, lie between; the sentence may go on after the closing postcode or
// country ("…Cyprus (Greek) 51034 until further notice"). Elsewhere the lines after an address are the
// message's ("12 Main St\nJohn Smith\nSales").
func (s *scratch) addressBlock(start, end int) int {
	if end >= len(s.toks) || s.toks[end].flags&tfNL == 0 {
		return end
	}
	if e := s.commaBlock(end); e > end {
		return e // "…Suite 870\nÓ Lainnview\n, SM\n Nepal 578490"
	}
	if e := s.countryBlock(end); e > end {
		return e // "…\nPiso 2\nLos Muermos\nRegión de Los Lagos\nChile 1415270"
	}
	shown := false
	for k := start; k < end; k++ {
		if s.toks[k].cls&wcUnit != 0 {
			shown = true // "Suite 487"
			break
		}
	}
	if e := s.townCodeLine(end); shown && e > end {
		return e // "…Suite 605\nNaxçıvan nan AZ1642": a flat shows the town's line
	}
	k := end
	for range 4 {
		k = s.afterQuoteMarks(k)
		if k >= len(s.toks) {
			return end
		}
		lineEnd, closes, comma, country, ok := s.blockLine(k)
		if !ok {
			return end
		}
		shown = shown || comma || country
		if closes {
			if !shown {
				return end
			}
			return lineEnd
		}
		if lineEnd >= len(s.toks) || s.toks[lineEnd].flags&tfNL == 0 {
			return end // a sentence goes on after the line
		}
		k = lineEnd
	}
	return end
}

// blockLine reads the line of an address block that starts at token k:
// up to four words without digits, capitalised or in capitals in a text
// with capitals (any after a comma), a comma before them (comma), brackets
// and apostrophes between them, a word in lower case after the first that
// is no English word ("Trenčiansky kraj"), or an empty field's marker
// alone ("nan", "null", "none"), and at its end maybe a postcode
// (four to six digits, a code of the postcode rule, or three and two
// digits). A word in lower case after the postcode or right after the
// country (a common English word in a text without capitals), or a comma,
// a semicolon or a spaced dash there, is the sentence going on, and ends
// the line before it. It
// returns the end of what it read; closes when the line ends in a
// postcode or starts with a country (country), which ends the block; ok
// false when the line is no part of an address.
func (s *scratch) blockLine(k int) (end int, closes, comma, country, ok bool) {
	words, first, countryEnd := 0, -1, -1
	e := k
	for ; e < len(s.toks) && (e == k || s.toks[e].flags&tfNL == 0); e++ {
		t := &s.toks[e]
		if t.flags&tfWord == 0 {
			switch {
			case t.r == ',' && words == 0:
				comma = true
			case (t.r == ',' || t.r == ';' || (t.r == '-' || t.r == '–') && t.flags&tfSpace != 0) && (closes || country && e == countryEnd):
				return e, true, comma, country, true // "…Cyprus (Greek) 51034, groetjes", "…United Kingdom - leave at the door"
			case t.r == '(' || t.r == ')' || t.r == '\'' || t.r == '’' || t.r == '-' || t.r >= 0x80 && words > 0:
			case t.r == '?' || t.r == '!' || t.r == '.':
				if words == 0 || !closes && !country {
					return e, false, false, false, false
				}
				return e, true, comma, country, true // "United Kingdom?": the sentence ends the block
			default:
				return e, false, false, false, false
			}
			continue
		}
		if !s.free(e) {
			return e, false, false, false, false
		}
		if t.flags&tfDigit != 0 {
			if closes || words > 4 {
				return e, false, false, false, false
			}
			switch {
			case s.plainNumber(e, 3, 3) && s.nextWord(e) == e+1 && s.plainNumber(e+1, 2, 2):
				e++ // "812 03"
			case s.plainNumber(e, 4, 6) || s.postcode(e):
			default:
				c, strong := s.foreignCode(e)
				if !strong || c < len(s.toks) && s.toks[c].flags&tfNL == 0 && s.isWord(c) {
					return e, false, false, false, false
				}
				e = c - 1 // "…\n    nan\n    C09DP19", "…\n    G1 5RL": any country's code
			}
			closes = true
			continue
		}
		if (closes || country && e == countryEnd) && t.shape == shLower && t.flags&tfSpace != 0 && (!s.noUpper || s.common(e, 7)) {
			return e, true, comma, country, true // "…Cyprus 51034 until further notice", "…United Kingdom yesterday": the sentence goes on
		}
		if closes {
			return e, false, false, false, false // words after the postcode
		}
		if words == 0 && t.shape == shLower && s.emptyField(e) {
			words++
			continue // "\n    nan\n": an empty field's line
		}
		elided := e > k && (s.toks[e-1].r == '\'' || s.toks[e-1].r == '’') && s.glued(e-1) && s.glued(e) // "SMITH'S"
		lowerPart := words > 0 && t.shape == shLower && !s.common(e, 7)                                  // "Trenčiansky kraj", "Kujawsko - pomorskie"
		if words++; words > 4 || !s.noUpper && !comma && !elided && !lowerPart && t.shape != shCap && t.shape != shUpper && t.cls&wcTownParticle == 0 {
			return e, false, false, false, false // "Call me": a sentence, not a town
		}
		if first < 0 {
			first = e
			if ce, a := s.phraseAt(s.d.base, e, attrCountry); ce > e && a != 0 {
				country, countryEnd = true, ce
			}
		}
	}
	if words == 0 && !closes {
		return e, false, false, false, false
	}
	return e, closes || country, comma, country, true
}
