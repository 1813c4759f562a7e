package gazetteer

import "testing"

func TestGazetteerTheCapitalisedWordsOfACityFieldAreAPlace(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and Ville after City", detectCase{"City: Kimberly Ville", []string{loc + "Kimberly Ville"}}},
		{"after Stadt, before a comma", detectCase{"Stadt: Edgar Ville, Land: Frankreich", []string{loc + "Edgar Ville", loc + "Frankreich"}}},
		{"a first name and a word in no list after Town", detectCase{"Name: Jo Reed\nTown: Mary Brookton", []string{per + "Jo Reed", loc + "Mary Brookton"}}},
		{"after Woonplaats", detectCase{"Woonplaats: Anna Paulowna", []string{loc + "Anna Paulowna"}}},
		// Text that must stay untouched.
		{"a person's field", detectCase{"Contact: Kimberly Ville", []string{per + "Kimberly Ville"}}},
		{"a city key that is no field", detectCase{"The city: Kimberly Ville asked for a refund.", []string{per + "Kimberly Ville"}}},
		{"common words after the key", detectCase{"City: Not Known", nil}},
	})
}
