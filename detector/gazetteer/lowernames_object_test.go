package gazetteer

import "testing"

func TestGazetteerLowerCaseFirstNameAsTheObjectOfAVerbOfPeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after a German verb of the second person and du is a person", detectCase{"kannst du justine fragen wegen der rechnung", []string{per + "justine"}}},
		{"a first name after hast du before an adverb is a person", detectCase{"hast du philippe schon erreicht", []string{per + "philippe"}}},
		{"a first name after a verb of address and mal is a person", detectCase{"frag mal julie ob das passt", []string{per + "julie"}}},
		{"a first name after a verb of address and bitte is a person", detectCase{"ruf bitte sabine morgen an", []string{per + "sabine"}}},
		{"a first name after a German verb of meeting before a function word is a person", detectCase{"ich treffe fabienne um drei", []string{per + "fabienne"}}},
		{"a first name after an Italian verb of meeting before a function word is a person", detectCase{"vedo milena alle tre", []string{per + "milena"}}},
		{"a first name after a French verb of meeting before a preposition is a person", detectCase{"je vois martine à 15h", []string{per + "martine"}}},
		// Not names.
		{"a German noun after hast du is none", detectCase{"hast du zeit morgen", nil}},
		{"a word of a closed class after kannst du is none", detectCase{"kannst du mal schauen", nil}},
		{"a known name before a noun after a verb of meeting is none", detectCase{"ich treffe rosen im garten", nil}},
		{"a first name that is an Italian word after a verb of meeting is none", detectCase{"vedo stella alle tre", nil}},
		{"du after no German verb opens no object", detectCase{"le prix du marc de café", nil}},
	})
}
