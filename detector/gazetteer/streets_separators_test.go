package gazetteer

import "testing"

func TestGazetteerASemicolonOrASpacedDashSeparatesAnAddressesPartsAsACommaDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town after a street's comma keeps its place before a dash that words of a sentence follow", detectCase{"My new address is 6008 Jessica Mount Suite 721, West Michelle — see you soon, Gregory!", []string{street + "6008 Jessica Mount Suite 721, West Michelle", per + "Gregory"}}},
		{"a town no list knows after a street's comma ends the address before a dash and a sentence", detectCase{"My new address is Jl. Otto Iskandardinata No. 197, Metro — see you soon!", []string{street + "Jl. Otto Iskandardinata No. 197, Metro"}}},
		{"a town, a state and a ZIP code after semicolons end the address", detectCase{"Shipping: 12 Oak Lane; Springfield; IL 62704", []string{street + "12 Oak Lane; Springfield; IL 62704"}}},
		{"a town no list knows between semicolons before a postcode ends the address", detectCase{"Please send it to Mansasvej 14; Kalvehave; 2612.", []string{street + "Mansasvej 14; Kalvehave; 2612"}}},
		{"a postcode and a town after a spaced dash end the address", detectCase{"Send it to Via Roma 5 – 20121 Milano, please.", []string{street + "Via Roma 5 – 20121 Milano"}}},
		{"a postcode and a town after a spaced hyphen end the address", detectCase{"Deliver to Gloorstrasse 90 - 9598 Lugano", []string{street + "Gloorstrasse 90 - 9598 Lugano"}}},
		{"a town after a dash that ends the line ends the address", detectCase{"12 Oak Lane – Springfield", []string{street + "12 Oak Lane – Springfield"}}},
		{"a street without a type before a dash, a postcode and a town is a street", detectCase{"Office: Jenseneggen 7 – 1796 Unnieid", []string{street + "Jenseneggen 7 – 1796 Unnieid"}}},
		{"a name after a street's dash stays out of it", detectCase{"I live at 12 Oak Lane - Tom will visit tomorrow.", []string{street + "12 Oak Lane", "PERSON:Tom"}}},
		{"a sentence after a street's semicolon stays out of it", detectCase{"Shipping: 12 Oak Lane; Please call first.", []string{street + "12 Oak Lane"}}},
		{"a year and a noun after a street's dash stay out of it", detectCase{"Deliver to 12 Oak Lane - 2024 Edition catalogue included.", []string{street + "12 Oak Lane"}}},
		{"a row's fields glued by semicolons stay each its own", detectCase{"Ramazan Sager;Kensyplatz 8;09151;Böblingen", []string{"PERSON:Ramazan Sager", street + "Kensyplatz 8", loc + "Böblingen"}}},
		{"a product's version before a dash and a year is no street", detectCase{"Upgrade to Version 2 - 2024 Edition is out.", nil}},
		{"a game before a dash and its maker is no street", detectCase{"Tekken 3 – Namco classic; Ligue 2 – French football.", nil}},
		{"a room before a dash and a count is no street", detectCase{"Room 12 - 10115 participants registered.", nil}},
		{"a word and a number before a dash and a known town are no street", detectCase{"Part 2 – Rome; Part 3 – Florence.", []string{loc + "Rome", "PERSON:Florence"}}},
		{"a build tool's version before a dash is no street", detectCase{"Gradle 8 - Kotlin DSL is the default.", nil}},
	})
}
