package gazetteer

import "testing"

func TestGazetteerSubjectsOfVerbsFirmsDoInFiveLanguages(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name no list knows before French a annoncé is a firm", detectCase{"Quorvenal a annoncé un plan social.", []string{org + "Quorvenal"}}},
		{"a name no list knows before French recrute is a firm", detectCase{"Quorvenal recrute des ingénieurs.", []string{org + "Quorvenal"}}},
		{"a name no list knows before Spanish anunció is a firm", detectCase{"Kalbrindo anunció un nuevo producto.", []string{org + "Kalbrindo"}}},
		{"a name no list knows before Spanish ha adquirido is a firm", detectCase{"Kalbrindo ha adquirido una empresa.", []string{org + "Kalbrindo"}}},
		{"a name no list knows before Italian ha annunciato is a firm", detectCase{"Risolventa ha annunciato nuovi investimenti.", []string{org + "Risolventa"}}},
		{"a name no list knows before German eröffnet is a firm", detectCase{"Bexgarun eröffnet einen neuen Standort.", []string{org + "Bexgarun"}}},
		{"a subject after an opening time word is a firm", detectCase{"Yesterday Quorvenal acquired a small startup.", []string{org + "Quorvenal"}}},
		{"a subject after last week is a firm", detectCase{"Last week Quorvenal announced layoffs.", []string{org + "Quorvenal"}}},
		// People and nouns stay what they are.
		{"a known name before French a annoncé stays a person", detectCase{"Marie Dubois a annoncé sa démission.", []string{per + "Marie Dubois"}}},
		{"a German noun before eröffnet is no firm", detectCase{"Der Markt eröffnet morgen.", nil}},
		{"an English article before a noun is no French auxiliary", detectCase{"Quorvenal a lance is a weapon.", nil}},
		{"a time word alone before a verb is no firm", detectCase{"Yesterday announced nothing new.", nil}},
	})
}
