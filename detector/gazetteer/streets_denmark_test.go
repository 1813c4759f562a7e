package gazetteer

import "testing"

func TestGazetteerDenmarksAlleAfterANameIsAStreetType(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a genitive name and Allé before the number are a street", detectCase{"Please ship the parcel to Castbergs Allé 9 before Friday.", []string{street + "Castbergs Allé 9"}}},
		{"a name, Allé, the number, the postcode and the town are one address", detectCase{"Write to Godsbane Allé 9, 9542 Nibe.", []string{street + "Godsbane Allé 9, 9542 Nibe"}}},
		{"Allé alone before a number is no street", detectCase{"Allé 12 is closed.", nil}},
		{"German alle between a name and a number is no street", detectCase{"Die Kinder alle 3 sind da.", nil}},
	})
}
