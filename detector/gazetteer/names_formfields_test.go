package gazetteer

import "testing"

func TestGazetteerAContactPersonBeforeAColonIntroducesAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case form field", detectCase{"contact person: edeltrud bonbach, phone on file.", []string{per + "edeltrud bonbach"}}},
		{"a capitalised form field", detectCase{"Contact person: Edeltrud Bonbach, phone on file.", []string{per + "Edeltrud Bonbach"}}},
		{"the owner of a ticket", detectCase{"owner: roy grant", []string{per + "roy grant"}}},
		{"the reviewer of a change", detectCase{"Reviewer: Jane Doe", []string{per + "Jane Doe"}}},
		// Not names.
		{"a team owns it", detectCase{"Owner: Platform Team", nil}},
		{"an account owns a file", detectCase{"- owner: root", nil}},
		{"a value of common words", detectCase{"person: enterprise tier", nil}},
	})
}
