package gazetteer

import "testing"

func TestGazetteerLowerCaseBareFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is no word of any list is a person wherever it stands in English text", detectCase{"ok so keith approved the budget this morning", []string{per + "keith"}}},
		{"a first name that is no word before a verb the frames do not hold is a person", detectCase{"i think melissa has the keys to the office", []string{per + "melissa"}}},
		{"a first name that is no word after a noun and for is a person", detectCase{"the package for tina arrived at reception", []string{per + "tina"}}},
		{"a first name that is no word before a word that ends the phrase is a person", detectCase{"can u forward this to jessica when you can", []string{per + "jessica"}}},
		{"a first name that is no word in German text is a person", detectCase{"ich glaube yasmin hat den schlüssel", []string{per + "yasmin"}}},
		{"a first name that is no word after laut is a person", detectCase{"laut wolfgang ist das budget durch", []string{per + "wolfgang"}}},
		{"a first name that is no word in an English text with French words is a person", detectCase{"selon océane the budget is ok", []string{per + "océane"}}},
		{"a first name that is no word in French text is a person", detectCase{"selon océane le budget est validé", []string{per + "océane"}}},
		{"a first name that is no word before a comma in French text is a person", detectCase{"bonjour sébastien, ça va ?", []string{per + "sébastien"}}},
		{"a first name that is no word before an irregular English past is a person", detectCase{"apparently natalie quit yesterday", []string{per + "natalie"}}},
		{"a first name of three letters in German text is a person", detectCase{"kommt uwe heute abend mit?", []string{per + "uwe"}}},
		{"a greeting's group before a comma is no surname of the first name after it", detectCase{"hallo zusammen, anna vertritt mich", []string{per + "anna"}}},
		{"a first name that is no word after an inverted German verb is a person", detectCase{"heute hat felicia geburtstag", []string{per + "felicia"}}},
		{"a first name that is no word in Spanish text is a person", detectCase{"vale pues ramiro se encarga del cliente", []string{per + "ramiro"}}},
		{"a first name that is no word at a Spanish phrase's end is a person", detectCase{"esto lo arregla cipriano", []string{per + "cipriano"}}},
		{"a first name that is no word before a Spanish past in -ó is a person", detectCase{"al final gilberto llegó tarde", []string{per + "gilberto"}}},
		{"a first name that is no word after a Spanish past in -ó is a person", detectCase{"lo aprobó celia esta mañana", []string{per + "celia"}}},
		{"a first name that is no word in Italian text is a person", detectCase{"ieri sera è passato ottavio per un saluto", []string{per + "ottavio"}}},
		{"a first name that is no word after an Italian participle is a person", detectCase{"l'ha firmato orlando stamattina", []string{per + "orlando"}}},
		// Not names.
		{"a first name that is a common Spanish word needs a frame in Spanish text", detectCase{"el pedido ya ha sido enviado por correo", nil}},
		{"a first name that is a common Italian word needs a frame in Italian text", detectCase{"il pacco è arrivato, è vero che era rotto", nil}},
		{"a Spanish pronoun that the lists hold as a first name needs a frame", detectCase{"no sé si ella lo sabe", nil}},
		{"a first name after a Spanish or Italian article is a noun", detectCase{"compra una pera e una mela per la cena", nil}},
		{"a first name beside another first name is left to the rules that join names", detectCase{"llama a maría josé del olmo", []string{per + "maría josé del olmo"}}},
		{"a first name after a copula that follows a noun is no subject", detectCase{"die oberfläche ist edel gebürstet", nil}},
		{"a German past of three letters is no first name", detectCase{"er kam gestern nicht mehr zurück", nil}},
		{"a first name that is an English word needs a frame", detectCase{"april just pushed the fix to staging", nil}},
		{"a first name of three letters is no name alone", detectCase{"the len of the slice is the dev count", nil}},
		{"a first name glued to a dot is a field of code", detectCase{"set gp.param to a non-nil value to indicate this", nil}},
		{"a first name before an apostrophe that no space follows is a word", detectCase{"symlinks aren't followed if and only if both are", nil}},
		{"a first name before a colon is a key", detectCase{"version:\n  numero: 5.0.154\n  suma: 4e33feed1ff5", nil}},
		{"a first name after a saint names a place", detectCase{"lo stadio san siro sarà ristrutturato", nil}},
		{"a first name after a determiner is a noun", detectCase{"this program draws a hilbert curve in a box", nil}},
		{"a word of code that the lists hold as a first name is none", detectCase{"given a param assignment for the struct, it returns the padding", nil}},
		{"a first name that is a Spanish word in a text that reads as French needs a frame", detectCase{"ella dijo que el informe ha sido enviado", nil}},
		{"a first name that is a Spanish word in a text with an ñ needs a frame", detectCase{"la señora dice que sido", nil}},
		{"a first name in a text with no marker of English or German needs a frame", detectCase{"el informe ha sido enviado hoy", nil}},
		{"a first name in a text with capitals is left to the other rules", detectCase{"Ok so keith approved the budget.", nil}},
	})
}

