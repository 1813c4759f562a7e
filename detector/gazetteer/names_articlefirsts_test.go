package gazetteer

import "testing"

func TestGazetteerAFirstNameAndSurnameAfterAGermanArticleAreAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"bei der before a first name and a surname", detectCase{"Ich war gestern bei der Anna Reinhardt.", []string{per + "Anna Reinhardt"}}},
		{"mit der before a first name and a surname", detectCase{"Ich habe mit der Laura Hoffmann gesprochen.", []string{per + "Laura Hoffmann"}}},
		{"mit dem before a first name and a surname", detectCase{"Ich habe mit dem Peter Schulz telefoniert.", []string{per + "Peter Schulz"}}},
		{"a first name and a surname in no list", detectCase{"Termin bei der Anna Jesselbrink am Montag.", []string{per + "Anna Jesselbrink"}}},
		// Text that must stay untouched.
		{"a noun after the article", detectCase{"Ich war gestern bei der Bank.", nil}},
		{"a first name and a noun naming a firm", detectCase{"Wir treffen uns in der Anna Stiftung morgen.", []string{org + "Anna Stiftung"}}},
		{"a first name, a surname and a noun naming a place", detectCase{"Ich war an der Sophie Scholl Schule.", nil}},
		{"a first name and a street's word", detectCase{"Das Haus steht in der Marien Straße.", nil}},
	})
}

func TestGazetteerALoneFirstNameAfterAGermanArticleIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"die before a first name alone", detectCase{"Hast du die Ida schon gefragt?", []string{per + "Ida"}}},
		{"der before a first name opening the sentence", detectCase{"Der Heiko hat heute frei.", []string{per + "Heiko"}}},
		{"den before a first name", detectCase{"Ich hab den Tilmann gestern im Supermarkt gesehen.", []string{per + "Tilmann"}}},
		{"mit der before a first name", detectCase{"Mit der Simone hab ich schon geredet.", []string{per + "Simone"}}},
		{"dem before a first name", detectCase{"Gib das bitte dem Frederik, der wartet.", []string{per + "Frederik"}}},
		{"dem before a first name and a German noun is read as without the article", detectCase{"Hab dem Steve Bescheid gesagt.", []string{per + "Steve Bescheid"}}},
		{"den before first names joined by a hyphen", detectCase{"Ich hab den Hans-Dieter gestern gesehen.", []string{per + "Hans-Dieter"}}},
		// Text that must stay untouched.
		{"a car's model after the article", detectCase{"Der Mercedes steht in der Garage.", nil}},
		{"a voice assistant after the article", detectCase{"Frag die Alexa, wie das Wetter wird.", nil}},
		{"a first name that is a German noun", detectCase{"Der Wolf heult im Wald.", nil}},
		{"a first name that is an English word of the commonest levels", detectCase{"Die Will ist stark.", nil}},
		{"a first name joined to a noun by a hyphen", detectCase{"Die Max-Planck-Gesellschaft forscht.", nil}},
		{"a month after the article", detectCase{"Der August war heiß.", nil}},
	})
}

func TestGazetteerADeterminerBeforeAPrepositionMarksNoNoun(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"das before an and a name is a pronoun", detectCase{"Schick das an Elisabeth Bachmann, nicht an mich.", []string{per + "Elisabeth Bachmann"}}},
		{"das before bitte and a first name is a pronoun", detectCase{"Gib das bitte Annemarie.", []string{per + "Annemarie"}}},
		{"das before mit and a name is a pronoun", detectCase{"Kläre das mit Maciej Szulim, der weiß Bescheid.", []string{per + "Maciej Szulim"}}},
		// Text that must stay untouched.
		{"an adjective between a determiner and a noun", detectCase{"Die neue Schaltfläche ist grün.", nil}},
		{"a preposition before a noun after a determiner", detectCase{"Schick das an Rechnungswesen, nicht an mich.", nil}},
	})
}
