package gazetteer

// capsSurnameStart returns the start of the surname written in capitals
// right before the capitalised first name of a name, as forms, registers
// and minutes write it ("ROUX Luc", "STOLZE Johanna", "GAYTÁN ORTEGA
// Florina", "VAN DER DREWES Kurt", "HALL-REYNOLDS Kellie"), given word k
// in capitals before it, or -1: up to four words in capitals, each a
// surname by capsSurname or a particle in capitals between them. A
// capitalised first name after the capitals says that the text is not
// shouting and that the capitals are no acronym of the line.
func (s *scratch) capsSurnameStart(k int) int {
	if !s.capsSurname(k) {
		return -1
	}
	start := k
	for n := 0; n < 3; n++ {
		j := s.prevWord(start)
		if j < 0 || !s.free(j) || s.toks[j].shape != shUpper {
			break
		}
		if s.toks[j].cls&wcParticle != 0 && headParticle(s.wordBytes(j)) {
			start = j // "VAN DER DREWES Kurt", "PÉREZ DE TUDELA Rosa"
			continue
		}
		if !s.capsSurname(j) {
			break
		}
		start = j // "GAYTÁN ORTEGA Florina"
	}
	return start
}

// capsSurname reports whether word k, in capitals, reads as a surname
// before a first name: three letters or more, no word of a closed class,
// a known surname or name part that is no country or region nor of the
// commonest level of words ("BISHOP", "SOMMER"), or a word that no list holds and no marker of a
// note, of five letters or more or of four with two vowels ("STOLZE",
// "PIRANDELLO", "DELAHAYE", "ROSI"; not "TODO", "ASAP", "README", "USNS").
func (s *scratch) capsSurname(k int) bool {
	t := &s.toks[k]
	if t.shape != shUpper || t.letters < 3 || t.flags&tfDigit != 0 ||
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcLegal|wcOrgHead|wcTechTerm|wcCueWord|wcUnit|wcParticle) != 0 {
		return false
	}
	a := s.resolved(k)
	if a&(attrLast|attrPart) != 0 {
		return a&(attrCountry|attrState) == 0 && !s.common(k, 1)
	}
	w := s.wordBytes(k)
	return a&^(attrPrefix|attrFakerCity|7<<cityShift) == 0 && cityBucket(a) <= 2 && (t.letters >= 5 || t.letters == 4 && vowels(w) >= 2) &&
		!noteMarkers[string(w)]
}

// vowels counts the ASCII vowels of folded word w: an acronym of four
// letters has one or none ("USNS", "HTTP").
func vowels(w []byte) int {
	n := 0
	for _, c := range w {
		switch c {
		case 'a', 'e', 'i', 'o', 'u', 'y':
			n++
		}
	}
	return n
}

// noteMarkers are the words in capitals that open a note, a task or a
// reminder before the person it concerns, folded ("TODO Anna", "ASAP
// Laura", "ATTN Marco"): no list holds them, and they are no surname.
var noteMarkers = wordSet("todo fixme xxx hack wip tbd tba asap attn fyi readme nota achtung attenzione aviso avis rappel")
