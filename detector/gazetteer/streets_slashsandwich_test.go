package gazetteer

import "testing"

func TestGazetteerASlashedHouseNumberEndsASandwichedStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a building number, a name and a slashed house number ending the line are a street", detectCase{"Our accountant now works from 24322 Svibovac 4c/4", []string{street + "24322 Svibovac 4c/4"}}},
		{"a building number, a name and a slashed house number before a word of time are a street", detectCase{"We met outside 70493 Streljačka 0a/9 after the concert.", []string{street + "70493 Streljačka 0a/9"}}},
		{"a score with a slash after a year stays untouched", detectCase{"In 2019 Kotlin 2/3 came out.", nil}},
		{"a count with a slash before a unit stays untouched", detectCase{"We sold 300 Pikachu 5/6 times.", nil}},
	})
}
