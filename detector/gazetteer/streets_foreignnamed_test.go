package gazetteer

import "testing"

func TestGazetteerAForeignTypeFirstAndANameOfNoEnglishWordsGoOnWithTheSentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Portuguese type and a surname after on are a street before a verb", detectCase{"the shop on Praça Fonseca sells good coffee", []string{street + "Praça Fonseca"}}},
		{"a Portuguese type and a first name and surname after on are a street before a verb", detectCase{"the shop on Avenida Rui Amaral sells good coffee", []string{street + "Avenida Rui Amaral"}}},
		{"a foreign type before an English common word goes on with no street", detectCase{"the talk on Praça Green tea was fun", nil}},
		{"a foreign type with no preposition of place before it is no street before a verb", detectCase{"Praça Fonseca sells good coffee", nil}},
	})
}
