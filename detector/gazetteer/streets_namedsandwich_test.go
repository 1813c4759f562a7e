package gazetteer

import "testing"

func TestGazetteerASlavicSurnameBetweenABuildingNumberAndAHouseNumberIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Czech possessive street between two numbers after a preposition of place", detectCase{"Return the form to 92638 Janotova 553 by 30 June.", []string{street + "92638 Janotova 553"}}},
		{"a possessive street between two numbers before since", detectCase{"Resident of 73901 Máslova 32 since 2012.", []string{street + "73901 Máslova 32"}}},
		{"an accented possessive street between two numbers ending its line", detectCase{"Ship to:\n47109 Máslova 33", []string{street + "47109 Máslova 33"}}},
		{"a first name between two numbers stays untouched", detectCase{"Ticket 12345 Peter 32 tomorrow", nil}},
		{"a year before a possessive name and a count stays out of a street", detectCase{"In 2019 Janotova 2 came out.", nil}},
	})
}
