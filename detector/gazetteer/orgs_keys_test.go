package gazetteer

import "testing"

func TestGazetteerTheValueOfACompoundKeyThatNamesAFirmIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a YAML key joined by an underscore names a firm", detectCase{"- supplier_name: Paxata\n  country: US", []string{org + "Paxata"}}},
		{"a JSON key in camelCase names a firm", detectCase{`{"companyName": "Paxata", "id": 4}`, []string{org + "Paxata"}}},
		{"a short key names a firm", detectCase{"org_name: Paxata", []string{org + "Paxata"}}},
		{"a key of two words names a firm", detectCase{"Employer name: Paxata", []string{org + "Paxata"}}},
		{"a key joined by a hyphen names a firm", detectCase{"vendor-name: Paxata", []string{org + "Paxata"}}},
		{"a French key of two words names a firm", detectCase{"Raison sociale : Paxata", []string{org + "Paxata"}}},
		{"an Italian key names a firm", detectCase{"ragione_sociale: Paxata", []string{org + "Paxata"}}},
		{"a German compound key names a firm", detectCase{"Firmenname: Paxata", []string{org + "Paxata"}}},
		{"a Dutch compound key names a firm", detectCase{"bedrijfsnaam: Paxata", []string{org + "Paxata"}}},
		{"a subcontractor's key names a firm", detectCase{"Subcontractor: Paxata; start date 2024-05-01", []string{org + "Paxata"}}},
		{"a CSV header joined by an underscore names a firm's column", detectCase{"vendor_name,invoice_total\nPaxata,4410.00", []string{org + "Paxata"}}},
		// Text that must stay as it is.
		{"a key of a person's name stays a person's", detectCase{"customer_name: Anna Becker", []string{per + "Anna Becker"}}},
		{"a placeholder after a firm's key stays untouched", detectCase{"company_name: none", nil}},
		{"a variable after a firm's key stays untouched", detectCase{"org_name: ${ORG_NAME}", nil}},
		{"a firm's key inside prose is no key", detectCase{"Please check the supplier name: it is wrong.", nil}},
		{"a common word after a firm's key stays untouched", detectCase{"company_name: Unknown", nil}},
	})
}
