package gazetteer

import "testing"

func TestGazetteerALowerCaseFirmOfTwoSurnamesBeforeACommonWordIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two hyphenated surnames before a common word that is a surname too are a firm", detectCase{"morton-hunt still hasn't paid us lol", []string{org + "morton-hunt"}}},
		{"two hyphenated surnames opening a chat line are a firm", detectCase{"smith-thompson still hasn't paid us lol", []string{org + "smith-thompson"}}},
		// Text that must stay as it is.
		{"a hyphenated first name before a surname stays a person", detectCase{"karl-jürgen seifert hat angerufen", []string{per + "karl-jürgen seifert"}}},
		{"a service's name stays untouched", detectCase{"billing-api still fails on deploy", nil}},
	})
}
