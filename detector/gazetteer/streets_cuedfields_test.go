package gazetteer

import "testing"

func TestGazetteerAStreetWithoutANumberATownAndACountryAfterACuesColonAreAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound street, a town and a country after a cue's colon are an address", detectCase{"Address: Lindeweg, Wijlre, Gabon", []string{street + "Lindeweg, Wijlre, Gabon"}}},
		{"a German street and a town after a cue's colon are an address", detectCase{"Home address: Erberstraße, Voitsberg.", []string{street + "Erberstraße, Voitsberg"}}},
		{"an abbreviated street ending keeps its dot", detectCase{"Address: Beckmannstr., Oschatz, Belarus", []string{street + "Beckmannstr., Oschatz, Belarus"}}},
		{"a street type written last and a town are an address", detectCase{"Address: Tucker Avenue, West Alexanderbury", []string{street + "Tucker Avenue, West Alexanderbury"}}},
		{"a Polish market square and a town are an address", detectCase{"Address: Rynek, Żyrardów", []string{street + "Rynek, Żyrardów"}}},
		{"words no list knows before a town and a known country are an address", detectCase{"Home address: Górna, Knurów, Chad.", []string{street + "Górna, Knurów, Chad"}}},
		{"a town and a country after a cue stay places", detectCase{"Address: Paris, France", []string{loc + "Paris", loc + "France"}}},
		{"words no list knows and a town without a country are left to the other rules", detectCase{"Address: Spolupráce, Všeruby", []string{loc + "Všeruby"}}},
		{"a sentence after a cue's colon stays untouched", detectCase{"Address: Unknown, Please Ask, Thanks", nil}},
		{"a street type's word that goes on into the sentence is no field", detectCase{"Shipping: Free, Fast and Tracked worldwide.", nil}},
	})
}
