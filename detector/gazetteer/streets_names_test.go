package gazetteer

import "testing"

func TestGazetteerIrishPrefixesAndParticlesInStreetNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Irish O' before the name keeps the street whole", detectCase{"Deliver to: 60 O'Connell Street, Galway", []string{street + "60 O'Connell Street, Galway"}}},
		{"a lower-case o' in a text without capitals keeps the street whole", detectCase{"address: 85 o'duffy street", []string{street + "85 o'duffy street"}}},
		{"a lower-case particle before a capitalised name opens the street's name", detectCase{"Send to 26 de Courcey Street, Cork", []string{street + "26 de Courcey Street, Cork"}}},
		{"a particle and a name before a common noun are no street", detectCase{"I have 3 de Luca cousins", nil}},
	})
}

func TestGazetteerTownsWithManyParticlesAndTwoLanguages(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the particles of a town's name count as no word of it", detectCase{"Stelzerring 2/9, 8197 Sankt Veit an der Glan", []string{street + "Stelzerring 2/9, 8197 Sankt Veit an der Glan"}}},
		{"a town named in two languages with a slash is one town", detectCase{"Schweizerstrasse 39, 3164 Biel/Bienne", []string{street + "Schweizerstrasse 39, 3164 Biel/Bienne"}}},
		{"a time after the town is no part of it", detectCase{"Lieferung an Hauptstr. 5, 10115 Berlin am Montag.", []string{street + "Hauptstr. 5, 10115 Berlin"}}},
	})
}

func TestGazetteerNounsBetweenNumbersAreNoStreets(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German common noun between two numbers is no street", detectCase{"Tisch 4 Stuhl 2 bitte freihalten.", nil}},
		{"a street ending alone after a number is no street", detectCase{"Gruppe 3 Platz 2 im Turnier.", nil}},
		{"a ring after a chapter's number is no street", detectCase{"Kapitel 7 Ring der Nibelungen wird gelesen.", nil}},
		{"a word with a street ending after a number is still a street", detectCase{"Lieferung an 12 Birkenweg, Berlin", []string{street + "12 Birkenweg, Berlin"}}},
	})
}

func TestGazetteerACommonEnglishWordOpeningASentenceNamesNoStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a verb opening the sentence before a bare street ending and a number is no street", detectCase{"See Platz 101 for details.", nil}},
		{"a name before a bare street ending is a street", detectCase{"Berliner Platz 4 is closed.", []string{street + "Berliner Platz 4"}}},
		{"a verb before a bare ending after an address cue is a street", detectCase{"Ship to: See Platz 101", []string{street + "See Platz 101"}}},
	})
}

func TestGazetteerACompoundThatNamesANumberedSpotIsNoStreetAlone(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a storage bay and its number in English text are no street", detectCase{"Go to Lagerplatz 12 and wait.", nil}},
		{"a storage bay after a preposition that names no place is no street", detectCase{"Notes for Lagerplatz 4:\n- done", nil}},
		{"a platform after an is no street", detectCase{"Der Bus hält an Bahnsteig 4.", nil}},
		{"such a compound with an address cue and a postcode is a street", detectCase{"Adresse: Lagerplatz 4, 80331 München", []string{street + "Lagerplatz 4, 80331 München"}}},
	})
}
