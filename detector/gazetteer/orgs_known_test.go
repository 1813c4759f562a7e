package gazetteer

import "testing"

func TestGazetteerKnownOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known firm opening an English sentence is an organisation", detectCase{"Lufthansa cancelled 30 flights this morning.", []string{org + "Lufthansa"}}},
		{"a known firm in German text is an organisation", detectCase{"Wir haben Criteo mit der Kampagne beauftragt.", []string{org + "Criteo"}}},
		{"a known firm in French text is an organisation", detectCase{"Nous avons signé avec Vattenfall hier.", []string{org + "Vattenfall"}}},
		{"a known firm in Spanish text is an organisation", detectCase{"Iberdrola ha subido sus tarifas.", []string{org + "Iberdrola"}}},
		{"a known firm in Italian text is an organisation", detectCase{"Ho scritto a Finmeccanica ieri.", []string{org + "Finmeccanica"}}},
		{"a known firm before a possessive is an organisation", detectCase{"Lufthansa's results beat expectations.", []string{org + "Lufthansa"}}},
		{"a known firm in a field of a CSV line is an organisation", detectCase{"17;Novartis;1200\nSodexo,2024-03-01,paid", []string{org + "Novartis", org + "Sodexo"}}},
		{"a known firm in a list opens the list's organisations", detectCase{"Vendors: Criteo, Zentrova and Quillmark.", []string{org + "Criteo", org + "Zentrova", org + "Quillmark"}}},
		// Left alone.
		{"a known firm after an honorific is a person's surname", detectCase{"Mr Walgreen called about the invoice.", []string{per + "Walgreen"}}},
		{"a known firm after a first name is a person's surname", detectCase{"Anna Walgreen called about the invoice.", []string{per + "Anna Walgreen"}}},
		{"a firm written in capitals is no known firm", detectCase{"LUFTHANSA cancelled 30 flights.", nil}},
		{"a known firm in small letters is no known firm", detectCase{"lufthansa cancelled 30 flights.", nil}},
		{"a known firm inside code is no organisation", detectCase{"Call criteo.Client then Criteo.New() again.", nil}},
		{"a known firm that is software stays a tool", detectCase{"Grafana shows the latency on GitHub.", nil}},
		{"a firm whose name is a common word needs a cue", detectCase{"Apple pie and Shell scripts are both fine.", nil}},
	})
}
