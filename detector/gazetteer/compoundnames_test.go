package gazetteer

import "testing"

func TestGazetteerCompoundFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two first names hyphenated are a first name before a German noun that is the surname", detectCase{"Bitte füge Hans-Theo Zimmer als Prüfer hinzu.", []string{per + "Hans-Theo Zimmer"}}},
		{"two first names hyphenated start a lower-case name before a surname no list knows", detectCase{"bitte füge karl-heinz liebelt als prüfer hinzu.", []string{per + "karl-heinz liebelt"}}},
		{"two first names hyphenated start a lower-case French name", detectCase{"tu peux rappeler marie-claude vernet demain ?", []string{per + "marie-claude vernet"}}},
		{"a surname in no list after a known surname ends a lower-case name", detectCase{"nadia et pierre-yves girard ont validé le budget", []string{per + "nadia", per + "pierre-yves girard"}}},
		// Not names.
		{"a compound of months is no first name", detectCase{"the may-june window is closed for the release", nil}},
		{"a compound of a first name and a common word is no first name", detectCase{"the mark-up on that item is 20 percent", nil}},
		{"a compound with a large city is no first name", detectCase{"the sofia-lucas route is closed", nil}},
	})
}
