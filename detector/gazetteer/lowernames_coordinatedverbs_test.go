package gazetteer

import "testing"

func TestGazetteerLowerCasePeopleBeforeAPluralVerb(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish verb of the plural after two first names is no surname", detectCase{"ramiro y mateo vienen", []string{per + "ramiro y mateo"}}},
		{"an Italian verb of the plural after two first names is no surname", detectCase{"rosa e giulia arrivano domani", []string{per + "rosa e giulia"}}},
		{"a first name that is a word before y and a person before a plural verb is a person", detectCase{"amado y mateo vienen a la cena del sábado", []string{per + "amado", per + "mateo"}}},
		// Not names.
		{"two nouns joined before a plural verb are none", detectCase{"sal y pimienta vienen en el paquete", nil}},
		{"a first name that is a word before and and a person in English text is left out", detectCase{"will and grace are on tonight", nil}},
	})
}
