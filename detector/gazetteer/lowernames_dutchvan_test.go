package gazetteer

import "testing"

func TestGazetteerALowerCaseFirstNameBeforeVanAndADutchSurnameIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name, van and a word in no list", detectCase{"ik heb nick van mispelen gisteren gebeld", []string{per + "nick van mispelen"}}},
		{"a first name that is a common word, van der and a word in no list", detectCase{"het contract is ondertekend door kick van der sloot", []string{per + "kick van der sloot"}}},
		// Not names.
		{"a van in an English sentence", detectCase{"ford van for sale, low miles", nil}},
		{"a generator's name after an article", detectCase{"the van de graaff generator is loud", nil}},
	})
}
