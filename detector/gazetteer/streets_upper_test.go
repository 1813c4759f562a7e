package gazetteer

import "testing"

func TestGazetteerAStreetWrittenInCapitalsTypeFirstIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish type, a name and a number in capitals are a street", detectCase{"SHIP TO: CAMINO ALCIDES LASA 518", []string{street + "CAMINO ALCIDES LASA 518"}}},
		{"a Polish type, a name and a number in capitals are a street", detectCase{"Label reads ULICA SADOWA 63/08 in block letters.", []string{street + "ULICA SADOWA 63/08"}}},
		{"an Italian type, a name, a comma and a number in capitals are a street", detectCase{"SHIP TO: VIALE SILVIO, 6", []string{street + "VIALE SILVIO, 6"}}},
		{"a house number, a French type and a name in capitals are a street with their postcode line", detectCase{"SHIP TO: 98, RUE NICOLAS BESSON\n89519 SAINTE MARTHEBOEUF", []string{street + "98, RUE NICOLAS BESSON\n89519 SAINTE MARTHEBOEUF"}}},
		{"a number before a type in capitals and an English word is no street", detectCase{"SEND 12 VIA EMAIL TODAY", nil}},
		{"a type in capitals before an English word and a number is no street", detectCase{"SENT VIA EMAIL 2 TIMES", nil}},
		{"a place in capitals before an English word and a number is no street", detectCase{"PLACE ORDER 2 NOW", nil}},
	})
}
