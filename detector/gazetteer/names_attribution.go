package gazetteer

// attributions finds the speaker of a quotation, named right after it:
// after a closing quote that a comma, a question or an exclamation mark
// ends (`," `, `?" `, `", `, `», `), one to three capitalised words, with
// particles, before a verb of speech, or after one and before the end of
// the clause ("\"We ship on Monday,\" Wildschut told reporters", "…,\"
// says Du Cane.", "« … », a déclaré Baudry."). The quotation says a
// speaker follows, so a word in no list is a name there; a common word
// that is no known name is not ("…,\" Support said"), nor a word in
// lower case ("…,\" she said").
func (s *scratch) attributions() {
	for _, qi := range s.quotes {
		q := int(qi)
		after := -1
		switch {
		case q > 0 && s.toks[q].flags&tfSpace == 0 && s.toks[q-1].flags&tfWord == 0 &&
			(s.toks[q-1].r == ',' || s.toks[q-1].r == '?' || s.toks[q-1].r == '!'):
			after = q // "fine," Wildschut
		case q+1 < len(s.toks) && s.toks[q+1].flags&(tfWord|tfSpace) == 0 && s.toks[q+1].r == ',':
			after = q + 1 // "lunes", dijo Tormo
		}
		if after < 0 {
			continue
		}
		w := s.nextWord(after)
		if w < 0 {
			continue
		}
		if v := s.speechVerbAt(w); v > 0 {
			if n := s.nextWord(v); n > 0 {
				if end := s.speakerRun(n); end > 0 && s.clauseEndsAt(end) {
					s.add(n, end, labelPerson, s.confidence(0.1)) // "…," says Du Cane.
				}
			}
			continue
		}
		if end := s.speakerRun(w); end > 0 {
			if k := end; k < len(s.toks) && s.toks[k].flags&tfSpace != 0 && s.toks[k].flags&tfNL == 0 && s.speechVerbAt(k) > 0 {
				s.add(w, end, labelPerson, s.confidence(0.1))
			}
		}
	}
}

// speechVerbAt returns the last word of the verb of speech in lower case
// that opens at word k ("said", "a déclaré", "ha detto"), or -1.
func (s *scratch) speechVerbAt(k int) int {
	if !s.isWord(k) || s.toks[k].shape != shLower {
		return -1
	}
	w := s.wordBytes(k)
	if speechAuxiliaries[string(w)] {
		k = s.nextWord(k)
		if k < 0 || s.toks[k].shape != shLower || !speechParticiples[string(s.wordBytes(k))] {
			return -1
		}
		return k
	}
	if !quoteVerbs[string(w)] {
		return -1
	}
	return k
}

// speakerRun returns the end of a speaker's name opening at word i, or -1:
// up to two particles (`le Gallen`, `Du Cane`), then one to three
// capitalised words, free, each no stopword, product, nationality, word
// of time, country or region, and no common English word unless a known
// name.
func (s *scratch) speakerRun(i int) int {
	if !s.isWord(i) || !s.free(i) {
		return -1
	}
	k := i
	for n := 0; n < 2 && s.toks[k].cls&wcParticle != 0 && s.toks[k].shape != shUpper; n++ {
		m := s.nextWord(k)
		if m < 0 || !s.free(m) {
			return -1
		}
		k = m
	}
	end := -1
	for n := 0; n < 3; n++ {
		if !s.speakerWord(k) {
			break
		}
		end = k + 1
		m := s.nextWord(k)
		if m < 0 || !s.free(m) {
			break
		}
		k = m
	}
	return end
}

// speakerWord reports whether word k may be a word of a speaker's name.
func (s *scratch) speakerWord(k int) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 2 || t.flags&tfBlocked != 0 ||
		t.cls&(wcNonName|wcTimeWord|wcTimeAbbrev|wcHonorific|wcLegal|wcOrgHead|wcParticle|wcPersonVerb) != 0 {
		return false
	}
	a := s.resolved(k)
	if a&(attrCountry|attrState) != 0 {
		return false
	}
	return a&nameBits != 0 || !s.common(k, s.d.p.hardCommon)
}

// clauseEndsAt reports whether token k ends a clause: the end of the text
// or its line, one of the marks . , ; ! ? : ), or an emoji (emojiRune).
func (s *scratch) clauseEndsAt(k int) bool {
	if k >= len(s.toks) || s.toks[k].flags&tfNL != 0 {
		return true
	}
	if s.toks[k].flags&tfWord != 0 {
		return false
	}
	switch r := s.toks[k].r; r {
	case '.', ',', ';', '!', '?', ':', ')':
		return true
	default:
		return emojiRune(r) // "see you marco 😂"
	}
}

// quoteVerbs are verbs of speech, folded, that name a quotation's
// speaker before or after them; speechAuxiliaries and speechParticiples
// make the French and Italian past tense ("a déclaré", "ha detto").
var (
	quoteVerbs = wordSet("said says told asked added wrote replied explained noted recalled insisted admitted warned " +
		"answered continued argued stated shouted whispered laughed " +
		"dit declare ajoute explique precise repond affirme souligne " +
		"sagte sagt erklarte erklart meinte meint schrieb betonte " +
		"dijo dice explico anadio afirmo senalo aseguro disse spiega aggiunge afferma " +
		"zei zegt schreef vertelde aldus afirmou explicou acrescentou")
	speechAuxiliaries = wordSet("a ha")
	speechParticiples = wordSet("declare dit ajoute explique precise repondu affirme souligne detto spiegato aggiunto dichiarato")
)
