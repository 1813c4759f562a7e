package gazetteer

import "testing"

func TestGazetteerLegalFormsEndOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// Legal forms written with dots, in every case.
		{"a French legal form with dots ends a firm", detectCase{"Le contrat est signé avec Lambert Rousseau S.A.S. depuis mars.", []string{org + "Lambert Rousseau S.A.S."}}},
		{"an Italian legal form in small letters with dots ends a firm", detectCase{"La fattura di Bertolini s.r.l. è arrivata ieri.", []string{org + "Bertolini s.r.l."}}},
		{"a Spanish legal form with dots ends a firm", detectCase{"Hemos firmado con Talleres Ortega S.L. esta semana.", []string{org + "Talleres Ortega S.L."}}},
		{"a Spanish legal form without its last dot ends a firm", detectCase{"Proveedor: Montes Ibarra S.A.U, pedido pendiente", []string{org + "Montes Ibarra S.A.U"}}},
		{"a German cooperative's form ends a firm", detectCase{"Die Lieferung von Kellerer e.G. kommt morgen.", []string{org + "Kellerer e.G."}}},
		{"a German association's form takes the noun before the name", detectCase{"Er ist seit Jahren im Sportverein Hohenfeld e.V. aktiv.", []string{org + "Sportverein Hohenfeld e.V."}}},
		{"a Spanish cooperative's form ends a firm", detectCase{"Factura de Olmedo Ruiz S.Coop. recibida.", []string{org + "Olmedo Ruiz S.Coop."}}},
		// Compound forms.
		{"a German compound legal form is one form", detectCase{"Die Rechnung von Hartmann Vogel GmbH & Co. KG ist bezahlt.", []string{org + "Hartmann Vogel GmbH & Co. KG"}}},
		{"mbH after a German legal form joins it", detectCase{"Bitte an Brenner OHG mbH senden.", []string{org + "Brenner OHG mbH"}}},
		{"a foundation and partners are one form", detectCase{"Vertrag mit Ostwald Stiftung & Co. KGaA unterschrieben.", []string{org + "Ostwald Stiftung & Co. KGaA"}}},
		// Surnames joined before the form.
		{"surnames listed before a legal form are one firm", detectCase{"Il pagamento a Ferri, Bassi e Lombardi s.r.l. è in ritardo.", []string{org + "Ferri, Bassi e Lombardi s.r.l."}}},
		{"surnames joined by y before a legal form are one firm", detectCase{"Contrato con Vidal y Serrano S.L. firmado.", []string{org + "Vidal y Serrano S.L."}}},
		{"surnames joined by & before a legal form are one firm", detectCase{"Ask Hughes, Patel & Clarke LLP about the lease.", []string{org + "Hughes, Patel & Clarke LLP"}}},
		{"a particle inside a firm's name", detectCase{"We signed with Wouters van Dijk NV last week.", []string{org + "Wouters van Dijk NV"}}},
		// Family and partners.
		{"a surname and sons is a firm", detectCase{"The parts came from Gomez and Sons on Monday.", []string{org + "Gomez and Sons"}}},
		{"a French surname and sons is a firm", detectCase{"Merci à Garnier et Fils pour la livraison.", []string{org + "Garnier et Fils"}}},
		{"an Italian surname and sons in small letters is a firm", detectCase{"Ordine da Rinaldi e figli ricevuto.", []string{org + "Rinaldi e figli"}}},
		{"partners in small letters before a legal form", detectCase{"Pedido de Navarro y asociados S.L. enviado.", []string{org + "Navarro y asociados S.L."}}},
		{"a hyphenated pair of surnames before a legal form", detectCase{"Scrivete a Ferri-Bassi s.r.l. per il preventivo.", []string{org + "Ferri-Bassi s.r.l."}}},
		{"a Dutch surname's article starts a Dutch firm", detectCase{"Contract met de Vries Groep getekend.", []string{org + "de Vries Groep"}}},
		{"a Dutch surname's particles start a firm", detectCase{"Factuur van der Berg BV ontvangen.", []string{org + "van der Berg BV"}}},
		{"a Dutch firm after a French preposition keeps its article", detectCase{"Envoie le devis chez de Bont Groep demain.", []string{org + "de Bont Groep"}}},
		{"a French de before a firm is no particle of its name", detectCase{"L'équipe sécurité de Bourdon S.A. vous écrit.", []string{org + "Bourdon S.A."}}},
		{"a surname and partners is a firm", detectCase{"Vermeulen & Partners heeft de offerte gestuurd.", []string{org + "Vermeulen & Partners"}}},
		{"associates right after a name still heads a firm", detectCase{"The lease went to Abt Associates in May.", []string{org + "Abt Associates"}}},
		{"a surname and associates is a firm", detectCase{"The audit was done by Blackwood and Associates last year.", []string{org + "Blackwood and Associates"}}},
		// Head nouns that open a firm's name.
		{"a Spanish group before a surname is a firm", detectCase{"El pago de Grupo Ortega llegó ayer.", []string{org + "Grupo Ortega"}}},
		{"a Dutch foundation before a surname is a firm", detectCase{"Stichting Jansen heeft de factuur betaald.", []string{org + "Stichting Jansen"}}},
		{"Italian brothers before surnames are a firm", detectCase{"Il preventivo di Fratelli Bassi e Ferri è arrivato.", []string{org + "Fratelli Bassi e Ferri"}}},
		{"an opening head noun takes the legal form after the name", detectCase{"Pedido de Hermanos Duran S.A. enviado.", []string{org + "Hermanos Duran S.A."}}},
		{"an opening head noun before a word in small letters is no firm", detectCase{"El Grupo de trabajo se reúne el lunes.", nil}},
		// Lower-case text.
		{"a legal form with dots in lower-case text", detectCase{"appelle morel lefebvre s.a.s. demain", []string{org + "morel lefebvre s.a.s."}}},
		{"a legal form in lower-case text", detectCase{"the invoice from stillwater hydraulics llc is late", []string{org + "stillwater hydraulics llc"}}},
		{"surnames before a legal form in lower-case text", detectCase{"ho parlato con rinaldi, ferri e bassi spa oggi", []string{org + "rinaldi, ferri e bassi spa"}}},
		// Not legal forms.
		{"e.g. is no legal form", detectCase{"Use a cache, e.g. Redis, for this.", nil}},
		{"i.e. after a capitalised word is no legal form", detectCase{"Run the Linter i.e. the checks before pushing.", nil}},
		{"a French possessive in lower-case text is no legal form", detectCase{"elle a vendu sa maison et sa voiture", nil}},
		{"a spa in lower-case text is no legal form", detectCase{"we booked the spa for saturday", nil}},
	})
}

