package gazetteer

import "testing"

func TestGazetteerAnImperativeOpeningTheSentenceIsNoFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an imperative that is also a surname opens no name of a word in no list", detectCase{"Call Wyrnimwyr Health customer service", []string{org + "Wyrnimwyr Health"}}},
		{"a French imperative stays out of the name after it", detectCase{"Appelez Wyrnimwyr demain.", []string{per + "Wyrnimwyr"}}},
		{"a German imperative stays out of the name after it", detectCase{"Ruf Wyrnimwyr morgen an.", []string{per + "Wyrnimwyr"}}},
		{"an imperative before a known full name leaves the name whole", detectCase{"Call Anna Smith tomorrow.", []string{per + "Anna Smith"}}},
		{"a first name that is also a verb still opens a name", detectCase{"Will Wyrnimwyr join us?", []string{per + "Will Wyrnimwyr"}}},
	})
}

func TestGazetteerAGreetingOpeningTheSentenceIsNoSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish greeting before a first name", detectCase{"Hola Nacho, gracias por todo.", []string{per + "Nacho"}}},
		{"a Spanish greeting before a Basque first name", detectCase{"Hola Ainhoa, gracias.", []string{per + "Ainhoa"}}},
		{"a greeting is no surname before a full name", detectCase{"Hola Nacho Rebollo, ¿qué tal?", []string{per + "Nacho Rebollo"}}},
	})
}
