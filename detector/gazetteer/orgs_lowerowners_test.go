package gazetteer

import "testing"

func TestGazetteerOwnersBeforeAFormInSmallLettersAreOneFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two hyphenated surnames before group opening a sentence are a firm", detectCase{"ferlazzo-quintavalle group ci ha scritto ieri", []string{org + "ferlazzo-quintavalle group"}}},
		{"two hyphenated surnames before s.r.l. after a preposition are a firm", detectCase{"la bolla di marzetti-gualandi s.r.l. è arrivata", []string{org + "marzetti-gualandi s.r.l."}}},
		{"three listed surnames before group are a firm", detectCase{"tra ferlazzo, quintavalle e brunetti group e il fornitore", []string{org + "ferlazzo, quintavalle e brunetti group"}}},
		{"three listed surnames before a family form are a firm", detectCase{"scrivi a ferlazzo, quintavalle e brunetti e figli", []string{org + "ferlazzo, quintavalle e brunetti e figli"}}},
		{"three listed surnames before ltd are a firm, common words too", detectCase{"beck, crane and mills ltd sent the quote", []string{org + "beck, crane and mills ltd"}}},
		{"a word of no list before group in Italian is a firm", detectCase{"marzotti group ha mandato il preventivo", []string{org + "marzotti group"}}},
		{"a word of no list before group after the preposition a is a firm", detectCase{"giro la mail a marzotti group", []string{org + "marzotti group"}}},
		{"a word of no list before group and the French a is a firm", detectCase{"marzotti group a envoyé le devis", []string{org + "marzotti group"}}},
		{"a trade and initials before a dotted form are a firm", detectCase{"llama a talleres kt s.a. para confirmar", []string{org + "talleres kt s.a."}}},
		{"a trade and a name before a dotted form are a firm", detectCase{"el pedido de hnos poza s.l. no ha llegado", []string{org + "hnos poza s.l."}}},
		{"a trade, a Romance link and a name before a dotted form are a firm", detectCase{"industrias del levante s.l. nos llamó", []string{org + "industrias del levante s.l."}}},
		{"a bank before a name and a family form is a firm", detectCase{"el pedido de banco ortuño & asociados s.l. no llegó", []string{org + "banco ortuño & asociados s.l."}}},
		{"a name part before a family form is a firm", detectCase{"any update on the bell and sons account?", []string{org + "bell and sons"}}},
		{"a name part before ltd is a firm", detectCase{"lol banks ltd just called again", []string{org + "banks ltd"}}},
		{"two names before a dotted form are a firm", detectCase{"lambert rousset s.a. a envoyé le devis", []string{org + "lambert rousset s.a."}}},
		{"a first name and a surname before ltd are a firm", detectCase{"i paid john smith ltd", []string{org + "john smith ltd"}}},
		// Teams, compounds, colours and words of prose stay.
		{"a common word before a dotted form is no firm", detectCase{"pedí el informe s.a. ayer", nil}},
		{"a team word before group in Italian is no firm", detectCase{"il nostro group di lavoro si riunisce", nil}},
		{"a word of no list after an article before group is no firm", detectCase{"la riunione del group marketing è domani", nil}},
		{"a compound with a common word before systems is no firm", detectCase{"on unix-like systems it does not work", nil}},
		{"colours listed before group are no firm", detectCase{"i like red, white and blue group chats", nil}},
		{"a possessive before ltd is no firm", detectCase{"i set up my ltd last year", nil}},
		{"a very common word before ltd is no firm", detectCase{"a new ltd company", nil}},
		{"a kin word before and sons is no firm", detectCase{"the father and sons went fishing", nil}},
	})
}

func TestGazetteerHyphenatedSurnamesInSmallLettersAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two surnames, common words of rarer levels, are a firm", detectCase{"crane-gamble sent the contract back unsigned", []string{org + "crane-gamble"}}},
		{"a surname and a rarer word are a firm", detectCase{"any update on the smith-gamble account?", []string{org + "smith-gamble"}}},
		{"two surnames, one of the commonest words, after with are a firm", detectCase{"Has anyone worked with Brown-Lee before?", []string{org + "Brown-Lee"}}},
		{"two surnames, one of the commonest words, in small letters after with are a firm", detectCase{"has anyone worked with king-green before", []string{org + "king-green"}}},
		{"a compound first name with a word of the second level stays a person", detectCase{"Rose-Marie called me", []string{per + "Rose-Marie"}}},
		{"two of the commonest words are no firm", detectCase{"the rose-gold case", nil}},
		{"a compound of prose is no firm", detectCase{"use a drop-down menu", nil}},
	})
}

func TestGazetteerThreeListedSurnamesAreAFirmByTheirListsOrTheArticle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames of the lists, common words, are a firm", detectCase{"Please cc Brown, Cox and Smith on the thread.", []string{org + "Brown, Cox and Smith"}}},
		{"three first names that are surnames after the are a firm", detectCase{"Any update on the Lewis, Wilson and Brooks account?", []string{org + "Lewis, Wilson and Brooks"}}},
		{"three surnames in small letters, common words, are a firm", detectCase{"beck, brown and miles sent the quote", []string{org + "beck, brown and miles"}}},
		{"three colours are no firm", detectCase{"We offer it in White, Green and Brown.", nil}},
		{"three medals in small letters are no firm", detectCase{"we won gold, silver and bronze medals", nil}},
		{"three spices in small letters are no firm", detectCase{"add salt, pepper and sugar", nil}},
		{"three first names before a plural verb are people", detectCase{"Anna, Paul and Marie are coming", []string{per + "Anna", per + "Paul", per + "Marie"}}},
	})
}

func TestGazetteerAnArticleOfTheTextsLanguageAfterAnEnglishHeadOpensTheNextPhrase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian article after group opens the next phrase", detectCase{"abbiamo firmato con disdero group la settimana scorsa", []string{org + "disdero group"}}},
		{"a French article after group opens the next phrase", detectCase{"on a signé avec quenvaro group la semaine dernière", []string{org + "quenvaro group"}}},
		// An English article after the head still makes it a verb.
		{"an English article after the head is its object", detectCase{"addparsetree associates the tree with its node", nil}},
	})
}
