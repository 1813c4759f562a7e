package gazetteer

import "testing"

func TestGazetteerIrishPrefixesAndParticlesInStreetNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Irish O' before the name keeps the street whole", detectCase{"Deliver to: 60 O'Connell Street, Galway", []string{street + "60 O'Connell Street, Galway"}}},
		{"a lower-case o' in a text without capitals keeps the street whole", detectCase{"address: 85 o'duffy street", []string{street + "85 o'duffy street"}}},
		{"a lower-case particle before a capitalised name opens the street's name", detectCase{"Send to 26 de Courcey Street, Cork", []string{street + "26 de Courcey Street, Cork"}}},
		{"a particle and a name before a common noun are no street", detectCase{"I have 3 de Luca cousins", nil}},
	})
}
