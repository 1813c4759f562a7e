package gazetteer

import "testing"

func TestGazetteerLowerCaseNamesByTheirPlace(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// A role that names its holder takes the holder's words, even
		// common ones.
		{"the words after account holder are its holder", detectCase{"refund goes to the card, account holder mark brooks.", []string{per + "mark brooks"}}},
		{"the words after Kontoinhaber are its holder", detectCase{"die erstattung geht auf das konto, kontoinhaber hasso pergande.", []string{per + "hasso pergande"}}},
		{"the words after titular are its holder", detectCase{"el reembolso va a la cuenta, titular domingo benet.", []string{per + "domingo benet"}}},
		{"the holder written surname first", detectCase{"el reembolso va a la cuenta, titular posada, rosenda.", []string{per + "posada, rosenda"}}},
		// A person at a firm.
		{"a first name before chez and a firm is a person", detectCase{"louis chez delahaye s.a. l'attend", []string{per + "louis", org + "delahaye s.a."}}},
		// Not names.
		{"a common word after a cue verb is no name", detectCase{"call tomorrow about the order", nil}},
		{"a function word after a role is no name", detectCase{"the account holder is away", nil}},
		{"a first name and a common word are no name", detectCase{"will said it rains", nil}},
	})
}

func TestGazetteerLowerCaseNamesAfterCues(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the owner after le compte est à", detectCase{"le compte est à pénélope lerouxel depuis hier", []string{per + "pénélope lerouxel"}}},
		{"the owner after belongs to", detectCase{"the account belongs to karin holmqvist now", []string{per + "karin holmqvist"}}},
		// Not names.
		{"a German noun after sag is no name", detectCase{"sag bescheid wenn du fertig bist", nil}},
	})
}

func TestGazetteerLowerCaseNamesFromTheirPair(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word the lists know as a part of a name before a known surname is a name in lower-case German", detectCase{"ok also wulf hesse kümmert sich morgen darum", []string{per + "wulf hesse"}}},
		{"a word the lists know as a part of a name before a known surname is a name in lower-case Spanish", detectCase{"vale, concha soto se encarga mañana", []string{per + "concha soto"}}},
		{"a known first name before a German noun is a name in lower-case German", detectCase{"ok also mohamed löffler kümmert sich morgen darum", []string{per + "mohamed löffler"}}},
		// Not names.
		{"a particle after a first name that is a word ends no name", detectCase{"da aggiornare prima del 19-01-2021, grazie", nil}},
		{"a function word after a first name is no surname", detectCase{"el pedido llega esta mañana al almacén", nil}},
		{"a first name that is a German noun starts no lower-case pair", detectCase{"der kunde hat die rechnung bezahlt", nil}},
	})
}

func TestGazetteerLowerCasePossessives(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name before 's is a person in a text without capitals", detectCase{"can you check justin's card before friday", []string{per + "justin"}}},
		{"a known first name before a typographic 's is a person", detectCase{"monica’s new address is on file", []string{per + "monica"}}},
		// Not names.
		{"a common word before 's is no name", detectCase{"today's build of the team's repo is green", nil}},
		{"a possessive in a text with capitals is left to the other rules", detectCase{"The build's logs are in CI.", nil}},
	})
}

func TestGazetteerLowerCaseGreetingsAndMeetings(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name after hi in a text without capitals is a person", detectCase{"hi anna, can you check the build?", []string{per + "anna"}}},
		{"a known first name after ciao is a person", detectCase{"ciao marco, tutto ok?", []string{per + "marco"}}},
		{"a known first name after danke is a person", detectCase{"danke jonas für die hilfe", []string{per + "jonas"}}},
		{"a known first name after Danke is a person", detectCase{"Danke Jonas für die Hilfe.", []string{per + "Jonas"}}},
		{"a known first name after moin is a person", detectCase{"moin carolin, alles klar?", []string{per + "carolin"}}},
		{"the person after meeting with is a person", detectCase{"meeting with justin tomorrow at 10", []string{per + "justin"}}},
		{"the person after rdv avec is a person", detectCase{"rdv avec pénélope lundi", []string{per + "pénélope"}}},
		{"the person after Termin mit is a person", detectCase{"termin mit carolin am freitag", []string{per + "carolin"}}},
		{"the person after reunión con is a person", detectCase{"reunión con lucía el lunes", []string{per + "lucía"}}},
		{"the person after riunione con is a person", detectCase{"riunione con marco lunedì", []string{per + "marco"}}},
		{"the person after remind is a person", detectCase{"remind monica about the invoice", []string{per + "monica"}}},
		{"the person after avvisa is a person", detectCase{"avvisa marco che il pacco è arrivato", []string{per + "marco"}}},
		{"the person after cc is a person with a surname among the commonest words", detectCase{"cc kevin white et Antoine Fontaine", []string{per + "kevin white", per + "Antoine Fontaine"}}},
		{"a known surname among the commonest words after a cued first name is the surname", detectCase{"ask kevin white about it", []string{per + "kevin white"}}},
		// Not names.
		{"a word for a group after hi is no name", detectCase{"hi team, the build is green", nil}},
		{"a common word after a meeting is no name", detectCase{"meeting with the team at 10", nil}},
		{"a function word after call with is no name", detectCase{"call with support at 10", nil}},
		{"a common word after cc is no name", detectCase{"cc the team on the thread", nil}},
		{"a German noun after mit is no name", detectCase{"termin mit kunde am freitag", nil}},
	})
}

