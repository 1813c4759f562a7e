package gazetteer

import "testing"

func TestGazetteerATownAfterALocativeOpeningALongerNameIsATown(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common-word town after a locative before a street type is a town", detectCase{"We moved to Reading Road North last year.", []string{loc + "Reading"}}},
		{"a common-word town after in before a state and a country is a town", detectCase{"I live in Mobile Alabama United States", []string{loc + "Mobile", loc + "Alabama", loc + "United States"}}},
		{"a common-word town after in before a full name is a town", detectCase{"she lives in Reading Mary Jones said", []string{loc + "Reading", per + "Mary Jones"}}},
		// Not towns.
		{"a common-word town opening a newspaper's name is no town", detectCase{"I read it in the Wall Street Journal yesterday.", nil}},
		{"a common-word town opening a court's name is no town", detectCase{"The Court of Appeal ruled on Monday.", nil}},
	})
}

func TestGazetteerMiaBeforeAVerbOfSpeechIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Mia before a Spanish verb of speech is a name", detectCase{"Mia dijo que vendría.", []string{per + "Mia"}}},
		// Not names.
		{"Ella before a Spanish verb of speech is she", detectCase{"Ella dijo que vendría.", nil}},
	})
}
