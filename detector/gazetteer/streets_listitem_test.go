package gazetteer

import "testing"

func TestGazetteerANumberedListItemOpensALineAsItsStartDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Dutch street after a list's number", detectCase{"1. Elisabethsteeg 84",
			[]string{street + "Elisabethsteeg 84"}}},
		{"a Finnish street after a list's number", detectCase{"Addresses:\n1. Runoilijantie 9\n2. Søndergade 52",
			[]string{street + "Runoilijantie 9", street + "Søndergade 52"}}},
		{"a Dutch street after a bracketed list number", detectCase{"Addresses:\n2) Elisabethsteeg 84",
			[]string{street + "Elisabethsteeg 84"}}},
		{"a German noun and its number after a list's number stay untouched", detectCase{"Steps:\n1. Stellplatz 14 ist frei\n2. Fertig", nil}},
		{"a rank after a list's number stays untouched", detectCase{"1. Platz 1", nil}},
		{"a version after a list's number stays untouched", detectCase{"1. Version 2", nil}},
	})
}