func TestGazetteerFirmsNamedAfterTheirOwners(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three surnames as A, B and C are a firm", detectCase{"The auditors at Hutchinson, Bell and Collins signed off.", []string{org + "Hutchinson, Bell and Collins"}}},
		{"three first names as A, B and C are people", detectCase{"I invited Anna, Paul and Marie to dinner.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"surnames that are also common words are a firm with one that is not", detectCase{"She left the premises of Knight, Juarez and Hill at noon.", []string{org + "Knight, Juarez and Hill"}}},
		{"an Italian firm of three surnames", detectCase{"Il contratto con Galuppi, Orsini e Roncalli scade domani.", []string{org + "Galuppi, Orsini e Roncalli"}}},
		{"a Spanish firm of three surnames", detectCase{"Trabaja para Ortega, Vidal y Serrano desde 2019.", []string{org + "Ortega, Vidal y Serrano"}}},
		{"a firm of three surnames in lower-case text", detectCase{"the offices of hubbard, gillespie and kowalski are closed", []string{org + "hubbard, gillespie and kowalski"}}},
		{"two hyphenated surnames alone are a firm", detectCase{"The contract with Hines-Jacobs was renewed.", []string{org + "Hines-Jacobs"}}},
		{"a surname hyphenated to a word no list knows is a firm", detectCase{"Payment to Greyson-Hart failed twice.", []string{org + "Greyson-Hart"}}},
		{"a first name and a surname hyphenated are a firm", detectCase{"Please send the quote to Fritz-Armstrong by Friday.", []string{org + "Fritz-Armstrong"}}},
		{"two hyphenated surnames after a colon are a firm", detectCase{"Lieferant: Ferri-Bassi\nBetrag: 200 EUR", []string{org + "Ferri-Bassi"}}},
		{"two surnames joined by & are a firm", detectCase{"Les statuts sont chez Teunissen & van den Berg depuis lundi.", []string{org + "Teunissen & van den Berg"}}},
		// People stay people.
		{"a hyphenated first name is no firm", detectCase{"Anne-Marie will call you back.", []string{per + "Anne-Marie"}}},
		{"a double surname after a first name is a person", detectCase{"Send it to Laura Hines-Jacobs today.", []string{per + "Laura Hines-Jacobs"}}},
		{"a hyphenated word with a part in small letters is no firm", detectCase{"The On-call rota and Check-in desk moved.", nil}},
		{"two hyphenated common words are no firm", detectCase{"Pushed registry/Canary-Pool:3.2 before the Code-Freeze.", nil}},
		{"colours are no firm", detectCase{"Pick Black, White and Grey for the theme.", nil}},
		{"two first names joined by & are no firm", detectCase{"Tom & Jerry is a cartoon.", []string{per + "Tom", per + "Jerry"}}},
	})
}

func TestGazetteerCuesAnnounceOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word after works for is an organisation", detectCase{"My brother works for Quantrix now.", []string{org + "Quantrix"}}},
		{"a run after employed by is an organisation", detectCase{"She was employed by Harlow Vance until May.", []string{org + "Harlow Vance"}}},
		{"a word after a company key is an organisation", detectCase{"company: Zentrova\nplan: gold", []string{org + "Zentrova"}}},
		{"a quoted value of a French employer key is an organisation", detectCase{`{"employeur": "Poirier", "montant": 200}`, []string{org + "Poirier"}}},
		{"a Spanish company key", detectCase{"Empresa: Talleres Ortega\nImporte: 200", []string{org + "Talleres Ortega"}}},
		{"a word after chez is an organisation", detectCase{"Benoît chez Buisson attend le contrat.", []string{per + "Benoît", org + "Buisson"}}},
		{"a word after bei is an organisation", detectCase{"Sie arbeitet seit Jahren bei Kuhl in der Buchhaltung.", []string{org + "Kuhl"}}},
		{"a word after presso is an organisation", detectCase{"Referente presso Santorio: Luca Bassi.", []string{org + "Santorio", per + "Luca Bassi"}}},
		{"a word after trabaja para is an organisation", detectCase{"Mi hermana trabaja para Zentrova desde enero.", []string{org + "Zentrova"}}},
		{"a lower-case surname after chez", detectCase{"matthieu chez coulon l'attend", []string{per + "matthieu", org + "coulon"}}},
		// Not organisations.
		{"a place after trabaja en is a place", detectCase{"Mi hermana trabaja en Madrid desde enero.", []string{loc + "Madrid"}}},
		{"a German noun after bei is a noun", detectCase{"Bei Fragen melden Sie sich bei Bedarf.", nil}},
		{"a person after chez is a person", detectCase{"On dîne chez Marie Dubois ce soir.", []string{per + "Marie Dubois"}}},
		{"German nouns after bei are nouns", detectCase{"Winterreifen sind bei Glätte und Schnee Pflicht.", nil}},
		{"a common English word after bei is no organisation", detectCase{"Letztes Ereignis bei Epoch 1764142161.", nil}},
		{"a product after works with is no organisation", detectCase{"It works with Kafka and Redis.", nil}},
		{"a lower-case word after works at is nothing", detectCase{"He works at home on Fridays.", nil}},
	})
}

