package gazetteer

import "testing"

func TestGazetteerATownAnAustralianStateAndItsPostcodeProveTheStreetBeforeTheirComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street with a common word for type before a town, a state and a postcode is an address", detectCase{"He was last seen leaving 9 Garcia Quadrant, Lisastad VIC 2627.", []string{street + "9 Garcia Quadrant, Lisastad VIC 2627"}}},
		{"a street of a rare type after to before a town, a state and a postcode is an address", detectCase{"Please send it to 90 Cox Tor, Maryview SA 2952 by Friday", []string{street + "90 Cox Tor, Maryview SA 2952"}}},
		{"a street after a French verb before a town, a state and a postcode is an address", detectCase{"Mon adresse est 10 Miller Steps, East Michellehaven WA 2696.", []string{street + "10 Miller Steps, East Michellehaven WA 2696"}}},
		{"a count before a town and a year stays untouched", detectCase{"We sold 3 Widgets, Sydney 2024 was a good year.", []string{"LOCATION:Sydney"}}},
		{"a count before a state's code and a number that is no postcode stays untouched", detectCase{"We sold 3 Widgets, VIC 12 units in total.", nil}},
		{"a German count before a town and a year stays untouched", detectCase{"Wir haben 3 Kunden, Berlin 2024 war gut.", []string{"LOCATION:Berlin"}}},
		{"a French count before a town and a number stays untouched", detectCase{"Il reste 4 places, Lyon 3000 participants attendus.", nil}},
		{"a version before a town without a state stays untouched", detectCase{"We shipped 2 Beta, Melbourne 3000 users joined.", []string{"LOCATION:Melbourne"}}},
	})
}
