package gazetteer

import "testing"

func TestGazetteerAStreetTypeAfterTheHouseNumberProvesAStreetWithoutOne(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an English street type after a foreign street's number proves the street", detectCase{"Pedestrians must enter on Hoge Wei 32 St. the first three months", []string{street + "Hoge Wei 32 St"}}},
		{"a street type in full after the number proves the street", detectCase{"The bakery is on Kallio 14 Road now.", []string{street + "Kallio 14 Road"}}},
		{"a capitalised word after the type makes a longer name", detectCase{"Read Kallio 14 Street Journal today.", nil}},
		{"a product's version before a type is no street", detectCase{"Enable Windows 11 Drive encryption now.", nil}},
		{"a building number before a Greek street's abbreviated type keeps the street whole", detectCase{"There is a new bakery at 40559 Λεωφ. Τριστένου 665-823, you should try it.", []string{street + "40559 Λεωφ. Τριστένου 665-823"}}},
	})
}

func TestGazetteerAForeignOneWordStreetAfterAPrepositionOfPlaceNeedsNoCue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name with a diacritic and a number after from is a street", detectCase{"We are moving from Draškovićeva 22 next week.", []string{street + "Draškovićeva 22"}}},
		{"a name with a diacritic and a number after on is a street", detectCase{"The accident happened on Streljačka 76 around 9 pm.", []string{street + "Streljačka 76"}}},
		{"a Slavic possessive name and a number after outside is a street", detectCase{"I left my bike outside Pohnertova 30 last night.", []string{street + "Pohnertova 30"}}},
		{"a name with a diacritic and a lettered number after at is a street", detectCase{"He rents a room at Mletačka 3c with two friends.", []string{street + "Mletačka 3c"}}},
		{"a product's version after a preposition is no street", detectCase{"We upgraded from Zorvex 3 last week.", nil}},
		{"a product with a diacritic before a count is no street", detectCase{"We moved to Pokémon 3 times.", nil}},
		{"a team's score is no street", detectCase{"They lost to Malmö 2 nil.", nil}},
		{"a Slavic possessive and its number before a bracket is a street", detectCase{"The meeting will be held at Parmova 19 (second floor).", []string{street + "Parmova 19"}}},
		{"a product's model of three digits after a preposition is no street", detectCase{"We upgraded from Lumia 950 yesterday.", nil}},
		{"a product's version of two digits after from is no street", detectCase{"We upgraded from Zorvex 12 yesterday.", nil}},
		{"a product's version before a bracket is no street", detectCase{"We upgraded to Zorvex 3 (beta) yesterday.", nil}},
	})
}
