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
		{"an Italian noun after a department and a bar is a second department", detectCase{"Cordiali saluti\nAnna Rossi\nUfficio | Acquisti", []string{per + "Anna Rossi"}}},
		{"a Spanish noun after a department and a bar is a second department", detectCase{"Saludos\nAna Ruiz\nDepartamento | Ventas", []string{per + "Ana Ruiz"}}},
		{"a French noun after a department and a bar is a second department", detectCase{"Cordialement\nMarie Dupont\nComptabilité | Factures", []string{per + "Marie Dupont"}}},
		{"a German noun after a department and a bar is a second department", detectCase{"Mit freundlichen Grüßen\nAnna Novak\nBuchhaltung | Rechnungen", []string{per + "Anna Novak"}}},
		{"an English plural after a department and a bar is a second department", detectCase{"Best regards,\nAnna Novak\nAccounting | Payables", []string{per + "Anna Novak"}}},
		{"a page's title with a bar and no signature is no firm", detectCase{"Sales | Dashboard", nil}},
		{"a department and a bar without a signature before it leave a word in no list alone", detectCase{"Einkauf | Übersicht", nil}},
	})
}
