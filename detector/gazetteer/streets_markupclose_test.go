package gazetteer

import "testing"

func TestGazetteerAClosingSquareBracketBraceOrMarkupTagEndsAnAddressAsALineEndDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a country before a closing markup tag join the street", detectCase{"<address>868 Ruth Greens Apt. 901 South Bradley United Kingdom</address>",
			[]string{street + "868 Ruth Greens Apt. 901 South Bradley United Kingdom"}}},
		{"a town in capitals and a postcode before a closing markup tag join the street", detectCase{"<address>40578 2 Atkinson Key Apt. 235\nSOUTH JASMINE, nan DG36 9ZU</address>",
			[]string{street + "40578 2 Atkinson Key Apt. 235\nSOUTH JASMINE, nan DG36 9ZU"}}},
		{"a town and a country before a closing square bracket join the street", detectCase{"[810 Jeffreysteeg Apt. 802 Lennik Belgium]",
			[]string{street + "810 Jeffreysteeg Apt. 802 Lennik Belgium"}}},
		{"a town and a country before a closing brace join the street", detectCase{"{Vajgarská 280 Apt. 620 Moravský Krumlov Czech Republic}",
			[]string{street + "Vajgarská 280 Apt. 620 Moravský Krumlov Czech Republic"}}},
		{"a version in markup stays untouched", detectCase{"<b>Version 2</b> adds the export.", nil}},
		{"a quantity in square brackets stays untouched", detectCase{"[Platz 1] goes to the team with 12 points.", nil}},
		{"a page number in braces stays untouched", detectCase{"See {Page 14} of the manual.", nil}},
		{"an opening tag after a word and a number stays untouched", detectCase{"Room 214 <b>booked</b> for two nights.", nil}},
	})
}
