package gazetteer

import "testing"

func TestGazetteerOrganisationsLeaveWhatNamesNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a placeholder after a firm's key is no organisation", detectCase{"Firma: Siehe Anhang", nil}},
		{"a placeholder in capitals after a firm's key is no organisation", detectCase{`{"company": "TBD"}`, nil}},
		{"a placeholder with a slash after a firm's key is no organisation", detectCase{"employer: N/A", nil}},
		{"a cue word is never part of the firm's name after it", detectCase{"Der Lieferant Brandt Logistik GmbH hat geliefert.", []string{org + "Brandt Logistik GmbH"}}},
		{"a person before a comma is not part of the firm after it", detectCase{"Reported by Maria Lopez, Cobo y Coloma S.A.", []string{per + "Maria Lopez", org + "Cobo y Coloma S.A."}}},
		{"a verb before en is no firm listed with the firm after it", detectCase{"Trabaja en Construcciones Ortega S.L. desde 2019.", []string{org + "Construcciones Ortega S.L."}}},
	})
}

func TestGazetteerLegalFormsOfEveryCountryEndOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"& Co. after a surname is a firm", detectCase{"The invoice from Hale & Co. arrived.", []string{org + "Hale & Co."}}},
		{"a surname starting a sentence joins the partners and legal form after it", detectCase{"Smith & Jones LLP represents the client.", []string{org + "Smith & Jones LLP"}}},
		{"a word starting a sentence right before a legal form names the firm", detectCase{"Acme Corp. signed the lease.", []string{org + "Acme Corp."}}},
		{"ApS ends a Danish firm", detectCase{"Fakturaen fra Berg ApS kom i dag.", []string{org + "Berg ApS"}}},
		{"VOF ends a Dutch firm", detectCase{"Betaling aan Jansen VOF ontvangen.", []string{org + "Jansen VOF"}}},
		{"S.C. ends a Spanish firm", detectCase{"La factura de Ortega S.C. llegó ayer.", []string{org + "Ortega S.C."}}},
		{"S.A.T. ends a Spanish firm", detectCase{"La factura de Ortega S.A.T. llegó ayer.", []string{org + "Ortega S.A.T."}}},
		{"und Partner is a German firm's family form", detectCase{"Wir haben Krause und Partner beauftragt.", []string{org + "Krause und Partner"}}},
		{"e.V. in a text without capitals ends an association", detectCase{"ich bin jetzt bei krause e.v. im vorstand", []string{org + "krause e.v."}}},
	})
}

func TestGazetteerInstitutionsAreOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a university of a place is an organisation", detectCase{"She studied at the University of Leeds in 2010.", []string{org + "University of Leeds"}}},
		{"a ministry of a capitalised word is an organisation", detectCase{"A letter came from the Ministry of Defence today.", []string{org + "Ministry of Defence"}}},
		{"a bank of a place is an organisation", detectCase{"Bank of Montreal raised its rates.", []string{org + "Bank of Montreal"}}},
		{"a German university before its town is an organisation", detectCase{"Er promoviert an der Universität Heidelberg.", []string{org + "Universität Heidelberg"}}},
		{"a German hospital before its town is an organisation", detectCase{"Sie wurde im Klinikum Augsburg operiert.", []string{org + "Klinikum Augsburg"}}},
		{"a German utility before its town is an organisation", detectCase{"Die Stadtwerke Bochum erhöhen die Preise.", []string{org + "Stadtwerke Bochum"}}},
		{"a Spanish bank before a place is an organisation", detectCase{"Abrió una cuenta en el Banco Sabadell ayer.", []string{org + "Banco Sabadell"}}},
		{"a Spanish university of a place is an organisation", detectCase{"Estudió en la Universidad de Salamanca.", []string{org + "Universidad de Salamanca"}}},
		{"an Italian university of a place is an organisation", detectCase{"Ha studiato all'Università di Bologna.", []string{org + "Università di Bologna"}}},
		{"a French hospital of a place is an organisation", detectCase{"Il a été soigné à l'Hôpital de Lyon.", []string{org + "Hôpital de Lyon"}}},
		// Not institutions.
		{"a German institution's word before a common noun is no organisation", detectCase{"Die Bank Kunden erhalten Post.", nil}},
		{"an institution's word alone is no organisation", detectCase{"The university replied on Monday.", nil}},
	})
}

