package gazetteer

import "testing"

func TestGazetteerAFirmKeysValueOfCapitalisedCommonWordsIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two capitalised common words after an employer's key are a firm", detectCase{"Employer: Capital Cube", []string{org + "Capital Cube"}}},
		{"two capitalised common words after a company key on a form's line are a firm", detectCase{"Name: Jane Miller\nCompany: Lending Club\nRole: analyst", []string{per + "Jane Miller", org + "Lending Club"}}},
		// Text that must stay as it is.
		{"a state of work after an employer's key stays untouched", detectCase{"Employer: Currently Unemployed", nil}},
		{"a pointer after a company key stays untouched", detectCase{"Company: See Below", nil}},
		{"one common word after a company key stays untouched", detectCase{"Company: Various", nil}},
		{"common words going on in small letters stay untouched", detectCase{"Company: Capital Cube and others", nil}},
	})
}
