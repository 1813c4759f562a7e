package gazetteer

import "testing"

func TestGazetteerANameInCapitalsAfterAKeyOfAPersonsFieldIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a surname in no list in capitals after a holder's key are a person", detectCase{"INTESTATARIO: GIANNI FICINO", []string{per + "GIANNI FICINO"}}},
		{"a first name and a town's name in capitals after a Spanish holder's key are a person", detectCase{"TITULAR: LILIANA CONESA", []string{per + "LILIANA CONESA"}}},
		{"a Dutch name with its particles in capitals after an applicant's key is a person", detectCase{"AANVRAGER: JONAS VAN DER SPAENDONC", []string{per + "JONAS VAN DER SPAENDONC"}}},
		{"a French name with its particles in capitals after nom is one person", detectCase{"NOM : MARC DE LA RENAULT", []string{per + "MARC DE LA RENAULT"}}},
		{"a name in a person's field ends before a parenthesis", detectCase{"Referente: Flora Trillini (sostituto: Antonio Battelli)", []string{per + "Flora Trillini", per + "Antonio Battelli"}}},
		// Not names.
		{"a status in capitals stays untouched", detectCase{"STATUS: READY", nil}},
		{"a team in capitals after an owner's key stays untouched", detectCase{"OWNER: PLATFORM TEAM", nil}},
		{"a workflow's step in capitals stays untouched", detectCase{"NAME: BUILD AND TEST", nil}},
	})
}
