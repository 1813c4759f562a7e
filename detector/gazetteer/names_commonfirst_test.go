package gazetteer

import "testing"

func TestGazetteerAFirstNameThatIsACommonWordBeforeASurnameNoListKnows(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common-word first name and a surname in no list are a name", detectCase{"Thanks to Iris Mazilescu for the review.", []string{per + "Iris Mazilescu"}}},
		{"in English after ship to", detectCase{"Please ship to Iris Mazilescu tomorrow.", []string{per + "Iris Mazilescu"}}},
		// Not names.
		{"in German text a capitalised word is no evidence", detectCase{"Die Iris Blendenöffnung ist zu klein.", nil}},
	})
}

func TestGazetteerInGermanTextACommonWordFirstNameBeforeASurnameThatIsNoGermanNounIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German line of capitalised nouns is no heading that hides the pair", detectCase{"Bitte schicken Sie die Lieferung an Iris Mazilescu in Bukarest.", []string{per + "Iris Mazilescu"}}},
		{"a short address line of capitalised words is no heading either", detectCase{"Lieferung an Iris Mazilescu, Drumul Dima, Mangalia, 684613", []string{per + "Iris Mazilescu", street + "Drumul Dima, Mangalia, 684613"}}},
		{"after a preposition in a ticket", detectCase{"Der Vertrag wurde von Rose Tănăsescu unterschrieben.", []string{per + "Rose Tănăsescu"}}},
		// Not names.
		{"a German noun after the first name is a compound's part", detectCase{"Bitte prüfen Sie die Iris Kamera im Labor.", nil}},
		{"a heading of German nouns", detectCase{"Iris Erkennung Einstellungen Übersicht", nil}},
		{"a shop's name of German nouns", detectCase{"Lieferung an Iris Apotheke, Bahnhofstraße, Mangalia", []string{loc + "Mangalia"}}},
		{"German prose full of capitalised nouns", detectCase{"Die Lieferung der Ware an den Kunden erfolgt nach Zahlungseingang per Spedition.", nil}},
	})
}
