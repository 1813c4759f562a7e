package gazetteer

import "testing"

func TestGazetteerAnHonorificBeforeAPossessiveNamesAPersonNotAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a title with a dot before a surname that is a common word", detectCase{"Dr. Hill's office called.", []string{per + "Hill"}}},
		{"a title without a dot", detectCase{"Dr Hill's office called.", []string{per + "Hill"}}},
		{"Ms before a surname that is a common word", detectCase{"Ms. Young's team won the bid.", []string{per + "Young"}}},
		// Text that must stay untouched.
		{"a firm's name before a possessive", detectCase{"Zentrova's office moved to a new building.", []string{org + "Zentrova"}}},
	})
}
