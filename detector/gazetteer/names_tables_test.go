package gazetteer

import "testing"

func TestGazetteerTheCellsOfATablesColumnOfPeopleWrittenWithCapitalsArePersons(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname in no list after a known name under a German header of names is a person", detectCase{"Name;Ort\nWalther Haering;Freudenstadt", []string{per + "Walther Haering", loc + "Freudenstadt"}}},
		{"a first name that is a common word before a surname under a Dutch header is a person", detectCase{"naam;plaats\nNick Verheuvel;Ouwerkerk", []string{per + "Nick Verheuvel"}}},
		{"a name written surname first in a table separated by semicolons is one person", detectCase{"name;email\nClark, Linda;a@example.org", []string{per + "Clark, Linda"}}},
		// Not names.
		{"products under a header of names stay untouched", detectCase{"name,price\nBlue Widget,3\nRed Widget,4", nil}},
		{"places and common words under a header of names are no persons", detectCase{"name,team\nVictoria Station,Ops\nParis Office,Sales", []string{loc + "Victoria", loc + "Paris"}}},
		{"a firm's name with an article under a Dutch header stays untouched", detectCase{"naam;plaats\nDe Gouden Leeuw;Utrecht\nHet Wapen;Delft", []string{loc + "Utrecht"}}},
		{"software under a header of names stays untouched", detectCase{"Name,Type\nJenkins,CI\nGrafana,Dashboards", nil}},
	})
}
