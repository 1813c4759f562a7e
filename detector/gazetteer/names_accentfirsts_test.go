package gazetteer

import "testing"

// An accent that an English demonym lacks makes a known first name of its
// accented spelling ("Germán" is no "German"): the word is the name.
func TestGazetteerAnAccentedFirstNameIsNoEnglishDemonym(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Germán before a surname after a preposition", detectCase{"Mañana viene Germán Rangel a la oficina", []string{per + "Germán Rangel"}}},
		{"Germán and a surname under a key", detectCase{"Inquilino: Germán Lloret", []string{per + "Germán Lloret"}}},
		{"Germán and a surname in a signature", detectCase{"Gracias,\nGermán Contreras", []string{per + "Germán Contreras"}}},
		// Text that must stay untouched.
		{"the English demonym without its accent", detectCase{"The German team won the final.", nil}},
		{"a Spanish demonym with its accent", detectCase{"El equipo alemán ganó la final.", nil}},
	})
}
