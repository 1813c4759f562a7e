package gazetteer

import "testing"

func TestGazetteerATableOfTwoColumnsNamesItsFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a supplier column of two is a column of firms", detectCase{"supplier;amount\nZentrova;1200\nQuorvex;300", []string{org + "Zentrova", org + "Quorvex"}}},
		{"a French supplier column of two is a column of firms", detectCase{"fournisseur;montant\nZentrova;1200", []string{org + "Zentrova"}}},
		{"a company column of two with commas is a column of firms", detectCase{"company,amount\nZentrova,1200", []string{org + "Zentrova"}}},
		{"a Dutch supplier column is a column of firms", detectCase{"id;leverancier;bedrag\n1;Zentrova;1200", []string{org + "Zentrova"}}},
		{"a Portuguese supplier column is a column of firms", detectCase{"id;fornecedor;valor\n1;Zentrova;1200", []string{org + "Zentrova"}}},
		// Text that must stay as it is.
		{"a header of two cells with spaces is prose", detectCase{"Supplier, please note:\nZentrova, too, is late.", nil}},
		{"a client column holds people as often", detectCase{"client;amount\nZentrova;1200", nil}},
	})
}
