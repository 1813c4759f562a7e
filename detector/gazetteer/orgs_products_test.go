package gazetteer

import "testing"

func TestGazetteerProductWordsNameAFirmAfterAnEmployerCue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a product after works at is a firm", detectCase{"He works at Oracle now.", []string{org + "Oracle"}}},
		{"a product after worked at is a firm", detectCase{"She worked at Slack for two years.", []string{org + "Slack"}}},
		{"a product after an engineer at is a firm", detectCase{"I am an engineer at Slack.", []string{org + "Slack"}}},
		{"a product before 's and a new CEO is a firm", detectCase{"Slack's new CEO was announced today.", []string{org + "Slack"}}},
		{"a product before 's and its CEO is a firm", detectCase{"Oracle's CEO spoke at the event.", []string{org + "Oracle"}}},
		// Without a cue of a firm, the words stay words.
		{"a product alone is no firm", detectCase{"Slack is down again.", nil}},
		{"a product after works with is no firm", detectCase{"It works with Kafka and Redis.", nil}},
		{"a product after works on is no firm", detectCase{"He works on Slack all day.", nil}},
		{"a product before 's and a feature is no firm", detectCase{"Slack's new search is fast.", nil}},
		{"a lower-case word after works at is nothing", detectCase{"He works at home on Fridays.", nil}},
	})
}
