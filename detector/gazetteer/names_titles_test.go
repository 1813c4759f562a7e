package gazetteer

import "testing"

func TestGazetteerAJobTitleAfterANamesCommaIsNoName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Head after a name's comma is the title", detectCase{"Anna Becker, Head of Sales", []string{per + "Anna Becker"}}},
		{"Senior after a name's comma is the title", detectCase{"Anna Becker, Senior Engineer", []string{per + "Anna Becker"}}},
		{"a French title after a name's comma is the title", detectCase{"Marc Dupont, Responsable commercial", []string{per + "Marc Dupont"}}},
		{"a German title and its department after a name's comma", detectCase{"Anna Becker, Leiterin Vertrieb", []string{per + "Anna Becker"}}},
		{"a German compound title after a name's comma is the title", detectCase{"Anna Becker, Abteilungsleiterin Personal", []string{per + "Anna Becker"}}},
		{"Leiter and its department after a name's comma", detectCase{"Anna Becker, Leiter Einkauf", []string{per + "Anna Becker"}}},
		{"a Spanish title after a name's comma is the title", detectCase{"Juan García, Jefe de ventas", []string{per + "Juan García"}}},
		{"a French manager's title after a name's comma is the title", detectCase{"Philippe Samson, Gérant", []string{per + "Philippe Samson"}}},
		{"an Italian title after a name's comma is the title", detectCase{"Marco Rossi, Direttore commerciale", []string{per + "Marco Rossi"}}},
		{"a title after a cued name's comma is the title", detectCase{"Contact: Anna Becker, Head of Sales at Acme", []string{per + "Anna Becker"}}},
		// Names listed after a name stay names.
		{"a surname listed after a name is a name", detectCase{"Anna Becker, Jensen and Paul Weber", []string{per + "Anna Becker", per + "Jensen", per + "Paul Weber"}}},
		{"a full name listed after a name is a name", detectCase{"Anna Becker, Paul Weber", []string{per + "Anna Becker", per + "Paul Weber"}}},
	})
}
