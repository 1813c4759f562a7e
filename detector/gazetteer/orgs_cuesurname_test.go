package gazetteer

import "testing"

func TestGazetteerASurnameThatNamesAJobBeforeALegalFormIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that names a job before Ltd is a firm", detectCase{"Data provided by Cook Ltd.", []string{org + "Cook Ltd."}}},
		{"a surname that names a job before PLC is a firm", detectCase{"The invoice from Cook PLC is overdue.", []string{org + "Cook PLC"}}},
		// A word for a firm before a firm stays out of it.
		{"a word for a supplier before a firm with a legal form stays out", detectCase{"Der Lieferant Brandt Logistik GmbH hat geliefert.", []string{org + "Brandt Logistik GmbH"}}},
	})
}
