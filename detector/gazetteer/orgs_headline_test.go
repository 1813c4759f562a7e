package gazetteer

import "testing"

func TestGazetteerANameAndAHeadNounInATitleCaseLineAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and a head noun after from in a short line are a firm", detectCase{"Greetings from Smith Group!", []string{org + "Smith Group"}}},
		{"a surname and a head noun after a person and from are a firm", detectCase{"This is Anna from Smith Group.", []string{per + "Anna", org + "Smith Group"}}},
		{"a surname and a head noun after a dash are a firm", detectCase{"Invoice 25872 - Barrett Group", []string{org + "Barrett Group"}}},
		{"a word of no list and a head noun after from are a firm", detectCase{"Subject: Offer from Zenvo Group", []string{org + "Zenvo Group"}}},
		// Headings stay.
		{"common words and a head noun in a heading are no firm", detectCase{"Notes from the Strategy Group Meeting", nil}},
		{"a head noun opening a heading is no firm", detectCase{"Group Travel Policy Update", nil}},
	})
}
