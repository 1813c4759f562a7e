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

func TestGazetteerThePeopleOfATicketAfterByOrToInLowerCase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a reviewer after reviewed by", detectCase{"reviewed by amber dawson on monday.", []string{per + "amber dawson"}}},
		{"a reviewer in no common word", detectCase{"reviewed by sven meier", []string{per + "sven meier"}}},
		// Not names.
		{"a system reports", detectCase{"reported by the system", nil}},
		{"a team approves", detectCase{"approved by legal team", nil}},
		{"a bot merges", detectCase{"merged by dependabot", nil}},
		{"a credit names a capitalised name", detectCase{"sung by salarymen", nil}},
		{"a tier after escalated to", detectCase{"escalated to tier 2", nil}},
	})
}

func TestGazetteerTheNameKeysOfDutchAndPortugueseFormsIntroduceAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Dutch surname key", detectCase{"Achternaam: Bekbergen\nVoornaam: Loes", []string{per + "Bekbergen", per + "Loes"}}},
		{"a Dutch name key", detectCase{"Naam: E. Hoedemakers", []string{per + "E. Hoedemakers"}}},
		{"a Dutch first name key before a word in no list", detectCase{"Voornaam: Kyara\nAchternaam: Elbertse", []string{per + "Kyara", per + "Elbertse"}}},
		{"a Portuguese surname key", detectCase{"Sobrenome: Fogaça\nNome: Asafe", []string{per + "Fogaça", per + "Asafe"}}},
		// Not names.
		{"a Dutch name key before a project", detectCase{"Naam: Project Noord\nStatus: open", nil}},
	})
}
