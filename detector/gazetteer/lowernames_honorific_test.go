package gazetteer

import "testing"

func TestGazetteerLowerCaseHonorifics(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German noun after herr without a dot is a surname", detectCase{"herr koch kommt morgen vorbei.", []string{per + "koch"}}},
		{"a word in no list after frau is a surname", detectCase{"frau kleinschmidt hat angerufen.", []string{per + "kleinschmidt"}}},
		{"a surname after the salutation's frau", detectCase{"sehr geehrte frau schmidt, anbei die unterlagen.", []string{per + "schmidt"}}},
		{"an honorific is no surname after the salutation's adjective", detectCase{"sehr geehrter herr hethur, anbei die unterlagen.", []string{per + "hethur"}}},
		{"a first name and a surname after herr", detectCase{"herr hans müller kommt morgen.", []string{per + "hans müller"}}},
		{"a known surname after a word in no list after herr", detectCase{"herr mikhail hartmann bittet um rückruf.", []string{per + "mikhail hartmann"}}},
		{"a first name and a word in no list after frau", detectCase{"frau britta trupp hat angerufen.", []string{per + "britta trupp"}}},
		{"a verb after a surname that is a noun is no part of the name", detectCase{"herr koch kommt morgen vorbei.", []string{per + "koch"}}},
		{"a verb after a word in no list is no part of the name", detectCase{"frau kleinschmidt schreibt morgen.", []string{per + "kleinschmidt"}}},
		{"a common English surname after mrs", detectCase{"mrs hall signed the form.", []string{per + "hall"}}},
		{"a common English surname after mr. with its dot", detectCase{"mr. smith has signed the form.", []string{per + "smith"}}},
		{"a surname after dr without a dot", detectCase{"dr smith is on leave.", []string{per + "smith"}}},
		{"a surname after mme", detectCase{"mme lefebvre a signé le formulaire.", []string{per + "lefebvre"}}},
		{"a surname after madame", detectCase{"madame roussel a demandé un remboursement.", []string{per + "roussel"}}},
		{"a surname after the French m. in lower case", detectCase{"merci à m. dupont.", []string{per + "dupont"}}},
		{"a particle and a surname after mme", detectCase{"mme da costa a signé le formulaire.", []string{per + "da costa"}}},
		{"two particles and a surname after meneer", detectCase{"meneer van der berg komt morgen.", []string{per + "van der berg"}}},
		{"a surname after la sra. with its dot", detectCase{"gracias a la sra. pozuelo.", []string{per + "pozuelo"}}},
		// Not names.
		{"a verb after frau and an article is no surname", detectCase{"die frau kommt morgen.", nil}},
		{"a possessive before frau makes it a noun", detectCase{"meine frau hat angerufen.", nil}},
		{"a contraction after frau and an article is no surname", detectCase{"die frau am schalter war nett.", nil}},
		{"a program after a bare ms is no surname", detectCase{"ms word crashed again", nil}},
		{"an office suite after a bare ms is no surname", detectCase{"open ms office and click.", nil}},
		{"miss as a verb opens no name", detectCase{"i miss paris so much", []string{loc + "paris"}}},
		{"dame in a place's name opens no name", detectCase{"notre dame de paris", []string{loc + "paris"}}},
		{"three known names after frau are one name", detectCase{"frau maria luisa bianchi hat angerufen.", []string{per + "maria luisa bianchi"}}},
		{"a middle initial m. in a lower-case name is no honorific", detectCase{"the invoice from john m. kowalski", []string{per + "john m. kowalski"}}},
		{"a length in metres is no honorific", detectCase{"5 m. de câble", nil}},
		{"a lower-case honorific in a text with capitals opens no lower-case name", detectCase{"Die frau kommt morgen.", nil}},
	})
}

func TestGazetteerLowerCaseHonorificsOfTheirFullForm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after dottoressa without capitals is a person", detectCase{"comunque dottoressa federici si è dimessa", []string{per + "federici"}}},
		{"a surname after dra without its dot is a person", detectCase{"soy dra tejada, llego 10 min tarde", []string{per + "tejada"}}},
		{"a surname after signorina is a person", detectCase{"la stanza è della signorina bianchini", []string{per + "bianchini"}}},
		// Not names.
		{"dottoressa after an article before a verb is a noun", detectCase{"la dottoressa dice che va bene", nil}},
	})
}

