package gazetteer

import "testing"

func TestGazetteerInvertedNamesWithCommonWordSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that is an English word before a comma and a first name in German text", detectCase{"Neue Anschrift von Horn, Reginald bitte im CRM ändern.", []string{per + "von Horn, Reginald"}}},
		{"a first name that is an English word after a surname in German text", detectCase{"Neue Anschrift von Lange, Frank bitte im CRM ändern.", []string{per + "von Lange, Frank"}}},
		{"a common surname after de before a comma and a first name in lower case", detectCase{"nouvelle adresse de smith, amy à mettre à jour.", []string{per + "smith, amy"}}},
		// Not names.
		{"a list of colours after of holds no name", detectCase{"The colour of Green, Rose and Blue.", nil}},
		{"a list of things in German holds no name", detectCase{"Bitte Horn, Anna und Bass mitbringen.", nil}},
	})
}
