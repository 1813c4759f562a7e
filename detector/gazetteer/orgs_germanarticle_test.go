package gazetteer

import "testing"

func TestGazetteerASurnameAfterAPrepositionAndTheFeminineDerIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname between zwischen der and und is a firm", detectCase{"Der Vertrag zwischen der Reinhardt und dem Kunden endet im Juni.", []string{org + "Reinhardt"}}},
		{"a surname after bei der is a firm", detectCase{"Er war früher bei der Mentzel angestellt.", []string{org + "Mentzel"}}},
		{"a surname after mit der before a verb is a firm", detectCase{"Wir haben mit der Ortmann einen Rahmenvertrag.", []string{org + "Ortmann"}}},
		// Nouns, and people with a first name, stay as they were.
		{"a German noun after zwischen der stays", detectCase{"Der Vertrag zwischen der Geschäftsleitung und dem Betriebsrat gilt.", nil}},
		{"a German noun after bei der stays", detectCase{"Er war früher bei der Bundeswehr angestellt.", nil}},
		{"a country after aus der stays", detectCase{"Die Lieferung kam aus der Schweiz.", nil}},
		{"a surname after der with no preposition before it stays", detectCase{"Der Mentzel hat angerufen.", nil}},
		{"a first name after der with no preposition before it is no firm but a person", detectCase{"Der Reinhardt hat angerufen.", []string{per + "Reinhardt"}}},
	})
}
