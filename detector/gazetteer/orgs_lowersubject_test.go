package gazetteer

import "testing"

func TestGazetteerAWordOfNoListInSmallLettersBeforeAFirmsVerbIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before is hiring is a firm", detectCase{"dorrex is hiring again", []string{org + "dorrex"}}},
		{"a word of no list before has acquired is a firm", detectCase{"trovix has acquired a rival.", []string{org + "trovix"}}},
		{"a word of no list before was founded opening a sentence is a firm", detectCase{"good news. velmor was founded in 2004", []string{org + "velmor"}}},
		// Typos, words of lists, code and other languages stay.
		{"a misspelt word before announced is no firm", detectCase{"teh announced date moved", nil}},
		{"a common word before is hiring is no firm", detectCase{"everyone is hiring now", nil}},
		{"a first name before announced is a person, no firm", detectCase{"anna announced her leave", []string{per + "anna"}}},
		{"a word of no list before a verb of people is nothing", detectCase{"dorrex said hi", nil}},
		{"jargon before a firm's verb without an auxiliary is no firm", detectCase{"hotfix shipped yesterday", nil}},
		{"slang before announced is no firm", detectCase{"lmao announced it in the standup", nil}},
		{"a word of no list in capitalised text is left to the other rules", detectCase{"Reportz announced nothing. It is fine.", []string{org + "Reportz"}}},
	})
}
