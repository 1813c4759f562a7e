package gazetteer

import "testing"

func TestGazetteerLowerCaseNamesListedWithAPersonArePeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a word in no list after and and a person", detectCase{"i forwarded the file to jesse miettinen and jacob valkama", []string{per + "jesse miettinen", per + "jacob valkama"}}},
		{"a first name alone before and and a person", detectCase{"mara and filipa amaral are both on leave", []string{per + "mara", per + "filipa amaral"}}},
		{"a first name alone after and and a person", detectCase{"i forwarded the file to caroline horton and jacob", []string{per + "caroline horton", per + "jacob"}}},
		{"a first name and a word in no list before und and a person", detectCase{"jens-uwe und zdenka barkholz sind beide im urlaub", []string{per + "jens-uwe", per + "zdenka barkholz"}}},
		{"a comma joins no name", detectCase{"ciao federica miettinen, aune valkama viene", []string{per + "federica miettinen"}}},
		// Not names.
		{"a common word listed with a person is none", detectCase{"i forwarded the file to caroline horton and april", []string{per + "caroline horton"}}},
		{"a first name that goes on with a noun is none", detectCase{"caroline horton and jacob vintage wine", []string{per + "caroline horton"}}},
		{"a word in no list alone listed with a person is none", detectCase{"caroline horton and kubectl", []string{per + "caroline horton"}}},
	})
}

func TestGazetteerTwoLowerCaseFirstNamesJoinedByAConjunctionArePeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two first names joined by and", detectCase{"helena and jacob are both on leave", []string{per + "helena", per + "jacob"}}},
		{"two first names joined by und", detectCase{"gudrun und thorben sind im urlaub", []string{per + "gudrun", per + "thorben"}}},
		// Not names.
		{"two months joined by and", detectCase{"april and may were slow months", nil}},
		{"two common words joined by and", detectCase{"rose and jasmine tea are on the menu", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameJoinedToAPersonBeforeAPluralCopula(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after a person and et before c'est is a person", detectCase{"matthieu salmon et emmanuel c'est la meilleure équipe", []string{per + "matthieu salmon", per + "emmanuel"}}},
		{"a first name after a person and et before sont is a person", detectCase{"frédérique ribeiro et céline sont absentes", []string{per + "frédérique ribeiro", per + "céline"}}},
		// Not names.
		{"a common word after a person and a conjunction before a copula is no person", detectCase{"matthieu salmon et moi c'est la meilleure équipe", []string{per + "matthieu salmon"}}},
	})
}
