package gazetteer

import "testing"

func TestGazetteerATownARegionsCodeAndAPostcodeAloneAreAnAddressLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a state's code and a postcode after a preposition are an address", detectCase{"Ship it to Toddborough, QLD 2957 please.", []string{street + "Toddborough, QLD 2957"}}},
		{"a town, a region's code and a UK postcode after a key are an address", detectCase{"Address: Wilsonshire, NI L1F 9HZ", []string{street + "Wilsonshire, NI L1F 9HZ"}}},
		{"a town, a region's code and a PIN code are an address", detectCase{"I live in Rajahmundry, NI 472245.", []string{street + "Rajahmundry, NI 472245"}}},
		{"a firm, a product code's label and its number stay untouched", detectCase{"I ordered it from Zentrova, SKU 48213 last week.", []string{loc + "Zentrova"}}},
		{"a greeting, a word in capitals and a number stay untouched", detectCase{"Thanks, OK 12345 is the ticket.", nil}},
		{"a town, a state's code and a year stay a town", detectCase{"We met in Austin, TX 2019 was fun.", []string{loc + "Austin"}}},
	})
}
