package gazetteer

import "testing"

func TestGazetteerAWordInNoListAfterAWordOfTimeIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after yesterday is a firm", detectCase{"Yesterday Paxata confirmed the merger talks.", []string{org + "Paxata"}}},
		{"a word in no list after a weekday is a firm", detectCase{"On Monday Paxata confirmed the merger talks.", []string{org + "Paxata"}}},
		{"a word in no list after today is a firm", detectCase{"Today Paxata confirmed the merger talks.", []string{org + "Paxata"}}},
		// Text that must stay as it is.
		{"a common word after yesterday stays untouched", detectCase{"Yesterday Support confirmed the fix.", nil}},
		{"a known first name after today stays a person", detectCase{"Today Anna confirmed the fix.", []string{per + "Anna"}}},
		{"a name of code after today stays untouched", detectCase{"Today Parser.parse failed twice.", nil}},
	})
}
