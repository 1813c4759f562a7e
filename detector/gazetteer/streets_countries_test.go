package gazetteer

import "testing"

func TestGazetteerStatesAndCountriesThatEndAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town no list knows after a suite's comma before a republic's name joins the address", detectCase{"Ship to 86639 Benderring 43 Suite 675, Kolbotnia, Czech Republic", []string{street + "86639 Benderring 43 Suite 675, Kolbotnia, Czech Republic"}}},
		{"a state's code that is also a unit's abbreviation is the state without a number", detectCase{"Send all correspondence to 8435 Ortega Reach, Lefort, SC, Ecuador 2341", []string{street + "8435 Ortega Reach, Lefort, SC, Ecuador 2341"}}},
		{"a state's code on its own line before a country", detectCase{"My address is 1882 Denise Rapids Suite 009\nLake Daniel\nSC\nCanada N5K5K4.", []string{street + "1882 Denise Rapids Suite 009\nLake Daniel\nSC\nCanada N5K5K4"}}},
		{"a country's postcode of three and two digits may come before a word in lower case", detectCase{"Send it to 764 Kláštorská 604 Suite 579, Svätuš, Tajikistan 865 50 tomorrow.", []string{street + "764 Kláštorská 604 Suite 579, Svätuš, Tajikistan 865 50"}}},
		{"an Eircode after a country's long name ends the address", detectCase{"The property at 2203 Devally Street, Naoise Ville, AL, Republic of Ireland Y62HPK0 was sold last year.", []string{street + "2203 Devally Street, Naoise Ville, AL, Republic of Ireland Y62HPK0"}}},
		{"a kingdom's long name and its postcode end the address", detectCase{"I have moved to 438 Victoriapad\nKropswolde\nOR\nKingdom of the Netherlands 9378GP, please update my records.", []string{street + "438 Victoriapad\nKropswolde\nOR\nKingdom of the Netherlands 9378GP"}}},
		{"a country's other name in brackets before its spaced postcode", detectCase{"The property at 2776 Markova 8 Apt. 177, Vyšný Mirošov, Falkland Islands (Malvinas) 883 11 was sold last year.", []string{street + "2776 Markova 8 Apt. 177, Vyšný Mirošov, Falkland Islands (Malvinas) 883 11"}}},
		{"a flat after a house number's dot joins the address", detectCase{"Billing address: Magyartapolcai utca 120. Apt. 033\nThanks", []string{street + "Magyartapolcai utca 120. Apt. 033"}}},
		{"a unit's abbreviation in a sentence after an address stays out", detectCase{"Ship to 12 Main St, sc is closed", []string{street + "12 Main St"}}},
	})
}

func TestGazetteerZIPPlusFourAndEightDigitsAfterACountry(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a ZIP+4 after a country ends the address", detectCase{"Deliver the package to 1644 Corredor Nueva Zelandia 752 Interior 711, Nueva Uruguay, MA, Nepal 36707-1246 tomorrow.", []string{street + "1644 Corredor Nueva Zelandia 752 Interior 711, Nueva Uruguay, MA, Nepal 36707-1246"}}},
		{"eight digits after a country end the address", detectCase{"Deliver the package to 1235 Favela Marques, 475, Silva, NH, Jordan 11272339 tomorrow.", []string{street + "1235 Favela Marques, 475, Silva, NH, Jordan 11272339"}}},
		{"a country's long name after a town's comma takes its Eircode", detectCase{"Please ship the order to 5014 54 Lynchehaun Street Apt. 288, Justin Ville, Republic of Ireland X55 FA7N", []string{street + "5014 54 Lynchehaun Street Apt. 288, Justin Ville, Republic of Ireland X55 FA7N"}}},
	})
}
