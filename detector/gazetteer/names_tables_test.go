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

func TestGazetteerAKnownNameThatIsACommonWordIsAPersonInAColumnOfFirstNamesOrSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"first names and surnames that are common English words in split columns", detectCase{"first_name,last_name,city\nRay,Green,Denver\nDean,Hall,Austin",
			[]string{per + "Ray", per + "Green", loc + "Denver", per + "Dean", per + "Hall", loc + "Austin"}}},
		{"surnames that are common words in a column of surnames", detectCase{"id;nachname;vorname\n1;Young;Jonas\n2;Wright;Petra",
			[]string{per + "Young", per + "Jonas", per + "Wright", per + "Petra"}}},
		// Text that must stay untouched.
		{"common words in a column of whole names", detectCase{"name,price\nGreen,3\nHall,5", nil}},
		{"words in no name list in a column of first names", detectCase{"first_name,count\nTotal,3\nOther,5", nil}},
	})
}

// A table's header of the bare words first and last, or given and family,
// heads two columns of a name's parts when both stand in it.
func TestGazetteerATablesHeaderOfFirstAndLastHeadsColumnsOfNamesParts(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and a first name under Last and First", detectCase{"Last,First\nBall,Grace\nHall,Dorothy", []string{per + "Ball", per + "Grace", per + "Hall", per + "Dorothy"}}},
		{"first and last columns with a team", detectCase{"first;last;team\nGrace;Ball;ops", []string{per + "Grace", per + "Ball"}}},
		{"given and family columns", detectCase{"Given|Family\nAbbie|Reed", []string{per + "Abbie", per + "Reed"}}},
		{"a surname that is one of the commonest words beside a first name under Last and First", detectCase{"Last,First\nHunt,Leon", []string{per + "Hunt", per + "Leon"}}},
		// Text that must stay untouched.
		{"a last column without a first one", detectCase{"Item,Last\nWidget,Green", nil}},
		{"first and last columns of values", detectCase{"Stage,First,Last\nBuild,Draft,Final", nil}},
		{"the commonest words under first and last columns", detectCase{"Metric,First,Last\nLatency,Low,High", nil}},
		{"the commonest words of a cache under first and last columns", detectCase{"Cache,First,Last\nL1,Miss,Hit", nil}},
	})
}
