package gazetteer

import "testing"

func TestGazetteerIndonesiasSpecialRegionEndsTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"DI, the region's name and its postcode after the town join the address", detectCase{"Kirim ke Jl. Merdeka No. 5\nBandung, DI Yogyakarta 40123 ya", []string{street + "Jl. Merdeka No. 5\nBandung, DI Yogyakarta 40123"}}},
		{"DI and a name in a sentence is no region", detectCase{"Our DI Team 12345 plan", nil}},
	})
}
