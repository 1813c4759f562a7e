package gazetteer

import "testing"

func TestGazetteerNamesJoinTheirParts(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// Elided particles.
		{"an Irish O' and its name after a first name are the surname", detectCase{"Hey, can you call Trevor O'Connell back?", []string{per + "Trevor O'Connell"}}},
		{"an Italian d' and a known name after a first name are the surname", detectCase{"chiama giulia d'angelo", []string{per + "giulia d'angelo"}}},
		{"an elided particle before a word that is no name stays out", detectCase{"marco d'accordo con te", nil}},
		// Compound first names.
		{"a known first name before a lower-case person joins it", detectCase{"llama a maría josé olmedo", []string{per + "maría josé olmedo"}}},
		{"two known first names before a particle's surname join it", detectCase{"llama a maría josé del olmo", []string{per + "maría josé del olmo"}}},
		{"a function word before a lower-case person stays out", detectCase{"habla con ana garcía", []string{per + "ana garcía"}}},
		// Hyphenated surnames after a first name.
		{"a hyphenated pair of surnames after a first name is a person in lower case", detectCase{"ciao, puoi richiamare ubaldo marchi-vento?", []string{per + "ubaldo marchi-vento"}}},
		{"a hyphenated pair of surnames after a dictionary first name is a person in lower case", detectCase{"salut, tu peux rappeler ghislaine perrot-lacroix ?", []string{per + "ghislaine perrot-lacroix"}}},
		{"a hyphenated pair of surnames alone is still a firm", detectCase{"the contract with hines-jacobs was renewed", []string{org + "hines-jacobs"}}},
	})
}

func TestGazetteerLowerCaseSurnamesWithTheirParticle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname the lists hold with its particle ends a lower-case name", detectCase{"gisteren heb ik met fenna de graaf gebeld", []string{per + "fenna de graaf"}}},
		{"a surname of two particles the lists hold ends a lower-case name", detectCase{"bel even met jurre van den berg", []string{per + "jurre van den berg"}}},
		{"a particle before a word that is no surname adds nothing", detectCase{"envía a pedro de nuevo el archivo", []string{per + "pedro"}}},
	})
}