func TestGazetteerLowerCaseBareFirstNamesInTextOfNoLanguage(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is no word before a pronoun in a text of no known language is a person", detectCase{"rafaela te manda saludos", []string{per + "rafaela"}}},
		{"a first name that is no word at the end of a text of no known language is a person", detectCase{"happy birthday raymond!!!", []string{per + "raymond"}}},
		{"a first name before a dash between spaces ends its phrase", detectCase{"message for gordon - parcel arrived", []string{per + "gordon"}}},
		{"a first name that opens a line before a dash between spaces is a person", detectCase{"catrin - kannst du pr 412 reviewen", []string{per + "catrin"}}},
		// Not names.
		{"a dash between spaces after a word that is no name marks nothing", detectCase{"the build - as usual - failed", nil}},
		{"a first name that is a common Spanish word stays a word in a text of no known language", detectCase{"dolores de cabeza otra vez", nil}},
		{"a first name before a noun in a text of no known language is no person", detectCase{"mario kart is fun", nil}},
	})
}

func TestGazetteerLowerCaseBareFirstNamesBeforeAnAsideOrAClause(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is no word before an aside in brackets is a person", detectCase{"new account opened for emily (acct 448812)", []string{per + "emily"}}},
		{"a first name that is no word before unless is a person", detectCase{"assigning this to jeffrey unless anyone objects", []string{per + "jeffrey"}}},
		{"a first name that is no word before a French elided de is a person", detectCase{"merci à alix d'avoir réglé la panne", []string{per + "alix"}}},
		{"a first name that is a French word is a person in English text", detectCase{"please add richard to the guest list", []string{per + "richard"}}},
		{"a first name that is a German noun is a person in French text", detectCase{"je vais prendre un café avec michel, je reviens", []string{per + "michel"}}},
		// Not names.
		{"an operating system before an aside in code is no person", detectCase{"solaris (if goos = illumos) darwin (if goos = ios) unix", nil}},
		{"an Italian elided de after a first name is no clause of its own", detectCase{"marco d'accordo con te", nil}},
	})
}

func TestGazetteerAnEmojiEndsTheClauseOfALowerCaseName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before a thumbs-up is a person", detectCase{"ok lucie 👍", []string{per + "lucie"}}},
		{"a first name after ja before an emoji is a person", detectCase{"ja lucie 👍", []string{per + "lucie"}}},
		{"a full name before a monkey emoji is a person", detectCase{"mirjam schubert 🙈", []string{per + "mirjam schubert"}}},
		// Not names.
		{"a word before an emoji is none", detectCase{"ok cool 👍", nil}},
		{"thanks before an emoji name no one", detectCase{"danke 🙏", nil}},
		{"a German noun that is a first name before an emoji is none", detectCase{"die rose 🌹", nil}},
	})
}
