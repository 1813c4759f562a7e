package gazetteer

import "testing"

func TestGazetteerOrganisationsLeaveWhatNamesNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a placeholder after a firm's key is no organisation", detectCase{"Firma: Siehe Anhang", nil}},
		{"a placeholder in capitals after a firm's key is no organisation", detectCase{`{"company": "TBD"}`, nil}},
		{"a placeholder with a slash after a firm's key is no organisation", detectCase{"employer: N/A", nil}},
		{"a cue word is never part of the firm's name after it", detectCase{"Der Lieferant Brandt Logistik GmbH hat geliefert.", []string{org + "Brandt Logistik GmbH"}}},
		{"a person before a comma is not part of the firm after it", detectCase{"Reported by Maria Lopez, Cobo y Coloma S.A.", []string{per + "Maria Lopez", org + "Cobo y Coloma S.A."}}},
		{"a verb before en is no firm listed with the firm after it", detectCase{"Trabaja en Construcciones Ortega S.L. desde 2019.", []string{org + "Construcciones Ortega S.L."}}},
	})
}

func TestGazetteerLegalFormsOfEveryCountryEndOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"& Co. after a surname is a firm", detectCase{"The invoice from Hale & Co. arrived.", []string{org + "Hale & Co."}}},
		{"a surname starting a sentence joins the partners and legal form after it", detectCase{"Smith & Jones LLP represents the client.", []string{org + "Smith & Jones LLP"}}},
		{"a word starting a sentence right before a legal form names the firm", detectCase{"Acme Corp. signed the lease.", []string{org + "Acme Corp."}}},
		{"ApS ends a Danish firm", detectCase{"Fakturaen fra Berg ApS kom i dag.", []string{org + "Berg ApS"}}},
		{"VOF ends a Dutch firm", detectCase{"Betaling aan Jansen VOF ontvangen.", []string{org + "Jansen VOF"}}},
		{"S.C. ends a Spanish firm", detectCase{"La factura de Ortega S.C. llegó ayer.", []string{org + "Ortega S.C."}}},
		{"S.A.T. ends a Spanish firm", detectCase{"La factura de Ortega S.A.T. llegó ayer.", []string{org + "Ortega S.A.T."}}},
		{"und Partner is a German firm's family form", detectCase{"Wir haben Krause und Partner beauftragt.", []string{org + "Krause und Partner"}}},
		{"e.V. in a text without capitals ends an association", detectCase{"ich bin jetzt bei krause e.v. im vorstand", []string{org + "krause e.v."}}},
	})
}
