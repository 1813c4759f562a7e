package gazetteer

import "testing"

func TestGazetteerAListsOrACommentsMarksOpenTheLinesOfAnAddressBlock(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a list's dashes open the lines of an address block", detectCase{"- Carl Dillon\n- 9 Weberstrasse\n- Apt. 797\n- 9038 Winterthur\n- Switzerland", []string{per + "Carl Dillon", street + "9 Weberstrasse\n- Apt. 797\n- 9038 Winterthur\n- Switzerland"}}},
		{"a comment's slashes open the lines of an address block", detectCase{"// Budapešťská 263\n// Suite 146\n// ZBIROH\n// Czech Republic 582 98", []string{street + "Budapešťská 263\n// Suite 146\n// ZBIROH\n// Czech Republic 582 98"}}},
		{"colons open the lines of an address block", detectCase{": 4923 Parmova 109\n: Suite 380\n: Maribor\n: Slovenia 82709", []string{street + "4923 Parmova 109\n: Suite 380\n: Maribor\n: Slovenia 82709"}}},
		{"a list of words, counts, a town and a year is an agenda", detectCase{"Agenda\n- Chapter 4\n- Room 12\n- Berlin\n- Germany 2024", []string{loc + "Berlin", loc + "Germany"}}},
		{"a list of rooms and a town with its postcode is an inventory", detectCase{"* Kitchen 2\n* Bedroom 3\n* Garden\n* Helsinki 00100", []string{loc + "Helsinki"}}},
	})
}

func TestGazetteerARegionsCodeFirstOnItsLineBeforeAnyCountrysPostcode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a region's code first on its line and a Czech postcode close the block", detectCase{"Joanna Payne\nŽilinská 104 Suite 921\nTrhový Štěpánov\nRS 457 26\nCzech Republic", []string{per + "Joanna Payne", street + "Žilinská 104 Suite 921\nTrhový Štěpánov\nRS 457 26\nCzech Republic"}}},
		{"a region's code first on its line and a Polish postcode close the block", detectCase{">Olchowa 112 Apt. 168\n>Marki\n>NY 71-242\n>Poland", []string{street + "Olchowa 112 Apt. 168\n>Marki\n>NY 71-242\n>Poland"}}},
		{"two capitals and a number alone on their line are no address", detectCase{"Status\nOK 200 30\nDone", nil}},
	})
}
