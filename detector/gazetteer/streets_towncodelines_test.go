package gazetteer

import "testing"

func TestGazetteerATownLineThatEndsInAPostcodeClosesTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a flat, a house number and a name over a town, an empty field and a code are an address", detectCase{"Edward Sullivan Apt. 686 57 Rokova\nBeasleymouth nan 18794", []string{per + "Edward Sullivan", street + "Apt. 686 57 Rokova\nBeasleymouth nan 18794"}}},
		{"a town of many words, a region and a Dutch postcode close a street's line", detectCase{"Lauren Carroll Apt. 575 068 Lerze Loop\nNederhorst den Berg Noord-Brabant 2465RM", []string{per + "Lauren Carroll", street + "Apt. 575 068 Lerze Loop\nNederhorst den Berg Noord-Brabant 2465RM"}}},
		{"a town's line and a country's line prove the street line above them", detectCase{"Address:\n11836 Peatonal Sur Mesa\nNaxçıvan, nan AZ3503\nAntigua and Barbuda", []string{street + "11836 Peatonal Sur Mesa\nNaxçıvan, nan AZ3503\nAntigua and Barbuda"}}},
		{"a postcode of three and two digits ends the town's line", detectCase{"Address:\n4 Natalie-Zeiler-Ring\nTelince, nan 810 08\nCanada", []string{street + "4 Natalie-Zeiler-Ring\nTelince, nan 810 08\nCanada"}}},
		{"an empty region's field and a Dutch postcode end the town's line after its comma", detectCase{"Ship to 42870 Leonboulevard 223\nTriemen, nan 5934XW please", []string{street + "42870 Leonboulevard 223\nTriemen, nan 5934XW"}}},
		{"a state's code and a Portuguese postcode end the town's line after its comma", detectCase{"Meet me outside 29044 Travessa Carminho Morais, 2\nMontemor-o-Novo, NY 4356-565 in ten minutes", []string{street + "29044 Travessa Carminho Morais, 2\nMontemor-o-Novo, NY 4356-565"}}},
		{"in small letters an empty region's field and a postcode with letters end the town's line", detectCase{"ship to 42676 annabellaan 78\nloenersloot, nan 5585jr", []string{street + "42676 annabellaan 78\nloenersloot, nan 5585jr"}}},
		{"a count of widgets over totals and a year is no address", detectCase{"Results: 12 Widgets\nTotals, na 2024", nil}},
		{"a count and a verb over a place and a postcode are a log's lines", detectCase{"Abfrage: 3 Treffer gefunden\nMünchen Zentrale 80331", []string{loc + "München"}}},
		{"a count of customers over a branch and a number is no street", detectCase{"42 Kunden aktualisiert\nFiliale Nord 20095", []string{per + "Filiale Nord"}}},
		{"a line of a code and its town and a country's line prove the street above", detectCase{"Label:\nPatrick Allen\n78 Jana Pawła II, Suite 620\nY92AH72 Bethan Ville\nCongo", []string{per + "Patrick Allen", street + "78 Jana Pawła II, Suite 620\nY92AH72 Bethan Ville\nCongo"}}},
		{"a year and a place under a count are no postcode's line", detectCase{"Notes\n12 Zorbex Tables\n2024 Berlin", []string{loc + "Berlin"}}},
		{"a phone's line after an address is no town's", detectCase{"Viale Enzio, 613\n27056, Bastida De' Dossi (PV)\nTel. 0123", []string{street + "Viale Enzio, 613\n27056, Bastida De' Dossi (PV)"}}},
		{"a closing and a name before a number are no town's line", detectCase{"Send to 12 Main Street\nRegards, Bob Stone 12345", []string{street + "12 Main Street", per + "Bob Stone"}}},
		{"a flat and a count before a line of a year are no address", detectCase{"Apt. 4 has 3 Rooms\nRenovated in 2019", nil}},
	})
}
