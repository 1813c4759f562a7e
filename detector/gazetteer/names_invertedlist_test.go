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
