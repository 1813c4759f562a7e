package gazetteer

// namePartKeys are the keys, folded, of a record's field that holds a
// part of a person's name, a surname or a first name, written as one
// word ("surname", "lastName", "Vorname"); namePartHeads, before
// "name" with an underscore, a hyphen or a space between, make one too
// ("last_name", "given-name", "Family name").
var namePartKeys = wordSet("surname surnames lastname firstname forename forenames givenname familyname middlename fname lname " +
	"vorname nachname apellido apellidos cognome achternaam voornaam sobrenome prenom")

var namePartHeads = wordSet("first last given family middle sur")

// namePlaceholders are the words, folded, that fill a field of a record
// when it holds no value ("Unknown", "None", "N/A", "string").
var namePlaceholders = wordSet("unknown none null nil na tbd tba same other test example sample string required optional " +
	"empty blank default redacted anonymous anon true false yes no")

// namePartValue reports whether capitalised word i is the value of a key
// of namePartKeys, or of "name" after a word of namePartHeads, past the
// key's colon and its quotes ("surname: Biesek", `"last_name": "White"`,
// "Given name: Ashley"): such a key says its value is a name, so a
// capitalised word in no list or a common English word there is one
// ("White", "Young"); the key opens its line or a record's field
// (keyOpens). A placeholder is none (namePlaceholders), nor a
// word of time ("last: Monday"), a stopword or a word with a digit.
func (s *scratch) namePartValue(i int) bool {
	return s.partWord(i) && s.namePartKeyBefore(i)
}

// partWord reports whether capitalised word i may be a part of a name
// under a key for one: two letters or more, no digit, no word of time,
// no stopword, no placeholder, and no label of a form that names the
// field instead of filling it ("prenom: Prénom", `"first_name": "First
// name"`: a word for a name, or a word before one).
func (s *scratch) partWord(i int) bool {
	t := &s.toks[i]
	if !s.capWord(i) || t.letters < 2 || t.flags&tfDigit != 0 || t.cls&(wcTimeWord|wcStopword) != 0 {
		return false
	}
	w := s.wordBytes(i)
	if namePlaceholders[string(w)] || namePartKeys[string(w)] || nameKeys[string(w)] {
		return false
	}
	n := s.nextWord(i)
	return n < 0 || !genericNameKeys[string(s.wordBytes(n))]
}

// partKeyParticleNames finds the surnames that open with particles in
// small letters under a key for a name's part ("cognome: van de Wal",
// `"nachname": "de Marduras"`): the particles (wcParticle, up to three)
// and the capitalised word after them (partWord) are a PERSON when the
// key stands right before the first particle (namePartKeyBefore) and the
// field ends after the word (fieldEnd, or a closing quote). A capitalised
// word with no particle before it may open a field's name with particles
// after it (fieldFirstParticleName).
func (s *scratch) partKeyParticleNames() {
	for _, ci := range s.nameCaps {
		i := int(ci)
		from := i
		for n := 0; n < 3; n++ {
			p := s.prevWord(from)
			if p < 0 || s.toks[p].shape != shLower || s.toks[p].cls&wcParticle == 0 || !s.free(p) {
				break
			}
			from = p
		}
		if from == i {
			s.fieldFirstParticleName(i)
			continue
		}
		if !s.free(i) || !s.partWord(i) || !s.namePartKeyBefore(from) {
			continue
		}
		if e := i + 1; !s.fieldEnd(e) && !(quoteRune(s.toks[e].r) && s.toks[e].flags&tfWord == 0) {
			continue
		}
		s.add(from, i+1, labelPerson, s.confidence(-0.1))
	}
}

// keywordPartNames finds the names in code's keyword arguments and
// assignments of a string to a key for a name's part
// (`dict(prenom="Hannah", nom="Tonisto")`, `last_name="White"`,
// `Person(last_name='Fox')`, `WHERE apellido = 'Barrios'`): a
// capitalised word (partWord) alone between the quotes after "=" is a
// PERSON when namePartKeyBefore accepts the key. It reads the double
// quotes, and the capitalised words after a single quote when the text
// has one.
func (s *scratch) keywordPartNames() {
	for _, q := range s.quotes {
		s.keywordPartName(int(q) + 1)
	}
	if s.apostrophes == 0 {
		return
	}
	for _, ci := range s.nameCaps {
		if i := int(ci); i >= 2 && s.toks[i-1].r == '\'' && s.toks[i-1].flags&tfWord == 0 {
			s.keywordPartName(i)
		}
	}
}

