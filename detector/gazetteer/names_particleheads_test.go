package gazetteer

import "testing"

func TestGazetteerTheParticlesBeforeASurnameArePartOfThePerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two Spanish particles in a field of surnames", detectCase{"apellidos: de los Santos", []string{per + "de los Santos"}}},
		{"two German particles opening a CSV row", detectCase{"nachname,vorname\nvon der Heyde,Oscar", []string{per + "von der Heyde", per + "Oscar"}}},
		{"a capitalised French particle in a keyword argument", detectCase{`user = User(prenom="Margaud", nom="Le Goff")`, []string{per + "Margaud", per + "Le Goff"}}},
		{"a capitalised article before a first name and a surname stays out of the person", detectCase{"Ieri La Maria Rossi ha chiamato.", []string{per + "Maria Rossi"}}},
		{"a capitalised Italian particle after a preposition", detectCase{"Con De Luca ho parlato ieri.", []string{per + "De Luca"}}},
		{"a particle in small letters opening a quoted value", detectCase{`{"apellidos": "de Guzman"}`, []string{per + "de Guzman"}}},
		{"a French particle before a capitalised article after a first name", detectCase{"Demande de remboursement de Jacques de La Fontaine (commande 15025)", []string{per + "Jacques de La Fontaine"}}},
		// Text that must stay untouched.
		{"a preposition in small letters after a word", detectCase{"la commande de Santos est partie", []string{per + "Santos"}}},
		{"a German article opening a sentence", detectCase{"Der Heiko kommt morgen.", []string{per + "Heiko"}}},
	})
}

func TestGazetteerAFirstNameThatIsACommonWordBeforeASurnameIsPartOfThePerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a common word before a hyphenated surname", detectCase{`const owner = "Rose Gallet-Royer"; // reviewed`, []string{per + "Rose Gallet-Royer"}}},
		{"a first name that is a French word before a surname in a JSON value", detectCase{`{"responsable":"Olive Mercier-Clerc","id":7}`, []string{per + "Olive Mercier-Clerc"}}},
		// Text that must stay untouched.
		{"a verb of address opening the sentence", detectCase{"Ask Jensen whether the meeting is confirmed.", []string{per + "Jensen"}}},
		{"a greeting opening the sentence", detectCase{"Hola Barrios, que tal", []string{per + "Barrios"}}},
	})
}
