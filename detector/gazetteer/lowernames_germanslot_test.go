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
		{"a first name that is a German noun greeted after grüße an at the text's end is a person",
			detectCase{"grüße an mark", []string{per + "mark"}}},
		{"a first name that is a German noun and a known surname that is one too after grüße an are a person",
			detectCase{"grüße an mark fuchs", []string{per + "mark fuchs"}}},
		{"a first name after und and a person before a verb of people is a person",
			detectCase{"anna und tom vertritt uns", []string{per + "anna", per + "tom"}}},
		{"a first name before the participle of a separable verb is a person",
			detectCase{"ich hab frank angerufen", []string{per + "frank"}}},
		{"a first name after bis dann is a person", detectCase{"bis dann julian", []string{per + "julian"}}},
		{"a first name after tschau is a person", detectCase{"tschau janine", []string{per + "janine"}}},
		{"a first name that is a town joined by und to a person is a person",
			detectCase{"florence und brian anderson sind raus", []string{per + "florence", per + "brian anderson"}}},
		{"a first name after und and a person before a verb of the plural is a person",
			detectCase{"rebecca käser und lorena kommen später", []string{per + "rebecca käser", per + "lorena"}}},
		{"the genitive of a short first name before a German noun is a person",
			detectCase{"ians geburtstag ist morgen", []string{per + "ians"}}},
		{"a first name that is a German noun before a verb of calling after kannst du is a person",
			detectCase{"kannst du rose anrufen?", []string{per + "rose"}}},
		{"a first name that is a month's abbreviation before a verb of calling after kannst du is a person",
			detectCase{"kannst du jan anrufen?", []string{per + "jan"}}},
		{"a first name that is a German noun and a known surname that is one too opening the sentence before a verb are a person",
			detectCase{"rose richter ist krank", []string{per + "rose richter"}}},
		{"a first name that is a German noun hailed at the line's start before a comma is a person",
			detectCase{"hallo rose, kurze frage", []string{per + "rose"}}},
		{"a first name that is a German noun thanked before an exclamation mark is a person",
			detectCase{"danke mark!", []string{per + "mark"}}},
		// Text that stays untouched.
		{"a noun hailed that is no first name stays a word", detectCase{"hallo welt!", nil}},
		{"thanks with an adverb name no one", detectCase{"danke schön!", nil}},
		{"a month's abbreviation after von stays a month", detectCase{"von jan bis märz", nil}},
		{"a plural noun that is a first name before a verb of seeing stays a noun", detectCase{"ich hab rosen gesehen", nil}},
		{"the genitive of a capital that is a first name before a German noun names no one", detectCase{"sofias altstadt ist alt", nil}},
		{"bis dann alone names no one", detectCase{"bis dann, tschau", nil}},
		{"an Austrian farewell names no one", detectCase{"bussi baba", nil}},
		{"a group greeted after grüße an stays a word", detectCase{"grüße an alle", nil}},
		{"a German noun after grüße an and an article stays a word", detectCase{"grüße an die mark brandenburg", nil}},
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

func TestGazetteerAGermanArticleBeforeAFirstNameWhereAPersonStands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after an article that opens the sentence before a verb of people is a person", detectCase{"der konstantin hat das gemacht", []string{per + "konstantin"}}},
		{"a first name after die opening the sentence before ist is a person", detectCase{"die manuela ist krank", []string{per + "manuela"}}},
		{"a first name after an article after a verb of people is a person", detectCase{"hat die nadia schon angerufen?", []string{per + "nadia"}}},
		{"a first name after an article after frag mal is a person", detectCase{"frag mal die jasmina", []string{per + "jasmina"}}},
		{"a first name after den after hab is a person", detectCase{"ich hab den leonard gefragt", []string{per + "leonard"}}},
		{"a first name after der after mit is a person", detectCase{"mit der jasmina geredet", []string{per + "jasmina"}}},
		{"a first name and a surname after an article are a person", detectCase{"der florin gfeller ist neu im team", []string{per + "florin gfeller"}}},
		// Not names.
		{"a noun after an article that opens the sentence is none", detectCase{"die rose hat geblüht", nil}},
		{"a noun that is a first name after mit der is none", detectCase{"mit der mark bezahlt", nil}},
		{"a month after an article is none", detectCase{"der august war heiß", nil}},
		{"a word after an article in no sentence of people is none", detectCase{"die maria himmelfahrt ist ein feiertag", nil}},
	})
}

