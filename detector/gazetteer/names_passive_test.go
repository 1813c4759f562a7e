package gazetteer

import "testing"

func TestGazetteerAKnownNameOpeningASentenceBeforeAPassiveOfWhatHappensToPeopleIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian surname before was promoted", detectCase{"Moretti was promoted to senior analyst after the review.", []string{per + "Moretti"}}},
		{"an English surname before was arrested", detectCase{"Collier was arrested on Tuesday night.", []string{per + "Collier"}}},
		{"a Spanish surname before was admitted", detectCase{"Castillo was admitted to the ward at 3 am.", []string{per + "Castillo"}}},
		{"a known first name before was born", detectCase{"Gwendolyn was born in a small village.", []string{per + "Gwendolyn"}}},
		{"a surname before has been appointed", detectCase{"Hickman has been appointed chief of staff.", []string{per + "Hickman"}}},
		{"a surname before had been hired", detectCase{"Moretti had been hired as a consultant.", []string{per + "Moretti"}}},
		{"a Finnish surname in no list before was discharged", detectCase{"Kettunen was discharged home on oral antibiotics.", []string{per + "Kettunen"}}},
		{"a surname in no list before has been arrested", detectCase{"Lipponen has been arrested again.", []string{per + "Lipponen"}}},
		// Text that must stay untouched.
		{"a product in no list before was born", detectCase{"Kubernetes was born at a large search firm.", nil}},
		{"a product in no list before was restarted", detectCase{"Zorblat was restarted twice.", nil}},
		{"a tool before was restarted", detectCase{"Jenkins was restarted after the upgrade.", nil}},
		{"a tool before was released", detectCase{"Docker was released in 2013.", nil}},
		{"one of the commonest English words before was elected", detectCase{"Young was elected by the board.", nil}},
		{"a department before was promoted", detectCase{"Finance was promoted to a division.", nil}},
		{"a large town before was founded", detectCase{"Madrid was founded in the ninth century.", []string{loc + "Madrid"}}},
		{"a surname inside the sentence before was hired", detectCase{"The analyst Smith was hired in May.", nil}},
	})
}
