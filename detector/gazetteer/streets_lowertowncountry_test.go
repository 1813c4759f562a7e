package gazetteer

import "testing"

func TestGazetteerInSmallLettersATownTheCountryAndItsPostcodeWrittenWithSpacesCloseTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a state, a country and its postcode after a street close the address", detectCase{"my address is 63062 stationsgatan 31 litija wi slovenia 76563 thanks", []string{street + "63062 stationsgatan 31 litija wi slovenia 76563"}}},
		{"a town of many words, a country and its postcode after a flat close the address", detectCase{"ship to 36033 morsøvej 947 flat 794 san rosa los bajos mexico 90236 please", []string{street + "36033 morsøvej 947 flat 794 san rosa los bajos mexico 90236"}}},
		{"words and a country without a postcode after a street stay out", detectCase{"i moved to 12 main street last year from mexico 3 times", []string{street + "12 main street", loc + "mexico"}}},
	})
}
