package gazetteer

import "testing"

func TestGazetteerAFirstNameThatIsACommonWordBeforeASurnameNoListKnows(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common-word first name and a surname in no list are a name", detectCase{"Thanks to Iris Mazilescu for the review.", []string{per + "Iris Mazilescu"}}},
		{"in English after ship to", detectCase{"Please ship to Iris Mazilescu tomorrow.", []string{per + "Iris Mazilescu"}}},
		// Not names.
		{"in German text a capitalised word is no evidence", detectCase{"Die Iris Blendenöffnung ist zu klein.", nil}},
	})
}
