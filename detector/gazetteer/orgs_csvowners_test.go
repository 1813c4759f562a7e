package gazetteer

import "testing"

func TestGazetteerAFirmOfThreeOwnersInACSVCellIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames as a firm after a CSV row's comma are a firm", detectCase{"id,customer,amount\n4411,Stanton, Carlson and Weaver,120.50", []string{org + "Stanton, Carlson and Weaver"}}},
		{"three surnames as a firm in a CSV row's middle cell are a firm", detectCase{"id,customer,amount\n4411,Edwards, Lyons and Adams,120.50", []string{org + "Edwards, Lyons and Adams"}}},
		// Lists stay lists.
		{"a list of firms after a comma and a space stays a list", detectCase{"We called Zentrova, Quantrix and Lumora today.", []string{org + "Zentrova", org + "Quantrix", org + "Lumora"}}},
	})
}
