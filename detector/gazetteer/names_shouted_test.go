package gazetteer

import "testing"

func TestGazetteerAFullNameInCapitalsInATextWithSmallLettersIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian name in capitals after a participle", detectCase{"Chiuso da MARIA BERNETTI, duplicato del #29894", []string{per + "MARIA BERNETTI"}}},
		{"a French name in capitals that signs a deed", detectCase{"Fait à Paris, signé par ADRIEN PETITJEAN.", []string{loc + "Paris", per + "ADRIEN PETITJEAN"}}},
		{"a German name in capitals in chat", detectCase{"Mit ERIC FLANTZ besprochen, passt.", []string{per + "ERIC FLANTZ"}}},
		{"a Spanish name of three words in capitals", detectCase{"MARIA LOPEZ GARCIA ha llamado", []string{per + "MARIA LOPEZ GARCIA"}}},
		// Text that must stay untouched.
		{"a heading in capitals", detectCase{"WELCOME TO MARIA STUDIOS", nil}},
		{"a first name and a common word", detectCase{"the GRACE PERIOD ends on Monday", nil}},
		{"a village in capitals", detectCase{"Post it to UPTON SCUDAMORE, please.", []string{loc + "UPTON SCUDAMORE"}}},
	})
}
