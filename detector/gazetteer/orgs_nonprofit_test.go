package gazetteer

import "testing"

func TestGazetteerTheSubjectOfIsANonProfitIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an invented name before is a non-profit is a firm", detectCase{"Cityly is a non-profit that helps families find housing.", []string{org + "Cityly"}}},
		// People and common words stay.
		{"a person before is a non-profit's director stays a person", detectCase{"Anna Becker is a non-profit director.", []string{per + "Anna Becker"}}},
		{"a common word before is a non-profit is no firm", detectCase{"This is a non-profit project.", nil}},
	})
}
