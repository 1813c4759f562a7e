package gazetteer

import "testing"

func TestGazetteerASlavicTownsNounAfterAParticleAndAnAdjectiveEndsTheTown(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the noun after nad and an adjective ends the town", detectCase{"My address is U Nového Dvora 136\n537 78 Kostelec nad Černými lesy", []string{street + "U Nového Dvora 136\n537 78 Kostelec nad Černými lesy"}}},
		{"the noun after v and an adjective before a stopword ends the town", detectCase{"I moved to Na Kozinci 80, 149 99 Rokytnice v Orlických horách last month.", []string{street + "Na Kozinci 80, 149 99 Rokytnice v Orlických horách"}}},
		{"pri joins the words of a Slovenian town", detectCase{"Ship it to Mirje 777, 3170 Šempeter pri Gorici.", []string{street + "Mirje 777, 3170 Šempeter pri Gorici"}}},
		{"a word in lower case after a town that no particle opens stays out", detectCase{"Ship it to Hauptstraße 5, 10115 Berlin Mitte tomorrow thanks.", []string{street + "Hauptstraße 5, 10115 Berlin Mitte"}}},
	})
}
