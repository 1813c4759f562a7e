package gazetteer

import "testing"

func TestGazetteerIndustryHeadsEndFirmsOfRareWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a rare word and Systems are a firm", detectCase{"Our partnership with Kestrel Systems ends in May.", []string{org + "Kestrel Systems"}}},
		{"a rare word, a common one and Services are a firm", detectCase{"Please send the invoice to Halcyon Data Services by Monday.", []string{org + "Halcyon Data Services"}}},
		{"a place and Software are a firm, not a place", detectCase{"We bought it from Ravenna Software last year.", []string{org + "Ravenna Software"}}},
		{"a name and Research are a firm", detectCase{"I talked to Marlow Research about the survey.", []string{org + "Marlow Research"}}},
		{"common words and Services name a layer", detectCase{"The Data Services layer handles retries.", nil}},
		{"common words and Resources name a department", detectCase{"Please contact Human Resources by Friday.", nil}},
		{"common words and Systems name a team", detectCase{"We use the Payment Services module and the Identity Systems team.", nil}},
	})
}

func TestGazetteerFrenchAndGermanHeadsOpenOrEndFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Groupe before a surname opens a firm", detectCase{"Groupe Renault a publié ses chiffres.", []string{org + "Groupe Renault"}}},
		{"Société before a capitalised word opens a firm", detectCase{"Société Générale a publié ses chiffres.", []string{org + "Société Générale"}}},
		{"Verlag after a surname ends a firm", detectCase{"Der Vertrag mit dem Müller Verlag endet.", []string{org + "Müller Verlag"}}},
		// The words alone stay words.
		{"Verlag alone is a noun", detectCase{"Der Verlag hat geantwortet.", nil}},
		{"Société alone is a noun", detectCase{"La Société a répondu hier.", nil}},
		{"Groupe before de and a common noun is no firm", detectCase{"Le Groupe de travail se réunit.", nil}},
	})
}
