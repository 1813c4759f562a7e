package gazetteer

import "testing"

func TestGazetteerASecondSurnameCompletesALowerCasePerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known second surname before the end of the text", detectCase{"nombre completo: jessica garcía esteve", []string{per + "jessica garcía esteve"}}},
		{"a register's second surname before a day", detectCase{"el contrato fue firmado por paloma lamas vilanova ayer", []string{per + "paloma lamas vilanova"}}},
		{"a known second surname before a relative day", detectCase{"hablé con maría garcía lópez ayer", []string{per + "maría garcía lópez"}}},
		// Not surnames.
		{"a Spanish verb after the name", detectCase{"maría garcía vino ayer", []string{per + "maría garcía"}}},
		{"a large city after the name", detectCase{"maria garcia madrid office", []string{per + "maria garcia", "LOCATION:madrid"}}},
		{"a common English word after the name", detectCase{"call john smith hospital now", []string{per + "john smith"}}},
	})
}
