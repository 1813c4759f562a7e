package gazetteer

import "testing"

func TestGazetteerASpacedDashBeforeWordsInSmallLettersEndsAnAddressesLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and its postcode on the next line end before a dash and the sentence", detectCase{"Our new home is 1 Rose Drive\nMotuawa 8044 - come by any time!", []string{street + "1 Rose Drive\nMotuawa 8044"}}},
		{"a town and its postcode after the comma end before a dash in a text without capitals", detectCase{"our new home is 285 pukeweka highway, woodberg 4574 - come by any time!", []string{street + "285 pukeweka highway, woodberg 4574"}}},
		{"a town and a year after a street's comma stay out before a dash", detectCase{"Our new home is 63 Gibson-Brown Broadway, Thompsonings 2029 - come by any time!", []string{street + "63 Gibson-Brown Broadway"}}},
	})
}
