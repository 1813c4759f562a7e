package gazetteer

// upperFieldKeys are keys, folded, of a form's field that holds a person,
// besides the colon cues and the keys of personKeys: the holders of forms
// in the five languages, in Dutch and in Portuguese, which forms print in
// capitals ("TITULAR:", "INTESTATARIO:", "AANVRAGER:").
var upperFieldKeys = packedWordSet("titular intestatario intestataria aanvrager aanvraagster klant huurder contactpersoon " +
	"behandelaar getuige ondertekenaar requerente responsavel signatario firmante tomador segurado beneficiario " +
	"demandeuse souscripteur assure assuree beneficiaire policyholder insured beneficiary contraente assicurato")

// upperFieldNames finds the names written in capitals in a form's field:
// after a key of a person's field and its colon (a colon cue, a key of
// personKeys or upperFieldKeys, in any case), two to four words in
// capitals, particles in capitals between them, that fill the rest of the
// line or run to a comma, a semicolon or a parenthesis ("TITULAR: ÍÑIGO
// ARNAL", "AANVRAGER: JONAS VAN DER SPAENDONC", "NOM : MARC DE LA
// RENAULT"), when the first is a known first name that is no common word,
// country or region, or the second a known surname that is none. A
// shouted name is read only where a key asks for one: elsewhere words in
// capitals are acronyms and headers as often.
func (s *scratch) upperFieldNames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		t := &s.toks[i]
		if t.shape != shUpper || t.letters < 2 || i < 2 || s.toks[i-1].r != ':' || s.toks[i-1].flags&tfWord != 0 || t.flags&tfNL != 0 || !s.free(i) {
			continue
		}
		if j := i - 2; !s.isWord(j) || s.toks[j].cls&wcColonCue == 0 && !s.personKey(j) && !upperFieldKeys.has(s.wordBytes(j)) {
			continue
		}
		end, words := s.upperFieldEnd(i)
		if words < 2 || !s.fieldEnd(end) {
			continue
		}
		a := s.resolved(i)
		k := s.nextWord(i)
		if a&attrFirst != 0 && !s.common(i, s.d.p.commonMax) && a&(attrCountry|attrState) == 0 ||
			k >= 0 && s.toks[k].cls&wcParticle == 0 && s.resolved(k)&(attrLast|attrPart) != 0 && !s.common(k, s.d.p.commonMax) &&
				s.resolved(k)&(attrCountry|attrState) == 0 {
			s.add(i, end, labelPerson, s.confidence(-0.05))
		}
	}
}

// upperFieldEnd returns the end of the run of words in capitals that
// starts at word i on its line, past particles in capitals between them
// and hyphens inside words, and the number of its words; a word of a
// closed class but a particle, a legal form or a firm's head, a digit, or
// a word another rule took ends the run before it, and one of more than
// four words, or with a common word or a German noun after its first
// that no list holds as a surname, is none (0 words).
func (s *scratch) upperFieldEnd(i int) (end, words int) {
	end = i
	for k := i; k >= 0; k = s.nextWord(k) {
		t := &s.toks[k]
		if t.shape != shUpper && !(t.shape == shInitial && k > i) || t.flags&(tfDigit|tfUsed|tfBlocked) != 0 ||
			t.cls&(wcNonName|wcLegal|wcOrgHead|wcTimeWord|wcHonorific) != 0 && t.cls&wcParticle == 0 {
			break
		}
		if k > i && t.cls&wcParticle == 0 && s.resolved(k)&attrLast == 0 && (s.common(k, s.d.p.commonMax) || s.germanNoun(k)) {
			return end, 0 // "PARIS OFFICE": a common word is no part of a name that no list holds as a surname
		}
		end, words = k+1, words+1
		if words > 4 {
			return end, 0
		}
	}
	if end > i && s.toks[end-1].cls&wcParticle != 0 {
		return end, 0 // a name ends with no particle
	}
	return end, words
}
