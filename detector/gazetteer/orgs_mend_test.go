package gazetteer

import "testing"

func TestGazetteerFirmsOnEveryLineOfPeopleAndAddresses(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"each person's line names its firm when a place gave way on the line before", detectCase{"Carol Woods | Account Manager | Verlane London\nJudy Foster | Sales Lead | Triium Media", []string{per + "Carol Woods", org + "Verlane London", per + "Judy Foster", org + "Triium Media"}}},
		{"the firm that opens an address's line needs no person in the text", detectCase{"Kiniumivo Media | 71583 King Road | London", []string{org + "Kiniumivo Media", street + "71583 King Road", loc + "London"}}},
	})
}

func TestGazetteerTheFirmBeforeAnAddressAfterACommaNeedsNoPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a group before a comma and a street is a firm", detectCase{"Bennett Group, 12 King Road", []string{org + "Bennett Group", street + "12 King Road"}}},
	})
}

func TestGazetteerTheFirstCellsOfACSVRowBeforeAStreetAreNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a CSV row's name cells before its street stay people", detectCase{"Voortman,Lena,Jurrestraat 103,Beets", []string{per + "Voortman", per + "Lena", street + "Jurrestraat 103"}}},
	})
}
