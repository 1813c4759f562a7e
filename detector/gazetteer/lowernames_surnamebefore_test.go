package gazetteer

import "testing"

func TestGazetteerLowerCaseSurnameBeforeConjunctionAndFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname before and and a first name is a person", detectCase{"patterson and belinda are on leave", []string{per + "patterson", per + "belinda"}}},
		{"a known surname before et and a first name is a person", detectCase{"joly et josette sont en congé", []string{per + "joly", per + "josette"}}},
		{"a known surname before y and a first name is a person", detectCase{"antúnez y timoteo vienen mañana", []string{per + "antúnez", per + "timoteo"}}},
		{"a known surname before e and a first name is a person", detectCase{"esposito e gianpietro sono in ferie", []string{per + "esposito", per + "gianpietro"}}},
		{"a known surname before und and a first name is a person", detectCase{"holzapfel und vlado sind im urlaub", []string{per + "holzapfel", per + "vlado"}}},
		{"a register's surname opening its sentence before e and a first name is a person", detectCase{"balbo e pomponio sono in ferie", []string{per + "balbo", per + "pomponio"}}},
		// Not names.
		{"a surname before and and a first name that is a common word stays in clear", detectCase{"portugal abbreviates são and santo", []string{"LOCATION:portugal", per + "santo"}}},
		{"a common word before and and a first name is none", detectCase{"bread and belinda are on the list", []string{per + "belinda"}}},
		{"a place before and and a first name is none", detectCase{"berlin and belinda were great", []string{"LOCATION:berlin", per + "belinda"}}},
		{"a German noun before und and a first name is none", detectCase{"kuchen und anna kommen gleich", []string{per + "anna"}}},
		{"an Italian word before e and a first name is none", detectCase{"vino e giulia arrivano", []string{per + "giulia"}}},
	})
}
