package gazetteer

import "testing"

func TestGazetteerAFrenchStreetWithoutANumberTakesItsPostcodeLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a postcode and a town on the line after a street in an address field join it", detectCase{"Bonjour,\n\nma nouvelle adresse :\navenue Guy Chrétien\n65194 Potier\n\nCordialement", []string{street + "avenue Guy Chrétien\n65194 Potier"}}},
		{"a street type and a name after a key that names no address stay untouched", detectCase{"Programme :\nplace Publique\n2024 édition", nil}},
		{"a street type after a step's key and a count stay untouched", detectCase{"étape :\nrue Principale\n12 personnes", nil}},
	})
}
