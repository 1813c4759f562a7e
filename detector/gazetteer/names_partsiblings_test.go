package gazetteer

import "testing"

// A generic key for a name ("nom", "nome", "nombre", "name", "naam") holds
// a part of one when the same record keys the other part ("nom" beside
// "prenom", "nome" beside "cognome", "nombre" beside "apellidos"): its
// capitalised value is a name, known or not. The same key without such a
// sibling names a thing as often and is left to the other rules.
func TestGazetteerAGenericNameKeyBesideANamePartKeyHoldsANamePart(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname in no list under nom beside prenom in YAML", detectCase{"client:\n  nom: Lensen\n  prenom: Caetana\n",
			[]string{per + "Lensen", per + "Caetana"}}},
		{"a first name under nome beside cognome", detectCase{"cliente:\n  nome: John\n  cognome: Soto\n", []string{per + "John", per + "Soto"}}},
		{"a first name under nombre beside apellidos", detectCase{"cliente:\n  nombre: Sally\n  apellidos: Blanchard\n",
			[]string{per + "Sally", per + "Blanchard"}}},
		{"a surname under a JSON nom key after prenom", detectCase{`personne = {"prenom": "Sil", "nom": "Giacometti"}`,
			[]string{per + "Sil", per + "Giacometti"}}},
		{"a surname under a German Name key beside Vorname", detectCase{"Vorname: Jens\nName: Kowalk\n", []string{per + "Jens", per + "Kowalk"}}},
		// Text that must stay untouched.
		{"a product under nome without a part key", detectCase{"prodotto:\n  nome: Scrivania\n  prezzo: 40\n", nil}},
		{"a form's labels under the keys they label", detectCase{"labels:\n  nom: Nom\n  prenom: Prénom\n  email: Adresse e-mail\n", nil}},
		{"English labels of a form under name keys", detectCase{`{"first_name": "First name", "last_name": "Last name", "name": "Full name"}`, nil}},
		{"a common word under name beside a first_name key", detectCase{"columns:\n  - name: Status\n    first_name: Vorname\n", nil}},
		{"a service under name beside a key that merely ends in name", detectCase{"service:\n  name: Gateway\n  host_name: Edge\n", nil}},
	})
}

// A surname that opens with particles in small letters ("van de Wal",
// "de Marduras", "Le Roux" is capitalised already, "'s Gravensande") is
// whole under a key for a surname: the particles and the capitalised word
// after them are the name.
func TestGazetteerASurnameWithParticlesUnderASurnameKeyIsWhole(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"van de and a surname under cognome", detectCase{"cliente:\n  nome: Laetitia\n  cognome: van de Wal\n",
			[]string{per + "Laetitia", per + "van de Wal"}}},
		{"de and a surname under a JSON nachname key", detectCase{`{"vorname": "Victoria", "nachname": "de Marduras"}`,
			[]string{per + "Victoria", per + "de Marduras"}}},
		{"van and a surname under a camel-case lastName key", detectCase{`{"firstName": "Lauren", "lastName": "van Bunschoten"}`,
			[]string{per + "Lauren", per + "van Bunschoten"}}},
		{"van der and a surname under apellidos", detectCase{`usuario = {"nombre": "Olimpia", "apellidos": "van der Velde"}`,
			[]string{per + "Olimpia", per + "van der Velde"}}},
		// Text that must stay untouched.
		{"a particle and a word under a key of no name", detectCase{"reparto: de Luxe\n", nil}},
	})
}

// A keyword argument or an assignment of a string in code is a key too
// (`dict(prenom="Hannah", nom="Tonisto")`, `last_name="White"`): the
// double quote after "=" says the value is a string, a bare word after it
// is a variable.
func TestGazetteerAKeywordArgumentForANamePartHoldsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname in no list as a nom keyword beside prenom", detectCase{`fixture = dict(prenom="Hannah", nom="Tonisto")`,
			[]string{per + "Hannah", per + "Tonisto"}}},
		{"a common English word as a last_name keyword", detectCase{`u = Person(first_name="Ellen", last_name="White")`,
			[]string{per + "Ellen", per + "White"}}},
		// Text that must stay untouched.
		{"a variable assigned to a surname key", detectCase{"surname = Default\n", nil}},
		{"a service's name as a keyword", detectCase{`svc = Service(name="Gateway", port=80)`, nil}},
	})
}

// An XML element named for a name's part holds one (`<surname>Bettoni
// </surname>`, `<firstName>Mia</firstName>`): the element's name is the
// key. An element of another name, or a value of more words, is left to
// the other rules.
func TestGazetteerAnXMLElementForANamePartHoldsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname in no list in a surname element", detectCase{"<person><surname>Bettoni</surname><born>1973</born></person>",
			[]string{per + "Bettoni"}}},
		{"a first name in a camel-case firstName element", detectCase{"<firstName>Mia</firstName>", []string{per + "Mia"}}},
		// Text that must stay untouched.
		{"a word in a title element", detectCase{"<title>Bettoni</title>", nil}},
		{"a placeholder in a surname element", detectCase{"<surname>Unknown</surname>", nil}},
	})
}
