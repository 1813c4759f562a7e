package gazetteer

import "testing"

func TestGazetteerAnAdjectiveAndANounInSmallLettersNameAStreetThatAPostcodeAndTownClose(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a postcode and a town after a comma close the street", detectCase{"Can we meet at Kraljevečki ogranak 1, 79686 Beli Manastir instead?", []string{street + "Kraljevečki ogranak 1, 79686 Beli Manastir"}}},
		{"a flat after a slash stays with the number", detectCase{"Parcel returned from Gupčeva zvijezda 2a/1, 35438 Donja Stubica.", []string{street + "Gupčeva zvijezda 2a/1, 35438 Donja Stubica"}}},
		{"a postcode and a town on the next line close the street", detectCase{"Send it to Lipova aleja 8b\n69059 Zlatar today.", []string{street + "Lipova aleja 8b\n69059 Zlatar"}}},
		{"an English noun and a count before a number and a noun are no street", detectCase{"Zorbex units 3, 12345 Widgets", nil}},
		{"a count of things on the next line is no town", detectCase{"Nginx workers 4\n1024 Connections", nil}},
		{"a year after the comma proves nothing", detectCase{"Kraljevečki ogranak 1, 2024 Edition", nil}},
	})
}
