package gazetteer

import "testing"

func TestGazetteerAForeignNameAfterAHouseNumberAndAPrepositionOfPlace(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name with a letter outside ASCII after a preposition of place and a house number is a street", detectCase{"the shop at 0094 Račianska is closed", []string{street + "0094 Račianska"}}},
		{"a Greek name after a preposition of place and a house number is a street", detectCase{"Meet me at 43 Λιθακιάς tonight", []string{street + "43 Λιθακιάς"}}},
		{"a name of no English word after a house number with a leading zero is a street", detectCase{"Meet me at 072 Lilylei tonight", []string{street + "072 Lilylei"}}},
		{"an English word after a preposition and a count is no street", detectCase{"Meet me at 5 Guys tonight", nil}},
		{"a unit after a preposition and a count is no street", detectCase{"The talk at 100 Mbps was boring", nil}},
		{"a name that opens a number-last street leaves it whole", detectCase{"Turn left into 26849 Slovenčeva ulica 16 after the bridge.", []string{street + "26849 Slovenčeva ulica 16"}}},
	})
}
