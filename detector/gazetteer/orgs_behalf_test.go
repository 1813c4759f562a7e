package gazetteer

import "testing"

func TestGazetteerWhoOneActsOnBehalfOfIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an invented name after on behalf of is a firm", detectCase{"I am writing on behalf of Quorvex regarding the invoice.", []string{org + "Quorvex"}}},
		{"two capitalised words after on behalf of are a firm", detectCase{"She signed the form on behalf of Silver Fjord last week.", []string{org + "Silver Fjord"}}},
		{"a person's full name after on behalf of stays a person", detectCase{"I am writing on behalf of Anna Becker regarding the invoice.", []string{per + "Anna Becker"}}},
		{"a first name alone after on behalf of stays a person", detectCase{"I am writing on behalf of Anna today.", []string{per + "Anna"}}},
		{"an honorific after on behalf of keeps a person", detectCase{"He replied on behalf of Mr Jones yesterday.", []string{per + "Jones"}}},
		{"common words after on behalf of are a team, no firm", detectCase{"On behalf of Customer Support, welcome.", nil}},
		{"words in small letters after on behalf of are no firm", detectCase{"On behalf of the whole team, thank you.", nil}},
	})
}
