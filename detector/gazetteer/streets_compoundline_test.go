package gazetteer

import "testing"

func TestGazetteerACompoundStreetAndItsNumberThatFillTheLineUnderANameAreAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound street and its number on the line under a signer's name are a street", detectCase{"Best regards,\nM. Keller\nHaslerstrasse 46", []string{per + "M. Keller", street + "Haslerstrasse 46"}}},
		{"a Danish compound street and its number under a name are a street", detectCase{"Best regards,\nM. Keller\nMarengogade 52", []string{per + "M. Keller", street + "Marengogade 52"}}},
		{"a German noun with a street ending and its number on a line stay untouched", detectCase{"Best regards,\nM. Keller\nStellplatz 14", []string{per + "M. Keller"}}},
		{"a compound and its number opening a sentence that goes on stay untouched", detectCase{"Marktplatz 5 Minuten entfernt.", nil}},
	})
}