func TestGazetteerLowerCaseNamesThatAreAlsoTowns(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name part before a known surname that is also a small town is a name", detectCase{"ok, fiorino rossi se ne occupa domani", []string{per + "fiorino rossi"}}},
		{"a name part that is also a small town before a known surname is a name", detectCase{"vale, borja fajardo se encarga mañana", []string{per + "borja fajardo"}}},
		{"a word in no list but a small town before a known surname is a first name", detectCase{"vale, natalio leal se encarga mañana", []string{per + "natalio leal"}}},
		{"two words the lists know only as parts of names are a name", detectCase{"añade a lupita luque como revisora", []string{per + "lupita luque"}}},
		{"two parts of names at a sentence start are a name", detectCase{"hernando acero se encarga de la guardia", []string{per + "hernando acero"}}},
		{"a known surname that is a large city after a known first name is the surname", detectCase{"vale, tania juárez se encarga mañana", []string{per + "tania juárez"}}},
		{"a first name that is a town after a locative, before a known surname, is a person", detectCase{"peux-tu envoyer le devis à lucas rodrigues demain", []string{per + "lucas rodrigues"}}},
		{"a first name that is a country before a known surname is a person", detectCase{"maurice dubois passe au bureau lundi", []string{per + "maurice dubois"}}},
		{"a first name that is a large city before a known surname is a person", detectCase{"send the draft to sofia lindqvist tonight", []string{per + "sofia lindqvist"}}},
		{"a register's surname that is also a small town after a known first name is the surname", detectCase{"puoi girare il verbale a alberto tasca domani?", []string{per + "alberto tasca"}}},
		{"a small town after a known first name is the surname in a text without capitals", detectCase{"ieri ho visto alfio pareto al mercato", []string{per + "alfio pareto"}}},
		// Not names.
		{"a large city after a locative stays a place", detectCase{"the flight lands in madrid tomorrow", []string{loc + "madrid"}}},
		{"a large city after a known first name is no surname", detectCase{"marco roma domani non c'è", []string{loc + "roma"}}},
		{"two parts of names after an article are no name", detectCase{"el sol mar es azul", nil}},
		{"a first name that is a place before a common word stays a place", detectCase{"we flew to sofia last spring", []string{loc + "sofia"}}},
	})
}

func TestGazetteerLowerCaseNamesWithCommonSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is no English word before a surname among the commonest words is a name", detectCase{"ok so kevin brown will take care of it", []string{per + "kevin brown"}}},
		{"a first name that is no English word before price is a name", detectCase{"ok so cynthia price will take care of it", []string{per + "cynthia price"}}},
		{"a first name that is a rare English word starts a name of three words", detectCase{"vale, maría luisa amaya se encarga mañana", []string{per + "maría luisa amaya"}}},
		{"a first name and a surname after a comma are no name written surname first", detectCase{"vale, michelle cox se encarga mañana", []string{per + "michelle cox"}}},
		{"a first name that is no English word before a surname that is a street type is a name", detectCase{"could you forward the notes to kenneth hill before noon?", []string{per + "kenneth hill"}}},
		{"a first name that is no English word before a name part among the common words is a name", detectCase{"ok so dennis cross will take care of it", []string{per + "dennis cross"}}},
		{"a French first name that is a French word before a common surname is a name", detectCase{"j'ai vu sabine gay hier soir", []string{per + "sabine gay"}}},
		{"a first name before a name part that is a less common word is a name", detectCase{"peux-tu transmettre le devis à nicolas auger demain", []string{per + "nicolas auger"}}},
		{"a first name that is a common word before a surname that is no word is a name", detectCase{"could you forward the minutes to mark jones before noon?", []string{per + "mark jones"}}},
		{"a first name that is a common word before a Spanish surname is a name", detectCase{"i had coffee with dawn diaz yesterday", []string{per + "dawn diaz"}}},
		// Not names.
		{"a first name that is an English word before a common surname is no name", detectCase{"the rose hill garden is open", nil}},
		{"a first name that is a common word before a common word is no name", detectCase{"mark the row as done when the build passes", nil}},
		{"a French word after its article before a common word is no name", detectCase{"une victoire nette pour l'équipe", nil}},
		{"a first name before a verb of people is no pair: the first name alone is its subject", detectCase{"ok so kevin said it works", []string{per + "kevin"}}},
	})
}

