package gazetteer

import "testing"

func TestGazetteerAnHonorificAndAWordBeforeAProductNounNameABrand(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"boots after a lower-case honorific and a surname", detectCase{"i bought dr martens boots yesterday", nil}},
		{"a product noun in the plural", detectCase{"dr martens shoes are comfy", nil}},
		{"a capitalised brand before a product noun", detectCase{"Dr Martens boots are on sale this week.", nil}},
		{"a cleaning spray", detectCase{"my mr muscle spray ran out", nil}},
		{"German boots", detectCase{"die dr martens stiefel sind bequem", nil}},
		// Names.
		{"an honorific and a surname before a verb", detectCase{"dr smith will see you now", []string{per + "smith"}}},
		{"an honorific and a surname at the end", detectCase{"i saw dr martens yesterday", []string{per + "martens"}}},
		{"a possessive between the name and the noun", detectCase{"Dr Martens's shoes were muddy.", []string{per + "Martens"}}},
	})
}
