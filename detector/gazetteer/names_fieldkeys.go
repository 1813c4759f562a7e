package gazetteer

// A ticket, a form or a code comment names its people in fields: a key
// that holds a person ("Bearbeiter:", "Autor:", "Assigned to:",
// "Responsabile:") and two or three capitalised words that fill the rest
// of the line or run to a comma. colonCues covers the keys of forms;
// these are the keys of tickets, code and legal text, read with a
// stricter test of the value, since a team or a department fills them as
// often ("Zuständig: Team Vertrieb", "Bearbeiter: Ufficio Tecnico").

// personKeys are the keys, folded, of a person's field in the five
// languages.
var personKeys = wordSet("bearbeiter bearbeiterin sachbearbeiter sachbearbeiterin autor autorin verfasser verfasserin " +
	"zustandig zustandige verantwortlich verantwortliche betreuer betreuerin kontaktperson melder melderin " +
	"mieter mieterin vermieter vermieterin klager klagerin beklagter beklagte zeuge zeugin patientin " +
	"teilnehmer teilnehmerin vertreter vertreterin unterzeichner projektleiter projektleiterin " +
	"maintainer contributor tenant witness defendant plaintiff claimant technician handler " +
	"responsable auteur auteure locataire temoin technicien interlocuteur interlocutrice " +
	"autora asignado asignada inquilino inquilina testigo tecnico encargado encargada demandado demandada demandante " +
	"responsabile autore autrice referente incaricato incaricata assegnatario assegnataria testimone convenuto convenuta ricorrente")

// personKeyParticiples, before a preposition of keyPrepositions and the
// colon, make a key ("erstellt von:", "Created by:", "Zugewiesen an:",
// "Assegnato a:").
var personKeyParticiples = packedWordSet("erstellt gemeldet bearbeitet gepruft unterschrieben verfasst angelegt zugewiesen " +
	"created reported assigned reviewed approved opened owned maintained written requested " +
	"cree creee signale signalee attribue attribuee assigne assignee " +
	"creado creada asignado asignada reportado reportada creato creata assegnato assegnata segnalato segnalata")

var keyPrepositions = packedWordSet("von an by to par a por da")

// fieldNames finds the names in a person's field: after a key of
// personKeys (or a participle and a preposition) and its colon, on the
// same line, two or three capitalised words that end the line, the text
// or the clause at a comma or a semicolon, the first a known first name
// or a word in no list before a known surname that is no English word;
// or one such word that is a surname (loneFieldName).
func (s *scratch) fieldNames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		key := s.fieldKeyOf(i)
		if key < 0 || s.toks[i].flags&tfNL != 0 || !s.free(i) {
			continue
		}
		if !s.personKey(key) {
			continue
		}
		end := i
		for k := i; k >= 0 && end-i < 3 && s.free(k) && s.fieldNameWord(k, k == i); k = s.nextWord(k) {
			end = k + 1
		}
		quoted := key < i-2
		if end-i == 1 && s.quotedFieldEnd(end, quoted) && s.loneFieldName(i) {
			s.add(i, end, labelPerson, s.confidence(-0.1)) // "Bearbeiter: Freudenberger"
			continue
		}
		if e := s.fieldParticleTail(end - 1); e > end && s.resolved(i)&attrFirst != 0 {
			end = e // "Referente: Yinthe van Dalen"
		}
		if end-i < 2 || !s.quotedFieldEnd(end, quoted) {
			continue
		}
		// a known first name first, or a known surname that is no
		// English word after it ("Mieszko Bauer"; not "Backend Guild")
		if a := s.resolved(i); a&attrFirst == 0 && (a != 0 || s.resolved(i+1)&attrLast == 0 || wordLevel(s.resolved(i+1)) != 0) {
			continue
		}
		s.add(i, end, labelPerson, s.confidence(-0.1))
	}
}

// fieldKeyOf returns the word before the colon that value word i
// follows, right after it or past an opening quote (`responsabile:
// "Marco Bianchi"`), or -1.
func (s *scratch) fieldKeyOf(i int) int {
	if s.afterColon(i) && i >= 2 {
		return i - 2
	}
	if i >= 3 && s.toks[i-1].flags&tfWord == 0 && quoteRune(s.toks[i-1].r) && s.afterColon(i-1) {
		return i - 3
	}
	return -1
}

// quotedFieldEnd is fieldEnd, past a closing quote when the value opened
// with one.
func (s *scratch) quotedFieldEnd(e int, quoted bool) bool {
	if quoted {
		if e >= len(s.toks) || s.toks[e].flags&tfWord != 0 || !quoteRune(s.toks[e].r) {
			return false
		}
		e++
	}
	return s.fieldEnd(e)
}

