package gazetteer

import "testing"

func TestGazetteerAFirmInAppositionToAWordForAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common word between commas after my bank is a firm", detectCase{"My bank, Lantern, charged me twice.", []string{org + "Lantern"}}},
		{"common words before the sentence's end after my insurer are a firm", detectCase{"I called my insurer, Silver Oak.", []string{org + "Silver Oak"}}},
		{"a French employer in apposition is a firm", detectCase{"Mon employeur, Zentaro, a fermé.", []string{org + "Zentaro"}}},
		{"a known first name in apposition to a client stays a person", detectCase{"Our client, Anna Becker, called.", []string{per + "Anna Becker"}}},
		{"a run that goes on into the sentence is no apposition", detectCase{"As a company, Security is our priority.", nil}},
		{"a known place in apposition stays a place", detectCase{"My employer, Paris, is big.", []string{loc + "Paris"}}},
	})
}
