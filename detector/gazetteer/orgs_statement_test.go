package gazetteer

import "testing"

func TestGazetteerTheSpeakerOfAStatementIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an invented name before said in a statement is a firm", detectCase{"Quorvex said in a statement that the recall is voluntary.", []string{org + "Quorvex"}}},
		{"two capitalised words before said in a statement are a firm", detectCase{"Osprey Line said in a statement that it would appeal.", []string{org + "Osprey Line"}}},
		{"a day opening the sentence stays out of the firm", detectCase{"On Tuesday Red Lantern confirmed in a statement that it would appeal.", []string{org + "Red Lantern"}}},
		{"a person's full name before said in a statement stays a person", detectCase{"Anna Becker said in a statement that she would resign.", []string{per + "Anna Becker"}}},
		{"an honorific before said in a statement keeps a person", detectCase{"Mr Smith said in a statement that he was innocent.", []string{per + "Smith"}}},
		{"a country before said in a statement stays a place", detectCase{"France said in a statement that talks would resume.", []string{loc + "France"}}},
		{"a common noun before said in a statement is no firm", detectCase{"The Board said in a statement that it agreed.", nil}},
		{"a pronoun before said in a statement is no firm", detectCase{"We said in a statement yesterday that prices rise.", nil}},
	})
}
