package gazetteer

import "testing"

func TestGazetteerAWordInNoListBesideAPersonIsPartOfTheName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name in no list before a double surname joins it", detectCase{"Ho parlato con Nedda Armellini-Satriani ieri.", []string{per + "Nedda Armellini-Satriani"}}},
		{"a first name in no list before a surname in a list of people joins it", detectCase{"Teilnehmer: Freia Kambs, Niklas Mühle", []string{per + "Freia Kambs", per + "Niklas Mühle"}}},
		{"a first name in no list opens a signature's double surname named after a town", detectCase{"Cordiali saluti,\nGioachino Sonnino-Borrani", []string{per + "Gioachino Sonnino-Borrani"}}},
		{"a small town right after a first name and a surname is the second surname", detectCase{"Hablé con Elías Rius Ripoll sobre la factura.", []string{per + "Elías Rius Ripoll"}}},
		// Not names.
		{"an imperative opening the sentence stays out of the name after it", detectCase{"Appelez Wyrnimwyr demain.", []string{per + "Wyrnimwyr"}}},
		{"a common word after a person stays out", detectCase{"We met Anna Rossi Tuesday.", []string{per + "Anna Rossi"}}},
		{"a product after a person stays out", detectCase{"Anna Schmidt Grafana dashboard", []string{per + "Anna Schmidt"}}},
		{"a large city after a person's preposition stays a place", detectCase{"Ayer Elías Rius llegó a Madrid.", []string{per + "Elías Rius", loc + "Madrid"}}},
		{"two towns joined by a hyphen are no double surname", detectCase{"Die Strecke Kreuzberg-Friedrichshain ist gesperrt.", nil}},
	})
}

func TestGazetteerAPlaceThatIsAFirstNameBeforeParticlesAndASurnameIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capital city's first name before van and a surname is a person", detectCase{"Sofia van Leeuwen belde gisteren.", []string{per + "Sofia van Leeuwen"}}},
		{"a city's first name before two particles is a person", detectCase{"Milan van de Leemput vroeg naar de factuur.", []string{per + "Milan van de Leemput"}}},
		{"a city's first name before de and a surname after a field's colon is a person", detectCase{"Cliente: León de Reguera", []string{per + "León de Reguera"}}},
		{"a city's first name before da is a person in Portuguese", detectCase{"Victoria de Barbosa ligou ontem.", []string{per + "Victoria de Barbosa"}}},
		// Not names.
		{"a city before a country after a locative stays places", detectCase{"Flights from Santiago de Chile leave daily.", []string{loc + "Santiago", loc + "Chile"}}},
		{"a city before particles and a lower-case word stays a place", detectCase{"Il vit à Paris de temps en temps.", []string{loc + "Paris"}}},
		{"a multi-word place stays a place", detectCase{"Rio de Janeiro is hot.", []string{loc + "Rio de Janeiro"}}},
	})
}
