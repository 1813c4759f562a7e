package gazetteer

import "testing"

func TestGazetteerARomancePronounOpeningASentenceIsNoFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Italian mia before a noun is my", detectCase{"Mia madre arriva domani.", nil}},
		{"Italian mia before a noun in a longer text", detectCase{"Mia sorella lavora a Roma.", []string{loc + "Roma"}}},
		{"Spanish ella before a verb is she", detectCase{"Ella vive en Madrid.", []string{loc + "Madrid"}}},
		{"Spanish ella before es is she", detectCase{"Ella es mi hermana.", nil}},
		{"Spanish ella before a verb with an accent is she", detectCase{"Ella llegó tarde.", nil}},
		{"Spanish ella before a verb of speech is she", detectCase{"Ella dijo que la vpn vuelve a fallar.", nil}},
		{"French elle before a verb of speech is she", detectCase{"Elle dit que le vpn est en panne.", nil}},
		// Mia and Ella the people stay found.
		{"Mia with a surname is a name", detectCase{"Mia Schmidt kommt morgen.", []string{per + "Mia Schmidt"}}},
		{"Ella with a surname is a name", detectCase{"Ella Fitzgerald sang.", []string{per + "Ella Fitzgerald"}}},
		{"Mia after a greeting is a name", detectCase{"Hallo Mia, wie geht's?", []string{per + "Mia"}}},
		{"Ella before an English verb is a name", detectCase{"Ella called about the invoice.", []string{per + "Ella"}}},
		{"Ella before an English verb of speech is a name", detectCase{"Ella said the vpn is down.", []string{per + "Ella"}}},
		{"Ella with a surname before a verb of speech is a name", detectCase{"Ella Fitzgerald dijo que sí.", []string{per + "Ella Fitzgerald"}}},
		{"Mia mid-sentence in English is a name", detectCase{"Please send it to Mia tomorrow.", []string{per + "Mia"}}},
	})
}
