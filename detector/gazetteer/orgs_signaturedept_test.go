package gazetteer

import "testing"

func TestGazetteerTheFirmAfterADepartmentOnASignaturesLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and a head noun after Compras and a bar under the signer are the firm", detectCase{"Atentamente,\nJuan Bilbao\nCompras | Martinez Group", []string{per + "Juan Bilbao", org + "Martinez Group"}}},
		{"a known surname alone after Einkauf and a bar under the signer is the firm", detectCase{"Beste Grüße\nFranka Kitzmann\nEinkauf | Lopez", []string{per + "Franka Kitzmann", org + "Lopez"}}},
		{"a word in no list after Sales and a bar under the signer is the firm", detectCase{"Thanks,\nDaniel Silva\nSales | Tlustek", []string{per + "Daniel Silva", org + "Tlustek"}}},
		{"a hyphenated name after a department of two words is the firm", detectCase{"Best regards,\nKayla Hood\nHuman Resources | Farmer-Hill", []string{per + "Kayla Hood", org + "Farmer-Hill"}}},
		{"the firm after the signer's name and a department on one line", detectCase{"Regards,\nAdam Wallace | Finance | Ferrata Group", []string{per + "Adam Wallace", org + "Ferrata Group"}}},
		{"a common word after a department and a bar under the signer is no firm", detectCase{"Thanks,\nDaniel Silva\nSales | Dashboard", []string{per + "Daniel Silva"}}},
		{"a page's title with a bar and no signature is no firm", detectCase{"Sales | Dashboard", nil}},
		{"a department and a bar without a signature before it leave a word in no list alone", detectCase{"Einkauf | Übersicht", nil}},
	})
}
