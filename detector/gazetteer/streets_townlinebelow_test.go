package gazetteer

import "testing"

func TestGazetteerAPostcodeAndTownOnTheNextLineProveAStreetWithoutAType(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a one-word street over its postcode and a known town is an address", detectCase{"Splavnica 5\n90647 Zagreb", []string{street + "Splavnica 5\n90647 Zagreb"}}},
		{"a one-word street over its postcode and a town of two words after a list mark", detectCase{"* Splavnica 5\n90647 Grubišno Polje", []string{street + "Splavnica 5\n90647 Grubišno Polje"}}},
		{"a street after a preposition over its postcode and a town no list knows", detectCase{"Can you send the invoice to Mala 9\n73058 Senj?", []string{street + "Mala 9\n73058 Senj"}}},
		{"a Norwegian street without an ending over its postcode and town", detectCase{"Kolmeka 8\n1410 Kolbotn", []string{street + "Kolmeka 8\n1410 Kolbotn"}}},
		{"a Slovak street over a postcode in two parts and its town", detectCase{"Pick me up from Tavaríkova osada 477\n810 81 Čeľadice at 7pm.", []string{street + "Tavaríkova osada 477\n810 81 Čeľadice"}}},
		{"an English noun and a number over a postcode and a town stay out of a street", detectCase{"Room 12\n10115 Berlin", []string{loc + "Berlin"}}},
		{"a German noun and a number over a postcode and a town stay out of a street", detectCase{"Gleis 4\n10115 Berlin", []string{loc + "Berlin"}}},
		{"a product's version over a count of things stays untouched", detectCase{"Zorbex 3\n1024 Widgets", nil}},
		{"a name and a number over a year and a word stay untouched", detectCase{"Kolmeka 8\n2024 Edition", nil}},
	})
}
