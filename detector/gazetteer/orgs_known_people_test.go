package gazetteer

import "testing"

func TestGazetteerAKnownOrganisationsNameWhereAPersonStandsIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm's name before a comma and a known first name is a surname written first", detectCase{"Notes from Icahn, Carl.", []string{per + "Icahn, Carl"}}},
		{"a firm's name after a colon cue for a person is a surname", detectCase{"Patient: Smania, Pietro", []string{per + "Smania, Pietro"}}},
		{"a firm's name before a known surname is a first name", detectCase{"Then Agari Tanaka called.", []string{per + "Agari Tanaka"}}},
		{"a firm's name after a greeting is a person", detectCase{"Dear Rohlig,", []string{per + "Rohlig"}}},
		{"a firm's name after a first name in no list is that person's surname", detectCase{"Il signor Gianfrancesco Lamborghini lavora presso di noi.", []string{per + "Gianfrancesco Lamborghini"}}},
		{"a firm's name before a surname in no list is that person's first name", detectCase{"Please pay the invoice for Aalto Saarela As Oy.", []string{per + "Aalto Saarela"}}},
		// Firms.
		{"a firm's name before a verb is a firm", detectCase{"Lufthansa cancelled 30 flights.", []string{org + "Lufthansa"}}},
		{"a firm's name in a list of firms is a firm", detectCase{"We use Criteo, Google and Bing.", []string{org + "Criteo", org + "Google", org + "Bing"}}},
	})
}
