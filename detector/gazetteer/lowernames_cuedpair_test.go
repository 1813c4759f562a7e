package gazetteer

import "testing"

func TestGazetteerLowerCaseCuedPairsEndingThePhrase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common-word surname after my name is and a first name, before a conjunction", detectCase{"my name is sheila wall and i need help.", []string{per + "sheila wall"}}},
		{"a word in no list after a greeted first name, before a comma", detectCase{"hola ciríaco torrents, gracias por la respuesta.", []string{per + "ciríaco torrents"}}},
		{"a signature on its own line after a closing", detectCase{"regards,\nglen fox", []string{per + "glen fox"}}},
		{"a German signature on its own line after a closing", detectCase{"viele grüße\nwenke löchel", []string{per + "wenke löchel"}}},
		{"a first name alone signs too", detectCase{"thanks,\nanna", []string{per + "anna"}}},
		// Not names.
		{"a pronoun after my name is and a first name is no surname", detectCase{"my name is anna and i need help", []string{per + "anna"}}},
		{"a word that does not end the phrase is no surname", detectCase{"hi anna thanks for that", []string{per + "anna"}}},
		{"a team signs with no name", detectCase{"regards,\nthe support team", nil}},
		{"a noun after a verb of address is its object", detectCase{"sag dorothea bescheid", []string{per + "dorothea"}}},
	})
}

func TestGazetteerLowerCaseCommonFirstNameAndUnlistedSurnameAfterACue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common first name and a word in no list after a verb of address", detectCase{"can someone ask mark eelman about the outage", []string{per + "mark eelman"}}},
		{"before a word of time", detectCase{"ping john westerbeek tomorrow", []string{per + "john westerbeek"}}},
		// Not names.
		{"a common first name and a word of a list after a cue", detectCase{"call john back later", nil}},
		{"a function word after the first name", detectCase{"ask mark about the outage", nil}},
		{"a verb in no list before its object", detectCase{"# output text will tokenize the back to the input", nil}},
	})
}