// keywordPartName adds word i, the first after a quote, as a PERSON when
// it is a keyword argument's or an assignment's string for a name's part
// (see keywordPartNames).
func (s *scratch) keywordPartName(i int) {
	if i < 2 || i+1 >= len(s.toks) || s.toks[i-2].flags&tfWord != 0 || s.toks[i-2].r != '=' {
		return
	}
	if e := &s.toks[i+1]; e.flags&tfWord != 0 || !quoteRune(e.r) || !s.free(i) || !s.partWord(i) || !s.namePartKeyBefore(i) {
		return
	}
	s.add(i, i+1, labelPerson, s.confidence(-0.1))
}

// xmlPartNames finds the names in XML elements named for a name's part
// (`<surname>Bettoni</surname>`, `<firstName>Mia</firstName>`): one
// capitalised word (partWord) between the element's tags whose name is a
// key of namePartKeys is a PERSON. It reads the "<" tokens only.
func (s *scratch) xmlPartNames() {
	for _, a := range s.angles {
		k, i := int(a)+1, int(a)+3
		if i+1 >= len(s.toks) || !s.isWord(k) || s.toks[k+1].flags&tfWord != 0 || s.toks[k+1].r != '>' ||
			s.toks[i+1].flags&tfWord != 0 || s.toks[i+1].r != '<' || !namePartKeys[string(s.wordBytes(k))] {
			continue
		}
		if s.isWord(i) && s.free(i) && s.partWord(i) {
			s.add(i, i+1, labelPerson, s.confidence(-0.1))
		}
	}
}

// fieldFirstParticleName adds the name that known first name i opens in
// a field of a person or a name (personKey, a colon cue: "Referente:",
// "Name:"), right after the key's colon or its opening quote, when
// particles in small letters and a surname follow it and end the field
// (fieldParticleTail: "referente: Yinthe van Dalen", `responsabile: "Jack
// de Gruson"`). It runs before the cues, which would take the first name
// alone.
func (s *scratch) fieldFirstParticleName(i int) {
	if s.toks[i].shape != shCap || !s.free(i) || s.resolved(i)&attrFirst == 0 {
		return
	}
	n := s.nextWord(i)
	if n < 0 || s.toks[n].shape != shLower || s.toks[n].cls&wcParticle == 0 {
		return
	}
	key := s.fieldKeyOf(i)
	if key < 0 || !s.isWord(key) || s.toks[key].cls&wcColonCue == 0 && !s.personKey(key) {
		return
	}
	if e := s.fieldParticleTail(i); e > 0 && s.quotedFieldEnd(e, key < i-2) {
		s.add(i, e, labelPerson, s.confidence(-0.1))
	}
}

// namePartKeyBefore reports whether a key for a name's part stands right
// before word i, past its colon and quotes (see namePartValue).
func (s *scratch) namePartKeyBefore(i int) bool {
	j, colon, eq, quote := i-1, false, false, false
	for n := 0; j >= 0 && n < 3 && s.toks[j].flags&tfWord == 0; j, n = j-1, n+1 {
		switch r := s.toks[j].r; {
		case r == ':':
			colon = true
		case r == '=' && quote:
			eq = true // a keyword argument or an assignment of a string: `nom="Tonisto"`
		case quoteRune(r):
			quote = true
		default:
			return false
		}
	}
	if !colon && !eq || !s.isWord(j) {
		return false
	}
	opens := s.keyOpens(j) || eq && s.assignedKeyOpens(j)
	w := s.wordBytes(j)
	if namePartKeys[string(w)] {
		return opens
	}
	if genericNameKeys[string(w)] && opens && s.partKeyNear(j) {
		// "nom: Lensen" beside "prenom: Caetana": a known name or a word
		// in no list ("name: Status" beside "first_name:" is a column's)
		a := s.resolved(i)
		return a&nameBits != 0 || wordLevel(a) == 0
	}
	if !s.wordIs(j, "name") {
		return false
	}
	p := s.prevWord(j) // "Given name"
	if p < 0 && j >= 2 && s.toks[j-1].flags&(tfWord|tfSpace) == 0 && (s.toks[j-1].r == '_' || s.toks[j-1].r == '-') {
		p = j - 2 // "last_name", "given-name"
	}
	return p >= 0 && s.isWord(p) && namePartHeads[string(s.wordBytes(p))] && (s.keyOpens(p) || eq && s.assignedKeyOpens(p))
}

