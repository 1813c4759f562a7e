package gazetteer

import "testing"

func TestGazetteerTwoUnlistedWordsInAPersonsSlotInGermanTextAreAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two words in no list open a sentence before a verb", detectCase{"Olav Söding hat den Fehler im Login gemeldet.", []string{per + "Olav Söding"}}},
		{"two words in no list after an, before a verb", detectCase{"Bitte an Baptiste Hörle weiterleiten, danke.", []string{per + "Baptiste Hörle"}}},
		{"two words in no list after mit", detectCase{"Ich habe mit Olav Jessel gesprochen, er meldet sich morgen.", []string{per + "Olav Jessel"}}},
		{"two words in no list in a string literal", detectCase{`kunde = neu(name="Olav Söding", geburtsdatum="27.01.1993")`, []string{per + "Olav Söding"}}},
		{"two words in no list after a ticket's number", detectCase{"Vorfall 80614: Marzena Jessel hat eine Phishing-Seite gemeldet.", []string{per + "Marzena Jessel"}}},
		// Text that must stay untouched.
		{"a product of a brand and two English words in one", detectCase{"Ionos Webhosting hat seit gestern Probleme.", nil}},
		{"a German adjective before a noun", detectCase{"Neue Funktionen sind ab heute verfügbar.", nil}},
		{"a title-case heading of unknown words", detectCase{"Systemweite Einstellungen\nDie Seite lädt langsam.", nil}},
		{"an English product name in German text", detectCase{"Mit Visual Studio geht das schneller als gedacht.", nil}},
		{"a German adjective and a compound noun after mit", detectCase{"Ich habe mit Freundlichen Kundenberatern gesprochen und die Sache geklärt.", nil}},
	})
}
