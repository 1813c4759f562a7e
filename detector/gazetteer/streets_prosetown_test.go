package gazetteer

import "testing"

func TestGazetteerATownNoListKnowsAfterAStreetsCommaJoinsItBeforeMoreOfTheSentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town before a word in lower case joins the street", detectCase{"Deliver the parcel to 23269 633 John Loop Suite 046, Phillipsbury by 5pm.", []string{street + "23269 633 John Loop Suite 046, Phillipsbury"}}},
		{"a town before a comma joins the street", detectCase{"The meeting is at 38202 Szabadság utca 244., Nagyfürdőhalas, room 4.", []string{street + "38202 Szabadság utca 244., Nagyfürdőhalas"}}},
		{"a town in capitals before a word in lower case joins the street", detectCase{"we are located at 19049 Petőfi sándor utca 43., KERESZTHALAS near the station", []string{street + "19049 Petőfi sándor utca 43., KERESZTHALAS"}}},
		{"a known town before a German word joins the street", detectCase{"Bitte schicken Sie das Paket an Irma-Schwital-Platz 2, Ingolstadt bis Freitag.", []string{street + "Irma-Schwital-Platz 2, Ingolstadt"}}},
		{"a common word after the comma stays out", detectCase{"I live at 12 Oak Lane, Thanks for asking.", []string{street + "12 Oak Lane"}}},
		{"a capitalised word before a capitalised one stays out", detectCase{"I live at 12 Oak Lane, Zorblat Industries sponsors it.", []string{street + "12 Oak Lane", org + "Zorblat Industries"}}},
		{"a capitalised word and a number after the town's comma stay out", detectCase{"We met at 12 Main Street, Zorgtown, 2024 Olympics were on.", []string{street + "12 Main Street"}}},
		{"a town before a state's code keeps the code", detectCase{"Please deliver to 372 Davis Row, North Markhaven, VIC before noon.", []string{street + "372 Davis Row", street + "North Markhaven, VIC"}}},
	})
}
