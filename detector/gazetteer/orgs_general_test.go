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
