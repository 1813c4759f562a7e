package gazetteer

import "testing"

func TestGazetteerThreeNamesJoinedByAnotherLanguagesConjunctionAreOneFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three names joined by English and in a German sentence are one firm", detectCase{"Die Haftung der Powell, Harris and Simpson ist ausgeschlossen.", []string{org + "Powell, Harris and Simpson"}}},
		{"three names joined by English and after a German key and before a comma are one firm", detectCase{"Auftraggeber: Brown, Edwards and Moore, Bestellung vom 3. März", []string{org + "Brown, Edwards and Moore"}}},
		{"three names joined by English and in a French sentence are one firm", detectCase{"Nous avons reçu la commande de Bailey, Gutierrez and Anderson hier.", []string{org + "Bailey, Gutierrez and Anderson"}}},
		{"three names joined by und in an English sentence are one firm", detectCase{"We have received the order from Brandt, Köhler und Vogel today.", []string{org + "Brandt, Köhler und Vogel"}}},
		{"three names joined by English and in an English sentence keep the rules of English", detectCase{"I met Bennett, Brown and Dean yesterday.", []string{per + "Bennett", per + "Brown", per + "Dean"}}},
		{"three first names joined by English and in a German sentence stay people", detectCase{"Ich habe Anna, Paul and Marie gestern gesehen.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"two names written surname first joined by und in an English text stay people", detectCase{"See Kambs, Patrick und Reichmann, Korbinian for the list.", []string{per + "Kambs, Patrick", per + "Reichmann, Korbinian"}}},
		{"three common words joined by English and in a German sentence are no firm", detectCase{"Die Farben Black, White and Grey sind verfügbar.", nil}},
	})
}
