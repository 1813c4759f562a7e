package gazetteer

import "testing"

func TestGazetteerAnArticleBeforeANumberAndACommonWordCountsThings(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an indefinite article before a number and a common word counts things", detectCase{"we bought a 2 Access Point setup for the lab", nil}},
		{"an before a number and a common word counts things", detectCase{"an 8 Entry Point kit ships today", nil}},
		{"an article before a number and a common word that is a surname leaves the street", detectCase{"It is a 84 Powers Pass property.", []string{street + "84 Powers Pass"}}},
		{"an article before a number and a name that is no common word leaves the street", detectCase{"Ship to 2 Kerr Point now, not a 2 Entry Point box", []string{street + "2 Kerr Point"}}},
		{"a number and a common word after at stay a street", detectCase{"She lives at 2 Access Point now.", []string{street + "2 Access Point"}}},
		{"an article before a common-word street that a town follows keeps the address", detectCase{"Rent a 2 Park Lane, Perth WA 6000 flat", []string{street + "2 Park Lane, Perth WA 6000"}}},
		{"an article before a number and a street of a thoroughfare's type keeps the street", detectCase{"He rents a 3 Church Lane cottage near the river.", []string{street + "3 Church Lane"}}},
		{"an article before a number and a Road keeps the street", detectCase{"She bought a 10 Station Road house last year.", []string{street + "10 Station Road"}}},
		{"a flat's letter before a number and a common word leaves the street", detectCase{"She lives at Flat A 12 Park Lane now.", []string{street + "12 Park Lane"}}},
		{"a flat's letter in small letters before a number and a common word leaves the street", detectCase{"she lives at unit a 12 park lane now", []string{street + "12 park lane"}}},
	})
}