func TestGazetteerLowerCaseTitlesThatAreWordsToo(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that is a common word after a bare ms", detectCase{"ms gray wants a refund", []string{per + "gray"}}},
		{"a common surname after a bare ms", detectCase{"ms smith wants a refund", []string{per + "smith"}}},
		{"power alone after a bare ms is a surname", detectCase{"ms power wants a refund", []string{per + "power"}}},
		{"bing after a bare ms is a surname", detectCase{"ms bing called", []string{per + "bing"}}},
		{"a surname that is a less common word after a bare ms", detectCase{"ms booth wants a refund", []string{per + "booth"}}},
		{"a surname that is a common word and a first name after a bare ms", detectCase{"ms hall called back", []string{per + "hall"}}},
		{"a first name after miss", detectCase{"miss emily said thanks", []string{per + "emily"}}},
		{"a surname after miss at the start of a sentence", detectCase{"miss booth said thanks", []string{per + "booth"}}},
		{"a surname after miss after a verb of address", detectCase{"ask miss jones about it", []string{per + "jones"}}},
		{"a surname after a bare m in French text", detectCase{"parle à m chevallier avant de signer", []string{per + "chevallier"}}},
		{"a known surname after a bare m in French text", detectCase{"m dupont a appelé ce matin", []string{per + "dupont"}}},
		// Not names.
		{"a program after a bare ms", detectCase{"ms teams keeps crashing", nil}},
		{"a program that is a common word after a bare ms", detectCase{"ms access is slow today", nil}},
		{"miss after a pronoun is a verb", detectCase{"we miss smith already", nil}},
		{"miss after a modal is a verb", detectCase{"you will miss jones", nil}},
		{"miss before a determiner is a verb", detectCase{"miss the bus again", nil}},
		{"miss before a place is a verb", detectCase{"miss london already", []string{loc + "london"}}},
		{"a bare m after a number is a metre", detectCase{"il faut 5 m de câble", nil}},
		{"a bare m in English text is no title", detectCase{"the m key is stuck", nil}},
		{"an elided m is no title", detectCase{"il m'a dit de venir", nil}},
		{"a metro line's letter is no title", detectCase{"la ligne m roule", nil}},
		{"miss before one of the commonest words is a verb", detectCase{"miss work again", nil}},
		{"money after a bare ms is a program", detectCase{"use ms money for the budget", nil}},
		{"learn after a bare ms is a program", detectCase{"check ms learn for the tutorial", nil}},
		{"power after a bare ms is a program", detectCase{"export the chart from ms power automate", nil}},
		{"power apps after a bare ms is a program", detectCase{"build the form in ms power apps", nil}},
		{"loop after a bare ms is a program", detectCase{"ms loop is new", nil}},
		{"stream after a bare ms is a program", detectCase{"ms stream videos", nil}},
		{"viva after a bare ms is a program", detectCase{"ms viva engage", nil}},
		{"skype after a bare ms is a program", detectCase{"ms skype keeps dropping calls", nil}},
		{"a continent after miss names a pageant", detectCase{"miss america pageant is tonight", nil}},
		{"asia after miss names a pageant", detectCase{"miss asia pacific was crowned", nil}},
	})
}

