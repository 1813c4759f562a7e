package gazetteer

import "testing"

func TestGazetteerLowerCaseUnlistedSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a word in no list before a word that ends the phrase are a name", detectCase{"pls forward to rick wunderink before 5pm", []string{per + "rick wunderink"}}},
		{"a first name and a word in no list at the text's end are a name", detectCase{"ho parlato con maria filzi", []string{per + "maria filzi"}}},
		{"a first name and a word in no list before a pronoun are a name", detectCase{"raffaello salieri mi ha scritto", []string{per + "raffaello salieri"}}},
		// Not names.
		{"a verb in no list after a first name is no surname", detectCase{"giulia arriva domani", []string{per + "giulia"}}},
		{"an English past after a first name is no surname", detectCase{"keith approved it", []string{per + "keith"}}},
		{"a word of three letters in no list after a first name is a word of code", detectCase{"splice(rfd int, roff *int64, len int, flags int)", nil}},
		{"a first name after an article is a noun before a word in no list", detectCase{"il mario kart nuovo è uscito", nil}},
	})
}
