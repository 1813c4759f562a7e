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
	})
}
