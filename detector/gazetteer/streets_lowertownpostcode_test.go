package gazetteer

import "testing"

func TestGazetteerALowerCaseTownAndItsPostcodeAfterTheCommaOfAStreetEndTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a postcode of four digits after a street's comma join it", detectCase{"ship it to 32 teretere drive, wekapuke 9353 by friday", []string{street + "32 teretere drive, wekapuke 9353"}}},
		{"a town and a PIN of six digits after a street's comma join it", detectCase{"send it to 14 gandhi road, navi mumbai 400706 please", []string{street + "14 gandhi road, navi mumbai 400706"}}},
		{"a year after the comma of a street stays out", detectCase{"we moved to 32 teretere drive, summer 2019 was hot", []string{street + "32 teretere drive"}}},
		{"a number of three digits after the comma of a street stays out", detectCase{"we moved to 32 teretere drive, room 305 is mine", []string{street + "32 teretere drive"}}},
	})
}
