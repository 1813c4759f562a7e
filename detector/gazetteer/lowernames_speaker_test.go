package gazetteer

import "testing"

func TestGazetteerALowerCasePairOpeningALineBeforeAVerbOfPeopleIsItsSubject(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a word in no list before a verb of speech", detectCase{"reni löchel wrote: the build is green now.", []string{per + "reni löchel"}}},
		{"a ticket's verb", detectCase{"marine mallet approved the change request.", []string{per + "marine mallet"}}},
		{"will after the pair", detectCase{"ingolf jockel will present the roadmap.", []string{per + "ingolf jockel"}}},
		{"on a line of its own after a greeting", detectCase{"hi all\nmaria lopez said thanks", []string{per + "maria lopez"}}},
		// Not names.
		{"a first name that is a common word before a common noun", detectCase{"summer sale will start monday", nil}},
		{"a first name of the rarer levels before a common noun", detectCase{"jasmine tea was great", nil}},
		{"a copula says nothing of people", detectCase{"crystal reports will be migrated", nil}},
		{"a plural of a word is a noun", detectCase{"sandy beaches will close", nil}},
	})
}
