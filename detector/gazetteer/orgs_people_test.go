package gazetteer

import "testing"

func TestGazetteerPeopleAfterCuesThatAlsoTakePeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a rarer first name and a surname after a German customer are a person", detectCase{"Kundin Jolanthe Bärwald hat angerufen.", []string{per + "Jolanthe Bärwald"}}},
		{"a rarer first name and a surname after a French client are a person", detectCase{"Le client Jolanthe Bärwald a appelé.", []string{per + "Jolanthe Bärwald"}}},
		{"an honorific after a customer opens a person's name", detectCase{"Der Kunde Herr Müller hat angerufen.", []string{per + "Müller"}}},
		{"a surname and a first name after an Italian address are a person", detectCase{"nuovo indirizzo di bertolazzi, ernesto: via roma 3", []string{per + "bertolazzi, ernesto", street + "via roma 3"}}},
		// Firms stay firms.
		{"a name no list knows after a German customer is a firm", detectCase{"Der Kunde Zentrova hat angerufen.", []string{org + "Zentrova"}}},
		{"a head noun after a rarer first name keeps the firm", detectCase{"Kundin Aled Industries hat angerufen.", []string{org + "Aled Industries"}}},
	})
}
