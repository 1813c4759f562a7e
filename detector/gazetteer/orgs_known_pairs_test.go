package gazetteer

import "testing"

func TestGazetteerAKnownOrganisationsNameJoinedToASurnameIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm's name and a known surname that met are people", detectCase{"Smania and Rossi met yesterday.", []string{per + "Smania", per + "Rossi"}}},
		{"a known surname and a firm's name that met are people", detectCase{"Yesterday Rossi and Smania met for lunch.", []string{per + "Rossi", per + "Smania"}}},
		// Firms.
		{"two firms' names joined by and are firms", detectCase{"Lufthansa and Criteo signed the deal.", []string{org + "Lufthansa", org + "Criteo"}}},
		{"a firm's name and a surname with a legal form are firms", detectCase{"Lufthansa and Rossi GmbH signed the deal.", []string{org + "Lufthansa and Rossi GmbH"}}},
	})
}

func TestGazetteerAKnownOrganisationsNameBeforeACommonWordIsTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm's name and a common word after a preposition are a firm", detectCase{"Meeting with Lufthansa Cargo", []string{org + "Lufthansa Cargo"}}},
		{"a firm's name and a common word alone are a firm", detectCase{"Lufthansa Cargo", []string{org + "Lufthansa Cargo"}}},
		{"a firm's name and a common word after a verb are a firm", detectCase{"I called Lufthansa Cargo yesterday.", []string{org + "Lufthansa Cargo"}}},
		{"a firm's name and a common word after a colon are a firm", detectCase{"Kontakt: Lufthansa Cargo", []string{org + "Lufthansa Cargo"}}},
		// People and other words stay.
		{"a firm's name before a known surname stays a first name", detectCase{"Then Agari Tanaka called.", []string{per + "Agari Tanaka"}}},
		{"a firm's name before a first name stays a person's", detectCase{"Then Criteo Anna called.", []string{per + "Criteo Anna"}}},
	})
}
