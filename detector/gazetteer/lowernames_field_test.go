package gazetteer

import "testing"

func TestGazetteerLowerCaseFieldValueSurnameFirstIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a French surname that is a word before a first name after nom", detectCase{"nom : bonnet roland\nville : lyon", []string{per + "bonnet roland"}}},
		{"a surname that is a French word", detectCase{"nom : chevalier antoine", []string{per + "chevalier antoine"}}},
		// Not names.
		{"a value of two words that are no first name", detectCase{"nom : version finale\nstatut : ouvert", nil}},
		{"a first name that is a common word", detectCase{"name: release will", nil}},
	})
}
