package gazetteer

import "testing"

func TestGazetteerATownLineInCapitalsWithItsCodeAndPostcodeProvesTheStreetAboveIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and its number over a town's line with an empty region and a postcode are an address", detectCase{"Kleparska steza 13\nRADOVLJICA, nan 3117", []string{street + "Kleparska steza 13\nRADOVLJICA, nan 3117"}}},
		{"a street after at over a town's line with a region's code is an address", detectCase{"I live at Krležin gvozd 066\nBUJE, SA 54813.", []string{street + "Krležin gvozd 066\nBUJE, SA 54813"}}},
		{"a postcode of three and two digits closes the town's line", detectCase{"Deliver the parcel to 52845 Modrý chodník 36\nSÁSA, nan 976 26 by 5pm.", []string{street + "52845 Modrý chodník 36\nSÁSA, nan 976 26"}}},
		{"a common word and its number over such a line are no street", detectCase{"Build Pipeline 12\nCI, SSH 22000", nil}},
		{"a year on the town's line proves nothing", detectCase{"Kleparska steza 13\nRADOVLJICA, nan 2019", []string{loc + "RADOVLJICA"}}},
	})
}