func TestGazetteerAKnownSurnameAfterAnArticleThatOpensTheSentenceBeforeAVerbOfPeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after die before hat is a person", detectCase{"die lindner hat wieder verschlafen", []string{per + "lindner"}}},
		{"a known surname after der before kommt is a person", detectCase{"der hofstetter kommt später", []string{per + "hofstetter"}}},
		{"a known surname after der after a sentence's end is a person", detectCase{"ok. der pfister meint, das passt", []string{per + "pfister"}}},
		// Not names.
		{"a noun after die before hat is none", detectCase{"die sparkasse hat geschlossen", nil}},
		{"a noun after der before kommt is none", detectCase{"der elektriker kommt morgen", nil}},
		{"an English word after der before ist is none", detectCase{"der server ist down", nil}},
		{"a known surname after die inside a sentence is none", detectCase{"ich glaube die lindner hat", nil}},
		{"a known surname after der before a word that is no verb is none", detectCase{"der pfister vertrag", nil}},
		{"a supermarket after der before hat is none", detectCase{"der aldi hat schon auf", nil}},
		{"a health insurer after die before hat is none", detectCase{"die barmer hat geschrieben", nil}},
		{"a supermarket that is a first name after der is none", detectCase{"der penny hat zu", nil}},
		{"a noun that is a first name after die is none", detectCase{"die flora ist hier vielfältig", nil}},
	})
}

func TestGazetteerTheGermanVerbMeintIsNoFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before meint is the person alone", detectCase{"tom meint, das passt", []string{per + "tom"}}},
		// Not names.
		{"meint after a pronoun is the verb", detectCase{"er meint, das passt", nil}},
		{"meint without a comma after a pronoun is the verb", detectCase{"sie meint das passt", nil}},
	})
}

func TestGazetteerAKnownSurnameAfterAnArticleAfterAVerbThatTakesAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after frag den is a person", detectCase{"frag den hofstetter", []string{per + "hofstetter"}}},
		{"a known surname after ruf mal die before an is a person", detectCase{"ruf mal die lindner an", []string{per + "lindner"}}},
		{"a known surname after sag der before bescheid is a person", detectCase{"sag der pfister bescheid", []string{per + "pfister"}}},
		// Not names.
		{"a noun after frag den is none", detectCase{"frag den chef", nil}},
		{"a car after mit dem is none", detectCase{"ich fahr mit dem opel", nil}},
		{"a known surname after an article before a noun is none", detectCase{"frag den pfister vertrag an", nil}},
		{"a health insurer after ruf mal die is none", detectCase{"ruf mal die barmer an", nil}},
	})
}

func TestGazetteerAKnownSurnameAloneAfterAGermanPrepositionOfPeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after schick das an is a person", detectCase{"schick das an lindner", []string{per + "lindner"}}},
		{"a known surname after termin mit is a person", detectCase{"termin mit pfister", []string{per + "pfister"}}},
		// Not names.
		{"a noun after mit is none", detectCase{"mit vergnügen gesprochen", nil}},
		{"an English word after an is none", detectCase{"schick das an support", nil}},
		{"a known surname before a noun is none", detectCase{"mit pfister vertrag", nil}},
		{"an adjective after danke is none", detectCase{"danke schnell", nil}},
		{"an adverb that opens the sentence is none", detectCase{"lange hat es gedauert", nil}},
		{"a word before a conjunction after mit is none", detectCase{"mit klein und groß", nil}},
	})
}

func TestGazetteerAFirstNameAfterAnArticleAfterAVerbThatOpensAQuestion(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after ist die is a person", detectCase{"ist die jasmina schon da?", []string{per + "jasmina"}}},
		{"a first name after war der is a person", detectCase{"war der konstantin heute im büro?", []string{per + "konstantin"}}},
		// Not names.
		{"a noun after ist die before a participle is none", detectCase{"ist die sache schon erledigt?", nil}},
		{"a noun after ist die is none", detectCase{"ist die rose schon verblüht?", nil}},
	})
}

func TestGazetteerAFirstNameAfterAnArticleTakesOnlyAFirmSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a known surname after an article after a question's verb are a person", detectCase{"ist die jasmina schubert schon da?", []string{per + "jasmina schubert"}}},
		// Not names.
		{"a feast after ist die is none", detectCase{"ist die maria himmelfahrt ein feiertag?", nil}},
	})
}

func TestGazetteerLowerCaseACommonSurnameThatIsAlsoABrandAfterAGermanArticleIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common surname that is also a brand after der is a person", detectCase{"der brandt hat angerufen", []string{per + "brandt"}}},
		{"a common surname that is also a firm after frag den is a person", detectCase{"frag den bosch", []string{per + "bosch"}}},
	})
}
