package gazetteer

import "testing"

func TestGazetteerAJobTitleAfterAWordForACustomerIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a customer success manager is a job title", detectCase{"Please ask our Customer Success Manager.", nil}},
		{"a client services director is a job title", detectCase{"Client Services Director: Jane Doe", []string{per + "Jane Doe"}}},
		{"the firm under a name and a customer job title is a firm", detectCase{"Jane Doe\nCustomer Success Manager\nZentrova", []string{per + "Jane Doe", org + "Zentrova"}}},
		// Firms after the cue stay firms.
		{"a firm's name after a word for a customer stays a firm", detectCase{"Our client Silver Harbor Logistics called.", []string{org + "Silver Harbor Logistics"}}},
	})
}