func TestGazetteerOrganisationsByTheirPlaceInASentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after a person and from is an organisation in English", detectCase{"Hanne Kreutzmann from Zentrova will give the talk.", []string{per + "Hanne Kreutzmann", org + "Zentrova"}}},
		{"a known place after a person and from stays a place", detectCase{"Hanne Kreutzmann from Berlin will give the talk.", []string{per + "Hanne Kreutzmann", loc + "Berlin"}}},
		{"a name before a comma and a street address is the organisation there", detectCase{"Let's meet at Quantrix, 14 Harbour Street, on Monday.", []string{org + "Quantrix", street + "14 Harbour Street"}}},
		{"the subject of is a and a word for a firm is an organisation", detectCase{"Zentrova is a small design agency in Leeds.", []string{org + "Zentrova", loc + "Leeds"}}},
		{"a French subject of est une and a word for a firm", detectCase{"Quantrix est une société de conseil.", []string{org + "Quantrix"}}},
		{"a name after the address of is an organisation", detectCase{"The address of Zentrova is on the invoice.", []string{org + "Zentrova"}}},
		{"a name before website is an organisation", detectCase{"according to the Zentrova website, they hire.", []string{org + "Zentrova"}}},
		{"a name before 's website is an organisation", detectCase{"Check Quantrix's website for the hours.", []string{org + "Quantrix"}}},
		{"a name listed with an organisation is one", detectCase{"Its main clients are Quantrix Consulting, Zentrova and Blackwood.", []string{org + "Quantrix Consulting", org + "Zentrova", org + "Blackwood"}}},
		{"a name listed before an organisation with and is one", detectCase{"The sponsors were Lucid and Zentrova last year.", []string{org + "Lucid", org + "Zentrova"}}},
		{"a name after the CEO of is an organisation", detectCase{"She met the CEO of Capital Cube last week.", []string{org + "Capital Cube"}}},
		{"a name after the founders of is an organisation", detectCase{"The founders of Lucid spoke first.", []string{org + "Lucid"}}},
		{"a name after a subsidiary of is an organisation", detectCase{"It is now a subsidiary of Reed Elsevier.", []string{org + "Reed Elsevier"}}},
		{"a name after acquired by is an organisation", detectCase{"The startup was acquired by Quillfeather in 2019.", []string{org + "Quillfeather"}}},
		{"a name after sponsored by is an organisation", detectCase{"The festival is sponsored by Lending Club this year.", []string{org + "Lending Club"}}},
		{"a French name after filiale de is an organisation", detectCase{"C'est une filiale de Vantora depuis mars.", []string{org + "Vantora"}}},
		{"a German name after Tochtergesellschaft von is an organisation", detectCase{"Sie ist eine Tochtergesellschaft von Vantora.", []string{org + "Vantora"}}},
		{"a name after the spokesperson for is an organisation", detectCase{"The spokesperson for Lucid declined to comment.", []string{org + "Lucid"}}},
		{"a name after shares of is an organisation", detectCase{"Shares of Capital Cube fell sharply.", []string{org + "Capital Cube"}}},
		{"a name after a job and at is an organisation", detectCase{"I'm a data analyst at Capital Cube since May.", []string{org + "Capital Cube"}}},
		{"a name after a job and for is an organisation", detectCase{"She is a senior engineer for Lending Club now.", []string{org + "Lending Club"}}},
		{"a place after a job and at stays a place", detectCase{"He is a teacher at a school in Leeds.", []string{loc + "Leeds"}}},
		{"a department after a job and of is no organisation", detectCase{"Ask the Director of Engineering first.", nil}},
		{"a name after an account with is an organisation", detectCase{"I opened an account with Capital Cube last year.", []string{org + "Capital Cube"}}},
		{"a name after a mortgage from is an organisation", detectCase{"We took a mortgage from Lending Club in 2020.", []string{org + "Lending Club"}}},
		{"a name between my and account is an organisation", detectCase{"Please close my Capital Cube account today.", []string{org + "Capital Cube"}}},
		{"a known name between our and policy is an organisation", detectCase{"Is our Harrison policy still valid?", []string{org + "Harrison"}}},
		{"a common word in small letters before account is no organisation", detectCase{"Please close my savings account today.", nil}},
		{"a name between my and subscription is an organisation", detectCase{"I want to cancel my Lending Club subscription.", []string{org + "Lending Club"}}},
		{"bought, its object and from announce the seller", detectCase{"I bought this lamp from Capital Cube last week.", []string{org + "Capital Cube"}}},
		{"bought far from its from announces nothing", detectCase{"I bought this lamp when I lived far from Capital Cube.", nil}},
		{"a name right after ordered from is an organisation", detectCase{"We ordered from Capital Cube twice.", []string{org + "Capital Cube"}}},
		{"a name after my employer is is an organisation", detectCase{"My employer is Capital Cube since 2019.", []string{org + "Capital Cube"}}},
		{"a German name after Arbeitgeber ist is an organisation", detectCase{"Mein Arbeitgeber ist Lorenz seit 2019.", []string{org + "Lorenz"}}},
		{"a word in small letters after the company is is no organisation", detectCase{"The company is small but growing.", nil}},
		{"an account for a person stays a person", detectCase{"Create an account for Anna Becker today.", []string{per + "Anna Becker"}}},
		{"a first name after acquired by stays a person", detectCase{"The painting was acquired by Anna Becker in 2019.", []string{per + "Anna Becker"}}},
		{"a common word after acquired by is no organisation", detectCase{"The lock is acquired by Worker threads first.", nil}},
		{"a sentence's subject of common words before a verb firms do is an organisation in English", detectCase{"Capital Cube announced a new fund today.", []string{org + "Capital Cube"}}},
		{"a one-word subject before acquired is an organisation in English", detectCase{"Lucid acquired a small startup in May.", []string{org + "Lucid"}}},
		{"a subject before was founded is an organisation in English", detectCase{"Capital Cube was founded in 1990.", []string{org + "Capital Cube"}}},
		{"a name before a comma and a word for a firm is an organisation", detectCase{"Lucid, a small design agency, hired two people.", []string{org + "Lucid"}}},
		{"a person before a comma and a job is no organisation", detectCase{"Anna Becker, a nurse in Leeds, called.", []string{per + "Anna Becker", loc + "Leeds"}}},
		{"a known name before a verb firms do stays a person", detectCase{"Anna Becker announced her resignation.", []string{per + "Anna Becker"}}},
		{"a product before a verb firms do is no organisation", detectCase{"The team announced the release.", nil}},
		{"names listed before an organisation with commas are organisations", detectCase{"The sponsors were Lucid, Harbor and Zentrova last year.", []string{org + "Lucid", org + "Harbor", org + "Zentrova"}}},
		{"a first name listed before an organisation stays a person", detectCase{"Thanks to Anna and Zentrova for the help.", []string{per + "Anna", org + "Zentrova"}}},
		{"a known place listed before an organisation stays a place", detectCase{"We ship to Leeds and Zentrova.", []string{loc + "Leeds", org + "Zentrova"}}},
		{"a capitalised stopword inside a firm's name after a cue", detectCase{"I work for Us News Schools", []string{org + "Us News Schools"}}},
		// Not organisations.
		{"a person is a nurse", detectCase{"Anna Becker is a nurse in Leeds.", []string{per + "Anna Becker", loc + "Leeds"}}},
		{"a first name before 's website is a person", detectCase{"Check Anna's website for the hours.", []string{per + "Anna"}}},
	})
}

