package gazetteer

import "testing"

func TestGazetteerAFirstNameBeforeACapitalisedNameWordOpensANameOfItsOwnAfterAListsComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a list of two full names, the second surname a common word", detectCase{"We invited Jason Martinez, Rebecca Weaver and the ops team.",
			[]string{per + "Jason Martinez", per + "Rebecca Weaver"}}},
		{"a list of two full names after a label, the second surname in no list", detectCase{"Attendees: Laurens le Floch, Johanna Tuithof and the ops team.",
			[]string{per + "Laurens le Floch", per + "Johanna Tuithof"}}},
		{"a product's name that is a first name too opens no name of its own after a list's comma", detectCase{"cc: Gianfrancesco Papetti, Cassandra Pisani-Monteverdi", []string{per + "Gianfrancesco Papetti, Cassandra"}}},
		// Names written surname first stay so.
		{"a name written surname first before a conjunction", detectCase{"We invited Martinez, Rebecca and the ops team.", []string{per + "Martinez, Rebecca"}}},
		{"a name written surname first before a word in lower case", detectCase{"Bitte Thies, Ernestine bis Freitag anrufen.", []string{per + "Thies, Ernestine"}}},
		{"a name written surname first at the end of a line", detectCase{"Kontakt:\nMöller, Hannelore\nTel. 030 1234567", []string{per + "Möller, Hannelore"}}},
	})
}

func TestGazetteerAGermanNounBeforeACommaAndAFirstNameGoingOnWithItsClauseIsASurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a noun opening the sentence before a first name and a verb", detectCase{"Klotz, Amalie hat sich gemeldet.", []string{per + "Klotz, Amalie"}}},
		{"a noun after a verb before a first name and an adverb", detectCase{"Hast du Klotz, Amalie schon angerufen?", []string{per + "Klotz, Amalie"}}},
		// Text that must stay as it was.
		{"a noun before a comma and a first name ending the sentence", detectCase{"Gute Besserung, Tilman!", []string{per + "Tilman"}}},
		{"a noun before a comma and a first name ending the sentence after a determiner", detectCase{"Danke für das Holz, Anna!", []string{per + "Anna"}}},
		{"du before an inverted name in German text is the pronoun", detectCase{"Hast du Schmidt, Tilman schon angerufen?", []string{per + "Schmidt, Tilman"}}},
	})
}

func TestGazetteerTwoNamesWrittenSurnameFirstJoinedByAConjunctionAreTwoNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two inverted names joined by und", detectCase{"Kambs, Patrick und Reichmann, Korbinian kommen später.", []string{per + "Kambs, Patrick", per + "Reichmann, Korbinian"}}},
		{"two inverted names joined by and", detectCase{"Please invite Okafor, Brenda and Lindqvist, Jonas to the call.", []string{per + "Okafor, Brenda", per + "Lindqvist, Jonas"}}},
		// Lists of single names stay as they were.
		{"a list of first names", detectCase{"Matheus, Janet and Terri joined the call.", []string{per + "Matheus", per + "Janet", per + "Terri"}}},
	})
}
