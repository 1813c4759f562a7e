package gazetteer

import "testing"

// A number right after a word makes the word the number's label ("Zimmer
// 12", "Porte 12", "Gleis 3"): a room, a gate or a platform, not a person
// or a place, and no street without a street's support.
func TestGazetteerAWordBeforeANumberIsItsLabel(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname before a room number is the room's label", detectCase{"Zimmer 12 ist ab Montag frei.", nil}},
		{"a town before a hall number is the hall's label", detectCase{"Halle 5, Stand 12", nil}},
		{"a French noun before a gate number is the gate's label", detectCase{"Porte 12 fermée pour travaux", nil}},
		{"a town before a room number is the room's label", detectCase{"Salle 3 au deuxième étage", nil}},
		{"a town before a line number is the line's label", detectCase{"Ligne 4 interrompue ce matin", nil}},
		{"a surname before a till number is the till's label", detectCase{"Kasse 3 bleibt geschlossen", nil}},
		{"a train before its number is no town", detectCase{"Zug 123 fällt heute aus", nil}},
		{"a plural noun before numbers is no town", detectCase{"Salles 3 et 4 réservées pour la formation", nil}},
		{"a noun before a score is no person", detectCase{"Victoire 3-1 contre les voisins", nil}},
		{"two unknown capitalised words before a number are a label", detectCase{"Abfahrten Gleis 3", nil}},
		{"a first name and a surname before a number are still a person", detectCase{"Thomas Müller 2 Tore heute", []string{per + "Thomas Müller"}}},
		{"an honorific and a surname before a number are still a person", detectCase{"Herr Zimmer 12 Jahre im Betrieb", []string{per + "Zimmer"}}},
		{"a large city before a year is still a place", detectCase{"Olympics Paris 2024 tickets", []string{loc + "Paris"}}},
	})
}

// A French article before a capitalised word makes it a common noun, as a
// German one does: "les Salles", "une Victoire".
func TestGazetteerFrenchNounsAfterAnArticleAreNotNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town after a French article is a noun", detectCase{"Les Salles de bains sont rénovées.", nil}},
		{"a first name after a French article is a noun", detectCase{"Une Victoire importante pour le club.", nil}},
		{"a first name after la mid-sentence is a noun", detectCase{"Nous fêtons la Victoire du club avec les joueurs.", nil}},
		{"a country after a French article is still a place", detectCase{"Nous livrons la France et la Belgique depuis Lyon.", []string{loc + "France", loc + "Belgique", loc + "Lyon"}}},
		{"a name after a capitalised article inside a sentence is a place", detectCase{"Nous arrivons à La Rochelle demain.", []string{loc + "Rochelle"}}},
	})
}

// A street needs a street's name and, for a word with a street ending
// alone, something that says it is an address: a postcode or a town, an
// address cue, a preposition; a number after an ordinary noun is none.
func TestGazetteerAStreetNeedsANameAndSupport(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street ending alone is no street", detectCase{"Sie belegt Platz 3 der Tabelle.", nil}},
		{"a rank at the start of a line is no street", detectCase{"Platz 1 im Ranking geht an uns", nil}},
		{"an aisle at the start of a line is no street", detectCase{"Allée 12, rayon frais", nil}},
		{"a compound that starts a sentence without an address is a noun", detectCase{"Lagerplatz 101 ist voll.", nil}},
		{"a parking space is no street", detectCase{"Stellplatz 14 ist frei.", nil}},
		{"a production line is no street", detectCase{"Fertigungsstraße 2 steht still.", nil}},
		{"a production line after an article is no street", detectCase{"Die Fertigungsstraße 2 steht seit Montag still.", nil}},
		{"a parking space after an article is no street", detectCase{"Wir haben den Stellplatz 14 gemietet.", nil}},
		{"a platform is no street", detectCase{"Bahnsteig 4: Verspätung", nil}},
		{"a boarding gate is no street", detectCase{"Embarquement porte 51", nil}},
		{"a departure gate is no street", detectCase{"Départ porte 12 à 14h05", nil}},
		{"a version is no street", detectCase{"Version 2 ist fertig", nil}},
		{"a compound after a German preposition without an article is a noun", detectCase{"Der Zug fährt heute von Flugsteig 9 ab.", nil}},
		{"a compound after auf without an article is a noun", detectCase{"Die Kisten stehen auf Wartesteig 12, sagt das Lager.", nil}},
		{"a street type after a preposition is no street's name", detectCase{"les colis sont en quai 7, le lecteur est hors service.", nil}},
		// Still streets.
		{"a compound after auf with a postcode is a street", detectCase{"Er wohnt auf Lindenweg 4, 80331 München.", []string{street + "Lindenweg 4, 80331 München"}}},
		{"a compound street after a preposition is a street", detectCase{"Das Paket ging an Amselweg 7 statt an die Firma.", []string{street + "Amselweg 7"}}},
		{"a compound street after in der is a street", detectCase{"Treffen in der Ahornstraße 12 um acht.", []string{street + "Ahornstraße 12"}}},
		{"a compound street with its postcode is a street", detectCase{"Stellplatzweg 14, 80331 München", []string{street + "Stellplatzweg 14, 80331 München"}}},
		{"a compound street after an address cue is a street", detectCase{"Ich wohne Tannenweg 3.", []string{street + "Tannenweg 3"}}},
		{"a street type after a name is a street", detectCase{"Rendez-vous au 12 rue Victor Hugo", []string{street + "12 rue Victor Hugo"}}},
		{"a named square is a street", detectCase{"Meet at Kieler Platz 5 tomorrow", []string{street + "Kieler Platz 5"}}},
	})
}
