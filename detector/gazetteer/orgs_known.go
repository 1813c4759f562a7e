package gazetteer

// knownOrgs finds the one-word names of real organisations that the
// organisations' list holds (orgsData: "Lufthansa", "Criteo",
// "BlackRock"), in any language and wherever the sentence puts them
// ("Lufthansa annule 30 vols", "Wir haben Criteo beauftragt"). The list
// holds no word of the other lists, so such a name is no common word,
// person or place; what it still needs here is the shape of a name
// (capitalised, not in capitals: no ticker or acronym), a word no rule
// took, known to no operator list, and prose around it rather than code
// ("criteo.Client", "Grafana/loki"), and no word of a closed class: a
// piece of software ("GitHub", "Nvidia" in techTerms), a nationality, a
// stopword. After an honorific or a known
// first name it is a surname and is left to the rules of people ("Mr
// Walgreen"). Only the capitalised words of no list that the tokenizer
// noted (unknownCaps) are looked up, in a table of their own: a text
// without them pays nothing. A name beside a capitalised word that no rule
// took may be a person's, whose other name no list holds ("Gianfrancesco
// Lamborghini", "Aalto Saarela"): the first call (late false) leaves it,
// and the second, after the rules of people, takes it if they did not.
func (s *scratch) knownOrgs(late bool) {
	for _, ci := range s.unknownCaps {
		i := int(ci)
		t := &s.toks[i]
		if t.attr != 0 || t.letters < 3 || t.cls&notFirmClasses != 0 || !s.free(i) {
			continue
		}
		e, nb := i+1, s.capNeighbour(i)
		if nb && !late {
			e = s.commonAfter(i) // "Lufthansa Cargo"
		}
		pair := s.surnamePartner(i)
		if (e == i+1 && nb || pair >= 0) != late {
			continue // beside a capitalised word, the rules of people go first: "Gianfrancesco Lamborghini"
		}
		if s.d.orgs.lookup(s.wordBytes(i))&attrOrg == 0 || !s.proseBounds(i) || !s.proseBounds(e-1) {
			continue
		}
		if pair >= 0 {
			s.pairedSurname(i, pair)
			continue
		}
		if p := s.prevWord(i); p >= 0 && (s.toks[p].cls&wcHonorific != 0 || s.capWord(p) && s.resolved(p)&attrFirst != 0) {
			continue
		}
		if e == i+1 && s.personAround(i) { // "Meeting with Lufthansa Cargo" names the firm
			continue
		}
		s.add(i, e, labelOrg, s.confidence(0))
	}
}

// notFirmClasses are the closed classes whose words knownOrgs leaves alone.
const notFirmClasses = wcStopword | wcDemonym | wcTechTerm | wcNonName | wcTimeWord | wcHonorific | wcUnit

// proseBounds reports whether word i stands in prose or in a field:
// nothing but a space, a line break, an opening bracket, a quote or a
// field separator (comma, semicolon, bar) touches it before, and nothing
// but a space, a line break, a field separator, a possessive or a mark
// that ends a clause (followed by a space or the end) touches it after:
// not "criteo.Client", "Grafana/loki", "@Lyft".
func (s *scratch) proseBounds(i int) bool {
	if t := &s.toks[i]; i > 0 && t.flags&(tfSpace|tfNL) == 0 {
		switch s.toks[i-1].r {
		case '(', '"', '\'', '«', '“', '‘', '„', ',', ';', '|':
		default:
			return false
		}
	}
	j := i + 1
	if j >= len(s.toks) || s.toks[j].flags&(tfSpace|tfNL) != 0 {
		return true
	}
	switch s.toks[j].r {
	case ',', ';', '|':
		return true // a field of a CSV line: "17;Novartis;1200"
	case '\'', '’':
		if s.nextWordIs(j, "s") {
			return true // "Lufthansa's"
		}
		fallthrough
	case '.', ':', '!', '?', ')', '"', '»', '”':
		return j+1 >= len(s.toks) || s.toks[j+1].flags&(tfSpace|tfNL) != 0 || s.toks[j+1].flags&tfWord == 0
	}
	return false
}

// nextWordIs reports whether token j is followed, with nothing between,
// by the word w.
func (s *scratch) nextWordIs(j int, w string) bool {
	k := j + 1
	return k < len(s.toks) && s.toks[k].flags&(tfWord|tfSpace|tfNL) == tfWord && s.wordIs(k, w)
}

// personAround reports whether word i, a known organisation's name, stands
// where a person's name does: after a cue for a person ("Dear Rohlig",
// "Patient: Smania, Pietro", "Signed: Icahn"), before a comma and a known
// first name (a name written surname first: "Icahn, Carl"), or before a
// capitalised known surname that is no common word ("Agari Tanaka"). The
// rules of people take it then.
func (s *scratch) personAround(i int) bool {
	if c, _ := s.cueBefore(i); c != cueNone {
		return true
	}
	if n := s.nextWord(i); n >= 0 {
		return s.toks[n].shape == shCap && s.resolved(n)&(attrLast|attrPart) != 0 && !s.common(n, s.d.p.commonMax)
	}
	c := i + 1
	if c >= len(s.toks) || s.toks[c].flags&(tfWord|tfSpace|tfNL) != 0 || s.toks[c].r != ',' {
		return false
	}
	n := s.nextWord(c)
	return n >= 0 && s.toks[n].shape == shCap && s.resolved(n)&attrFirst != 0 && !s.common(n, s.d.p.commonMax)
}

// capNeighbour reports whether word i has, right before or after it on
// its line, a capitalised word that no rule took and that is no word of a
// closed class.
func (s *scratch) capNeighbour(i int) bool {
	for _, k := range [2]int{s.prevWord(i), s.nextWord(i)} {
		if k >= 0 && s.toks[k].shape == shCap && s.free(k) && s.toks[k].cls&notFirmClasses == 0 {
			return true
		}
	}
	return false
}
