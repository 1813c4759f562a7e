package gazetteer

import "testing"

func TestGazetteerFirstNamesInUseInSpain(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a short form before a surname in lower case", detectCase{"nacho rebollo firmó el contrato", []string{per + "nacho rebollo"}}},
		{"a Basque first name after a greeting in lower case", detectCase{"hola ainhoa, gracias", []string{per + "ainhoa"}}},
		{"a Catalan short form after a verb of address", detectCase{"dile a montse que venga", []string{per + "montse"}}},
		{"a Galician first name before a surname", detectCase{"Falé con Xoan Rebollo onte.", []string{per + "Xoan Rebollo"}}},
		// Not names.
		{"a common Spanish word that is a rare first name stays a word", detectCase{"hola amor, gracias", nil}},
	})
}
