package gazetteer

import "testing"

func TestGazetteerAnHonorificBeforeASurnamesParticlesNamesTheSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Dr. before a Dutch particle and a word in no list", detectCase{"Dr. de Vries will see you at 3 pm.", []string{per + "de Vries"}}},
		{"Prof. before two Dutch particles", detectCase{"Prof. van der Ploeg has moved the seminar to room 204.", []string{per + "van der Ploeg"}}},
		{"Mevrouw before two Dutch particles", detectCase{"Mevrouw van der Strigt belt u morgen terug.", []string{per + "van der Strigt"}}},
		{"Dhr. before two Dutch particles", detectCase{"Dhr. van den Broek heeft de factuur betaald.", []string{per + "van den Broek"}}},
		{"Frau before a German particle", detectCase{"Frau von Hohenberg ist bis Freitag im Urlaub.", []string{per + "von Hohenberg"}}},
		{"Sra. before a Spanish particle and an article", detectCase{"La Sra. de la Fuente llamará mañana.", []string{per + "de la Fuente"}}},
		{"Mlle before a capitalised French particle", detectCase{"Mlle Le Gall a confirmé le rendez-vous.", []string{per + "Le Gall"}}},
		{"Ms. before a Portuguese particle", detectCase{"Please forward the contract to Ms. da Silva before Friday.", []string{per + "da Silva"}}},
		{"Mr before a particle and a common word", detectCase{"Mr van Stone asked for a refund.", []string{per + "van Stone"}}},
		// Text that must stay untouched.
		{"a French title after Monsieur le", detectCase{"Monsieur le Maire a signé l'arrêté.", nil}},
		{"a French title after Madame la", detectCase{"Madame la Présidente ouvre la séance.", nil}},
		{"Herr der Ringe is a title", detectCase{"Ich lese gerade Herr der Ringe.", nil}},
		{"eine Frau von Welt", detectCase{"Sie ist eine Frau von Welt.", nil}},
		{"a particle before a word in lower case", detectCase{"Dr. de facto approved it.", nil}},
		{"a particle before a weekday", detectCase{"Frau von Montag bis Freitag erreichbar.", nil}},
	})
}
