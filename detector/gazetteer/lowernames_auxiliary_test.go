package gazetteer

import "testing"

func TestGazetteerAnAuxiliaryIsNoLowerCaseSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"will after a lower-case name ends it", detectCase{"frank thomas will call you tomorrow", []string{per + "frank thomas"}}},
		{"will after a lone lower-case first name is no surname", detectCase{"ok thomas will call you", []string{per + "thomas"}}},
		{"may after a lower-case first name is no surname", detectCase{"ask lena may she join", []string{per + "lena"}}},
		// A lower-case full name before an auxiliary stays whole.
		{"a lower-case full name before will", detectCase{"anna becker will send it", []string{per + "anna becker"}}},
		{"a lower-case full name before can", detectCase{"lena andersson can help", []string{per + "lena andersson"}}},
	})
}
