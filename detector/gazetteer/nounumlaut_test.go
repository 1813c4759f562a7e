package gazetteer

import "testing"

func TestGazetteerANameWrittenWithoutTheUmlautOfAGermanNounIsNoNoun(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name whose noun needs an umlaut opens a pair with a surname", detectCase{"Ich treffe mich mit Volker Weber im Büro.", []string{per + "Volker Weber"}}},
		{"a surname whose noun needs an umlaut closes a pair", detectCase{"Ich habe gestern mit Sabine Forster telefoniert.", []string{per + "Sabine Forster"}}},
		{"a surname whose noun needs an umlaut after a first name is a person", detectCase{"Bitte Grit Hartung in CC setzen.", []string{per + "Grit Hartung"}}},
		{"a first name whose noun needs an umlaut alone is a person", detectCase{"Wir warten auf die Antwort von Ruben.", []string{per + "Ruben"}}},
		// Not names.
		{"the nouns written with their umlaut stay untouched", detectCase{"Der Förster und die Völker Europas.", nil}},
		{"the nouns written with their umlaut after determiners stay untouched", detectCase{"Die Rüben und die Öle stehen auf der Liste, der Gärtner bringt sie.", nil}},
	})
}
