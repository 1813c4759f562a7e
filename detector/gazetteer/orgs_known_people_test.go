package gazetteer

import "testing"

func TestGazetteerAKnownOrganisationsNameWhereAPersonStandsIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm's name before a comma and a known first name is a surname written first", detectCase{"Notes from Icahn, Carl.", []string{per + "Icahn, Carl"}}},
		{"a firm's name after a colon cue for a person is a surname", detectCase{"Patient: Smania, Pietro", []string{per + "Smania, Pietro"}}},
		{"a firm's name before a known surname is a first name", detectCase{"Then Agari Tanaka called.", []string{per + "Agari Tanaka"}}},
		{"a firm's name after a greeting is a person", detectCase{"Dear Rohlig,", []string{per + "Rohlig"}}},
		// Firms.
		{"a firm's name before a verb is a firm", detectCase{"Lufthansa cancelled 30 flights.", []string{org + "Lufthansa"}}},
		{"a firm's name in a list of firms is a firm", detectCase{"We use Criteo, Google and Bing.", []string{org + "Criteo", org + "Google", org + "Bing"}}},
	})
}
