package gazetteer

import "testing"

func TestGazetteerThreeNamesFillingACellAfterAnotherCellAreOneFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three names between a person's cell and an e-mail's cell are one firm", detectCase{"Teresa Baker,Bailey, Jackson and Anderson,sales@example.com,2024-03-01", []string{per + "Teresa Baker", org + "Bailey, Jackson and Anderson"}}},
		{"three names between a number's cell and an amount's cell are one firm", detectCase{"17,Hood, Owens and Hunter,420.00", []string{org + "Hood, Owens and Hunter"}}},
		{"three names between semicolons are one firm", detectCase{"1002;Murray, Byrd and Mills;99,00", []string{org + "Murray, Byrd and Mills"}}},
		{"a list after a comma and a space stays three people", detectCase{"Attendees were Baker, Bailey, Jackson and Anderson.", []string{per + "Baker", per + "Bailey", per + "Jackson", per + "Anderson"}}},
		{"three common words filling a cell are no firm", detectCase{"17,Black, White and Grey,420.00", nil}},
	})
}
