package gazetteer

import "testing"

func TestGazetteerAHouseNumberWithASlashTakesTheProofsAfterIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a postcode and its town after a slashed number's comma prove a street", detectCase{"Magdićeve 4b/9, 39465 Krapina", []string{street + "Magdićeve 4b/9, 39465 Krapina"}}},
		{"a known town and a country after a slashed number's comma prove a street", detectCase{"My mom's place is at Rockefellerova 1c/0, Rijeka, Croatia :)", []string{street + "Rockefellerova 1c/0, Rijeka, Croatia"}}},
		{"a Polish number with a flat after its slash takes its town", detectCase{"Send it to Lazurowa 13/47, 70-001 Szczecin please.", []string{street + "Lazurowa 13/47, 70-001 Szczecin"}}},
		{"a flat after a slashed number proves a street", detectCase{"Puruntie 8/2 Apt. 4, Espoo", []string{street + "Puruntie 8/2 Apt. 4, Espoo"}}},
		{"a fraction and a count after a comma stay untouched", detectCase{"Score 4/9, 12 Points total.", nil}},
		{"a page of a chapter and a year stay untouched", detectCase{"See Page 3/12, 2024 Edition for details.", nil}},
		{"a German page with a slash before a postcode and a town stays a town", detectCase{"Seite 4/9, 10115 Berlin", []string{loc + "Berlin"}}},
		{"an English chapter with a slash before a town stays a town", detectCase{"Chapter 12/3, 10115 Berlin", []string{loc + "Berlin"}}},
		{"an invoice's year and number before a town stay a town", detectCase{"Rechnung 2025/14, 10115 Berlin", []string{loc + "Berlin"}}},
		{"a law's number and year before a town stay a town", detectCase{"Ley 4/2015, 28001 Madrid", []string{loc + "Madrid"}}},
		{"an English gate with a slash before a town stays a town", detectCase{"Gate 4/9, 10115 Berlin", []string{loc + "Berlin"}}},
		{"a Croatian page with a slash before a postcode and a town stays a town", detectCase{"Stranica 4/9, 10000 Zagreb", []string{loc + "Zagreb"}}},
		{"a version with a slash before a download count stays untouched", detectCase{"Release 2/3, 10115 Downloads so far.", nil}},
	})
}
