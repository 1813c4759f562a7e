package gazetteer

import "testing"

func TestGazetteerAStreetsNameRunsBackOverAParticleInSmallLetters(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the name's first word before a particle joins a number-last street and its flat", detectCase{"Ship it to Praia de Cavalcanti 71 Apt. 157 today", []string{street + "Praia de Cavalcanti 71 Apt. 157"}}},
		{"the name's first word before a particle joins a number-last street and its town", detectCase{"Address on file: Campo de Costela 74, Almeida", []string{street + "Campo de Costela 74, Almeida"}}},
		{"a person's name and a particle before a count are no street", detectCase{"We saw Maria de Souza 12 days ago.", []string{per + "Maria"}}},
	})
}
