package gazetteer

import "testing"

func TestGazetteerSignaturesWrittenSurnameFirst(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname and a comma before a closing's first name on its line are the signer's", detectCase{"Gracias por todo.\n\nUn saludo,\nGarrido, Teodora", []string{per + "Garrido", per + "Teodora"}}},
		{"a known surname before a signer's first name in Italian", detectCase{"Grazie.\n\nA presto,\nGarrido, Teodora", []string{per + "Garrido", per + "Teodora"}}},
		// Not names.
		{"a closing word before a comma is no surname", detectCase{"Thanks, Anna", []string{per + "Anna"}}},
		{"a common word before a comma is no surname on a signature's line", detectCase{"Gracias,\nBest, Teodora", []string{per + "Teodora"}}},
	})
}
