package gazetteer

import "testing"

func TestGazetteerACompoundStreetAfterAPrepositionOfPlaceNeedsNoNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German compound street after to is a street", detectCase{"Can you send the invoice to Vogelstrasse instead?", []string{street + "Vogelstrasse"}}},
		{"a Danish compound street after outside is a street", detectCase{"I left my bike outside Harwichvej last night.", []string{street + "Harwichvej"}}},
		{"a Dutch compound street after on is a street", detectCase{"My sister lives on Ashleystraat near the park.", []string{street + "Ashleystraat"}}},
		{"a compound street after from is a street", detectCase{"We are moving from Rosengade next week.", []string{street + "Rosengade"}}},
		{"the known town after the compound street's comma joins it", detectCase{"I moved to Rosengade, Aarhus last year.", []string{street + "Rosengade, Aarhus"}}},
		{"an English word with a street's ending is no street", detectCase{"The alerts are based on Monitoring data.", nil}},
		{"an English word ending like a Danish street is no street", detectCase{"He served with the Brigade for years.", nil}},
		{"a compound street without a preposition of place before it is left alone", detectCase{"Vogelstrasse was a film.", nil}},
		{"a capitalised word after the compound makes a longer name", detectCase{"We met at Bergstrasse Klinik yesterday.", []string{org + "Bergstrasse Klinik"}}},
	})
}
