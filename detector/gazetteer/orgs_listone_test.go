package gazetteer

import "testing"

func TestGazetteerASuppliersListOfOneNameNamesAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"one invented name after vendors shortlisted and a colon is a firm", detectCase{"Vendors shortlisted: Talmira.", []string{org + "Talmira"}}},
		{"one invented name after suppliers and a colon is a firm", detectCase{"Suppliers: Graniteway", []string{org + "Graniteway"}}},
		{"one name on a line of its own after suppliers is a firm", detectCase{"Suppliers: Graniteway\nBudget: 300", []string{org + "Graniteway"}}},
		{"a German suppliers list of one name names a firm", detectCase{"Lieferanten: Kreusel", []string{org + "Kreusel"}}},
		{"a person's full name after suppliers stays a person", detectCase{"Suppliers: Anna Becker", []string{per + "Anna Becker"}}},
		{"a town after suppliers stays a place", detectCase{"Suppliers: Paris", []string{loc + "Paris"}}},
		{"a word for no value after suppliers is no firm", detectCase{"Vendors: none.", nil}},
		{"a common word alone after suppliers is no firm", detectCase{"Suppliers: Local", nil}},
		{"a name that a sentence goes on after is left to the other rules", detectCase{"Suppliers: Graniteway will ship soon.", nil}},
		{"words in small letters after suppliers are no firm", detectCase{"Suppliers: see attached list", nil}},
	})
}
