package gazetteer

import "testing"

func TestGazetteerAUnitAndItsNumberBeforeAHouseNumberProveTheStreetType(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a flat's number before a house number proves an Australian type that is an English word", detectCase{"Our new home is Apt. 490 94 Banks Ring - come by any time!", []string{street + "Apt. 490 94 Banks Ring"}}},
		{"a suite's number before a house number proves the type before the town, the state and the postcode", detectCase{"Send it to Suite 892 49 Knight Bend, Port Scott, NT, 2402 please", []string{street + "Suite 892 49 Knight Bend, Port Scott, NT, 2402"}}},
		{"a unit's number before a house number proves an intersection", detectCase{"Michael Butler\nUnit 06 3 Fischer Intersection, Terriland, ACT, 5328", []string{per + "Michael Butler", street + "Unit 06 3 Fischer Intersection, Terriland, ACT, 5328"}}},
		{"a flat's number on a signature's line before a broadway", detectCase{"Kind regards,\nMichelle Hood\nApt. 344 75 Brooks Broadway", []string{per + "Michelle Hood", street + "Apt. 344 75 Brooks Broadway"}}},
		{"a ronde is an Australian street type", detectCase{"Please ship it to 9 Angela Ronde by Friday.", []string{street + "9 Angela Ronde"}}},
		{"a unit's number and a count of things are no street", detectCase{"Unit 4 has 3 Big Rooms and a Ring road view", nil}},
		{"a suite of tests and its counts are no street", detectCase{"Suite 2 ran 40 Quick Steps today.", nil}},
	})
}
