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

func TestGazetteerAStreetInCapitalsReadsAsItsCapitalisedForm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound street ending in ring in capitals and its number are a street", detectCase{"TRUBINRING 1", []string{street + "TRUBINRING 1"}}},
		{"a compound street in capitals keeps its postcode and town", detectCase{"Ship to TRUBINRING 1, 10115 BERLIN", []string{street + "TRUBINRING 1, 10115 BERLIN"}}},
		{"a name no list knows in capitals after an address cue is a street", detectCase{"ADDRESS: JOHANNESSENSTYKKET 660", []string{street + "JOHANNESSENSTYKKET 660"}}},
		{"a Czech street in capitals after an address cue is a street", detectCase{"ADDRESS: HNĚZDENSKÁ 51", []string{street + "HNĚZDENSKÁ 51"}}},
		{"an English word ending in ring in capitals is no street", detectCase{"MONITORING 2", nil}},
		{"a chapter in capitals is no street", detectCase{"CHAPTER 4", nil}},
		{"a German noun in capitals is no street", detectCase{"GLEIS 4", nil}},
		{"a product's version in capitals is no street", detectCase{"SEND TO GRADLE 8", nil}},
		{"a league in capitals is no street", detectCase{"LIGUE 2 STANDINGS", nil}},
	})
}