func TestGazetteerLowerCaseWordsThatAreNoFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a noun by its ending is no first name the lists lack", detectCase{"la exportación falla desde ayer", nil}},
		{"an Italian elided article is no surname", detectCase{"entro 30 giorni dall'ordine, grazie", nil}},
		{"a German pronoun is no first name", detectCase{"das kommt mir falsch vor", nil}},
		{"a compound of English words is no first name", detectCase{"der billing-api sauber neu starten", nil}},
		{"a hyphenated first name the lists lack still starts a name", detectCase{"ok also karl-jürgen seifert kümmert sich morgen darum", []string{per + "karl-jürgen seifert"}}},
	})
}

func TestGazetteerLowerCaseNamesWithParticles(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a particle and a known surname continue a lower-case name", detectCase{"ok donc madeleine de oliveira s'en occupe demain", []string{per + "madeleine de oliveira"}}},
		{"a particle and a known surname continue the name after a role", detectCase{"le compte est à pénélope le roux depuis hier", []string{per + "pénélope le roux"}}},
		{"a function word after a name written surname first ends it", detectCase{"ciao, puoi richiamare agostinelli, toni al 0332538972?", []string{per + "agostinelli, toni"}}},
		{"van and a word in no list continue a lower-case name", detectCase{"could you forward the minutes to nathan van noort before noon?", []string{per + "nathan van noort"}}},
		{"van, a second particle and a word in no list continue a lower-case name", detectCase{"sam van de weterink will take over next week", []string{per + "sam van de weterink"}}},
		{"van and a small town continue a lower-case name after a first name that is a word", detectCase{"i had coffee with victor van olst yesterday", []string{per + "victor van olst"}}},
		{"van der and a name part continue a lower-case name", detectCase{"i had coffee with pien van der sande yesterday", []string{per + "pien van der sande"}}},
		// Not names.
		{"a particle before a word that is no surname makes no name", detectCase{"ok donc madeleine de retour demain", nil}},
		{"van without a first name before it makes no name", detectCase{"the van de graaff generator is broken", nil}},
		{"van before a common word makes no name", detectCase{"ask anna if the van is free", []string{per + "anna"}}},
	})
}

func TestGazetteerLowerCaseGermanNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name only the dictionary holds before a word in no list is a name in German", detectCase{"ich war gestern mit meinolf zorbach essen, wir reden morgen", []string{per + "meinolf zorbach"}}},
		{"a first name that is a small town before a German noun is a name", detectCase{"bitte füge janos stolze als prüfer hinzu", []string{per + "janos stolze"}}},
		{"a first name that is a French word before a German noun is a name in German", detectCase{"ich war gestern mit fatma stolze essen", []string{per + "fatma stolze"}}},
		{"a first name only the dictionary holds and a word in no list after a copula before a function word", detectCase{"gestern war jörg pruschke im büro", []string{per + "jörg pruschke"}}},
		// Not names.
		{"a first name only the dictionary holds before a word in no list is no name in Spanish", detectCase{"el pedido ha sido enviado esta mañana", nil}},
		{"a first name only the dictionary holds before a German noun ending is no name", detectCase{"die oberfläche ist edel gebürstet", nil}},
	})
}

func TestGazetteerLowerCaseClauseBeforeAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word ending a clause before a comma is no surname of the name after it", detectCase{"riunione spostata, iolanda antonioni non può martedì.", []string{per + "iolanda antonioni"}}},
		{"a German participle ending a clause is no surname of the name after it", detectCase{"termin verschoben, erwin wiek kann am dienstag nicht.", []string{per + "erwin wiek"}}},
		// Names written surname first.
		{"a surname first after a preposition stays a name written surname first", detectCase{"puoi inoltrare il verbale a vismara, livia entro domani?", []string{per + "vismara, livia"}}},
		{"a surname first at the start stays a name written surname first", detectCase{"paffrath, patricia übernimmt nächste woche", []string{per + "paffrath, patricia"}}},
	})
}

func TestGazetteerLowerCaseDictionaryFirstNamesWhereAPersonStands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name only the dictionary holds after a preposition that takes a person starts a name", detectCase{"puoi chiedere a antonino missoni di rivedere la bozza?", []string{per + "antonino missoni"}}},
		{"a first name only the dictionary holds after who is starts a name", detectCase{"chi è laureano filangieri? mai sentito.", []string{per + "laureano filangieri"}}},
		// Not names.
		{"a first name only the dictionary holds at a sentence start is no name", detectCase{"nello stesso giorno arriva il pacco", nil}},
		{"a first name only the dictionary holds after an auxiliary is no name", detectCase{"el pedido ha sido enviado esta mañana", nil}},
	})
}

func TestGazetteerLowerCaseNamesWithAMiddleInitial(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list, a consonant and a known surname are a name in a text without capitals", detectCase{"the codey m ross version became a hit", []string{per + "codey m ross"}}},
		{"a middle initial with its dot joins two words of a name", detectCase{"ask leidy t. muris for the file", []string{per + "leidy t. muris"}}},
		// Not names.
		{"a letter before a function word is no initial", detectCase{"press m to mute the call", nil}},
		{"a letter before a common word is no initial", detectCase{"the anna b plan is fine", nil}},
		{"a vowel that is a word is no initial", detectCase{"peux-tu transmettre le devis à nicolas auger demain", []string{per + "nicolas auger"}}},
	})
}
