package gazetteer

import "testing"

func TestGazetteerChatAbbreviationsAreNoNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before asap ends there", detectCase{"ping constance asap", []string{per + "constance"}}},
		{"a first name before tmrw ends there", detectCase{"lunch with billy tmrw", []string{per + "billy"}}},
		{"a first name after thx", detectCase{"thx anna", []string{per + "anna"}}},
		{"a first name after thx again", detectCase{"thx again kevin, u rock", []string{per + "kevin"}}},
		// Not names.
		{"asap after call me is no name", detectCase{"call me asap", nil}},
		{"tmrw after call me is no name", detectCase{"call me tmrw", nil}},
		{"pls after call me is no name", detectCase{"call me pls", nil}},
		{"thx after call me is no name", detectCase{"call me thx", nil}},
		{"tonite after call me is no name", detectCase{"call me tonite", nil}},
	})
}