// fieldParticleTail returns the end of the particles in small letters (up to
// three) and the capitalised surname after word k ("van Dalen", "de
// Gruson"), or -1: any capitalised word that is no country, region, word
// of time, legal form or firm's head.
func (s *scratch) fieldParticleTail(k int) int {
	m := s.nextWord(k)
	for n := 0; n < 3 && m >= 0 && s.free(m) && s.toks[m].shape == shLower && s.toks[m].cls&wcParticle != 0; n++ {
		k, m = m, s.nextWord(m)
	}
	if m < 0 || s.toks[k].shape != shLower || !s.free(m) {
		return -1
	}
	t := &s.toks[m]
	if t.shape != shCap || t.letters < 2 || t.cls&(wcNonName|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit) != 0 ||
		s.resolved(m)&(attrCountry|attrState) != 0 {
		return -1 // after a first name and a particle, a town's name is a surname too ("de Gruson")
	}
	return m + 1
}

// personKey reports whether word j, before a colon, is a key of a
// person's field.
func (s *scratch) personKey(j int) bool {
	if !s.isWord(j) {
		return false
	}
	w := s.wordBytes(j)
	if personKeys[string(w)] {
		return true
	}
	p := j - 1 // "erstellt von", "erstellt_von"
	if p >= 1 && !s.isWord(p) && s.toks[p].r == '_' {
		p--
	}
	return keyPrepositions.has(w) && s.isWord(p) && s.toks[j].flags&tfNL == 0 && personKeyParticiples.has(s.wordBytes(p))
}

// fieldNameWord reports whether word k may be a part of a name in a
// person's field: capitalised, no word of a closed class, no country or
// region, no German noun unless a known surname ("Bauer"), no common
// English word unless a known name that is none of the commonest
// ("Frontend", "Team" are none); the first word is no surname-only noun.
func (s *scratch) fieldNameWord(k int, first bool) bool {
	t := &s.toks[k]
	if t.shape != shCap || t.letters < 2 || t.flags&(tfUsed|tfBlocked|tfDigit) != 0 ||
		t.cls&(wcNonName|wcStopword|wcTimeWord|wcHonorific|wcTimeAbbrev|wcLegal|wcOrgHead|wcUnit|wcColonCue|wcCueEnd) != 0 {
		return false
	}
	a := s.resolved(k)
	if a&(attrCountry|attrState|attrStreet) != 0 {
		return false
	}
	if a&nameBits != 0 {
		return !s.common(k, s.d.p.hardCommon) && (!first || a&attrFirst != 0 || !s.germanNoun(k))
	}
	return a == 0 && t.letters >= 3 && !s.germanNoun(k) && !streetWord(s.wordBytes(k))
}

// fieldEnd reports whether a field's value ends before token e: at the
// end of the text or the line, or at a comma, a semicolon or an opening
// parenthesis ("Zuständig: Volker Hofmann (Vertretung: …)").
func (s *scratch) fieldEnd(e int) bool {
	if e >= len(s.toks) {
		return true
	}
	t := &s.toks[e]
	return t.flags&tfNL != 0 || t.flags&tfWord == 0 && (t.r == ',' || t.r == ';' || t.r == '(')
}

// loneFieldName reports whether capitalised word i, alone in a person's
// field ("Assigned to: Kowalczyk", "Bearbeiter: Hofmann"), is a known
// surname that is none of the commonest words, no German noun and no
// large town. A word in no list is none: departments and roles fill the
// field alone as often, in words the lists lack ("Bearbeiter:
// Sekretariat", "Assigned to: Helpdesk", "Responsable : Comptabilité").
// fieldNames calls it when the word fills the field.
func (s *scratch) loneFieldName(i int) bool {
	if !s.fieldNameWord(i, true) || s.germanNoun(i) {
		return false
	}
	a := s.resolved(i)
	return a&(attrLast|attrPart) != 0 && !s.common(i, s.d.p.hardCommon) && cityBucket(a) < 5 && a&attrFirst == 0
}

// nounAfterKey reports whether capitalised word i, right after the colon
// of a form's key for a person ("Ansprechpartner: Vertrieb"), is a
// German noun that no list holds as a name: a department or a role fills
// such a field as often as a person. After a key for a name ("Name:",
// "Nachname:"), a noun is a surname ("Name: Stolze", "Nachname: Koch");
// after an English key outside German text ("Signed: Mangel") and before
// a capitalised word that is no noun ("Reporter: Fügen Asliye Bilge"), it
// is a name's first word.
func (s *scratch) nounAfterKey(i int) bool {
	if !s.afterColon(i) || i < 2 || !s.isWord(i-2) {
		return false
	}
	a := s.resolved(i)
	if a&attrNounDE == 0 || a&nameBits != 0 || nameKeys[string(s.wordBytes(i-2))] ||
		s.lang != langGerman && wordLevel(s.resolved(i-2)) != 0 {
		return false
	}
	n := s.nextWord(i)
	return n < 0 || s.toks[n].flags&tfNL != 0 || !s.capWord(n) || s.germanNoun(n)
}

// nameKeys are the keys, folded, of a form's field that holds a name.
var nameKeys = wordSet("name names nom prenom surname firstname lastname fullname vorname nachname nombre apellido apellidos " +
	"cognome nome naam voornaam achternaam sobrenome")
