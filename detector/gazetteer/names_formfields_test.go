package gazetteer

import "testing"

func TestGazetteerAContactPersonBeforeAColonIntroducesAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case form field", detectCase{"contact person: edeltrud bonbach, phone on file.", []string{per + "edeltrud bonbach"}}},
		{"a capitalised form field", detectCase{"Contact person: Edeltrud Bonbach, phone on file.", []string{per + "Edeltrud Bonbach"}}},
		// Not names.
		{"a value of common words", detectCase{"person: enterprise tier", nil}},
	})
}
