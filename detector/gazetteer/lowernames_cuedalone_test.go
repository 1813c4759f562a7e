package gazetteer

import "testing"

func TestGazetteerLowerCaseCuedLoneFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a greeted first name that is a common word before a comma is a person", detectCase{"hola maría, ¿quedamos mañana a las 5?", []string{per + "maría"}}},
		{"a greeted first name only the register holds is a person", detectCase{"ciao baccio, ci vediamo stasera?", []string{per + "baccio"}}},
		{"a thanked first name only the register holds is a person, stressed or not", detectCase{"grazie niccolò!! a dopo", []string{per + "niccolò"}}},
		{"a greeted surname that the register holds as a first name is a person", detectCase{"ciao ruggiero, ci vediamo stasera?", []string{per + "ruggiero"}}},
		{"a first name only the register holds after di' a is a person", detectCase{"di' a beppe di chiamarmi", []string{per + "beppe"}}},
		{"a first name after lo dico a is a person", detectCase{"ok, lo dico a ramona", []string{per + "ramona"}}},
		{"a first name that is an English word after ping before about is a person", detectCase{"ping sally about the deploy", []string{per + "sally"}}},
		{"a first name after tell at the text's end is a person", detectCase{"ok i'll tell ebony", []string{per + "ebony"}}},
		// Not names.
		{"a first name that is a word after a noun that is a verb of address is none", detectCase{"whose source text line is not none", nil}},
		{"a word after a comma after a verb of address is none", detectCase{"parsing an email message, line by line", nil}},
		{"an auxiliary after a verb of address is none", detectCase{"the call will start at noon", nil}},
		{"an endearment after a thanks is none", detectCase{"gracias amigo, te debo una", nil}},
		{"a word of the thanks is none", detectCase{"thanks again! see you later", nil}},
		{"a possessive after a verb of address is none", detectCase{"scrivi a mia madre che arrivo", nil}},
		{"a possessive after lo dico a is none", detectCase{"lo dico a mia madre stasera", nil}},
	})
}

func TestGazetteerLowerCaseGreetedFirstNamesThatAreGermanNouns(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a German noun after a Spanish greeting is a person", detectCase{"hola fidel, ¿qué tal?", []string{per + "fidel"}}},
		{"a first name that is a German noun after a Spanish greeting alone is a person", detectCase{"hola fidel,", []string{per + "fidel"}}},
		// Not names.
		{"a German noun after a German greeting is the noun", detectCase{"hallo kunde, ihre bestellung ist da", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameGreetedOnSomeonesBehalfOrLoved(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a French word after dis bonjour à", detectCase{"dis bonjour à constance de ma part", []string{per + "constance"}}},
		{"a first name that is an Italian word after saluta", detectCase{"saluta massimo da parte mia", []string{per + "massimo"}}},
		{"a first name that is a Spanish word after saluda a", detectCase{"saluda a dulce de mi parte", []string{per + "dulce"}}},
		{"a first name that is an English word after say hi to", detectCase{"say hi to grace for me", []string{per + "grace"}}},
		{"a first name that is a season after say hi to before for me", detectCase{"say hi to summer for me", []string{per + "summer"}}},
		{"a first name after love you", detectCase{"love you molly", []string{per + "molly"}}},
		{"a first name after te quiero", detectCase{"te quiero lucía", []string{per + "lucía"}}},
		// Not names.
		{"everyone greeted on one's behalf", detectCase{"saluta tutti da parte mia", nil}},
		{"a relative greeted on one's behalf", detectCase{"dis bonjour à ta mère de ma part", nil}},
		{"an adverb after love you is no name", detectCase{"love you too", nil}},
		{"an adverb after te quiero is no name", detectCase{"te quiero mucho", nil}},
		{"a group greeted on one's behalf is no name", detectCase{"say hi to the team for me", nil}},
		{"a season after say hello to is no name", detectCase{"say hello to summer!", nil}},
		{"a season after say hi to before an emoji is no name", detectCase{"say hi to summer 🌞", nil}},
		{"a mood after say hello to is no name", detectCase{"say hello to hope", nil}},
		{"a time of day after say hello to is no name", detectCase{"say hello to dawn", nil}},
		{"harmony after say hello to is no name", detectCase{"say hello to harmony", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterABirthdayWish(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after happy birthday", detectCase{"happy birthday grace!!", []string{per + "grace"}}},
		{"a first name after happy bday", detectCase{"happy bday molly!! 🎂", []string{per + "molly"}}},
		{"a first name after joyeux anniv", detectCase{"joyeux anniv constance !!", []string{per + "constance"}}},
		{"a first name after joyeux anniversaire", detectCase{"joyeux anniversaire jacques", []string{per + "jacques"}}},
		{"a first name after feliz cumple", detectCase{"feliz cumple dulce!!", []string{per + "dulce"}}},
		{"a first name after buon compleanno", detectCase{"buon compleanno massimo!!", []string{per + "massimo"}}},
		// Not names.
		{"a birthday wish to everyone", detectCase{"happy birthday to you", nil}},
		{"a birthday wish to a relative", detectCase{"feliz cumple mamá!!", nil}},
		{"a birthday party", detectCase{"the birthday party is saturday", nil}},
		{"a title called after happy birthday is no name", detectCase{"happy birthday king", nil}},
		{"princess after happy birthday is no name", detectCase{"happy birthday princess", nil}},
		{"a mother called maman after joyeux anniversaire is no name", detectCase{"joyeux anniversaire maman", nil}},
		{"an endearment after bis später is no name", detectCase{"bis später buddy", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterAVerbOfAskingInTheFirstPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a word after le pregunto a", detectCase{"vale, le pregunto a dulce", []string{per + "dulce"}}},
		{"a first name that is a word after chiedo a", detectCase{"ok chiedo a massimo", []string{per + "massimo"}}},
		// Not names.
		{"everyone after chiedo a", detectCase{"ok chiedo a tutti", nil}},
		{"a relative after le pregunto a", detectCase{"le pregunto a mi madre", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterAWishOfLuck(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after good luck", detectCase{"good luck anna 🍀", []string{per + "anna"}}},
		{"a first name after bonne chance", detectCase{"bonne chance marie", []string{per + "marie"}}},
		{"a first name after mucha suerte", detectCase{"mucha suerte lucía!!", []string{per + "lucía"}}},
		// Not names.
		{"good luck with a noun", detectCase{"good luck tomorrow", nil}},
		{"bonne chance to everyone", detectCase{"bonne chance à tous", nil}},
		{"a second chance", detectCase{"give it a chance", nil}},
		{"a nickname of praise after good luck is no name", detectCase{"good luck ace", nil}},
	})
}
