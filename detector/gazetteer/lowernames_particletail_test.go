package gazetteer

import "testing"

func TestGazetteerLowerCaseParticleAndSurnameInNoListEndAnEnglishName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a particle and a word in no list after a first name end the name", detectCase{"can you forward this to nathalie le goff?", []string{per + "nathalie le goff"}}},
		{"de and a word in no list after a first name end the name", detectCase{"the report was written by liv de guellec", []string{per + "liv de guellec"}}},
		// Not names.
		{"a particle and a word that go on with a noun end no name", detectCase{"the report was written by liv de guellec trading desk", []string{per + "liv"}}},
		{"in Spanish text de and a word in no list stay text", detectCase{"hablé con maría de vacaciones esta semana", nil}},
	})
}