// assignedKeyOpens reports whether word k, before "=" and a string,
// opens the key of a keyword argument, of an object's attribute or of a
// query's condition: after an opening bracket, after a dot glued to a
// word (`user.surname`), or after a word of queryKeyWords (`WHERE
// surname`, `SET surname`, `AND nombre`).
func (s *scratch) assignedKeyOpens(k int) bool {
	if k < 1 {
		return false
	}
	if p := &s.toks[k-1]; p.flags&tfWord == 0 {
		switch p.r {
		case '(':
			return true
		case '.':
			return p.flags&tfSpace == 0 && s.toks[k].flags&tfSpace == 0 && k >= 2 && s.isWord(k-2)
		}
		return false
	}
	w := s.prevWord(k)
	return w >= 0 && queryKeyWords[string(s.wordBytes(w))]
}

// queryKeyWords are the words, folded, of a query that open a condition
// or an assignment on a column (`WHERE surname = 'Fox'`).
var queryKeyWords = wordSet("where and or set having on when")

// keyOpens reports whether word k opens a record's key: at the start of
// the text or of its line, or after an opening brace or bracket, a comma,
// a quote, a list's dash or a table's bar (`{"surname":`, `- surname:`);
// a key inside a sentence is prose ("level 10: surname: …").
func (s *scratch) keyOpens(k int) bool {
	if k == 0 || s.toks[k].flags&tfNL != 0 {
		return true
	}
	switch r := s.toks[k-1].r; {
	case s.toks[k-1].flags&tfWord != 0:
		return false
	case r == '{' || r == '[' || r == ',' || r == '-' || r == '|' || quoteRune(r):
		return true
	}
	return false
}

// fieldKey reports whether word k is a record's key: it opens one
// (keyOpens), a colon is glued to it, and it is a key of a name's part, a
// cue word, or no name the lists know ("…, Vorname: Sara", "Wohnort:
// Jaén", "Email: …"). A key names the field after it and is no name,
// though it stands after a comma as a list's next item does; a known name
// there is a list's item ("Attendees: Anna Becker, Paul: absent"), while
// a surname the lists lack there reads as a key.
func (s *scratch) fieldKey(k int) bool {
	c := k + 1
	return c < len(s.toks) && s.toks[c].r == ':' && s.fieldKeyAt(k, c)
}

// fieldKeyAt is fieldKey past its cheap test: c, the token after word k,
// is a colon.
func (s *scratch) fieldKeyAt(k, c int) bool {
	if s.toks[c].flags&(tfWord|tfSpace|tfNL) != 0 || !s.keyOpens(k) {
		return false
	}
	return namePartKeys[string(s.wordBytes(k))] || s.toks[k].cls&wcCueWord != 0 || s.resolved(k)&nameBits == 0
}

// genericNameKeys are the keys, folded, that name a person's whole name
// or a part of it, or a thing's name: a part of a person's name when the
// record keys the other part beside them (partKeyNear).
var genericNameKeys = wordSet("name nom nome nombre naam")

// partKeyWindow is how many tokens before and after a generic key for a
// name partKeyNear reads for a sibling key of a name's part.
const partKeyWindow = 40

// partKeyNear reports whether a key of a name's part (namePartKeys, or
// "name" after a word of namePartHeads and "_" or "-": "first_name")
// opens a record's key, a colon (or a keyword argument's "=") after it
// past its quotes, within
// partKeyWindow tokens of generic key j ("nom" beside "prenom", "nome"
// beside "cognome"): the record then splits its person's name into parts,
// and the generic key holds one of them.
func (s *scratch) partKeyNear(j int) bool {
	for k := max(0, j-partKeyWindow); k < min(len(s.toks), j+partKeyWindow); k++ {
		if k == j || !s.isWord(k) {
			continue
		}
		w := s.wordBytes(k)
		part := namePartKeys[string(w)]
		if !part && k >= 2 && string(w) == "name" && (s.toks[k-1].r == '_' || s.toks[k-1].r == '-') && s.isWord(k-2) {
			part = namePartHeads[string(s.wordBytes(k-2))] // "first_name"
		}
		if !part {
			continue
		}
		c := k + 1
		for c < len(s.toks) && c-k < 3 && s.toks[c].flags&tfWord == 0 && quoteRune(s.toks[c].r) {
			c++
		}
		if c < len(s.toks) && s.toks[c].flags&tfWord == 0 && (s.toks[c].r == ':' || s.toks[c].r == '=') {
			return true
		}
	}
	return false
}
