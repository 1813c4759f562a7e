package gazetteer

// shoutedNames finds the names written whole in capitals in a text that
// has capitals and small letters, as registers, minutes, signatures and
// records print them ("Chiuso da MARIA BERNETTI", "signé par ADRIEN
// PETITJEAN", "cliente: MARTA DOGLIONI", `"DOMINIQUE HERVÉ",66545`): two
// to four words in capitals, particles in capitals between them
// (upperFieldEnd), the first a known first name that is none of the
// commonest words ("MARIA" is an English word of a rarer level), no
// country, region or large town nor the start of a known place of
// several words, the last a surname by capsSurname, and neither a
// word in capitals right before the run nor right after it, which would
// make it a piece of a heading or of a shouted sentence. Elsewhere one
// word in capitals is an acronym as often, and upperFieldNames reads the
// names of a form's keys.
func (s *scratch) shoutedNames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if t.shape != shUpper || t.letters < 3 || !s.free(i) {
			continue
		}
		if p := s.prevWord(i); p >= 0 && s.toks[p].shape == shUpper {
			continue
		}
		a := s.resolved(i)
		if a&attrFirst == 0 || a&(attrCountry|attrState|attrNounDE) != 0 || cityBucket(a) >= 5 || s.common(i, s.d.p.hardCommon) ||
			t.cls&(wcNonName|wcTimeWord|wcHonorific|wcLegal|wcOrgHead|wcCueWord) != 0 {
			continue
		}
		end, words := s.upperFieldEnd(i)
		if words < 2 || !s.capsSurname(end-1) {
			continue
		}
		if a&attrPrefix != 0 {
			if e, _ := s.phraseAt(s.d.base, i, placeBits); e > i+1 {
				continue // "UPTON SCUDAMORE", a village
			}
		}
		if n := s.nextWord(end - 1); n >= 0 && s.toks[n].shape == shUpper {
			continue // "MARIA BERNETTI AND SONS", a heading
		}
		s.add(i, end, labelPerson, s.confidence(-0.05))
	}
}

// countUpper counts a word in capitals of the given letters and
// attributes for shoutedNames and capsSurnameStart.
func (s *scratch) countUpper(letters int, attr uint32) {
	if letters >= 3 {
		s.upperWords++
		if attr&attrFirst != 0 {
			s.upperFirsts++
		}
	}
}