func TestGazetteerOrganisationsInContactBlocks(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the line between a name and an address is the organisation", detectCase{"Dreux Joly\nZentrova\n14 Harbour Street\nLeeds", []string{per + "Dreux Joly", org + "Zentrova", street + "14 Harbour Street", loc + "Leeds"}}},
		{"a job title between the name and the organisation stays", detectCase{"Karin Beike\nLeasing consultant\nQuantrix Data\nMobile: 0490 39 07 81", []string{per + "Karin Beike", org + "Quantrix Data"}}},
		{"a signature's organisation before a phone number", detectCase{"Mit freundlichen Grüßen\nLorenz Jäkel\nZentrova Daten\n(09142) 536424", []string{per + "Lorenz Jäkel", org + "Zentrova Daten"}}},
		{"quoted lines of a contact block", detectCase{">Fletcher Hill\n>Ussearch\n>3654 Brixtonlaan 380", []string{per + "Fletcher Hill", org + "Ussearch", street + "3654 Brixtonlaan 380"}}},
		{"a contact block in lower case", detectCase{"naomi ryan\nhubbard supplies\n3747 fourth avenue suite 112", []string{per + "naomi ryan", org + "hubbard supplies", street + "3747 fourth avenue suite 112"}}},
		{"a name repeated before the address is no organisation: the line between is", detectCase{">Marta Conti\n>Cityscan\n>Marta Conti\n>1072 Pohlstrasse 9\n>Suite 858", []string{per + "Marta Conti", org + "Cityscan", per + "Marta Conti", street + "1072 Pohlstrasse 9\n>Suite 858"}}},
		{"a person's name line before the address is no organisation", detectCase{"Lena Vogt\nQuantrix Data\nLena Vogt\n14 Harbour Street", []string{per + "Lena Vogt", org + "Quantrix Data", per + "Lena Vogt", street + "14 Harbour Street"}}},
		{"the line between a name and an e-mail address is the organisation", detectCase{"Dreux Joly\nLucid Harbor\ndreux.joly@example.com", []string{per + "Dreux Joly", org + "Lucid Harbor"}}},
		// Not organisations.
		{"a sentence between a name and a number is no organisation", detectCase{"Dreux Joly\nThanks for the update.\nRoom 14 is free", []string{per + "Dreux Joly"}}},
	})
}

