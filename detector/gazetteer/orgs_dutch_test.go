package gazetteer

import "testing"

func TestGazetteerDutchFirmsOfSurnamesAndFieldsAreFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a double surname with particles after a customer's key stays one person", detectCase{"Cliente: Chris van de Noordmark-van de Pavert — Dirección: Elenahof 30, 2051 IG, Tjuchem", []string{per + "Chris van de Noordmark-van de Pavert", street + "Elenahof 30, 2051 IG, Tjuchem"}}},
		{"two words in no list joined by an ampersand are a firm", detectCase{"Stuur de factuur naar Perrono & Bolkesteijn.", []string{org + "Perrono & Bolkesteijn"}}},
		{"a surname with its particles after an ampersand ends the firm", detectCase{"Het contract met Leguit & van de Wal loopt in juni af.", []string{org + "Leguit & van de Wal"}}},
		{"a surname with its particles before an ampersand opens the firm", detectCase{"Het contract met van den Eerenbeemt & Otto loopt af.", []string{org + "van den Eerenbeemt & Otto"}}},
		{"a value after Werkgever is a firm", detectCase{"Werkgever: Optiver", []string{org + "Optiver"}}},
		{"a value after Bedrijf is a firm", detectCase{"Bedrijf: Tarvello", []string{org + "Tarvello"}}},
		{"a value of two words after Werkgever is a firm", detectCase{"Werkgever: Koninklijke Fredriks", []string{org + "Koninklijke Fredriks"}}},
		{"an article before a firm of surnames stays out of it", detectCase{"Het contract met de Perrono & Bolkesteijn loopt af.", []string{org + "Perrono & Bolkesteijn"}}},
		{"a surname before & Zn. is a firm", detectCase{"Zij werkt bij Bakker & Zn. in Delft.", []string{org + "Bakker & Zn", loc + "Delft"}}},
		// Common words, nouns and people stay.
		{"two first names joined by an ampersand stay people", detectCase{"Groeten van Anna & Pieter.", []string{per + "Anna", per + "Pieter"}}},
		{"two common words joined by an ampersand stay untouched", detectCase{"See the Terms & Conditions page.", nil}},
		{"two German nouns joined by an ampersand stay untouched", detectCase{"Die Abteilung Forschung & Entwicklung zieht um.", nil}},
		{"the Dutch verb werkt before no name stays untouched", detectCase{"Het werkt nu weer, het bedrijf is blij.", nil}},
	})
}
