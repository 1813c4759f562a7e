package gazetteer

import "testing"

func TestGazetteerWhatACountryWritesBeforeTheHouseNumberIsTheStreets(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Romania's Nr. before the house number is the street's", detectCase{"Address:\nNr. 395 Intrarea Stan\nZeltweg, Kärnten 6181", []string{street + "Nr. 395 Intrarea Stan\nZeltweg, Kärnten 6181"}}},
		{"a building's number with a letter and a slash before the house number are the street's", detectCase{"Address:\n6a/5 Tkalčićeva\nDanielside, nan 32689\nPuerto Rico", []string{street + "6a/5 Tkalčićeva\nDanielside, nan 32689\nPuerto Rico"}}},
		{"a flat's number and a slash before the house number, as Australia writes them, are the street's", detectCase{"Deliver to 3/75 Kim Street today", []string{street + "3/75 Kim Street"}}},
	})
}