func TestGazetteerCuesOfFiveLanguagesAnnounceOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German customer before a name no list knows is an organisation", detectCase{"Der Kunde Zentrova hat angerufen.", []string{org + "Zentrova"}}},
		{"a German customer alone is no organisation", detectCase{"Der Kunde hat angerufen.", nil}},
		{"capitalised words after a person and from are the person's organisation", detectCase{"Stefanie Schneider from Zentrova is the keynote speaker.", []string{per + "Stefanie Schneider", org + "Zentrova"}}},
		{"a place after a person and from is a place", detectCase{"Stefanie Schneider from Berlin is the keynote speaker.", []string{per + "Stefanie Schneider", loc + "Berlin"}}},
		{"the capitalised subject of is a design agency runs from the start of the sentence", detectCase{"Standard And Poors is a design agency based in Lyon.", []string{org + "Standard And Poors", loc + "Lyon"}}},
		{"a name before 's office is an organisation", detectCase{"Zentrova's office is in Lyon.", []string{org + "Zentrova", loc + "Lyon"}}},
		{"a first name before 's office is a person's", detectCase{"Anna's office is on the left.", []string{per + "Anna"}}},
	})
}

func TestGazetteerSurnamePairsJoinedByAConjunctionAreFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two surnames joined by et are a French firm", detectCase{"Facture de Moreau et Garnier reçue hier.", []string{org + "Moreau et Garnier"}}},
		{"two surnames joined by y are a Spanish firm", detectCase{"Factura de Ortega y Vidal recibida ayer.", []string{org + "Ortega y Vidal"}}},
		{"two surnames joined by und are a German firm", detectCase{"Die Rechnung von Krause und Hartmann ist da.", []string{org + "Krause und Hartmann"}}},
		{"two first names joined by et are people", detectCase{"Marie et Paul arrivent demain.", []string{per + "Marie", per + "Paul"}}},
		{"two surnames joined by and in English are left to the name rules", detectCase{"Holmes and Watson arrived late.", []string{per + "Holmes", per + "Watson"}}},
	})
}

func TestGazetteerWhatAFirmHasNamesIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name between the and team is an organisation", detectCase{"I met the Zentrova team on Monday.", []string{org + "Zentrova"}}},
		{"a name between the and office is an organisation", detectCase{"Send it to the Zentrova office in Lyon.", []string{org + "Zentrova", loc + "Lyon"}}},
		{"a common word before team is no organisation", detectCase{"I met the Marketing team on Monday.", nil}},
		{"team at still announces the firm after it", detectCase{"She leads the team at Zentrova now.", []string{org + "Zentrova"}}},
		{"a customer of a name is its customer", detectCase{"She has been a customer of Zentrova for years.", []string{org + "Zentrova"}}},
		{"a French client of a name is its client", detectCase{"Je suis client de Zentrova depuis 2019.", []string{org + "Zentrova"}}},
		{"a German customer at a name is its customer", detectCase{"Als Kunde bei Zentrova zahle ich weniger.", []string{org + "Zentrova"}}},
		{"a customer of a known first name is a person's", detectCase{"She is a customer of Anna Becker.", []string{per + "Anna Becker"}}},
	})
}

func TestGazetteerLowerCaseFirmsAfterACue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a head noun after a firm's name after a cue joins it in lower-case text", detectCase{"annabel chez bondumier group l'attend.", []string{per + "annabel", org + "bondumier group"}}},
		{"e.g. after a firm's name after a cue is a German cooperative's form in lower-case text", detectCase{"annabel bei kabus e.g. wartet schon.", []string{per + "annabel", org + "kabus e.g."}}},
		{"e.g. in lower-case text without a cue before it is no legal form", detectCase{"use a cache, e.g. redis, for this.", nil}},
	})
}

func TestGazetteerEnglishCuesOfJobsAndProducts(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a job before at announces the firm after it", detectCase{"I am a nurse at Zentrova.", []string{org + "Zentrova"}}},
		{"a job before at a known town names no organisation", detectCase{"She is a student at Oxford.", nil}},
		{"interned at announces a firm", detectCase{"He interned at Zentrova last summer.", []string{org + "Zentrova"}}},
		{"a name between the and app is an organisation", detectCase{"The Zentrova app crashed again.", []string{org + "Zentrova"}}},
		{"a capitalised possessive starting a sentence before an account", detectCase{"Your Zentrova account has been locked.", []string{org + "Zentrova"}}},
		{"a name before 's stock is an organisation", detectCase{"Zentrova's stock rose 5%.", []string{org + "Zentrova"}}},
	})
}

func TestGazetteerTeamsAndOfficesOfFiveLanguagesAnnounceFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish team of a kind before de announces a firm", detectCase{"El equipo de seguridad de Zentrova le escribe.", []string{org + "Zentrova"}}},
		{"a French team of a kind before de announces a firm", detectCase{"L'équipe sécurité de Zentrova vous écrit.", []string{org + "Zentrova"}}},
		{"an Italian team of a kind before di announces a firm", detectCase{"Il team sicurezza di Zentrova le scrive.", []string{org + "Zentrova"}}},
		{"a German office before von announces a firm", detectCase{"Das VPN des Büros von Zentrova ist offen.", []string{org + "Zentrova"}}},
		{"a Spanish office before de announces a firm", detectCase{"El VPN de la oficina de Zentrova está abierto.", []string{org + "Zentrova"}}},
		{"an Italian office before di announces a firm", detectCase{"La VPN dell'ufficio di Zentrova è aperta.", []string{org + "Zentrova"}}},
		{"a German office of a person is a person's", detectCase{"Das Büro von Anna Becker ist offen.", []string{per + "Anna Becker"}}},
	})
}

