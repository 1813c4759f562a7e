package gazetteer

import "testing"

func TestGazetteerAKnownTownAfterAnUntypedStreetsCommaWhileTheSentenceGoesOn(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known town after an untyped street's comma proves the street and joins it while the sentence goes on", detectCase{"The courier left the box at Lazurowa 134, Goleniów yesterday.", []string{street + "Lazurowa 134, Goleniów"}}},
		{"an untyped street and its known town open the sentence as one address", detectCase{"Vratislavova 257, Habartov is where I live now.", []string{street + "Vratislavova 257, Habartov"}}},
		{"an English word, its count and a town are no address", detectCase{"Gate 5, Paris is closed for renovation.", []string{loc + "Paris"}}},
		{"a German noun, its count and a town are no address", detectCase{"Lauf 2 startet um 20:30 Uhr, Bahn 1, Finale um 07:45.", nil}},
		{"a release, its number and a town are no address", detectCase{"Release 4, London edition ships in May.", []string{loc + "London"}}},
		{"a town after a postcode of Canada ends the address while the sentence goes on", detectCase{"The courier left the box at 71 Jones Springs, Y2V4A9 East Cory yesterday.", []string{street + "71 Jones Springs, Y2V4A9 East Cory"}}},
		{"a town after a British postcode ends the address before a clause's comma", detectCase{"Deliver to 780 Thomas Lakes, SG7 3UL Warnerland, the gate code is 4471.", []string{street + "780 Thomas Lakes, SG7 3UL Warnerland"}}},
	})
}
