package gazetteer

import "testing"

func TestGazetteerTitleCaseInstitutionsKeepTheirWholeName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a head noun, a capitalised Of and a place are one institution with its legal form", detectCase{"Bank Of Portugal Corp. cut its rates.", []string{org + "Bank Of Portugal Corp."}}},
		{"a legal form after an institution's name keeps its dot", detectCase{"The loan came from Bank of Ireland Ltd. last year.", []string{org + "Bank of Ireland Ltd."}}},
		{"a capitalised Of the after a head noun joins the name", detectCase{"We opened an account at Bank Of The North.", []string{org + "Bank Of The North"}}},
		{"a capitalised Of starting a sentence opens no institution", detectCase{"Of course the Bank will call.", nil}},
	})
}

func TestGazetteerAPersonWrittenSurnameFirstAfterACueIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname, a comma and a first name after address of are a person in lower-case text", detectCase{"nouvelle adresse de peugeot, amandine : 4 rue des roses", []string{per + "peugeot, amandine", street + "4 rue des roses"}}},
		{"a firm after a cue before a comma and no first name stays a firm", detectCase{"Elle travaille chez Zentrova, depuis mars.", []string{org + "Zentrova"}}},
		{"a name after a cue before a comma and a first name that opens a full name stays a firm", detectCase{"adresse de zentrova, julie garnier : 4 rue des roses", []string{org + "zentrova", per + "julie garnier", street + "4 rue des roses"}}},
	})
}

func TestGazetteerWhatAFirmOwnsNamesIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name opening a sentence before shares is a firm", detectCase{"Karvelo shares fell 3% on Monday.", []string{org + "Karvelo"}}},
		{"a name before 's revenue is a firm", detectCase{"Karvelo's revenue doubled last year.", []string{org + "Karvelo"}}},
		{"a name before 's, an adjective and CEO is a firm", detectCase{"Karvelo's new CEO starts in May.", []string{org + "Karvelo"}}},
		{"a name before 's board is a firm", detectCase{"Karvelo's board approved the plan.", []string{org + "Karvelo"}}},
		{"shares of a name still announce the firm after them", detectCase{"Shares of Karvelo fell sharply.", []string{org + "Karvelo"}}},
		{"a spokesperson for a name still announces the firm after it", detectCase{"A spokesperson for Karvelo declined to comment.", []string{org + "Karvelo"}}},
		{"a name, the and a word for a firm in apposition is a firm", detectCase{"Karvelo, the startup behind the app, raised money.", []string{org + "Karvelo"}}},
		// Not firms.
		{"common words of a title before revenue are no firm", detectCase{"Net Sales Revenue", nil}},
		{"common words of a title before products are no firm", detectCase{"Cloud Storage Products", nil}},
		{"a capitalised common word before board is no firm", detectCase{"The Board approved it.", nil}},
		{"a first name before 's customers is a person", detectCase{"Anna's customers love her.", []string{per + "Anna"}}},
		{"a product before board is no firm", detectCase{"Open the Kafka board.", nil}},
		{"a common word before is the company's is no firm", detectCase{"Security is the company's priority.", nil}},
		{"a name, a comma, the and a word for a firm that ends the text is a firm", detectCase{"Karvelo, the company", []string{org + "Karvelo"}}},
		{"the and a word for a firm that end the text name no firm", detectCase{"Ask the company", nil}},
	})
}

func TestGazetteerSubjectsOfTradeVerbsAreFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list opening a sentence before offers is a firm", detectCase{"Karvelo offers free shipping.", []string{org + "Karvelo"}}},
		{"a word in no list opening a sentence before charged is a firm", detectCase{"Karvelo charged my card twice.", []string{org + "Karvelo"}}},
		{"a word in no list opening a sentence before specializes is a firm", detectCase{"Karvelo specializes in logistics.", []string{org + "Karvelo"}}},
		{"a word in no list opening a sentence before declined is a firm", detectCase{"Karvelo declined to comment.", []string{org + "Karvelo"}}},
		// Not firms.
		{"a common word before offered is no firm", detectCase{"Users offered feedback.", nil}},
		{"a product before provides is no firm", detectCase{"Python provides list comprehensions.", nil}},
		{"a pronoun before offers is no firm", detectCase{"Everyone offers help.", nil}},
		{"a known town before offers is a place", detectCase{"Berlin offers many museums.", []string{loc + "Berlin"}}},
	})
}