func TestGazetteerUnknownWordsInEnglishText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised word no list knows inside an English sentence is an organisation", detectCase{"The grant was paid by Zentrova last year.", []string{org + "Zentrova"}}},
		{"such a word before a verb of people is a person", detectCase{"I doubt Petersson is right, it is short", []string{per + "Petersson"}}},
		// Not names.
		{"a word in French text is no name without a cue", detectCase{"Je doute que Petersson ait raison, c'est court", nil}},
		{"a word of code is no name", detectCase{"then call Zentrova.parse() on the input", nil}},
		{"a product before a version is no name", detectCase{"we upgraded Zentrova 4.2 last night", nil}},
		{"the plural of a word is no name", detectCase{"he works from home on Fridays and Mondays", nil}},
		{"a hyphenated word is no name", detectCase{"the Check-in desk moved", nil}},
	})
}

func TestGazetteerOrganisationsOfContractsAndTables(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name before mit Sitz in is an organisation", detectCase{"Vertrag zwischen Kuhl mit Sitz in Berlin und Anna Becker.", []string{org + "Kuhl", loc + "Berlin", per + "Anna Becker"}}},
		{"a name before con sede legale is an organisation", detectCase{"Contratto tra Bertolini, con sede legale a Roma, e Luca Bassi.", []string{org + "Bertolini", loc + "Roma", per + "Luca Bassi"}}},
		{"a name before ayant son siège is an organisation", detectCase{"Entre Poirier, ayant son siège à Lyon, et Anne Roux.", []string{org + "Poirier", loc + "Lyon", per + "Anne Roux"}}},
		{"a name before con domicilio social is an organisation", detectCase{"Entre Talleres Ortega, con domicilio social en Madrid, y Ana Gil.", []string{org + "Talleres Ortega", loc + "Madrid", per + "Ana Gil"}}},
		{"a name before headquartered in is an organisation", detectCase{"We signed with Zentrova, headquartered in Leeds, last week.", []string{org + "Zentrova", loc + "Leeds"}}},
		{"the values of a company column are organisations", detectCase{"id;holder;iban;company\n615845;Julian Kirby;DE89;Griffiths Group\n615846;Ana Gil;DE90;Zentrova", []string{per + "Julian Kirby", org + "Griffiths Group", per + "Ana Gil", org + "Zentrova"}}},
		{"the values of an Italian company column are organisations", detectCase{"id_cliente,intestatario,azienda\n272154,Lucio Tamborini,Santorio e figli", []string{per + "Lucio Tamborini", org + "Santorio e figli"}}},
		{"the value of a company key is an organisation even of common words", detectCase{"company: Larkspur Ventures\nplan: gold", []string{org + "Larkspur Ventures"}}},
		{"the value of an organisation key is an organisation", detectCase{"Organization: Larkspur Ventures", []string{org + "Larkspur Ventures"}}},
		{"the value of an employer key in lower-case text is an organisation", detectCase{"employer: oakridge systems\nstart: 2021", []string{org + "oakridge systems"}}},
		{"the value of a company key in lower-case text ends at a comma", detectCase{"company: harlow dynamics, since 2019", []string{org + "harlow dynamics"}}},
		{"a key's value of function words is no organisation", detectCase{"company: none yet\nemployer: n/a", nil}},
		{"a key's value of very common words is no organisation", detectCase{"company: see below", nil}},
		{"a lower-case firm after chez", detectCase{"louis chez delahaye s.a. l'attend", []string{per + "louis", org + "delahaye s.a."}}},
		{"a lower-case firm of surnames after chez", detectCase{"margot chez vasari, riccati e borsellino spa l'attend", []string{per + "margot", org + "vasari, riccati e borsellino spa"}}},
		{"a Dutch particle starts a firm's name", detectCase{"annabel chez van gils nv l'attend", []string{per + "annabel", org + "van gils nv"}}},
	})
}