func TestGazetteerLowerCaseFamilyFormsAndSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish family form after en is no Dutch firm", detectCase{"annabel en hermanos ortega s.coop. lo espera.", []string{per + "annabel", org + "hermanos ortega s.coop."}}},
		{"a Dutch family form after en is a firm", detectCase{"jansen en zonen heeft betaald", []string{org + "jansen en zonen"}}},
		{"a common surname right before a legal form in lower-case text names the firm, and the first name before at is a person", detectCase{"can you ask them? annabel at smith inc is waiting.", []string{per + "annabel", org + "smith inc"}}},
	})
}

func TestGazetteerAFirmKeysValueEndingInAHeadNounIsAFirmOfCommonWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common-word surname and a head noun after an employer key are a firm", detectCase{"Employer: White Group", []string{org + "White Group"}}},
		{"a common-word surname and a head noun after a company key in JSON are a firm", detectCase{`{"company": "Young Holdings", "id": 7}`, []string{org + "Young Holdings"}}},
		{"a common-word surname and a head noun after a German firm key are a firm", detectCase{"Arbeitgeber: Weber Gruppe\nSeit: 2019", []string{org + "Weber Gruppe"}}},
		// A common word alone, or a head noun after another key, stays.
		{"a common word alone after a firm key stays", detectCase{"company: See below", nil}},
		{"a head noun after a key naming no firm stays", detectCase{"Status: Working Group", nil}},
		{"a common word before a head noun in prose stays", detectCase{"The working group met on Monday.", nil}},
	})
}

func TestGazetteerAGermanNounThatIsASurnameAfterAWordForAFirmIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that is a German noun after Firma is a firm", detectCase{"Die Firma Zobel hat heute Stellen abgebaut.", []string{org + "Zobel"}}},
		{"a surname that is a German noun after Arbeitgeber is a firm", detectCase{"Arbeitgeber: Geisel\nSeit: 2019", []string{org + "Geisel"}}},
		{"a surname that is a German noun after Lieferant is a firm", detectCase{"Der Lieferant Ernst hat gestern geliefert.", []string{org + "Ernst"}}},
		// A German noun that is no surname stays, and so does a weak cue.
		{"a German noun that is no surname after Firma stays", detectCase{"Die Firma Fragen beantwortet gern.", nil}},
		{"a German noun after bei stays", detectCase{"Bei Fragen melden Sie sich bei Interesse.", nil}},
	})
}

func TestGazetteerTwoOrganisationsJoinedByAParticleAreOne(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a key's firm and a legal-form firm joined by del are one firm", detectCase{"Empresa: Compañía del Noroeste S.L.N.E", []string{org + "Compañía del Noroeste S.L.N.E"}}},
		{"a key's firm and a legal-form firm joined by del in a cooperative are one firm", detectCase{"Proveedor: Promociones del Mediterráneo S.Coop.", []string{org + "Promociones del Mediterráneo S.Coop."}}},
		// A particle between a firm and something else joins nothing.
		{"a firm and a place joined by de stay apart", detectCase{"Trabajo en Ortega S.L. de Madrid.", []string{org + "Ortega S.L.", loc + "Madrid"}}},
		{"two firms joined by and stay two", detectCase{"Acme Corp. and Zentrova Inc. merged.", []string{org + "Acme Corp.", org + "Zentrova Inc."}}},
	})
}

func TestGazetteerANameAfterAWordForAFirmAnAdjectiveAndIsIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after my employer, an adjective and is is a firm", detectCase{"My employer currently is Haas, since 2019.", []string{org + "Haas"}}},
		{"a surname after Mon employeur actuel est is a firm", detectCase{"Mon employeur actuel est Potier depuis 2019.", []string{org + "Potier"}}},
		{"a surname after Il mio datore attuale è is a firm", detectCase{"Il mio datore attuale è Rinaldi dal 2019.", []string{org + "Rinaldi"}}},
		{"a surname after Mi empleador actual es is a firm", detectCase{"Mi empleador actual es Pino desde 2019.", []string{org + "Pino"}}},
		// A common word after the copula, or two words before it, stay.
		{"a word in small letters after my current employer is stays", detectCase{"My current employer is hiring again.", nil}},
		{"a word in small letters after the company is stays", detectCase{"The company really is small.", nil}},
	})
}
