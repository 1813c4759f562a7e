package gazetteer

import "testing"

func TestGazetteerAStreetWithoutANumberBeforeACommaAPostcodeAndATownIsAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound street, a comma, a postcode and a town are an address", detectCase{"I live at Gesine-Stoll-Weg, 14810 Stadtsteinach with my two cats.", []string{street + "Gesine-Stoll-Weg, 14810 Stadtsteinach"}}},
		{"a Swedish compound street before a postcode and a town is an address", detectCase{"Address: Parkgatan, 72070 Kristianstad", []string{street + "Parkgatan, 72070 Kristianstad"}}},
		{"a Swiss compound street before a postcode of four digits is an address", detectCase{"Please ship it to Wolfstrasse, 4964 Schaffhausen by Friday.", []string{street + "Wolfstrasse, 4964 Schaffhausen"}}},
		{"a street type written first keeps the town after its postcode", detectCase{"I live at Callejón de Tiburcio Casas, 17329 Palencia with my two cats.", []string{street + "Callejón de Tiburcio Casas, 17329 Palencia"}}},
		{"an Italian street type and the town after the postcode are one address", detectCase{"Ship it to Via Roma, 56011 Gabella by Friday.", []string{street + "Via Roma, 56011 Gabella"}}},
		{"a Dutch postcode's letters after its digits belong to it", detectCase{"Address: Chloélaan, 3413 MQ Wier", []string{street + "Chloélaan, 3413 MQ Wier"}}},
		{"a Portuguese postcode of two parts after a street type written first is its postcode", detectCase{"Ship it to Rua Augusta, 1100-053 Lisboa by Friday.", []string{street + "Rua Augusta, 1100-053 Lisboa"}}},
		{"a street type written first and a house number after a comma stay as they are", detectCase{"Address: Via Roma, 72 Gabella", []string{street + "Via Roma, 72", loc + "Gabella"}}},
		{"a bare street ending before a comma and a postcode is no street", detectCase{"Platz, 10115 Berlin", []string{loc + "Berlin"}}},
		{"a compound noun before a comma and a year is no street", detectCase{"Die Umgehungsstraße, 2019 Bauende", nil}},
		{"a compound street before a comma and a count of things stays untouched", detectCase{"Parkgatan, 12345 visitors", nil}},
	})
}
