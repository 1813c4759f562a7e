package gazetteer

import "testing"

func TestGazetteerThreeNamesThatTakeAVerbInTheSingularAreOneFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three first names before is are one firm", detectCase{"Heath, Jennings and Stanley is opening a new office downtown.", []string{org + "Heath, Jennings and Stanley"}}},
		{"three first names before has are one firm", detectCase{"Lee, Dawson and Wilson has been fined by the regulator.", []string{org + "Lee, Dawson and Wilson"}}},
		{"three first names before has inside a question are one firm", detectCase{"Can you check whether Thomas, Robinson and Arnold has paid the invoice?", []string{org + "Thomas, Robinson and Arnold"}}},
		{"three first names after at are one firm", detectCase{"Does anyone have a contact at Winter, Johnson and Stewart?", []string{org + "Winter, Johnson and Stewart"}}},
		// Text that must stay as it is: people take the plural.
		{"three first names before are stay people", detectCase{"Anna, Paul and Marie are coming tonight.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"three first names before were stay people", detectCase{"Yesterday Anna, Paul and Marie were late.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"three first names after with stay people", detectCase{"I had lunch with Anna, Paul and Marie.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
	})
}
