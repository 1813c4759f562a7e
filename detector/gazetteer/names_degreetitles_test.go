package gazetteer

import "testing"

func TestGazetteerACapitalisedDegreeTitleWithItsDotOpensAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an engineer's title opens a German surname", detectCase{"Ing. Höfig meint, die Zahlen stimmen nicht", []string{per + "Höfig"}}},
		{"an Austrian master's title opens a surname", detectCase{"Mag. Huber ist heute im Büro.", []string{per + "Huber"}}},
		{"an Italian surveyor's title opens a surname", detectCase{"chiedi a Geom. Boito, lo segue lui", []string{per + "Boito"}}},
		{"a Spanish graduate's title opens two surnames", detectCase{"Lic. Pérez Gómez firmó el acta.", []string{per + "Pérez Gómez"}}},
		{"a Spanish doctor's title without a dot opens a surname", detectCase{"Dra Ruiz llamó esta mañana.", []string{per + "Ruiz"}}},
		// Text that must stay untouched.
		{"a degree title in capitals is a word", detectCase{"the ING. Total is 5", nil}},
		{"a degree title in small letters is a word", detectCase{"see lic. Apache for the terms", nil}},
		{"a degree title without its dot opens no person", detectCase{"Ing Bank opened a branch", []string{org + "Ing Bank"}}},
	})
}
