package gazetteer

import "testing"

func TestGazetteerAProductAfterAPossessiveAndARelativeIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a product after a relative and before its noun in English text stays untouched", detectCase{"My kid Minecraft server is down again and the kids are upset.", nil}},
		{"a word in no list inside an English sentence is still a firm", detectCase{"The invoice from Corelogic is late and we are waiting.", []string{org + "Corelogic"}}},
	})
}
