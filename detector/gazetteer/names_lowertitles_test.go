package gazetteer

import "testing"

func TestGazetteerATitleWrittenOutInSmallLettersBeforeACapitalisedWordOpensAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"la señora before a surname", detectCase{"La señora Arroyo te llama luego.", []string{per + "Arroyo"}}},
		{"el señor before a surname", detectCase{"Ayer hablé con el señor Lluch.", []string{per + "Lluch"}}},
		{"la signora before a surname", detectCase{"La signora Morpurgo ti richiama dopo.", []string{per + "Morpurgo"}}},
		{"il signor before a surname", detectCase{"Ieri il signor Vigorelli ha chiamato.", []string{per + "Vigorelli"}}},
		{"il dottor before a surname", detectCase{"Ho parlato con il dottor Morpurgo.", []string{per + "Morpurgo"}}},
		{"la dottoressa before a surname", detectCase{"Domani la dottoressa Gibilisco è in ferie.", []string{per + "Gibilisco"}}},
		{"monsieur before a surname", detectCase{"J'ai vu monsieur Delannoy hier.", []string{per + "Delannoy"}}},
		{"madame before a first name and a surname", detectCase{"J'ai appelé madame Céline Guillon ce matin.", []string{per + "Céline Guillon"}}},
		// Text that must stay untouched.
		{"a title before a word in small letters", detectCase{"La señora de la limpieza viene el lunes.", nil}},
		{"a title before an office", detectCase{"La signora Presidente ha aperto la seduta.", nil}},
		{"a title at the end of a sentence", detectCase{"Buenos días, señor.", nil}},
		{"an abbreviated title without its dot before a capitalised word", detectCase{"The timeout is 30 ms Total.", nil}},
	})
}
