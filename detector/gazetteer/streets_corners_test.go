package gazetteer

import "testing"

func TestGazetteerTheSecondStreetOfACornerNeedsNoTypeOrNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"one name word after the corner's and is its second street", detectCase{"Meet me at the corner of Parcelná 3 and Ľubochnianska.", []string{street + "the corner of Parcelná 3 and Ľubochnianska"}}},
		{"the second street's name ends at the comma", detectCase{"The shop is on the corner of Benákova 90 and Lednická, next to the bank.", []string{street + "the corner of Benákova 90 and Lednická"}}},
		{"two name words after the corner's and are its second street", detectCase{"Stop at the corner of Dalbraut 99 and Van Heekstraat please.", []string{street + "the corner of Dalbraut 99 and Van Heekstraat"}}},
		{"in a text without capitals the second street's words are no common English words", detectCase{"meet at the corner of plemljeva ulica 3a and kongresni trg and walk north", []string{street + "the corner of plemljeva ulica 3a and kongresni trg"}}},
		{"a street type after the first street's house number joins the corner", detectCase{"Ask the driver to stop at the corner of Nieuwe Baan 473 St. and Inna Loop St.", []string{street + "the corner of Nieuwe Baan 473 St. and Inna Loop St"}}},
		{"a street type after the house number joins the corner before a nameless and", detectCase{"Wait at the corner of Asselsestraat 7 St. and Martinez Mall St.", []string{street + "the corner of Asselsestraat 7 St. and Martinez Mall St"}}},
		{"a street type in lower case after the name ends the second street", detectCase{"We live at the corner of Bizjanova ulica 8a and Juričeva ulica now.", []string{street + "the corner of Bizjanova ulica 8a and Juričeva ulica"}}},
		{"a particle inside the second street's name joins it", detectCase{"Send it to the corner of Largo Ricardo Almeida, 7 and Travessa de Ferreira today.", []string{street + "the corner of Largo Ricardo Almeida, 7 and Travessa de Ferreira"}}},
		{"a word in lower case after the corner's and is no second street", detectCase{"We met at the corner of Dalbraut 99 and then walked home.", []string{street + "the corner of Dalbraut 99"}}},
		{"a corner of a room and a window is still no address", detectCase{"The corner of the room and Window 2 is cold.", nil}},
		{"a corner of streets without a number is still no address", detectCase{"Turn at the corner of Main Street and Oak 3 times.", nil}},
	})
}

func TestGazetteerAStreetOfAnUnknownTypeJoinsItsTownAndState(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a numbered street opening an address field joins the town and state after its comma", detectCase{"Address: 605 Jones Line, Amberfort, SA 2178\nEmployer: Good-Martinez", []string{street + "605 Jones Line, Amberfort, SA 2178", org + "Good-Martinez"}}},
		{"a postcode set off by a comma after the state closes the address", detectCase{"Indirizzo: 8 Amber Gap, Cynthiaberg, SA, 5471 (citofono)", []string{street + "8 Amber Gap, Cynthiaberg, SA, 5471"}}},
		{"a count before the town's preposition is no street", detectCase{"Deliver 40 Blue Boxes to Amberfort, SA, 2178 please.", []string{street + "Amberfort, SA, 2178"}}},
		{"a year after the state's comma is no postcode", detectCase{"She moved to Port Katie, MN, 2019 was her first year.", []string{street + "Port Katie, MN"}}},
	})
}