func TestGazetteerEmployeesOfFourLanguagesAnnounceFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a French employee of a name works for a firm", detectCase{"Elle est salariée de Karvelo depuis 2010.", []string{org + "Karvelo"}}},
		{"hired by a name in French is a firm", detectCase{"Il a été embauché par Karvelo en mars.", []string{org + "Karvelo"}}},
		{"rejoint before a name in French is a firm", detectCase{"Il a rejoint Karvelo en 2019.", []string{org + "Karvelo"}}},
		{"a German employee at a name works for a firm", detectCase{"Sie ist Mitarbeiterin bei Karvelo.", []string{org + "Karvelo"}}},
		{"a German employee of a name works for a firm", detectCase{"Er ist Mitarbeiter von Karvelo.", []string{org + "Karvelo"}}},
		{"an Italian employee of a name works for a firm", detectCase{"È dipendente di Karvelo da anni.", []string{org + "Karvelo"}}},
		{"hired by a name in Italian is a firm", detectCase{"È stato assunto da Karvelo nel 2020.", []string{org + "Karvelo"}}},
		{"hired by a name in Spanish is a firm", detectCase{"Fue contratado por Karvelo en 2019.", []string{org + "Karvelo"}}},
		// Not firms.
		{"rejoint before a first name in French is a person", detectCase{"Elle a rejoint Marie au café.", []string{per + "Marie"}}},
		{"hired by a full name in Spanish is a person", detectCase{"Fue contratado por Ana García.", []string{per + "Ana García"}}},
		{"German employees of a common noun are no firm", detectCase{"Die Mitarbeiter von heute sind jung.", nil}},
		{"an Italian adjective dipendente before a common noun is no firm", detectCase{"La risposta è dipendente dal contesto.", nil}},
	})
}

func TestGazetteerTopJobsAndSignaturesNameFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"CEO at a name on its own line is a firm", detectCase{"Lena Holm\nCEO at Karvelo", []string{per + "Lena Holm", org + "Karvelo"}}},
		{"a president at a name is a firm", detectCase{"He was president at Karvelo until 2020.", []string{org + "Karvelo"}}},
		{"a chairman at a name is a firm", detectCase{"She is chairman at Karvelo.", []string{org + "Karvelo"}}},
		{"a signature's firm line may open with a capitalised stopword", detectCase{"Lena Holm\nBuyer\nThe Other Side\n12 Main Street", []string{per + "Lena Holm", org + "The Other Side", street + "12 Main Street"}}},
		// Not firms.
		{"the president of a country is a place", detectCase{"She met the president of France.", []string{loc + "France"}}},
		{"a president at a common word is no firm", detectCase{"The president at the meeting spoke.", nil}},
	})
}

func TestGazetteerWhatFirmsDoToAThingAnnouncesTheFirmAfterBy(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after owned by is a firm in lower-case text", detectCase{"the store is owned by karvelo since 2010", []string{org + "karvelo"}}},
		{"a word in no list after published by is a firm in lower-case text", detectCase{"the book was published by karvelo in 1999", []string{org + "karvelo"}}},
		{"a word in no list after underwritten by is a firm in lower-case text", detectCase{"the policy is underwritten by karvelo", []string{org + "karvelo"}}},
		// Not firms.
		{"a full name after developed by is a person", detectCase{"it was developed by anna becker", []string{per + "anna becker"}}},
		{"a common word after developed by is no firm", detectCase{"The app was developed by the team.", nil}},
		{"a product after backed by is no firm", detectCase{"It is backed by Redis.", nil}},
		{"owned before for announces nothing", detectCase{"owned for years by nobody", nil}},
	})
}
