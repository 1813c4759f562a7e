package gazetteer

import "testing"

func TestGazetteerLowerCaseWishedAndApologisedNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after felicidades is a person", detectCase{"felicidades carla!!", []string{per + "carla"}}},
		{"a first name after auguri is a person", detectCase{"auguri giulia!!", []string{per + "giulia"}}},
		{"a first name after scusa before a comma is a person", detectCase{"scusa eliana, arrivo", []string{per + "eliana"}}},
		{"a first name after sorry before a comma is a person", detectCase{"sorry brandon, can't make it", []string{per + "brandon"}}},
		// Not names.
		{"a particle after auguri opens no name", detectCase{"auguri di buon compleanno", nil}},
		{"an endearment after scusa is none", detectCase{"scusa amore, arrivo", nil}},
		{"an endearment after a greeting is none", detectCase{"ciao bella! a dopo", nil}},
		{"a given name that is an endearment too after a greeting is a person", detectCase{"hola linda, ¿cómo estás?", []string{per + "linda"}}},
		{"a given name after an English greeting is a person", detectCase{"hi rey, can you call me back", []string{per + "rey"}}},
		{"a word of the group after sorry is none", detectCase{"sorry guys, running late", nil}},
		{"a noun after scusa is none", detectCase{"scusa il ritardo, arrivo", nil}},
	})
}
