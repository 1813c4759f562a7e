package gazetteer

import "testing"

func TestGazetteerAKnownSurnameAloneAfterAPrepositionOfPeopleIsANameInFrenchAndGerman(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname alone after avec is a name", detectCase{"Nous travaillons avec Delaunay depuis 2015.", []string{per + "Delaunay"}}},
		{"a surname alone after mit is a name", detectCase{"Wir arbeiten seit 2015 mit Scholz zusammen.", []string{per + "Scholz"}}},
		{"a surname alone after an is a name", detectCase{"Zahlung an Haase ist überfällig.", []string{per + "Haase"}}},
		{"a surname alone after mit before a German noun is a name", detectCase{"Termin mit Heidrich am Dienstag.", []string{per + "Heidrich"}}},
		// Text that must stay as it is.
		{"a German noun after mit stays untouched", detectCase{"Wir arbeiten mit Schlosser und Elektriker zusammen.", nil}},
		{"a German noun after an stays untouched", detectCase{"Alle Mann an Bord, bitte.", nil}},
		{"a French word after avec stays untouched", detectCase{"Nous travaillons avec Rigueur depuis 2015.", nil}},
		{"a place after avec stays a place", detectCase{"Nous travaillons avec Paris depuis 2015.", []string{loc + "Paris"}}},
		{"a product after mit stays untouched", detectCase{"Wir arbeiten seit 2015 mit Python.", nil}},
	})
}
