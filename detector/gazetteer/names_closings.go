package gazetteer

// closingPhraseWord reports whether capitalised word i is the noun of a
// letter's closing ("Grüße", "Saludos", "Saluti", "Regards") or the word
// before one ("Beste Grüße", "Viele Grüße", "Kind Regards"): a closing
// names no one, though the lists hold its words as surnames. In a text
// with capitals the noun after the word is capitalised, as the closing
// writes it: "grüßen" in small letters is the verb ("von Jens grüßen").
func (s *scratch) closingPhraseWord(i int) bool {
	if closingNoun(s.wordBytes(i)) {
		return true
	}
	k := s.nextWord(i)
	return k >= 0 && (s.toks[k].shape != shLower || s.noUpper) && closingNoun(s.wordBytes(k))
}

// closingNoun reports whether folded word w is the noun that ends a
// closing line of a letter or a message in English, German, Spanish or
// Italian.
func closingNoun(w []byte) bool {
	switch string(w) {
	case "grusse", "grussen", "gruss", "regards", "wishes", "saludos", "saluti":
		return true
	}
	return false
}

// germanNounAlone reports whether capitalised word i, a German noun
// that the lists also hold as a surname ("Kunde", "Sommer"), stands alone
// on its line: a label or a heading, not a person's name, which would
// need a first name, an honorific or a cue beside it.
func (s *scratch) germanNounAlone(i int) bool {
	t := &s.toks[i]
	if t.flags&tfLineStart == 0 || s.resolved(i)&attrNounDE == 0 {
		return false
	}
	return i+1 == len(s.toks) || s.toks[i+1].flags&tfNL != 0
}

// signatureFirstName reports whether capitalised word i, on the line
// after a closing, alone on it, is a known first name, even one that is
// a common English word ("Gracias,\nGrace", "Cheers,\nMark",
// "Merci,\nRose"): a message is signed with a first name there; no
// country, region, product or word of a closed class ("Thanks,\nSupport"
// names no one).
func (s *scratch) signatureFirstName(i int) bool {
	t := &s.toks[i]
	if t.flags&tfNL == 0 || t.shape != shCap || t.cls&(wcNonName|wcTimeWord|wcHonorific|wcLegal|wcOrgHead) != 0 ||
		i+1 < len(s.toks) && s.toks[i+1].flags&tfNL == 0 {
		return false
	}
	a := s.resolved(i)
	return a&attrFirst != 0 && a&(attrCountry|attrState) == 0 && !closingNoun(s.wordBytes(i))
}
