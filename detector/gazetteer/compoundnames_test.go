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

func TestGazetteerACompoundFirstNameMayEndInAMonthThatIsAFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German compound first name ending in August before a surname", detectCase{"Karl-August Müller hat angerufen.", []string{per + "Karl-August Müller"}}},
		{"a compound first name ending in August before a surname in no list", detectCase{"Als Schiedsrichter wird Karl-August Juncken bestellt.", []string{per + "Karl-August Juncken"}}},
		{"a compound first name ending in August under a person's key", detectCase{"ansprechpartner: Ernst-August Hörle", []string{per + "Ernst-August Hörle"}}},
		// Text that must stay untouched.
		{"two months hyphenated are a span of time", detectCase{"Von Juni-August ist das Büro geschlossen.", nil}},
		{"a month and a first name hyphenated are no first name", detectCase{"Die Mai-Ausgabe kommt im August-Heft.", nil}},
	})
}
