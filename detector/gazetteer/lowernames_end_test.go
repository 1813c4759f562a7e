package gazetteer

import "testing"

func TestGazetteerLowerCaseNamesEnd(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a conjugated auxiliary ends a lower-case name", detectCase{"il cliente raffaele bonfiglio ha chiamato", []string{per + "raffaele bonfiglio"}}},
		{"a one-letter verb ends a lower-case name", detectCase{"la pratica di ornella castaldi è chiusa", []string{per + "ornella castaldi"}}},
		{"a day relative to today ends a lower-case name", detectCase{"appelle solène garnier demain", []string{per + "solène garnier"}}},
		{"a preposition of one letter is no middle initial before a verb", detectCase{"mañana viene leonor abellán a revisar", []string{per + "leonor abellán"}}},
		{"a letter before a known surname is still a middle initial", detectCase{"benjamin a seiler called", []string{per + "benjamin a seiler"}}},
	})
}
