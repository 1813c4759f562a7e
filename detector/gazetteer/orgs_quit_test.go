package gazetteer

import "testing"

func TestGazetteerWhatOneQuitsIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an invented name after quit is a firm", detectCase{"I quit Tessaly after two years.", []string{org + "Tessaly"}}},
		{"two capitalised words after quit are a firm", detectCase{"She quit Silver Fjord in March.", []string{org + "Silver Fjord"}}},
		{"a person's full name after quit stays a person", detectCase{"I quit Anna Becker's team.", []string{per + "Anna Becker"}}},
		{"a town after quit stays a place", detectCase{"she quit Berlin for good", []string{loc + "Berlin"}}},
		{"a common word after quit is no firm", detectCase{"We quit Slack last year.", nil}},
		{"a word in small letters after quit is no firm", detectCase{"I quit smoking last year.", nil}},
	})
}
