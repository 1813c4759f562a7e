package gazetteer

import "testing"

func TestGazetteerCuedKnownOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm whose name is a surname is an organisation after works at", detectCase{"She works at Siemens in the finance team.", []string{org + "Siemens"}}},
		{"a firm whose name is a rare word is an organisation after joined", detectCase{"He joined Airbus last spring.", []string{org + "Airbus"}}},
		{"a firm whose name is a surname is an organisation after customer of", detectCase{"We are a customer of Bayer since 2019.", []string{org + "Bayer"}}},
		{"a firm whose name folds to a stopword is an organisation after works at", detectCase{"I work at Uber now.", []string{org + "Uber"}}},
		{"a firm whose name is a German noun is an organisation after bei", detectCase{"Sie arbeitet bei Opel im Einkauf.", []string{org + "Opel"}}},
		{"a firm whose name is a surname is an organisation after chez", detectCase{"Elle travaille chez Renault depuis mars.", []string{org + "Renault"}}},
		{"a firm whose name is a rare word is an organisation after trabaja en", detectCase{"Trabaja en Google desde enero.", []string{org + "Google"}}},
		{"a firm whose name is a surname is an organisation after presso", detectCase{"Lavora presso Siemens da due anni.", []string{org + "Siemens"}}},
		{"a firm whose name is a rare word is an organisation after an invoice from", detectCase{"I got an invoice from Airbus yesterday.", []string{org + "Airbus"}}},
		{"a firm whose name is a place of the Americas is an organisation after from", detectCase{"A refund from Amazon arrived.", []string{org + "Amazon"}}},
		{"a firm whose name folds to a stopword is an organisation before website", detectCase{"This is according to the Uber website.", []string{org + "Uber"}}},
		// Left alone.
		{"a place after from stays a place", detectCase{"She drove from Orange County to the coast.", []string{loc + "Orange"}}},
		{"a website after from is no organisation", detectCase{"I learned this from Wikipedia yesterday.", nil}},
		{"a first name after chez is a person", detectCase{"Elle travaille chez Marie depuis mars.", []string{per + "Marie"}}},
		{"a firm's name in small letters after a cue is no known firm", detectCase{"i got an invoice from siemens yesterday.", nil}},
		{"a firm's name beside another capitalised word after from is read whole", detectCase{"A letter from Airbus Helicopters arrived.", []string{org + "Airbus Helicopters"}}},
		{"a firm's name that is a surname alone is a person", detectCase{"Siemens and Renault are surnames too.", []string{per + "Siemens", per + "Renault"}}},
		{"a firm's name that is a rare word alone is no organisation", detectCase{"Airbus and Amazon are words too.", nil}},
	})
}
