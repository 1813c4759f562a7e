package gazetteer

import "testing"

func TestGazetteerGermanSlotNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a word in no list after an in German text are a person",
			detectCase{"schick das an jenny tlustek", []string{per + "jenny tlustek"}}},
		{"a first name that is an English word and a word in no list after an are a person",
			detectCase{"die rechnung geht an frank jüttner", []string{per + "frank jüttner"}}},
		{"a first name and a surname after a German verb and two softeners are a person",
			detectCase{"frag doch mal stavros klingelhöfer ob das passt", []string{per + "stavros klingelhöfer"}}},
		{"a register's first name before a surname found alone makes one person",
			detectCase{"übergabe an astrit walter ist erledigt", []string{per + "astrit walter"}}},
		{"a first name that is a noun and a word in no list opening the sentence before a verb of people are a person",
			detectCase{"iris gumprich hat sich krank gemeldet", []string{per + "iris gumprich"}}},
		{"a first name and a surname joined by und to ich are a person",
			detectCase{"ich und luljeta beck sind schon da", []string{per + "luljeta beck"}}},
		{"a first name before the genitive of a known surname and a noun is a person",
			detectCase{"tom albrechts nummer hab ich nicht", []string{per + "tom albrechts"}}},
		{"the genitive of a first name before a German noun is a person",
			detectCase{"madeleines auto steht noch da", []string{per + "madeleines"}}},
		{"a first name alone after mit before a participle is a person",
			detectCase{"hab mit marc gesprochen", []string{per + "marc"}}},
		{"a first name alone after grüße an is a person", detectCase{"grüße an bianca", []string{per + "bianca"}}},
		{"a first name that is a noun and a word in no list thanked before a symbol are a person",
			detectCase{"danke roman sieberer 🙏", []string{per + "roman sieberer"}}},
		{"a first name that is a German noun before a known surname where a person stands is a person",
			detectCase{"kannst du mark becker bescheid geben?", []string{per + "mark becker"}}},
		{"a first name and a German noun that no list holds as a name after mit where the phrase ends are a person",
			detectCase{"hab mit heinrich schottin telefoniert", []string{per + "heinrich schottin"}}},
		{"a German noun after an article and mit stays a noun", detectCase{"hab mit der schottin telefoniert", nil}},
		// Text that stays untouched.
		{"the currency after a number stays a word", detectCase{"das kostet zehn mark", nil}},
		{"the currency after mit before a verb stays a word", detectCase{"mit mark bezahlt", nil}},
		{"a cook after an article stays a noun", detectCase{"frag mal den koch", nil}},
		{"a noun after bei stays a noun", detectCase{"bei sonne fahren wir raus", nil}},
		{"a noun after laut stays a noun", detectCase{"laut wetterbericht regnet es", nil}},
		{"an adjective after danke stays a word", detectCase{"danke schnell", nil}},
		{"a pronominal adverb after kannst du stays a word", detectCase{"kannst du daran denken", nil}},
		{"a first name before a noun after an inverted verb is no longer name",
			detectCase{"heute hat felicia geburtstag", []string{per + "felicia"}}},
		{"a greeting's noun stays a word", detectCase{"alles gute zum geburtstag", nil}},
	})
}
