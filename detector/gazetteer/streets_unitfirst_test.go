package gazetteer

import "testing"

func TestGazetteerAFlatsNumberBeforeAStreetTypeLeavesTheHouseNumberAfterTheNameToTheStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the number after a Spanish street's name after a flat is its house number", detectCase{"Please ship it to Apt. 31, Cañada Iván Bayón 228 by Friday.", []string{street + "Apt. 31, Cañada Iván Bayón 228"}}},
		{"the number after the street's name after a floor is its house number", detectCase{"I live at Piso 8, Camino de Rico Gras 1 with my two cats.", []string{street + "Piso 8, Camino de Rico Gras 1"}}},
		{"the number after the comma of an Italian street after a flat is its house number", detectCase{"We met at Appartamento 7, Incrocio Mazzocchi, 73 last week.", []string{street + "Appartamento 7, Incrocio Mazzocchi, 73"}}},
		{"a postcode after the comma of a street that has its own number after a suite stays the town's", detectCase{"c/o Keller, Suite 076 625 Pena Court, 2942 Robertburgh", []string{per + "Keller", street + "Suite 076 625 Pena Court, 2942 Robertburgh"}}},
		{"a street written number first after a building's comma after a flat is the address's", detectCase{"Si prega di spedire il pacco a Paul Jones, Unit 2213 Matumtum Towers, 1952 Banuyo Boulevard, Edgar Ville.", []string{per + "Paul Jones", street + "Unit 2213 Matumtum Towers, 1952 Banuyo Boulevard, Edgar Ville"}}},
		{"a numbered street written number first after a building's comma after a flat is the address's", detectCase{`{"street": "Unit 936 Andromeda Towers, 6714 54th Road", "city": "Kimberly Ville"}`, []string{street + "Unit 936 Andromeda Towers, 6714 54th Road", per + "Kimberly Ville"}}},
		{"a number after a street without a flat before it that runs on stays out", detectCase{"We met at 12, rue Pasteur 3 fois cette année.", []string{street + "12, rue Pasteur"}}},
		{"a count after a street written number first stays out", detectCase{"Go to 12, Calle Mayor 3 times a week.", []string{street + "12, Calle Mayor"}}},
	})
}
