package gazetteer

import "testing"

func TestGazetteerTheDisplayNameOfAnAddressIsAPerson(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"De: Quimeta Brandhorst <qb@example.org>\nAsunto: factura", []string{per + "Quimeta Brandhorst"}},
		{"To: \"Wiete Sörensen\" <ws@example.org>, Tobias Quandtke <tq@example.org>",
			[]string{per + "Wiete Sörensen", per + "Tobias Quandtke"}},
		// An organisation with its legal form stays one.
		{"Von: Quandtke GmbH <info@example.org>", []string{"ORGANIZATION:Quandtke GmbH"}},
		// Words of prose before an address are left to the other rules.
		{"please forward it to the helpdesk <help@example.org> today", nil},
		// No address after the bracket: no display name.
		{"Status: Pending <none>", nil},
	})
}

func TestGazetteerANameAloneOnTheLineAfterAClosingIsASignature(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"Hola:\nla factura está pagada.\n\nSaludos,\nDorothea", []string{per + "Dorothea"}},
		{"Bitte prüfen.\n\nMit freundlichen Grüßen\nWiete Kowalski", []string{per + "Wiete Kowalski"}},
		{"Ciao,\nva bene.\n\nCordiali saluti,\nAgnieszka", []string{per + "Agnieszka"}},
		// A team signs as often: a word in no list is no name there.
		{"Hola:\nla factura está pagada.\n\nSaludos,\nContabilidad", nil},
		// A closing with more text on the next line opens nothing.
		{"Thanks,\nDeploy finished at noon.", nil},
	})
}

func TestGazetteerAKeyOfARecordNamesAPersonWhenItsValueReadsAsOne(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"employee:\n  id: 4471\n  name: Dorothea Park\n", []string{per + "Dorothea Park"}},
		{`{"solicitante": "Wiete Kowalski", "id": 4471}`, []string{per + "Wiete Kowalski"}},
		{"Richiedente: Agnieszka Quandtke\nStato: aperto", []string{per + "Agnieszka Quandtke"}},
		// A step of a workflow is no name.
		{"steps:\n  - name: Build and Test\n    run: make\n  - name: Checkout Repo\n", nil},
		{"jobs:\n  - name: Deploy Preview\n", nil},
	})
}

func TestGazetteerAWordOfAFullNameIsThatPersonElsewhere(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		{"De: Quimeta Brandhorst <qb@example.org>\n\nSoy Quimeta, gracias.",
			[]string{per + "Quimeta Brandhorst", per + "Quimeta"}},
		{"Dorothea Kowalski signed. Later Kowalski called back.",
			[]string{per + "Dorothea Kowalski", per + "Kowalski"}},
		// A common English word of a name is no mention ("Will you").
		{"Will Kowalski called. Will you answer?", []string{per + "Will Kowalski"}},
		// A German noun that an article marks stays a noun.
		{"Herr Tobias Wolf kommt. Der Wolf heult.", []string{per + "Tobias Wolf"}},
	})
}

func TestGazetteerACommonWordOfAFullNameIsThatPersonAloneOnItsLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is an English word signs alone on the last line", detectCase{"De: Lope Quandtke <lq@example.org>\n\nGracias,\nLope",
			[]string{per + "Lope Quandtke", per + "Lope"}}},
		{"a first name that is an English word alone on its line with a mark is the person", detectCase{"Will Kowalski wrote the summary.\nThanks!\nWill.",
			[]string{per + "Will Kowalski", per + "Will"}}},
		{"the same word inside a sentence stays a word", detectCase{"Will Kowalski called.\nWill you answer?", []string{per + "Will Kowalski"}}},
		{"the word alone on its line without a person of two words stays a word", detectCase{"Status\nWill\nOpen", nil}},
	})
}
