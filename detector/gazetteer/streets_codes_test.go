package gazetteer

import "testing"

func TestGazetteerIrishEircodesAndTheTownAfterThem(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a glued Eircode and the town after it join the street", detectCase{"I moved to 39 Cattigan Street E36KK0H Darragh Ville last month.", []string{street + "39 Cattigan Street E36KK0H Darragh Ville"}}},
		{"an Eircode in two halves and the town after it join the street", detectCase{"Please ship it to 82 Queenane Street T74 YW2R Ursula Ville by Friday.", []string{street + "82 Queenane Street T74 YW2R Ursula Ville"}}},
		{"a lower-case Eircode joins a lower-case street", detectCase{"deliver to: 65 mcveagh street r05 yf15 robin ville", []string{street + "65 mcveagh street r05 yf15 robin ville"}}},
		{"a code and a year after a street are no Eircode", detectCase{"Ship 12 Main Street A12 2024 now", []string{street + "12 Main Street"}}},
	})
}

func TestGazetteerLowerCaseCanadianProvincesAndPostalCodes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case province and its postal code end a lower-case town's line", detectCase{`{"address": "2879 fitzgerald road, rogersshire, bc n9c 7j4"}`, []string{street + "2879 fitzgerald road, rogersshire, bc n9c 7j4"}}},
		{"a lower-case province and a glued postal code end the address", detectCase{"address: 5674 jason divide, west glenn, sk h6g2c8", []string{street + "5674 jason divide, west glenn, sk h6g2c8"}}},
	})
}
