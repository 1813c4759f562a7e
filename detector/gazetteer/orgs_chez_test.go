package gazetteer

import "testing"

func TestGazetteerChezTakesAFirmAndThePersonAfterIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a small town's name after chez and a full name after its comma are a firm and a person", detectCase{"Contact chez Peron, Élise Rocher", []string{org + "Peron", per + "Élise Rocher"}}},
		{"a surname after chez and a full name after its comma are a firm and a person", detectCase{"Contact chez Varlin, Margot Dufresne", []string{org + "Varlin", per + "Margot Dufresne"}}},
		{"a small town's name after travaille chez is a firm", detectCase{"Je travaille chez Peron depuis mai.", []string{org + "Peron"}}},
		// A list of firms after a firm stays a list; a surname and a first name stay a person.
		{"a surname and a first name after chez are a person", detectCase{"adresse de renault, emmanuelle", []string{per + "renault, emmanuelle"}}},
		{"firms listed after a firm are firms", detectCase{"Our suppliers are Zentrova Ltd, Quarvel and Lintrex.", []string{org + "Zentrova Ltd", org + "Quarvel", org + "Lintrex"}}},
	})
}
