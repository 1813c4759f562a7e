package gazetteer

import "testing"

func TestGazetteerInSmallLettersAPostcodeOfThreeAndTwoDigitsAfterAStreetsCommaTakesItsTown(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Czech postcode in two parts and its town after a street's comma join it", detectCase{"hi, quick one: the courier needs hůlkova 34, 195 06 kostelec na hané on the label.", []string{street + "hůlkova 34, 195 06 kostelec na hané"}}},
		{"a Slovak street, its postcode in two parts and its town are an address", detectCase{"new address -> spoločenská 64, 926 87 jalovec (please confirm)", []string{street + "spoločenská 64, 926 87 jalovec"}}},
		{"two numbers and a stopword after a comma stay untouched", detectCase{"we sold 3 items, 150 25 were returned", nil}},
		{"an English word in small letters opens no street's name before a number", detectCase{"the key has a bit length 128", nil}},
	})
}
