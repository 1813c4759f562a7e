package gazetteer

import "testing"

func TestGazetteerLowerCaseLeaveTakingNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after take care and before an emoji is a person", detectCase{"take care mary ❤️", []string{per + "mary"}}},
		{"a first name after take care at the end of a line is a person", detectCase{"take care michael", []string{per + "michael"}}},
		{"a first name after bye is a person", detectCase{"bye kimberly 👋", []string{per + "kimberly"}}},
		{"a first name after cuídate is a person", detectCase{"cuídate teo ❤️", []string{per + "teo"}}},
		{"a first name after cuídate mucho is a person", detectCase{"cuídate mucho morena", []string{per + "morena"}}},
		{"a first name after prends soin de toi is a person", detectCase{"prends soin de toi élise", []string{per + "élise"}}},
		{"a first name after abbi cura di te is a person", detectCase{"abbi cura di te enzio ❤️", []string{per + "enzio"}}},
		{"a first name after pass auf dich auf is a person", detectCase{"pass auf dich auf fritz ❤️", []string{per + "fritz"}}},
		{"a first name that is a word after a closing and before an emoji is a person", detectCase{"baci flora 😘", []string{per + "flora"}}},
		// Not names.
		{"a word chat thanks anyone with before an emoji is none", detectCase{"thanks again guys 🙏", nil}},
		{"the object of take care of is none", detectCase{"take care of the invoice please", nil}},
		{"a word after bye is none", detectCase{"bye for now", nil}},
		{"a noun after take care is none", detectCase{"take care everyone, see you monday", nil}},
		{"a verb after cuídate is none", detectCase{"cuídate mucho y descansa", nil}},
		{"a word after pass auf is none", detectCase{"pass auf dich auf und fahr vorsichtig", nil}},
	})
}
