package gazetteer

import "testing"

func TestGazetteerADealingNamesTheOtherFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"common words after a contract with are a firm", detectCase{"The contract with Bright Harbor was renewed.", []string{org + "Bright Harbor"}}},
		{"a common word after an agreement with is a firm", detectCase{"We have an agreement with Lantern until May.", []string{org + "Lantern"}}},
		{"a German contract with names a firm", detectCase{"Der Vertrag mit Kabus läuft aus.", []string{org + "Kabus"}}},
		{"a rival before a name names a firm", detectCase{"Our competitor Lantern lowered prices.", []string{org + "Lantern"}}},
		{"a known first name after a merger with stays a person", detectCase{"The merger with Anna Becker failed.", []string{per + "Anna Becker"}}},
		{"a country after an agreement with stays a place", detectCase{"an agreement with France was signed", []string{loc + "France"}}},
		{"a word in small letters after a contract with is no firm", detectCase{"a contract with the landlord", nil}},
	})
}

func TestGazetteerAnAdjectiveOpeningTheSentenceJoinsTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common word opening the sentence joins a firm with a legal form", detectCase{"Silent Meadow LLC announced layoffs today.", []string{org + "Silent Meadow LLC"}}},
		{"a common word opening the sentence joins a firm with a head noun", detectCase{"Bright Cedar Solutions is hiring.", []string{org + "Bright Cedar Solutions"}}},
		{"an imperative opening the sentence stays out of the firm", detectCase{"Contact Acme Labs for details.", []string{org + "Acme Labs"}}},
		{"a thanks opening the sentence stays out of the firm", detectCase{"Thanks Acme Inc for the help.", []string{org + "Acme Inc"}}},
	})
}

func TestGazetteerAQuestionsOpeningWordIsNoPartOfTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an unknown word after a question's opening verb is a firm", detectCase{"Is Zentaro open on Sundays?", []string{org + "Zentaro"}}},
		{"an unknown word after an opening article is a firm", detectCase{"The Zentaro office is closed.", []string{org + "Zentaro"}}},
		{"an English word after a question's opening verb is none", detectCase{"Is Python good?", nil}},
	})
}
