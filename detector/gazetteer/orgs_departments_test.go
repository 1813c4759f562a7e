package gazetteer

import "testing"

func TestGazetteerADepartmentOfOneWordUnderASignatureIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German compound department under a signature is no firm", detectCase{"Best regards,\nAnna Becker\nBuchhaltung", []string{per + "Anna Becker"}}},
		{"a German compound of a personnel department under a signature is no firm", detectCase{"Mit freundlichen Grüßen\nThomas Müller\nPersonalabteilung", []string{per + "Thomas Müller"}}},
		{"a French department under a signature is no firm", detectCase{"Cordialement,\nMarie Dubois\nComptabilité", []string{per + "Marie Dubois"}}},
		{"a Spanish department under a signature is no firm", detectCase{"Saludos,\nCarlos García\nContabilidad", []string{per + "Carlos García"}}},
		{"an Italian department under a signature is no firm", detectCase{"Cordiali saluti,\nGiulia Rossi\nAmministrazione", []string{per + "Giulia Rossi"}}},
		// Firms stay.
		{"an invented firm of one word under a signature stays a firm", detectCase{"Best regards,\nAnna Becker\nZentrova", []string{per + "Anna Becker", org + "Zentrova"}}},
		{"an invented firm with a diacritic under a signature stays a firm", detectCase{"Saludos,\nCarlos García\nMarítec", []string{per + "Carlos García", org + "Marítec"}}},
		{"a German firm with its legal form under a signature stays a firm", detectCase{"Viele Grüße\nAnna Becker\nBuchhaltung Kraus GmbH", []string{per + "Anna Becker", org + "Buchhaltung Kraus GmbH"}}},
	})
}
