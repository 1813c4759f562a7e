package gazetteer

import "testing"

func TestGazetteerStreetTypesOfAustraliaThatAreCommonWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type that is no common word after a name and a number is a street", detectCase{"Customer lives at 7 Gonzales Roadway and called twice.", []string{street + "7 Gonzales Roadway"}}},
		{"a common-word type after a name ends its street before a comma and the town", detectCase{"I moved to Suite 519 55 Chung Steps, West Michaelmouth, WA, 2638 last month", []string{street + "Suite 519 55 Chung Steps, West Michaelmouth, WA, 2638"}}},
		{"a flat's number and a slash before a type that is no common word make a street", detectCase{"address: 5/465 Raymond Centreway", []string{street + "5/465 Raymond Centreway"}}},
		{"a hyphenated cul-de-sac is a street type", detectCase{"Send to 4 Kent Cul-de-sac, Perth", []string{street + "4 Kent Cul-de-sac, Perth"}}},
		{"a common-word type in the middle of a sentence is no street", detectCase{"the 2 Kent Steps are steep.", nil}},
		{"a common-word type after a common word is no street", detectCase{"We took 3 Main Steps.", nil}},
		{"a common-word type after an acronym is no street", detectCase{"a 3 DNA Strand model", nil}},
		{"a common-word type that ends a sentence after a verb's number is no street", detectCase{"He bought 2 Kent Steps.", nil}},
		{"a common-word type after a number that a delivery's preposition announces is a street", detectCase{"Please ship it to 6 Murray Turn.", []string{street + "6 Murray Turn."}}},
	})
}

func TestGazetteerAustralianFloorsAndStates(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a level's number before a house number joins the address", detectCase{"Level 2 7 Johnson Place", []string{street + "Level 2 7 Johnson Place"}}},
		{"a level and a comma before a house number join the address, and a town that starts with St.", detectCase{"Level 1, 3 Williamson Cove, St. Antonio, ACT, 2952", []string{street + "Level 1, 3 Williamson Cove, St. Antonio, ACT, 2952"}}},
		{"a state of Australia and its postcode end the address before more words", detectCase{"Customer lives at Level 0 38 Davis Crossing\nLeefurt, QLD, 2904 and called twice.", []string{street + "Level 0 38 Davis Crossing\nLeefurt, QLD, 2904"}}},
		{"a lower-case state and its postcode end a lower-case town's line", detectCase{"please ship it to unit 50 541 gomez edge\njosephview, vic, 2438 by friday.", []string{street + "unit 50 541 gomez edge\njosephview, vic, 2438"}}},
		{"a level and one number are no address", detectCase{"Level 3 Plaza is closed today.", nil}},
		{"a level, a comma and a count are no address", detectCase{"Level 1, 3 people came", nil}},
	})
}
