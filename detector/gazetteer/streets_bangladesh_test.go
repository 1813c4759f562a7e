package gazetteer

import "testing"

func TestGazetteerABangladeshHouseNumberOpensTheAreasAndTheDistrictAfterIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a house number, its areas, the district and the postcode are one address", detectCase{"Ship it to House No. 8, NasirKhali, BakerPur, Barisal, 8690 before Friday.", []string{street + "House No. 8, NasirKhali, BakerPur, Barisal, 8690"}}},
		{"a holding number opens the address too", detectCase{"My address is Holding No. 901, MuradCenter, BrahminChar, Khulna, 9131", []string{street + "Holding No. 901, MuradCenter, BrahminChar, Khulna, 9131"}}},
		{"a flat before a building number joins the address", detectCase{"Deliver to Flat 96, Building No. 765, East BaliaCorner, GourGan, Barguna, 5924.", []string{street + "Flat 96, Building No. 765, East BaliaCorner, GourGan, Barguna, 5924"}}},
		{"the areas without the postcode are the address when two follow the number", detectCase{"He lives at House No. 9, PalashMoor, HakimTala, Jamalpur.", []string{street + "House No. 9, PalashMoor, HakimTala, Jamalpur"}}},
		{"a district with an apostrophe joins the address", detectCase{"Studio 1, House No. 4, ManiramGanz Lane, DaulatGan, Cox's Bazar, 5668", []string{street + "Studio 1, House No. 4, ManiramGanz Lane, DaulatGan, Cox's Bazar, 5668"}}},
		{"a house number alone is no address", detectCase{"House No. 5 is the oldest in the row.", nil}},
		{"a house number and one word after a comma is no address", detectCase{"We saw House No. 5, Dhaka was hot.", []string{loc + "Dhaka"}}},
	})
}
