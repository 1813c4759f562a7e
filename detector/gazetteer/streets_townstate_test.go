package gazetteer

import "testing"

func TestGazetteerATownOfAnyWordsBeforeAStateAndAZIPCodeWithoutACommaEndsTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town no list knows, a state and a ZIP code after a street close the address", detectCase{"ship it to 12 Oak Lane, Jessicaberg TX 39128 by Friday", []string{street + "12 Oak Lane, Jessicaberg TX 39128"}}},
		{"a town of two words, a state and a ZIP code after a box close the address", detectCase{"Mail it to P.O. Box 501, Port Michael TX 39128 by Friday.", []string{street + "P.O. Box 501, Port Michael TX 39128"}}},
		{"a town, a state and a ZIP+4 code close the address", detectCase{"Mail it to 12 Oak Lane, East Haven CT 06512-1234 today.", []string{street + "12 Oak Lane, East Haven CT 06512-1234"}}},
		{"capital letters after a street and a number of two digits stay out", detectCase{"Meet at 12 Oak Lane, Building AB 12 today.", []string{street + "12 Oak Lane", org + "Building AB"}}},
	})
}
