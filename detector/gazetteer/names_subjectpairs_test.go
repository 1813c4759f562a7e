package gazetteer

import "testing"

func TestGazetteerTwoCapitalisedWordsOpeningASentenceBeforeAVerbOfSpeechAreAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a large town before a surname in no list", detectCase{"Sofia Hauffer meldet einen Fehler im Portal.", []string{per + "Sofia Hauffer"}}},
		{"a first name in no list before a known surname", detectCase{"Anto Hartmann meldet einen Fehler im Portal.", []string{per + "Anto Hartmann"}}},
		{"a first name in no list before a hyphenated surname", detectCase{"Ninetta Polesel-Canova ha scritto che il pacco è arrivato.", []string{per + "Ninetta Polesel-Canova"}}},
		{"a Dutch name before schreef", detectCase{"Kick Lafleur-Blees schreef dat de levering vertraagd is.", []string{per + "Kick Lafleur-Blees"}}},
		{"a Portuguese name before disse", detectCase{"Zequinha Moreira disse que a encomenda chega na segunda.", []string{per + "Zequinha Moreira"}}},
		{"an English name before replied", detectCase{"Anto Marchetti replied to the thread an hour ago.", []string{per + "Anto Marchetti"}}},
		{"a name opening a line before wrote", detectCase{"Update from the team:\nJorunn Hovland wrote that the fix is live.", []string{per + "Jorunn Hovland"}}},
		// Text that must stay untouched.
		{"two common words before a verb of speech", detectCase{"Customer Support replied to the thread an hour ago.", nil}},
		{"a German noun before a verb of speech", detectCase{"Die Buchhaltung meldet einen Fehler.", nil}},
		{"a product and a noun before has", detectCase{"Release Candidate has two open bugs.", nil}},
		{"a product of two words before has", detectCase{"Google Cloud has a new region.", nil}},
		{"a weekday before a verb", detectCase{"Monday Standup said nothing new.", nil}},
		{"a known first name that is a common word before a noun", detectCase{"Grant Access said nothing.", nil}},
		{"a German noun in no list of names after a word in no list", detectCase{"Anto Trupp meldet einen Fehler im Portal.", nil}},
	})
}
