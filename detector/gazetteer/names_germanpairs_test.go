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

func TestGazetteerAPrepositionAfterANumberIsNoUnitBeforeAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an order's number before für", detectCase{"Bestellung Nummer 8841 für Rita Fiebig wurde versandt.", []string{per + "Rita Fiebig"}}},
		{"an invoice's number before für", detectCase{"Rechnung 2024-17 für Anna Müller wurde erstellt.", []string{per + "Anna Müller"}}},
		{"a parcel's number before an", detectCase{"Paket 12 an Sabine Krause zugestellt.", []string{per + "Sabine Krause"}}},
		{"in English", detectCase{"Invoice 2024-17 for Anna Miller was sent yesterday.", []string{per + "Anna Miller"}}},
		// Not names.
		{"a unit after a number", detectCase{"Bitte 200 g Mehl und 3 EL Zucker mischen.", nil}},
		{"a particle after a number", detectCase{"I have 3 de Luca cousins", nil}},
		{"German nouns after the preposition", detectCase{"Wir brauchen 12 für Garten und Terrasse.", nil}},
		{"a place after the preposition", detectCase{"Die Linie 12 nach Rosenheim fällt aus.", []string{loc + "Rosenheim"}}},
	})
}
