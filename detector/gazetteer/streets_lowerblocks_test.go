package gazetteer

import "testing"

func TestGazetteerTheLinesOfALowerCaseAddressBlock(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a state alone on its line and a country with a UK postcode close the block", detectCase{"our office: 10 jones springs suite 407\nport clairefort\nme\nsaint martin iv54 9xw", []string{street + "10 jones springs suite 407\nport clairefort\nme\nsaint martin iv54 9xw"}}},
		{"a town and a country with a spaced postcode close the block before the sentence goes on", detectCase{"the property at 2184 železničná 1 apt. 785\nondavka\nserbia 898 88 was sold last year.", []string{street + "2184 železničná 1 apt. 785\nondavka\nserbia 898 88"}}},
		{"a state line between a town and a country joins the block", detectCase{"i have moved to 8191 schleppegrellsstræde 3 apt. 625\nhornbæk\nil\ndenmark 9060, please update my records.", []string{street + "8191 schleppegrellsstræde 3 apt. 625\nhornbæk\nil\ndenmark 9060"}}},
		{"a country and its Canadian code close the block", detectCase{"she lives at 1100 771 deborah pine suite 917\neast raymond\ncanada r7h 1k3 with her family.", []string{street + "1100 771 deborah pine suite 917\neast raymond\ncanada r7h 1k3"}}},
		{"words on the lines after a street that name no town and no country stay out", detectCase{"meet at 12 main st\nthen\nok", []string{street + "12 main st"}}},
	})
}

func TestGazetteerALowerCaseTownAndRegionAfterAFlat(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a province after a suite's number end the address", detectCase{"ship to 3911 fourth avenue suite 112 calgary alberta", []string{street + "3911 fourth avenue suite 112 calgary alberta"}}},
		{"a town and a state after a flat's number end the address", detectCase{"he lives at 77 old mill road apt 4 springfield illinois", []string{street + "77 old mill road apt 4 springfield illinois"}}},
		{"a known town before a word that follows an address ends it", detectCase{"ship to 3911 fourth avenue suite 112 paris today", []string{street + "3911 fourth avenue suite 112 paris"}}},
		{"a town no list knows before an empty region's field ends the address", detectCase{"meet me outside 77484 3432 jacob key suite 636 petersfurt nan in ten minutes", []string{street + "77484 3432 jacob key suite 636 petersfurt nan"}}},
		{"words of the sentence after a suite's number stay out", detectCase{"ship to 3911 fourth avenue suite 112 then call me", []string{street + "3911 fourth avenue suite 112"}}},
	})
}
