package gazetteer

import "testing"

// The first-name dictionary holds rare given names of a country that are
// as often surnames elsewhere ("Bretton", "Barclay", "Aldrich"): the
// firm rules read them as names no list knows, as before the dictionary.
func TestGazetteerFirmsNamedAfterDictionaryFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames as A, B and C are a firm when one is a first name only the dictionary holds",
			detectCase{"The audit went to Hartley, Bretton and Pryce last spring.", []string{org + "Hartley, Bretton and Pryce"}}},
		{"an opening head noun before a first name only the dictionary holds is a firm",
			detectCase{"El pago de Grupo Barclay llegó ayer.", []string{org + "Grupo Barclay"}}},
		{"two surnames joined by et are a firm when the second is a first name only the dictionary holds",
			detectCase{"Facture de Moreau et Aldrich reçue hier.", []string{org + "Moreau et Aldrich"}}},
		{"a customer of a first name only the dictionary holds is a firm's",
			detectCase{"She has been a customer of Bartley for years.", []string{org + "Bartley"}}},
		// People stay people.
		{"three known first names as A, B and C are still people",
			detectCase{"I invited Anna, Paul and Marie to dinner.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"a customer of a known first name and surname is still a person's",
			detectCase{"She is a customer of Anna Becker.", []string{per + "Anna Becker"}}},
	})
}

func TestGazetteerJobNounsThatAreSurnamesInsideFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a job noun that is a known surname after a known first name is the owner's surname before a head noun",
			detectCase{"The refund from Thomas Cook Group arrived.", []string{org + "Thomas Cook Group"}}},
		{"a firm of a first name and a job noun that is a surname keeps its head noun after a cue for people",
			detectCase{"Please contact Thomas Cook Group about the refund.", []string{org + "Thomas Cook Group"}}},
		{"a first name and a job noun that is a surname without a form are a person",
			detectCase{"Ask Thomas Cook about the refund.", []string{per + "Thomas Cook"}}},
		{"a cue word after an article is still no name of the firm after it",
			detectCase{"Der Lieferant Brandt Logistik GmbH hat geliefert.", []string{org + "Brandt Logistik GmbH"}}},
	})
}
