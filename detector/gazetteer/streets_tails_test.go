package gazetteer

import "testing"

func TestGazetteerACountrysPostcodeInItsOwnShapeEndsAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three and two digits after a country end the address", detectCase{"The tenant, residing at 13321 Skoroceľová 584 Suite 543\nLomná\n, TN\n Slovakia 812 03, agrees.", []string{street + "13321 Skoroceľová 584 Suite 543\nLomná\n, TN\n Slovakia 812 03"}}},
		{"four digits and two capitals after a country end the address", detectCase{"Send to 0837 Ivanweg 373 Suite 140, Lewedorp, CO, Norway 1231 GA", []string{street + "0837 Ivanweg 373 Suite 140, Lewedorp, CO, Norway 1231 GA"}}},
		{"a country and a phone number without a street before them are no address", detectCase{"Call Slovakia 812 03 45 67", []string{loc + "Slovakia"}}},
	})
}

func TestGazetteerAnEmptyFieldBetweenTwoCommasKeepsAnAddressGoing(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an empty field after the town keeps the state and the country in the address", detectCase{"address: 36100 Grič 8b/4 Apt. 019, Osijek, , WV,  Croatia 68625", []string{street + "36100 Grič 8b/4 Apt. 019, Osijek, , WV,  Croatia 68625"}}},
		{"an empty field after an unknown town keeps the state in the address", detectCase{"Send to 755 7068 Duha Flats Apt. 882 Suite 295, Bilirmouth, , NM,  United States 38008", []string{street + "755 7068 Duha Flats Apt. 882 Suite 295, Bilirmouth, , NM,  United States 38008"}}},
	})
}
