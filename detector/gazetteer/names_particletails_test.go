package gazetteer

import "testing"

func TestGazetteerAParticleAndACapitalisedWordAfterAPersonEndTheName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a French particle before a common word", detectCase{"salut, Robert du Voisin a validé la demande", []string{per + "Robert du Voisin"}}},
		{"a Dutch particle before an English word", detectCase{"hoi, Hamza de Wit heeft het opgelost", []string{per + "Hamza de Wit"}}},
		{"a Portuguese particle before a town", detectCase{"olá, sou Rita do Lima, preciso de ajuda", []string{per + "Rita do Lima"}}},
		{"a Portuguese plural particle", detectCase{"Obrigado, Lucas das Neves ligou ontem.", []string{per + "Lucas das Neves"}}},
		{"two French particles in a header", detectCase{"De : Yves de la Henry <contact@exemple.fr>", []string{per + "Yves de la Henry"}}},
		// Text that must stay untouched.
		{"a German particle before a weekday", detectCase{"Thanks to Anna von Montag bis Freitag.", []string{per + "Anna"}}},
		{"a particle before a month", detectCase{"Marie de Mars à Juin travaille ici.", []string{per + "Marie"}}},
		{"a particle before a word in lower case", detectCase{"Merci Julie de votre aide.", []string{per + "Julie"}}},
	})
}
