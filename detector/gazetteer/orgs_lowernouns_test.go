package gazetteer

import "testing"

func TestGazetteerLowerCaseCommonNounAfterAFirmCueIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after chez is a firm in lower-case text", detectCase{"je travaille chez kovanta depuis mars", []string{org + "kovanta"}}},
		{"a word in no list after bei der is a firm in lower-case text", detectCase{"ich arbeite bei der kovanta seit märz", []string{org + "kovanta"}}},
		{"a French word before a legal form after a cue is a firm in lower-case text", detectCase{"je travaille chez boulangerie sarl depuis mars", []string{org + "boulangerie sarl"}}},
		// Not firms.
		{"a French noun after chez le stays text in lower-case text", detectCase{"je passe chez le médecin à midi", nil}},
		{"a French noun after chez le stays text at the end of lower-case text", detectCase{"on se voit chez le gardien", nil}},
		{"a German noun after bei der stays text in lower-case text", detectCase{"ich war gestern bei der nachbarin", nil}},
		{"a German noun after bei stays text in lower-case text", detectCase{"bei fragen einfach melden", nil}},
		{"a French noun after chez l' stays text in lower-case text", detectCase{"je passe chez l'opticien demain", nil}},
		{"a French trade after chez le stays text in lower-case text", detectCase{"je suis chez le coiffeur", nil}},
		{"a verb before its object after a word for a customer stays text in lower-case text", detectCase{"der kunde möchte die rechnung als pdf", nil}},
	})
}