func TestGazetteerOrganisationsInLowerCaseText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a head noun after a known surname in lower-case text", detectCase{"i work at griffiths group since may", []string{org + "griffiths group"}}},
		{"words no list knows before a legal form after a cue", detectCase{"trabajo en industrias ortega s.l. desde enero", []string{org + "industrias ortega s.l."}}},
		{"a German noun inside a firm's name in lower-case text", detectCase{"send the invoice to schmidt mude ag & co. kgaa", []string{org + "schmidt mude ag & co. kgaa"}}},
		{"a first name and a surname hyphenated are a firm in lower-case text", detectCase{"the invoice went to fritz-armstrong yesterday", []string{org + "fritz-armstrong"}}},
		{"a head noun after three surnames in lower-case text", detectCase{"chiama zeffirelli, fischetti e cagnin group domani", []string{org + "zeffirelli, fischetti e cagnin group"}}},
		{"an opening head noun before a legal form's names in lower-case text", detectCase{"llama a hermanos duran s.a. mañana", []string{org + "hermanos duran s.a."}}},
		{"a service name is no firm in lower-case text", detectCase{`{"service": "billing-api", "status": "ok"}`, nil}},
		{"a hyphenated first name before a surname is a person in lower-case text", detectCase{"schreib karl-jürgen seifert heute", []string{per + "karl-jürgen seifert"}}},
		{"two hyphenated common words are no firm in lower-case text", detectCase{"the long-term plan is a follow-up and a ball-park figure", nil}},
		{"a common word before a head noun is no firm in lower-case text", detectCase{"we booked the spa group for saturday", nil}},
		{"a head noun after a common word is no firm in lower-case text", detectCase{"my work group meets at noon", nil}},
	})
}

func TestGazetteerTitleCaseRunsInEnglishText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"capitalised words inside an English sentence are a name", detectCase{"The grant came from Roadify Transit last year.", []string{org + "Roadify Transit"}}},
		{"capitalised common words alone are a title", detectCase{"See the Detector Interface section below.", nil}},
		{"and between capitalised words inside a name", detectCase{"The rating came from Standard And Poors yesterday.", []string{org + "Standard And Poors"}}},
		// Not names.
		{"an institution's head noun before of and a place is an organisation", detectCase{"She studied journalism at the University of Oslo.", []string{org + "University of Oslo"}}},
		{"a product and its version are no name", detectCase{"we moved to Visual Studio 2022 last week", nil}},
		{"a capitalised phrase in French text is no name", detectCase{"Le rapport vient de Environmental Data Resources hier.", nil}},
	})
}

func TestGazetteerANumberAnotherRuleTookOpensNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number of up to three digits opens a firm's name", detectCase{"We bought 3 Round Stones Inc last year.", []string{org + "3 Round Stones Inc"}}},
		{"a street's house number before a firm stays the street's", detectCase{"Block 0 Apt AB", []string{street + "Block 0", org + "Apt AB"}}},
	})
}

func TestGazetteerAPortugueseLegalFormKeepsItsDot(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Lda. inside a sentence keeps its dot", detectCase{"Trabalho na Vieira Lda. desde 2020.", []string{org + "Vieira Lda."}}},
		{"Ltda. inside a sentence keeps its dot", detectCase{"I got a job offer from Soares Valente Ltda. yesterday.", []string{org + "Soares Valente Ltda."}}},
		{"LDA ending a sentence is no firm", detectCase{"We reduced the features with LDA. Then we trained the model.", nil}},
	})
}
