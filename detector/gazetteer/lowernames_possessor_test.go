package gazetteer

import "testing"

func TestGazetteerALowerCaseFirstNameInASpanishOrItalianFrameIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after an article, a noun and de before a verb owns the thing", detectCase{"el vuelo de alejandra va con retraso", []string{per + "alejandra"}}},
		{"a first name after an article, a noun and di before a copula owns the thing", detectCase{"la moto di gianluca è dal meccanico", []string{per + "gianluca"}}},
		{"a possessor before a verb that its accent shows", detectCase{"la maleta de leandra llegó rota", []string{per + "leandra"}}},
		{"a possessor that is a rare English word in Spanish text", detectCase{"el vuelo de víctor va con retraso", []string{per + "víctor"}}},
		{"a first name after a participle of contact where its phrase ends", detectCase{"ha llamado rigoberto", []string{per + "rigoberto"}}},
		{"a first name after an Italian participle of contact before a day", detectCase{"mi ha scritto francesca ieri sera", []string{per + "francesca"}}},
		{"a first name opening the sentence before a Spanish verb of the third person", detectCase{"bernardino llega mañana a las diez", []string{per + "bernardino"}}},
		{"a first name after a day that opens the sentence, before a negation", detectCase{"oggi melania non viene in ufficio", []string{per + "melania"}}},
		{"a first name before an object pronoun and a verb that is a surname too, before a day", detectCase{"ilario lo manda domani", []string{per + "ilario"}}},
		{"a possessor before Italian è, which is no initial", detectCase{"il pacco di ornella è stato consegnato", []string{per + "ornella"}}},
		{"a possessor after an elided article before a verb that ends the name", detectCase{"l'account di enrico resta bloccato", []string{per + "enrico"}}},
		{"a first name after a subordinator before a Spanish verb", detectCase{"¿sabes si aurelia viene a la cena?", []string{per + "aurelia"}}},
		{"a first name after a participle of contact before a verb", detectCase{"me ha llamado américo hace un rato", []string{per + "américo"}}},
		{"a possessor and a surname in no list after a noun of two words, before a verb", detectCase{"la busta paga di federica valguarnera è arrivata sbagliata", []string{per + "federica valguarnera"}}},
		// Not names.
		{"a possessive and a relative after di before a verb", detectCase{"il compleanno di mia madre è sabato", nil}},
		{"a city after di before a verb", detectCase{"il treno di bari parte alle tre", []string{loc + "bari"}}},
		{"a word in no list after a subordinator before a verb", detectCase{"si sigue así lo cambiamos", nil}},
		{"a first name that is a Spanish word after de", detectCase{"el número de luna es 42", nil}},
		{"a first name that is a Spanish word after a participle of contact", detectCase{"ha llamado estrella para preguntar", nil}},
		{"a city after de before a verb", detectCase{"el vuelo de orlando va con retraso", nil}},
		{"a word in no list after de", detectCase{"el vuelo de madrugada va lleno", nil}},
		{"a particle and a known surname before a verb make a longer name", detectCase{"antoine le barre vient demain", []string{per + "antoine le barre"}}},
	})
}

func TestGazetteerLowerCaseWordsOfASentenceAreNoName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word that strengthens thanks is no first name", detectCase{"grazie mille per l'aiuto", nil}},
		{"an Italian possessive is no first name before a known surname", detectCase{"marco e i suoi amici vengono stasera", []string{per + "marco"}}},
		{"a first name that is an Italian possessive too stays a name before a surname", detectCase{"i talked to sue lee yesterday", []string{per + "sue lee"}}},
		{"a word of the shape of an Italian participle is no first name", detectCase{"ho sentito rumore in cantina", nil}},
		{"a German participle after a first name is no surname", detectCase{"hast du max gesehen", []string{per + "max"}}},
		{"a surname of participle shape before the participle stays a surname", detectCase{"ich habe mit jana geiselt gesprochen", []string{per + "jana geiselt"}}},
		{"a German participle ends the name of a first name that is a word", detectCase{"hast du asta gesehen", []string{per + "asta"}}},
		{"a German participle after an auxiliary of the perfect ends the name", detectCase{"das hat laura gesagt", []string{per + "laura"}}},
		{"a Spanish verb ends the name of a first name after a subordinator", detectCase{"cuando fidel vuelve de viaje hablamos", []string{per + "fidel"}}},
		{"an Italian participle after a name of two words is no part of it", detectCase{"riunione con dott. marta franscini spostata a giovedì", []string{per + "marta franscini"}}},
		{"a first name that is a Spanish verb is none before a word in no list", detectCase{"zeferino manda saludos", nil}},
		{"a first name only the dictionary holds after a customer is a person", detectCase{"der kunde willibald hat angerufen", []string{per + "willibald"}}},
		// Names that stay.
		{"a German surname of an adjective's shape after a first name", detectCase{"guten morgen eckard höfig,\nanbei die unterlagen.", []string{per + "eckard höfig"}}},
		{"a first name the dictionary holds and a word in no list", detectCase{"grazie a gianni spostato", []string{per + "gianni spostato"}}},
	})
}
