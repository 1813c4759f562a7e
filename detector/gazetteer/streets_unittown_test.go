package gazetteer

import "testing"

func TestGazetteerATownAfterAFlatEndsBeforeTheCountryThatClosesTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a country and its postcode after a flat written with spaces close the address", detectCase{"My shipping address is 692 Kuuse 53 Apt. 641 Grubbenvorst Netherlands 04020.", []string{street + "692 Kuuse 53 Apt. 641 Grubbenvorst Netherlands 04020"}}},
		{"a town and a country that ends the line after a suite close the address", detectCase{"it is 143 31 rue de la Hulotais Suite 87 Borlänge Sweden\nthanks", []string{street + "143 31 rue de la Hulotais Suite 87 Borlänge Sweden"}}},
		{"capitalised words and a country that a sentence goes on after stay out of the address", detectCase{"Send it to 12 Main Street Suite 5 Marketing Team France office today.", []string{street + "12 Main Street Suite 5", loc + "France"}}},
	})
}

func TestGazetteerATownWrittenWithSpacesAfterAStreetEndsBeforeTheCountryThatClosesTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a country and its postcode after a street's number close the address", detectCase{"Ship to Bäckstigen 8 Poreč Croatia 94984 today.", []string{street + "Bäckstigen 8 Poreč Croatia 94984"}}},
		{"a town, a country and its postcode after a number-first street close the address", detectCase{"My address is 72568 Kremnická 4 Tyrnävä Finland 48677.", []string{street + "72568 Kremnická 4 Tyrnävä Finland 48677"}}},
		{"a town and a country that a sentence goes on after stay out of the address", detectCase{"She lives at 12 Main Street Paris France is lovely.", []string{street + "12 Main Street", loc + "Paris", loc + "France"}}},
	})
}

func TestGazetteerATownAfterAFlatTakesTheRegionAndPostcodeThatCloseTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a region's code and a postcode after a flat close the address", detectCase{"Ship to 44895 Kmečka pot 983 Apt. 761 Blåvand MN 6690 today.", []string{street + "44895 Kmečka pot 983 Apt. 761 Blåvand MN 6690"}}},
		{"a town and a postcode that ends the sentence after a flat close the address", detectCase{"Ship to 1029 Salakkakuja 4 Flat 370 Rathenow 67692.", []string{street + "1029 Salakkakuja 4 Flat 370 Rathenow 67692"}}},
		{"a year after the words after a flat stays out", detectCase{"Ship to 12 Main Street Apt. 5 Summer 2019 was hot.", []string{street + "12 Main Street Apt. 5"}}},
	})
}