func TestGazetteerLowerCaseGermanTitlesAfterAPronoun(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after herrn after the pronoun du is a person", detectCase{"kannst du herrn flantz bitte sagen dass es später wird", []string{per + "flantz"}}},
		{"a surname that is a noun after herrn after du is a person", detectCase{"kannst du herrn kummer bitte anrufen", []string{per + "kummer"}}},
		{"a surname after frau after du is a person", detectCase{"hast du frau schönland schon erreicht?", []string{per + "schönland"}}},
		{"a surname after herrn after the pronoun ihr is a person", detectCase{"könnt ihr herrn flantz bescheid geben?", []string{per + "flantz"}}},
		{"a surname after frau after habt ihr is a person", detectCase{"habt ihr frau schottin gesehen", []string{per + "schottin"}}},
		{"a word in no list after herr after the polite possessive ihr is a person", detectCase{"hat ihr herr segebahn angerufen?", []string{per + "segebahn"}}},
		// Not names.
		{"a verb after frau after the possessive ihr is no surname", detectCase{"ihr herr kommt morgen", nil}},
		{"the French du before a noun opens no name", detectCase{"le prix du jour est bas", nil}},
		{"a word after frau after du that is a verb is no surname", detectCase{"hast du frau gesagt?", nil}},
		{"a noun after herr after ist ihr is no surname", detectCase{"ist ihr herr gemahl auch da?", nil}},
		{"a noun after herr after kommt ihr is no surname", detectCase{"kommt ihr herr gemahl mit?", nil}},
	})
}

func TestGazetteerLowerCaseGermanTitlesWithTheirDot(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after hr. is a person", detectCase{"hr. bachmann ruft zurück", []string{per + "bachmann"}}},
		{"a surname in no list after hrn. is a person", detectCase{"hrn. haering hab ich schon geschrieben", []string{per + "haering"}}},
		{"a surname after a capitalised Hr. is a person", detectCase{"Bitte Hr. Kowalczyk informieren.", []string{per + "Kowalczyk"}}},
		{"a verb after a surname after fr. stays out of the name", detectCase{"fr. ramsauer ruft zurück", []string{per + "ramsauer"}}},
		{"a verb after a surname after frau dr. stays out of the name", detectCase{"frau dr. stadelmann sagt, es passt", []string{per + "stadelmann"}}},
		{"a participle after a surname after dr. stays out of the name", detectCase{"hast du frau dr. mangold erreicht?", []string{per + "mangold"}}},
		{"a first name and a surname after fr. are a person before a verb", detectCase{"fr. anna müller ruft an", []string{per + "anna müller"}}},
		// Not names.
		{"hr without its dot is the department", detectCase{"die hr abteilung meldet sich", nil}},
		{"hr and it are departments", detectCase{"hr und it sind informiert", nil}},
	})
}

func TestGazetteerLowerCaseGermanTitleAbbreviationsWithoutTheirDot(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after hr without its dot in German chat is a person", detectCase{"hr sorgatz ist krank", []string{per + "sorgatz"}}},
		{"a known surname after fr without its dot in German chat is a person", detectCase{"fr reisner ist krank", []string{per + "reisner"}}},
		{"a known surname after hrn without its dot is a person", detectCase{"bitte hrn nowak anrufen", []string{per + "nowak"}}},
		{"a first name and a surname after fr without its dot are a person", detectCase{"fr sabine reisner hat angerufen", []string{per + "sabine reisner"}}},
		{"a surname after hr after bis is a person", detectCase{"warte bis hr wagner zurück ist", []string{per + "wagner"}}},
		{"a surname after hr after bis at the start is a person", detectCase{"bis hr wagner sich meldet", []string{per + "wagner"}}},
		{"a surname after hr after ab is a person", detectCase{"ab hr schulze übernimmt das team", []string{per + "schulze"}}},
		{"a surname after hrn after bis is a person", detectCase{"ich warte bis hrn wagner", []string{per + "wagner"}}},
		{"a surname after frl after bis is a person", detectCase{"bis frl weber kommt", []string{per + "weber"}}},
		{"a known surname that is no German word after fr after bis is a person", detectCase{"bis fr meyer sich meldet", []string{per + "meyer"}}},
		{"a known surname that is no German word after fr after ab is a person", detectCase{"ab fr schmidt zuständig", []string{per + "schmidt"}}},
		{"an adjective of the day after a surname after fr stays out of the name", detectCase{"fr koch krank", []string{per + "koch"}}},
		// Not names.
		{"a noun after hr is the department's", detectCase{"der hr leiter ist krank", nil}},
		{"a word in no list after hr is none", detectCase{"hr sorgt für alles", nil}},
		{"a day after fr is none", detectCase{"fr 10 uhr passt", nil}},
		{"hr before a surname in English text is none", detectCase{"the hr nowak team said no", nil}},
		{"an adverb after fr is none", detectCase{"termin fr früh", nil}},
		{"an adjective after fr after ab is none", detectCase{"ich bin ab fr krank", nil}},
		{"a word after fr after bis is none", detectCase{"hr zeug muss bis fr fertig sein", nil}},
		{"a word after fr after bis at the start is none", detectCase{"bis fr fertig machen", nil}},
		{"a comparative after fr before an infinitive is none", detectCase{"fr früher gehen", nil}},
		{"a noun after hr before a verb that is no verb of people is none", detectCase{"hr kram erledige ich morgen", nil}},
		{"a noun after fr before an infinitive is none", detectCase{"fr kram machen wir montag", nil}},
	})
}

