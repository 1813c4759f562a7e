package gazetteer

import "testing"

func TestGazetteerANumberLastStreetThatEndsItsLineWithACommaOverABlockIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street without a type, its comma and a block that closes on a country are an address", detectCase{"Contact:\nHercegovačka 8c,\nApt. 458,\nČakovec,\nAL,\nCroatia 58692", []string{street + "Hercegovačka 8c,\nApt. 458,\nČakovec,\nAL,\nCroatia 58692"}}},
		{"a noun, its number and a comma over lines of a list stay untouched", detectCase{"Contents:\nChapter 4,\nRoom 12,\nItaly 4120", []string{loc + "Italy"}}},
	})
}
