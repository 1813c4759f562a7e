package gazetteer

import "testing"

func TestGazetteerMarksOfTheHouseNumberAndBuildingLetters(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian n. before the number, the flat, the staircase's letter and the town are one address", detectCase{"Abito in Via Roma n. 5, int. 3, scala B, 00100 Roma.", []string{street + "Via Roma n. 5, int. 3, scala B, 00100 Roma"}}},
		{"a comma before the Italian n. keeps the number in the street", detectCase{"Residente in Via Roma, n. 12, 00100 Roma.", []string{street + "Via Roma, n. 12, 00100 Roma"}}},
		{"a building's letter after a slash joins the house number", detectCase{"Residente in Viale Marconi, 12/A, 20100 Milano.", []string{street + "Viale Marconi, 12/A, 20100 Milano"}}},
		{"Nr. and a number after a type-first street with a building number join it", detectCase{"Send to 5361 Intrarea Popa Nr. 63 Apt. 7, Petrosani", []string{street + "5361 Intrarea Popa Nr. 63 Apt. 7, Petrosani"}}},
		{"a mark of number after a sentence's dot is no part of the street", detectCase{"I live at 12 Main St. No. 5 is next door", []string{street + "12 Main St."}}},
		{"n. and a number after a common noun are no address", detectCase{"see page n. 5 of the book", nil}},
		{"a fraction with a letter is no address", detectCase{"ratio 1/A is fine", nil}},
	})
}