func TestGazetteerLowerCaseGermanTitleAbbreviationsBeforeASurnameThatIsAWord(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that is a German noun after hr is a person", detectCase{"hr wagner ist krank", []string{per + "wagner"}}},
		{"a surname that is a German adjective after fr is a person", detectCase{"fr lange ist krank", []string{per + "lange"}}},
		{"a surname of an adjective's ending after hr is a person", detectCase{"hr bättig ist krank", []string{per + "bättig"}}},
		{"a surname that is a noun after hrn before a verb of contact is a person", detectCase{"hrn schuster anrufen", []string{per + "schuster"}}},
		// Not names.
		{"a noun after hr after a possessive is the department's", detectCase{"unsere hr leiterin ist krank", nil}},
		{"a participle after hr is none", detectCase{"hr gemeldet", nil}},
	})
}

func TestGazetteerLowerCaseGermanTitleAfterAnArticle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after der herr is a surname", detectCase{"der herr atzler hat angerufen", []string{per + "atzler"}}},
		{"a word in no list after die frau is a surname", detectCase{"die frau kargl war da", []string{per + "kargl"}}},
		{"a word in no list after mit der frau is a surname", detectCase{"ich hab mit der frau reinprecht gesprochen", []string{per + "reinprecht"}}},
		// Not names.
		{"an adverb after die frau is none", detectCase{"die frau nebenan war nett", nil}},
		{"an adverb of place after der herr is none", detectCase{"der herr drüben wartet", nil}},
		{"a noun after der herr is none", detectCase{"der herr pfarrer kommt", nil}},
		{"a verb after die frau is none", detectCase{"die frau schreibt morgen", nil}},
		{"a word after a possessive before frau is none", detectCase{"meine frau xaverl", nil}},
	})
}

func TestGazetteerASurnameAfterATitleAndItsDotBeforeANumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after hr. before a phone number is a person", detectCase{"rückruf an hr. leithner 0662 05011 992", []string{per + "leithner"}}},
		{"a surname after fr. before a short number is a person", detectCase{"fr. wirz 081 162 04 71", []string{per + "wirz"}}},
		// Not names.
		{"a room's number after a noun stays a room", detectCase{"zimmer 12 ist frei", nil}},
		{"a surname after two titles joined by a slash is a person", detectCase{"dear mr/mrs. hall, thanks for your letter", []string{per + "hall"}}},
		{"a surname after a title pair written the other way is a person", detectCase{"ms./mr. whitfield will call", []string{per + "whitfield"}}},
		{"a unit after a slash is no title before a number", detectCase{"it frees spans at 32 MB/ms. Using 512 pages bounds this", nil}},
	})
}

func TestGazetteerALowerCaseSurnameBeforeAPhoneNumberIsNoLabel(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a surname before a phone number are a person", detectCase{"vanessa plattner 0176 12345678", []string{per + "vanessa plattner"}}},
		{"a first name and a surname before a short number are a person", detectCase{"kontakt: jonas brandt 030 1234567", []string{per + "jonas brandt"}}},
		// Not names.
		{"a room before its number after a preposition is none", detectCase{"wir sind im zimmer 12", nil}},
		{"a platform before its number is none", detectCase{"der zug fährt von gleis 3", nil}},
	})
}
