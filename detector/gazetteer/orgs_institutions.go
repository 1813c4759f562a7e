package gazetteer

// Institutions: a head noun that opens an institution's name before its
// place or its field (docs/names.md, "Rules, in order of strength").

// institutionHead reports whether head noun w opens the name of an
// institution: before "of" in English ("University of Leeds", "Ministry
// of Defence"), before "de" or "di" in the Romance languages
// ("Universidad de Salamanca"), or right before its town ("Universität
// Heidelberg", "Klinikum Augsburg", "Banco Sabadell").
func institutionHead(w []byte) bool {
	switch string(w) {
	case "university", "bank", "ministry", "hospital", "college", "institute", "school", "council", "society",
		"association", "federation", "commission", "foundation",
		"universitat", "klinikum", "klinik", "stadtwerke", "sparkasse", "volksbank", "hochschule", "krankenhaus",
		"ministerium", "banco", "banca", "caisse", "universidad", "universita", "universite", "hopital", "clinica",
		"clinique", "ministerio", "ministere", "ministero", "instituto", "istituto", "institut":
		return true
	}
	return false
}

// institutionAfter returns the end (exclusive) of the institution that
// capitalised head noun c opens, with a legal form after it if any, or
// 0: after "of", "de", "di", "del", "della", "des", "du" or "d'" and
// maybe an article, up to four capitalised words ("Bank of the West",
// "Caisse d'Epargne"); right after the head, a known name or place that
// is no common word and the capitalised words after it ("Universität
// Heidelberg"; not "Die Bank Kunden").
func (s *scratch) institutionAfter(c int) int {
	k := s.nextWord(c)
	if k < 0 {
		return 0
	}
	of := false
	if s.toks[k].shape == shLower || s.titleOf(c, k) {
		switch string(s.wordBytes(k)) {
		case "of", "de", "di", "del", "della", "des", "du":
			if a := s.nextWord(k); a >= 0 && s.toks[a].shape == s.toks[k].shape && orgArticle(s.wordBytes(a)) {
				k = a // "Bank of the West", "Universidad de la Rioja"
			}
			k = s.nextWord(k)
		case "d":
			if k+2 < len(s.toks) && (s.toks[k+1].r == '\'' || s.toks[k+1].r == '’') && s.toks[k+1].flags&(tfSpace|tfNL) == 0 &&
				s.isWord(k+2) && s.toks[k+2].flags&(tfSpace|tfNL) == 0 {
				k += 2 // "Caisse d'Epargne"
			} else {
				k = -1
			}
		default:
			return 0
		}
		of = true
	}
	if k < 0 || !s.capWord(k) || !s.nounFree(k) || s.toks[k].cls&(wcStopword|wcNonName) != 0 {
		return 0
	}
	if !of && (s.resolved(k)&(placeBits|nameBits) == 0 || s.common(k, s.d.p.commonMax)) {
		return 0
	}
	end := k + 1
	for n := 1; n < 4; n++ {
		j := s.nextWord(end - 1)
		if j < 0 || !s.capWord(j) || !s.nounFree(j) || s.toks[j].cls&(wcStopword|wcNonName) != 0 ||
			s.toks[j].cls&wcLegal != 0 && s.legalWord(j) {
			break // a legal form ends the name: formAfter takes it with its dot
		}
		end = j + 1
	}
	return s.formAfter(s.legalTail(end))
}

// nounFree reports whether word k is free or only marked as a noun by an
// article, which an institution's name may hold ("de la Universidad de
// Salamanca" reads as French).
func (s *scratch) nounFree(k int) bool {
	return s.toks[k].flags&tfUsed == 0 && (s.toks[k].flags&tfBlocked == 0 || s.toks[k].flags&tfNoun != 0)
}

// titleOf reports whether word k, after capitalised head noun c, is
// "Of" in a name written in title case ("Bank Of America Corp."): a
// capitalised "of" inside a sentence, with a capitalised word after it.
func (s *scratch) titleOf(c, k int) bool {
	if s.toks[c].shape != shCap || s.toks[k].shape != shCap || s.toks[k].flags&tfSentStart != 0 || !s.wordIs(k, "of") {
		return false
	}
	n := s.nextWord(k)
	return n >= 0 && s.capWord(n)
}
